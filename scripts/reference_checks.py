"""The reference site's end-to-end checks in headless Chromium, run by scripts/browser-test.py
against `tactile serve`: every page (from the site's search index) loads without console errors
and the live preview of each example paints (its canvas has pixels that differ from the
background); "Run live & edit" then typing changes the preview; search finds a page by keyword
with the keyboard alone. One browser, pages in sequence. Also takes the README's screenshots."""

import json
import os
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

# Counts the painted pixels of each live preview that differ from its top-left pixel and from
# the page's background, and reports, per example, whether the build said it renders.
PREVIEWS = """
return [...document.querySelectorAll('[data-example]')].map((example) => {
  const canvas = example.querySelector('canvas[data-role=preview]');
  const renders = example.dataset.renders === 'true';
  const frames = Number(canvas.dataset.frames || 0);
  if (!frames || canvas.hidden) return { renders, frames, differing: 0 };
  const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
  const [r, g, b, a] = data;
  let differing = 0;
  for (let i = 0; i < data.length; i += 4 * 7) {
    if (Math.abs(data[i] - r) + Math.abs(data[i + 1] - g) + Math.abs(data[i + 2] - b) + Math.abs(data[i + 3] - a) > 24) differing++;
  }
  return { renders, frames, differing };
});
"""


def wait_until(predicate, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except Exception:
            pass
        time.sleep(0.05)
    return None


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def previews(driver):
    return driver.execute_script(PREVIEWS)


def settled(driver):
    """The previews once every example that renders has painted (or the wait ran out)."""
    def ready():
        shown = previews(driver)
        return shown if all(p["frames"] > 0 or not p["renders"] for p in shown) else None
    return wait_until(ready, timeout=15) or previews(driver)


def run(driver, port, check, root):
    base = f"http://127.0.0.1:{port}"
    with urllib.request.urlopen(f"{base}/search-index.json") as response:
        pages = json.load(response)
    check("the search index lists the reference's pages", len(pages) > 0, len(pages))

    driver.get(f"{base}/")
    console_errors(driver)
    check("the index loads without console errors", console_errors(driver) == [], console_errors(driver))

    started = time.time()
    failures = []
    not_rendering = []
    for page in pages:
        driver.get(base + page["path"])
        shown = settled(driver)
        errors = console_errors(driver)
        # An example the build could not render shows its diagnostics instead of a preview.
        unpainted = [i for i, p in enumerate(shown) if p["renders"] and p["differing"] == 0]
        if errors or not shown or unpainted:
            failures.append(f"{page['path']}: console errors {errors}, examples not painted {unpainted} of {shown}")
        if any(not p["renders"] for p in shown):
            not_rendering.append(page["path"])
    check(f"each of the {len(pages)} pages loads without console errors, and every example that renders "
          f"paints its live preview ({time.time() - started:.0f} s)", failures == [], "\n    " + "\n    ".join(failures))
    check("every page's example renders, so every preview paints", not_rendering == [],
          f"{len(not_rendering)} pages show a failing example instead: " + ", ".join(not_rendering))

    accessible(driver, base, check)
    edit_changes_the_preview(driver, base, check)
    simulated_pencil(driver, base, check)
    search_with_the_keyboard(driver, base, check)
    screenshots(driver, base, root)


# Landmarks, one h1, names for every control, alt text, and the ids that labels point to.
STRUCTURE = """
const named = (e) => (e.getAttribute('aria-label') || e.textContent || e.getAttribute('title') || '').trim() !== ''
  || (e.id && document.querySelector(`label[for="${e.id}"]`));
return {
  landmarks: ['header', 'nav', 'main', 'footer', '[role=search]'].filter((s) => document.querySelector(s)).length,
  h1: document.querySelectorAll('h1').length,
  unnamed: [...document.querySelectorAll('a, button, input, textarea, canvas')].filter((e) => !named(e)).map((e) => e.outerHTML.slice(0, 80)),
  noAlt: document.querySelectorAll('img:not([alt])').length,
  dangling: [...document.querySelectorAll('[aria-labelledby], [aria-describedby], [aria-controls]')]
    .flatMap((e) => ['aria-labelledby', 'aria-describedby', 'aria-controls'].map((a) => e.getAttribute(a)).filter(Boolean))
    .flatMap((ids) => ids.split(' ')).filter((id) => !document.getElementById(id)),
};
"""


def accessible(driver, base, check):
    problems = []
    for path in ["/", "/reference/draggesture/", "/guides/tap-and-drag/"]:
        driver.get(base + path)
        found = driver.execute_script(STRUCTURE)
        if found["landmarks"] != 5 or found["h1"] != 1 or found["unnamed"] or found["noAlt"] or found["dangling"]:
            problems.append(f"{path}: {found}")
    check("pages have their landmarks, one h1, a name for every control and alt text", problems == [], problems)
    driver.get(base + "/reference/draggesture/")
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.TAB)
    first = driver.switch_to.active_element
    outline = driver.execute_script("return getComputedStyle(arguments[0]).outlineStyle", first)
    order = [first.text]
    for _ in range(3):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        element = driver.switch_to.active_element
        order.append(element.get_attribute("id") or element.text)
    check("the first Tab reaches the skip link, with a visible focus ring, then the header in reading order",
          order[:3] == ["Skip to content", "Tactile Gestures reference", "search-input"] and outline != "none",
          f"{order} outline {outline}")


def edit_changes_the_preview(driver, base, check):
    driver.get(f"{base}/reference/draggesture/")
    settled(driver)
    example = driver.find_element(By.CSS_SELECTOR, "[data-example]")
    example.find_element(By.CSS_SELECTOR, "[data-action=edit]").click()
    editor = example.find_element(By.CSS_SELECTOR, "textarea[data-role=editor]")
    check("Run live & edit turns the code into a focused editor",
          editor.is_displayed() and driver.switch_to.active_element == editor)
    editor.send_keys(Keys.CONTROL, "a")
    editor.send_keys("import SwiftUI\nstruct Edited: View {\nvar body: some View {\nColor.red\n}\n}\n")
    center = ("const c = document.querySelector('canvas[data-role=preview]');"
              "const r = window.devicePixelRatio || 1;"
              "return Array.from(c.getContext('2d').getImageData(c.width / 2, c.height / 2, 1, 1).data);")
    red = wait_until(lambda: (lambda p: p if p[0] > 200 and p[1] < 90 and p[2] < 90 else None)(driver.execute_script(center)))
    studio = example.find_element(By.CSS_SELECTOR, "[data-role=studio]").get_attribute("href")
    check("typing in the editor recompiles and the preview follows", red is not None, driver.execute_script(center))
    check("Open in Studio carries the edited source", "#src=" in studio and studio != "", studio)


def simulated_pencil(driver, base, check):
    """A Pencil page offers the module's simulated Pencil inputs; a simulated double tap runs the
    example's onPencilDoubleTap, which turns the pad from blue to pink."""
    driver.get(f"{base}/reference/onpencildoubletap-perform/")
    settled(driver)
    example = driver.find_element(By.CSS_SELECTOR, "[data-example]")
    pad = ("const c = document.querySelector('canvas[data-role=preview]');"
           "const r = c.width / c.getBoundingClientRect().width;"
           "return Array.from(c.getContext('2d').getImageData(95 * r, 210 * r, 1, 1).data);")
    before = driver.execute_script(pad)
    buttons = wait_until(lambda: [b for b in example.find_elements(By.CSS_SELECTOR, "button")
                                  if b.text == "Pencil double tap" and b.is_displayed()])
    if buttons:
        buttons[0].click()
    after = wait_until(lambda: (lambda p: p if p[0] > p[2] else None)(driver.execute_script(pad)))
    check("a Pencil page's simulated double tap runs the example's onPencilDoubleTap",
          bool(buttons) and before[2] > before[0] and after is not None, f"{before} {after}")


def search_with_the_keyboard(driver, base, check):
    driver.get(f"{base}/")
    body = driver.find_element(By.TAG_NAME, "body")
    body.send_keys("/")
    search = driver.find_element(By.ID, "search-input")
    check("/ focuses the search box", driver.switch_to.active_element == search)
    search.send_keys("DragGesture")
    listed = wait_until(lambda: driver.find_elements(By.CSS_SELECTOR, "#search-results [role=option]"))
    search.send_keys(Keys.ARROW_DOWN)
    search.send_keys(Keys.ARROW_UP)
    selected = driver.execute_script(
        "return document.querySelector('#search-results [aria-selected=true] .result-title')?.textContent")
    search.send_keys(Keys.ENTER)
    arrived = wait_until(lambda: driver.current_url.endswith("/reference/draggesture/"))
    check("search finds a page by keyword, and the arrow keys and Enter open it",
          listed and selected == "DragGesture" and arrived, f"{selected} {driver.current_url}")


def screenshots(driver, base, root):
    size = driver.get_window_size()
    driver.set_window_size(1280, 1100)
    driver.get(f"{base}/")
    time.sleep(0.3)
    driver.save_screenshot(os.path.join(root, "docs/images/reference-index.png"))
    driver.set_window_size(1280, 2000)
    driver.get(f"{base}/reference/gesturestategesture/")
    settled(driver)
    time.sleep(0.3)
    driver.save_screenshot(os.path.join(root, "docs/images/reference-symbol.png"))
    driver.set_window_size(size["width"], size["height"])
