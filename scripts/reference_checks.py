"""The reference site's end-to-end checks in headless Chromium, run by scripts/browser-test.py
against `tactile serve`: every page (from the site's search index) loads without console errors
and the live preview of each example paints (its canvas has pixels that differ from the
background); "Run live & edit" then typing changes the preview; search finds a page by keyword
with the keyboard alone; a live preview is used from the keyboard alone, as the Studio's is.
One browser, pages in sequence. Also takes the README's screenshots."""

import json
import os
import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
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
    preview_from_the_keyboard(driver, base, check, root)
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


# The first live preview's canvas point (x, y) as [r, g, b, a].
PREVIEW_PIXEL = """
const c = document.querySelector('canvas[data-role=preview]');
const r = c.width / c.getBoundingClientRect().width;
return Array.from(c.getContext('2d').getImageData(arguments[0] * r, arguments[1] * r, 1, 1).data);
"""

# The focus ring over the first preview, in canvas points, or null while hidden.
PREVIEW_RING = """
const example = document.querySelector('[data-example]');
const ring = example.querySelector('[data-role=focus-ring]'), c = example.querySelector('canvas[data-role=preview]');
if (ring.hidden) return null;
const a = ring.getBoundingClientRect(), b = c.getBoundingClientRect();
return [a.left - b.left, a.top - b.top, a.width, a.height];
"""


def tab_to_preview(driver, presses=300):
    """Presses Tab from the top of the page until the first live preview has the focus."""
    driver.execute_script("document.activeElement.blur(); window.scrollTo(0, 0)")
    focused = "return document.activeElement.matches('[data-example] canvas[data-role=preview]')"
    for _ in range(presses):
        if driver.execute_script(focused):
            return True
        ActionChains(driver).send_keys(Keys.TAB).perform()
    return driver.execute_script(focused)


def example_text(driver, role):
    return driver.execute_script(f"return document.querySelector('[data-example] [data-role={role}]').textContent")


def preview_from_the_keyboard(driver, base, check, root, screenshots=True):
    """A reference page's live preview from the keyboard alone (Site/shared/keyboard.js, as in
    the Studio): Tab reaches it and it is announced, the arrow keys drag DragGesture's puck,
    Enter lifts the finger and the example prints; on MagnifyGesture's page + pinches."""
    driver.get(f"{base}/reference/draggesture/")
    settled(driver)
    width, height = driver.execute_script(
        "const e = document.querySelector('[data-example]'); return [Number(e.dataset.width), Number(e.dataset.height)]")
    reached = tab_to_preview(driver)
    check("Tab reaches a reference page's live preview; its ring covers it and it is announced",
          reached and driver.execute_script(PREVIEW_RING) == [0, 0, width, height]
          and example_text(driver, "announcer") == "Whole preview. 1 of 1.",
          f"{reached} {driver.execute_script(PREVIEW_RING)} {example_text(driver, 'announcer')!r}")
    red = lambda p: p[0] > 200 and p[1] < 90 and p[2] < 90
    cx, cy = width / 2, height / 2
    before = driver.execute_script(PREVIEW_PIXEL, cx - 30, cy)
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT * 4).perform()
    moved = wait_until(lambda: red(driver.execute_script(PREVIEW_PIXEL, cx + 60, cy))
                       and not red(driver.execute_script(PREVIEW_PIXEL, cx - 30, cy)))
    check("the arrow keys drag the DragGesture page's puck: four presses, 40 pt right",
          red(before) and moved, f"{before} {driver.execute_script(PREVIEW_PIXEL, cx + 60, cy)}")
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    printed = wait_until(lambda: (lambda t: t if "released at" in t else None)(example_text(driver, "console")))
    check("Enter lifts the finger: the example's onEnded prints its release", printed is not None,
          repr(example_text(driver, "console")))

    # MagnifyGesture's page: two + presses spread the fingers by 1.25 twice; Enter ends the pinch.
    driver.get(f"{base}/reference/magnifygesture/")
    settled(driver)
    # Screenshots mid-pinch in both appearances (a change of appearance recompiles the example),
    # then Escape cancels the fingers. Chromium's DevTools protocol emulates the appearance.
    for scheme in ["light", "dark"] if screenshots else []:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        time.sleep(0.5)
        tab_to_preview(driver)
        ActionChains(driver).send_keys("++").perform()
        time.sleep(0.5)
        driver.save_screenshot(os.path.join(root, f"docs/images/reference-keyboard-{scheme}.png"))
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    if screenshots:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        time.sleep(0.5)
    tab_to_preview(driver)
    ActionChains(driver).send_keys("++").send_keys(Keys.ENTER).perform()
    printed = wait_until(lambda: (lambda t: t if "magnification" in t else None)(example_text(driver, "console")))
    check("+ + then Enter on MagnifyGesture's page pinches once a press: the example prints 1.5625",
          printed == "magnification 1.5625, zoom now 1.5625\n", repr(printed))


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
