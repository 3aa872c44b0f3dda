#!/usr/bin/python3
"""End-to-end tests of the Studio in headless Chromium (Debian's chromium, chromium-driver and
python3-selenium): `tactile serve` serves it; the tests check its compression and caching
headers, load it, watch the preview, drag the seed circle, type in the editor, see a syntax
error marked in the text, change the device, load every example, pinch and rotate with a
trackpad and with the simulated second finger, press an accessibility action, run away in a
callback, open a hostile share link, and check that the server keeps to its folders; then drive the
preview with the keyboard alone (dragging, and pinching and rotating with + − [ ]), and run axe-core over every page of the site and the Studio in
light and dark (scripts/axe_checks.py). With --webkit, the keyboard tests and a few page loads
then run again in WebKit (Debian's webkit2gtk-driver, not installed by scripts/bootstrap; its
browser needs an X display: run it under xvfb-run from Debian's xvfb when none is set).
Screenshots go to docs/images. Usage: browser-test.py TACTILE [--webkit]."""

import base64
import functools
import gzip
import http.client
import http.server
import math
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.key_input import KeyInput
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

import axe_checks
import reference_checks

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
failures = 0
TACTILE = ""
# "WebKit: " while the tests run in WebKit, which names their checks and keeps Chromium's screenshots.
ENGINE = ""


def check(name, condition, detail=""):
    global failures
    if condition:
        print(f"ok   browser: {ENGINE}{name}")
    else:
        failures += 1
        print(f"FAIL browser: {ENGINE}{name}: {detail}")


def screenshot(driver, name):
    """Saves docs/images/NAME, from Chromium only."""
    if not ENGINE:
        driver.save_screenshot(os.path.join(ROOT, "docs/images", name))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(port, path):
    status, headers, body = fetch(port, path)
    return status, headers.get("Content-Type"), body


def fetch(port, path, headers=None):
    """A GET with the given headers; http.client asks for the identity encoding unless told."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    return response.status, response.headers, body


def wait_until(predicate, timeout=20):
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            value = predicate()
            if value:
                return value
        except Exception:
            pass
        time.sleep(0.1)
    return None


def main():
    global TACTILE
    tactile = TACTILE = os.path.abspath(sys.argv[1])
    port = free_port()
    server = subprocess.Popen([tactile, "serve", "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL)
    # A second server without CodeMirror: the Studio must work with its plain text area.
    bare_port = free_port()
    bare = subprocess.Popen([tactile, "serve", "--port", str(bare_port), "--codemirror", os.path.join(ROOT, "no-such-folder")],
                            cwd=ROOT, stdout=subprocess.DEVNULL)
    try:
        # Each server builds the reference (every page's example) before it listens.
        for p in [port, bare_port]:
            wait_until(lambda: socket.create_connection(("127.0.0.1", p), timeout=1).close() or True, timeout=120)
        run(port, bare_port)
    finally:
        for s in [server, bare]:
            s.terminate()
            s.wait()
    print("browser-test: ok" if failures == 0 else f"browser-test: {failures} failure(s)")
    sys.exit(1 if failures else 0)


def run(port, bare_port):
    # The server: MIME types, and nothing outside the site folder.
    status, kind, _ = get(port, "/studio/")
    check("the Studio page is served as HTML", status == 200 and kind.startswith("text/html"), f"{status} {kind}")
    status, kind, body = get(port, "/tactile.wasm")
    check("the module is served as application/wasm", status == 200 and kind == "application/wasm" and body[:4] == b"\0asm", f"{status} {kind}")
    for path in ["/../Package.swift", "/%2e%2e/Package.swift", "/studio/..%2f..%2fPackage.swift", "/..%5cPackage.swift", "/studio/%2e%2e/%2e%2e/README.md", "/%2fetc%2fpasswd"]:
        status, _, body = get(port, path)
        check(f"{path} is refused", status == 404 and b"swift-tools-version" not in body and b"root:" not in body, f"{status}")
    status, kind, body = get(port, "/vendor/codemirror/mode/swift/swift.js")
    check("CodeMirror's Swift mode is served as JavaScript", status == 200 and kind.startswith("text/javascript") and b"defineMode" in body, f"{status} {kind}")
    for path in ["/vendor/codemirror/../../../../etc/passwd", "/vendor/codemirror/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/vendor/codemirror/..%2f..%2fjavascript"]:
        status, _, body = get(port, path)
        check(f"{path} is refused", status == 404 and b"root:" not in body, f"{status}")

    # Compression and caching: the module is gzip-encoded for a client that accepts it, each
    # encoding has its own strong ETag, and a matching If-None-Match is answered by 304.
    _, plain_headers, plain = fetch(port, "/tactile.wasm")
    status, headers, body = fetch(port, "/tactile.wasm", {"Accept-Encoding": "gzip, deflate, br"})
    check("the module is sent gzip-encoded when asked, and inflates to the same bytes",
          status == 200 and headers.get("Content-Encoding") == "gzip" and headers.get("Vary") == "Accept-Encoding"
          and gzip.decompress(body) == plain and len(body) < len(plain),
          f"{status} {headers.get('Content-Encoding')} {len(body)} of {len(plain)}")
    check("without Accept-Encoding it is sent as it is",
          plain_headers.get("Content-Encoding") is None and plain_headers.get("Vary") == "Accept-Encoding", str(plain_headers))
    tag = headers.get("ETag")
    check("the module has a strong ETag per encoding and must be revalidated",
          tag and not tag.startswith("W/") and tag != plain_headers.get("ETag") and headers.get("Cache-Control") == "no-cache", f"{tag} {plain_headers.get('ETag')}")
    status, headers, body = fetch(port, "/tactile.wasm", {"Accept-Encoding": "gzip", "If-None-Match": tag or ""})
    check("revalidating the module with its ETag gets 304 and no body", status == 304 and body == b"" and headers.get("ETag") == tag, f"{status} {len(body)}")
    status, _, _ = fetch(port, "/studio/studio.js", {"If-None-Match": '"stale"'})
    check("a stale ETag gets the file again", status == 200, f"{status}")

    options = webdriver.ChromeOptions()
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        studio(driver, port)
        editor(driver, port)
        devices_and_examples(driver, port)
        trackpad_and_second_finger(driver, port)
        accessibility(driver, port)
        keyboard_only(driver, port)
        keyboard_pinch_and_rotate(driver, port)
        without_codemirror(driver, bare_port)
        static_site(driver)
        reference_checks.run(driver, port, check, ROOT)
        axe_checks.run(driver, port, check, ROOT, studio_states, reference_checks.settled)
    finally:
        driver.quit()
    if "--webkit" in sys.argv[2:]:
        webkit(port)


def webkit(port):
    """The preview's keyboard tests and a few page loads in WebKit, the engine of Safari, through
    Debian's WebKitWebDriver (WebKitGTK's MiniBrowser, which draws to an X display)."""
    global ENGINE
    found = shutil.which("WebKitWebDriver")
    check("WebKitWebDriver is installed (Debian's webkit2gtk-driver)", found, "")
    check("an X display is set (xvfb-run sets one)", os.environ.get("DISPLAY"), "")
    if not found or not os.environ.get("DISPLAY"):
        return
    base = f"http://127.0.0.1:{port}"
    driver = None
    ENGINE = "WebKit: "
    try:
        driver = webdriver.WebKitGTK(options=webdriver.WebKitGTKOptions())
        driver.set_window_size(1400, 1000)
        check(f"the session starts ({driver.capabilities.get('browserName')} {driver.capabilities.get('browserVersion')})", True)
        unpainted = []
        for path in ["/", "/reference/draggesture/", "/reference/magnifygesture/", "/guides/tap-and-drag/"]:
            driver.get(base + path)
            shown = reference_checks.settled(driver)
            if any(p["renders"] and p["differing"] == 0 for p in shown):
                unpainted.append(f"{path}: {shown}")
        check("the index, two symbol pages and a guide load, and their live previews paint", unpainted == [], unpainted)
        keyboard_only(driver, port)
        keyboard_pinch_and_rotate(driver, port)
        reference_checks.preview_from_the_keyboard(driver, base, check, ROOT, screenshots=False)
    except Exception as error:  # a driver that fails to start or dies fails the run, with its reason
        check("the WebKit session runs to its end", False, repr(error))
    finally:
        ENGINE = ""
        if driver:
            driver.quit()


def pixel(driver, x, y):
    return driver.execute_script(
        "const c = document.querySelector('canvas[data-role=preview]');"
        "const r = window.devicePixelRatio || 1;"
        "return Array.from(c.getContext('2d').getImageData(arguments[0] * r, arguments[1] * r, 1, 1).data);", x, y)


def frames(driver):
    return int(driver.execute_script("return Number(document.querySelector('canvas[data-role=preview]').dataset.frames || 0)"))


def is_blue(rgba):
    return rgba[2] > 200 and rgba[0] < 60 and 90 < rgba[1] < 160


TIMELINE = """
const t = document.getElementById('timeline');
const kinds = (g) => [...g.querySelectorAll('[data-kind]')].map((n) => n.dataset.kind);
return {
  lanes: [...t.querySelectorAll('g.lane')].map((g) => ({
    attachment: g.dataset.attachment, lane: g.dataset.lane, kinds: kinds(g),
    callbacks: [...g.querySelectorAll('[data-kind=callback]')].map((n) => n.dataset.name),
    labels: [...g.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label')) })),
  states: [...t.querySelectorAll('g.state')].map((g) => ({
    name: g.dataset.state, values: [...g.querySelectorAll('[data-kind]')].map((n) => n.dataset.kind + ' ' + n.dataset.value) })),
  marks: [...t.querySelectorAll('g.attachment [data-kind]')].map((n) => n.dataset.kind + ': ' + n.getAttribute('aria-label')),
  decisions: [...t.querySelectorAll('.timeline-decisions li')].map((li) => li.textContent),
};"""


def timeline(driver):
    return driver.execute_script(TIMELINE)


def lane(view, name):
    return next((l for l in view["lanes"] if l["lane"] == name), None)


def set_source(driver, text):
    """Replaces the editor's text and recompiles at once (the edit's own recompile, 150 ms
    later, is cancelled so that it cannot restart the view in the middle of a test)."""
    driver.execute_script("window.studio.setSource(arguments[0])", text)


def source(driver):
    return driver.execute_script("return window.studio.editor.value")


def status_text(driver):
    return driver.execute_script("return document.getElementById('status').textContent")


def console_text(driver):
    return driver.execute_script("return document.getElementById('console').textContent")


def painted_pixels(driver):
    """How many of the preview's pixels differ from its top-left pixel (the background)."""
    return driver.execute_script(
        "const c = document.querySelector('canvas[data-role=preview]');"
        "const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
        "let n = 0; for (let i = 0; i < d.length; i += 4) {"
        "  if (Math.abs(d[i] - d[0]) + Math.abs(d[i + 1] - d[1]) + Math.abs(d[i + 2] - d[2]) > 30) n++; }"
        "return n;")


def canvas_origin(driver):
    return driver.execute_script("const r = document.querySelector('canvas[data-role=preview]').getBoundingClientRect(); return [r.left, r.top];")


def studio(driver, port):
    driver.get(f"http://127.0.0.1:{port}/studio/")
    check("the preview draws a first frame", wait_until(lambda: frames(driver) >= 1), "no frame")
    sizes = driver.execute_script(
        "const e = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/tactile.wasm'));"
        "return e ? [e.encodedBodySize, e.decodedBodySize] : null;")
    check("Chromium receives the module gzip-encoded", sizes and 0 < sizes[0] < sizes[1], sizes)
    # The seed's circle: 80 pt, centred at (195, 425) on the 390×844 canvas.
    check("the circle is drawn where the layout puts it", wait_until(lambda: is_blue(pixel(driver, 195, 425))), pixel(driver, 195, 425))
    driver.save_screenshot(os.path.join(ROOT, "docs/images/studio.png"))

    rect = driver.execute_script("const r = document.querySelector('canvas[data-role=preview]').getBoundingClientRect(); return [r.left, r.top];")
    origin_x, origin_y = rect
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    actions = ActionBuilder(driver, mouse=mouse)
    actions.pointer_action.move_to_location(int(origin_x + 195), int(origin_y + 425))
    actions.pointer_action.pointer_down()
    for step in range(1, 7):
        actions.pointer_action.move_to_location(int(origin_x + 195 + 10 * step), int(origin_y + 425 + 10 * step))
    actions.perform()
    moved = wait_until(lambda: is_blue(pixel(driver, 255, 485)) and not is_blue(pixel(driver, 160, 390)))
    check("the circle follows the pointer while it is down", moved, f"{pixel(driver, 255, 485)} {pixel(driver, 160, 390)}")
    driver.save_screenshot(os.path.join(ROOT, "docs/images/studio-drag.png"))
    release = ActionBuilder(driver, mouse=mouse)
    release.pointer_action.pointer_up()
    release.perform()
    check("and snaps back on release", wait_until(lambda: is_blue(pixel(driver, 195, 425)) and not is_blue(pixel(driver, 255, 485))), pixel(driver, 195, 425))

    # The gesture timeline: the drag's lane, its updating callbacks and the @GestureState.
    view = wait_until(lambda: (lambda v: v if v["states"] and v["states"][0]["values"][-1:] == ["reset (0.0, 0.0)"] else None)(timeline(driver)))
    drag_lane = view and lane(view, "DragGesture")
    kinds = drag_lane["kinds"] if drag_lane else []
    check("the timeline has a DragGesture lane under the circle's attachment: possible, active (began … changed), ended",
          drag_lane and drag_lane["attachment"] == "Circle .gesture(DragGesture)" and kinds.index("possible") < kinds.index("active") < kinds.index("ended")
          and any("active (began … changed" in label and "changed 0 times" not in label for label in drag_lane["labels"]), view)
    check("the updating callback has a tick each time it fired", drag_lane and len(drag_lane["callbacks"]) >= 2 and set(drag_lane["callbacks"]) == {"updating"}, drag_lane)
    values = view["states"][0]["values"] if view else []
    check("the @GestureState row shows dragOffset's values as print writes them, then its reset",
          view and view["states"][0]["name"] == "dragOffset" and values[0].startswith("state (") and values[-1] == "reset (0.0, 0.0)", values)
    detail = driver.execute_script(
        "document.querySelector('#timeline g.lane [data-kind=ended]').focus();"
        "return document.querySelector('#timeline .timeline-detail').textContent;")
    check("focusing an item shows its detail", detail.endswith("Circle .gesture(DragGesture) › DragGesture ended (recognised)"), detail)
    hover = ActionBuilder(driver, mouse=mouse)
    span = driver.execute_script("const r = document.querySelector('#timeline g.state [data-kind=reset]').getBoundingClientRect(); return [r.left + 10, r.top + r.height / 2];")
    hover.pointer_action.move_to_location(int(span[0]), int(span[1]))
    hover.perform()
    detail = wait_until(lambda: (lambda t: t if "reset to its initial value" in t else None)(driver.execute_script("return document.querySelector('#timeline .timeline-detail').textContent")))
    check("hovering a value shows it", detail and "dragOffset = (0.0, 0.0)" in detail, detail)
    driver.save_screenshot(os.path.join(ROOT, "docs/images/studio-timeline.png"))

    set_source(driver, 'struct V: View {\n  var body: some View {\n    Text("a"\n  }\n}\n')
    item = wait_until(lambda: driver.execute_script("const li = document.querySelector('#diagnostics li'); return li && li.textContent;"))
    check("a syntax error shows its diagnostic at its line", item and item.startswith("4:3: error: expected ')'"), item)

    set_source(driver, 'struct V: View {\n  var body: some View {\n    Color.red.onTapGesture { while true {} }\n  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.getElementById('status').textContent") == "Running")
    tap = ActionBuilder(driver, mouse=mouse)
    tap.pointer_action.move_to_location(int(origin_x + 195), int(origin_y + 425))
    tap.pointer_action.pointer_down()
    tap.pointer_action.pointer_up()
    tap.perform()
    stopped = wait_until(lambda: driver.execute_script("return document.getElementById('status').textContent") == "Runtime error")
    console = driver.execute_script("return document.getElementById('console').textContent")
    check("runaway code in a callback ends with a located runtime error and the page stays responsive", stopped and console.startswith("3:") and driver.execute_script("return 1 + 1") == 2, console)

    # A double tap and a long press, through the same pointer.
    set_source(driver, 'struct V: View {\n  var body: some View {\n    VStack {\n'
               '      Color.orange.frame(width: 200, height: 200).onTapGesture(count: 2) { print("double") }\n'
               '      Color.green.frame(width: 200, height: 200).onLongPressGesture { print("long") }\n'
               '    }\n  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.getElementById('status').textContent") == "Running")
    gestures = ActionBuilder(driver, mouse=mouse)
    for _ in range(2):
        gestures.pointer_action.move_to_location(int(origin_x + 195), int(origin_y + 318))
        gestures.pointer_action.pointer_down()
        gestures.pointer_action.pointer_up()
    gestures.pointer_action.pause(0.5)
    gestures.pointer_action.move_to_location(int(origin_x + 195), int(origin_y + 526))
    gestures.pointer_action.pointer_down()
    gestures.pointer_action.pause(0.8)
    gestures.pointer_action.pointer_up()
    gestures.perform()
    console = wait_until(lambda: (lambda t: t if "long" in t else None)(driver.execute_script("return document.getElementById('console').textContent")))
    check("a double tap and a long press fire their actions", console == "double\nlong\n", repr(console))

    # A paging TabView: a quick swipe to the left turns to the next page (the module's own
    # paging drag, springing to the predicted page).
    set_source(driver, 'struct V: View {\n  @State private var page = 0\n  var body: some View {\n'
               '    TabView(selection: $page) {\n      Color.orange.tag(0)\n      Color.green.tag(1)\n    }\n'
               '    .tabViewStyle(.page)\n'
               '    .onChange(of: page) { _, new in print("page", new) }\n  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.getElementById('status').textContent") == "Running")
    swipe = ActionBuilder(driver, mouse=mouse)
    swipe.pointer_action.move_to_location(int(origin_x + 320), int(origin_y + 422))
    swipe.pointer_action.pointer_down()
    for x in (290, 240, 180, 120, 80):
        swipe.pointer_action.move_to_location(int(origin_x + x), int(origin_y + 422))
    swipe.pointer_action.pointer_up()
    swipe.perform()
    console = wait_until(lambda: (lambda t: t if "page" in t else None)(driver.execute_script("return document.getElementById('console').textContent")))
    check("a swipe on a paging TabView turns to the next page", console == "page 1\n", repr(console))

    # Competing taps on one view: the double tap (inner, R9.5) has precedence; a single tap
    # waits for it to fail (R2.6).
    set_source(driver, 'struct V: View {\n  var body: some View {\n'
               '    Circle().fill(.orange).frame(width: 200, height: 200)\n'
               '      .onTapGesture(count: 2) { print("double") }\n'
               '      .onTapGesture { print("single") }\n'
               '  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.getElementById('status').textContent") == "Running")
    check("the timeline is cleared when the view recompiles", wait_until(lambda: timeline(driver)["lanes"] == [] and timeline(driver)["decisions"] == []), timeline(driver))
    taps = ActionBuilder(driver, mouse=mouse)
    for _ in range(2):
        taps.pointer_action.move_to_location(int(origin_x + 195), int(origin_y + 422))
        taps.pointer_action.pointer_down()
        taps.pointer_action.pointer_up()
    taps.perform()
    view = wait_until(lambda: (lambda v: v if any(m.startswith("lost") for m in v["marks"]) else None)(timeline(driver)))
    double, single = (lane(view, "TapGesture(count: 2)"), lane(view, "TapGesture")) if view else (None, None)
    check("a double tap: its lane ends recognised with onEnded fired",
          double and "ended" in double["kinds"] and double["callbacks"] == ["onEnded"], view)
    check("the single tap's lane is cancelled, and its attachment lost to the double tap, with the reason",
          single and "cancelled" in single["kinds"] and "onEnded" not in single["callbacks"]
          and any("lost to Circle .onTapGesture: Circle .onTapGesture was recognised and has precedence" in m for m in view["marks"]), view)
    check("the decisions list says it in words",
          view and any(d.endswith("Circle .onTapGesture lost to Circle .onTapGesture: Circle .onTapGesture was recognised and has precedence") for d in view["decisions"]), view and view["decisions"])
    time.sleep(0.6)
    once = ActionBuilder(driver, mouse=mouse)
    once.pointer_action.pointer_down()
    once.pointer_action.pointer_up()
    once.perform()
    view = wait_until(lambda: (lambda v: v if any("resumed" in d for d in v["decisions"]) else None)(timeline(driver)))
    check("a single tap: paused waiting for the double tap, which fails because the next tap did not come; then it resumes and ends",
          view and any(d.endswith("TapGesture paused, waiting for Circle .onTapGesture to fail") for d in view["decisions"])
          and any(d.endswith("TapGesture(count: 2) failed: the next tap did not come within 0.35 s") for d in view["decisions"])
          and lane(view, "TapGesture")["callbacks"] == ["onEnded"], view and view["decisions"])
    panel = driver.find_element("id", "timeline")
    driver.execute_script("arguments[0].scrollIntoView(); arguments[0].querySelector('.timeline-scroll').scrollLeft = 0", panel)
    panel.screenshot(os.path.join(ROOT, "docs/images/timeline-taps.png"))
    driver.execute_script("arguments[0].dataset.scheme = 'dark'", panel)
    panel.screenshot(os.path.join(ROOT, "docs/images/timeline-taps-dark.png"))
    driver.execute_script("delete arguments[0].dataset.scheme; window.scrollTo(0, 0)", panel)

    # A long session, built from synthetic trace lines on a panel of its own: the timeline keeps
    # a bounded number of entries and items, idle stretches stay short, and labels, reasons and
    # values that look like HTML stay text.
    long_session = driver.execute_async_script("""
      const done = arguments[arguments.length - 1];
      import('/studio/timeline.js').then(({ GestureTimeline }) => {
        const host = document.createElement('div');
        document.body.append(host);
        const panel = new GestureTimeline(host);
        const hostile = '<img src=x onerror="window.pwned=1">\\\\t<b>x</b>';
        let lines = '';
        for (let i = 0; i < 5000; i++) {
          const t = i * 1000;
          lines += [t, '#1.0', hostile, 'DragGesture', 'possible', '', ''].join('\\t') + '\\n';
          lines += [t + 20, '#1.0', hostile, 'DragGesture', 'state', 'v', hostile].join('\\t') + '\\n';
          lines += [t + 40, '#1.0', hostile, 'DragGesture', 'failed', '', hostile].join('\\t') + '\\n';
        }
        panel.add(lines);
        const start = performance.now();
        panel.render();
        const renderMs = performance.now() - start;
        setTimeout(() => {
          const chart = host.querySelector('.timeline-chart');
          const result = {
            entries: panel.entries.length, nodes: host.querySelectorAll('*').length,
            width: Number(chart.getAttribute('width')),
            injected: host.querySelectorAll('img, b').length + (window.pwned === 1 ? 1 : 0),
            label: host.querySelector('.timeline-labels .attachment-label').textContent,
            dropped: host.querySelector('.timeline-summary').textContent, renderMs,
          };
          host.remove();
          done(result);
        }, 300);
      });""")
    check("a long session keeps a bounded timeline: 1,500 entries at most, idle stretches shrunk, the drop counted",
          long_session["entries"] <= 1500 and long_session["width"] < 1500 * 60 and "earlier entries dropped" in long_session["dropped"], long_session)
    print(f"note browser: drawing the timeline of {long_session['entries']} entries ({long_session['nodes']} elements) took {long_session['renderMs']:.1f} ms")
    check("labels, reasons and values that look like HTML stay text in the timeline",
          long_session["injected"] == 0 and long_session["label"].startswith("<img src=x"), long_session)

    # Pinch with the simulated second finger: Option held while dragging mirrors a touch about
    # the canvas's centre (195, 422); the fingers go from 100 to 200 pt apart.
    set_source(driver, 'struct V: View {\n  var body: some View {\n'
               '    Color.purple.frame(width: 300, height: 300)\n'
               '      .gesture(MagnifyGesture().onEnded { value in print("magnified", value.magnification) })\n'
               '  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.getElementById('status').textContent") == "Running")
    keyboard = KeyInput("keyboard")
    pinch = ActionBuilder(driver, mouse=mouse, keyboard=keyboard)
    pinch.key_action.key_down(Keys.ALT)
    pinch.pointer_action.pause(0)
    pinch.pointer_action.move_to_location(int(origin_x + 245), int(origin_y + 422))
    pinch.key_action.pause(0)
    pinch.pointer_action.pointer_down()
    pinch.key_action.pause(0)
    for step in range(1, 6):
        pinch.pointer_action.move_to_location(int(origin_x + 245 + 10 * step), int(origin_y + 422))
        pinch.key_action.pause(0)
    pinch.pointer_action.pointer_up()
    pinch.key_action.key_up(Keys.ALT)
    pinch.perform()
    console = wait_until(lambda: (lambda t: t if "magnified" in t else None)(driver.execute_script("return document.getElementById('console').textContent")))
    # The pointer lands on whole CSS pixels, so the ratio is 2 to within a pixel's worth.
    ratio = float(console.split()[1]) if console and console.startswith("magnified ") else 0
    check("Option-drag pinches with a mirrored second finger", abs(ratio - 2) < 0.05, repr(console))

    # A recorded session replays with `tactile replay` to the same output.
    recorded_source = ('struct V: View {\n  var body: some View {\n'
                       '    Circle().frame(width: 120, height: 120)\n'
                       '      .gesture(DragGesture().onEnded { value in print("ended", value.translation) })\n'
                       '  }\n}\n')
    set_source(driver, recorded_source)
    wait_until(lambda: driver.execute_script("return document.getElementById('status').textContent") == "Running")
    drag = ActionBuilder(driver, mouse=mouse)
    drag.pointer_action.move_to_location(int(origin_x + 190), int(origin_y + 420))
    drag.pointer_action.pointer_down()
    for step in range(1, 5):
        drag.pointer_action.move_to_location(int(origin_x + 190 + 9 * step), int(origin_y + 420 - 4 * step))
    drag.pointer_action.pointer_up()
    drag.perform()
    console = wait_until(lambda: (lambda t: t if "ended" in t else None)(driver.execute_script("return document.getElementById('console').textContent")))
    events = driver.execute_script("return document.getElementById('events').textContent")
    folder = tempfile.mkdtemp()
    with open(os.path.join(folder, "V.swift"), "w") as f:
        f.write(recorded_source)
    with open(os.path.join(folder, "session.events"), "w") as f:
        f.write(events)
    replayed = subprocess.run([TACTILE, "replay", os.path.join(folder, "V.swift"), "--events", os.path.join(folder, "session.events")], capture_output=True, text=True)
    check("a recorded session replays with tactile replay to the same output", console and replayed.returncode == 0 and replayed.stdout == console, f"{console!r} {replayed.stdout!r} {replayed.stderr!r}")

    hostile = '<img src=x onerror="window.pwned=1">\nstruct V: View { var body: some View { Text("<b>x</b>") } }\n'
    link = base64.urlsafe_b64encode(hostile.encode()).decode().rstrip("=")
    driver.get(f"http://127.0.0.1:{port}/studio/#src={link}")
    driver.refresh()
    shown = wait_until(lambda: source(driver) == hostile)
    time.sleep(1)
    injected = driver.execute_script("return [window.pwned === 1, document.querySelectorAll('#diagnostics img, #console img, #diagnostics b').length]")
    check("a share link reopens its code, and hostile text never becomes HTML", shown and injected == [False, 0], injected)



def open_studio(driver, port):
    driver.get(f"http://127.0.0.1:{port}/studio/")
    driver.refresh()
    wait_until(lambda: status_text(driver) == "Running" and frames(driver) >= 1)


def is_red(rgba):
    return rgba[0] > 200 and rgba[1] < 90 and rgba[2] < 90


def editor(driver, port):
    open_studio(driver, port)
    kind = driver.execute_script("return window.studio.editor.kind")
    highlighted = driver.execute_script("return document.querySelectorAll('.CodeMirror .cm-keyword').length")
    check("the editor is CodeMirror with Swift highlighting", kind == "codemirror" and highlighted > 3, f"{kind} {highlighted}")

    # Typing: select `blue` in `.fill(.blue)` and type `red` with the keyboard.
    line = driver.execute_script(
        "const cm = window.studio.editor.codeMirror;"
        "for (let l = 0; l <= cm.lastLine(); l++) { const ch = cm.getLine(l).indexOf('.fill(.blue)');"
        "  if (ch >= 0) { cm.focus(); cm.setSelection({line: l, ch: ch + 7}, {line: l, ch: ch + 11}); return l; } }"
        "return -1;")
    before = frames(driver)
    webdriver.ActionChains(driver).send_keys("red").perform()
    turned = wait_until(lambda: frames(driver) > before and is_red(pixel(driver, 195, 425)))
    check("typing in the editor recompiles and the preview changes", line >= 0 and turned and "fill(.red)" in source(driver), pixel(driver, 195, 425))

    # Dark appearance (the error below is photographed in it).
    Select(driver.find_element("id", "scheme")).select_by_value("dark")
    dark = wait_until(lambda: driver.execute_script("return document.querySelector('.CodeMirror').classList.contains('cm-s-material-darker') && document.body.classList.contains('dark')"))
    check("dark appearance gives the editor a dark theme", dark, "")

    # A syntax error: underlined at its line, a marker in the gutter, the message on hover.
    set_source(driver, 'struct V: View {\n  var body: some View {\n    VStack {\n      Text("a"\n    }\n  }\n}\n')
    marks = wait_until(lambda: driver.execute_script(
        "const cm = window.studio.editor.codeMirror;"
        "const marks = cm.getAllMarks().map(m => m.find()).filter(Boolean).map(r => [r.from.line, r.from.ch, (r.to || r.from).line, (r.to || r.from).ch]);"
        "const range = document.querySelector('.CodeMirror .diagnostic-range');"
        "const marker = document.querySelector('.CodeMirror .diagnostic-marker');"
        "return marks.length && range && marker && {marks, title: range.title, marker: marker.title,"
        "  markerLine: Number(marker.closest('.CodeMirror-gutter-wrapper').parentElement.querySelector('.CodeMirror-linenumber').textContent)};"))
    item = driver.execute_script("return document.querySelector('#diagnostics li').textContent")
    check("a syntax error is marked inline at its line and column, with a gutter marker and the message on hover",
          marks and item.startswith("5:5: error: expected ')'") and marks["marks"][0][:2] == [4, 4]
          and marks["markerLine"] == 5 and marks["title"].startswith("expected ')'") and "expected ')'" in marks["marker"], f"{marks} {item}")
    driver.save_screenshot(os.path.join(ROOT, "docs/images/studio-error.png"))
    driver.execute_script("window.studio.editor.codeMirror.setCursor({line: 0, ch: 0}); document.activeElement.blur();")
    driver.find_element("css selector", "#diagnostics li").click()
    cursor = driver.execute_script("const cm = window.studio.editor.codeMirror; const c = cm.getCursor(); return [c.line, c.ch, cm.hasFocus()];")
    check("clicking the diagnostic moves the cursor to it and focuses the editor", cursor == [4, 4, True], cursor)

    # Keyboard users can leave the editor: Tab indents, Escape then Tab moves the focus on.
    webdriver.ActionChains(driver).send_keys(Keys.TAB).perform()
    indented = driver.execute_script("const cm = window.studio.editor.codeMirror; return [cm.hasFocus(), cm.getLine(4)];")
    webdriver.ActionChains(driver).send_keys(Keys.ESCAPE).send_keys(Keys.TAB).perform()
    left = driver.execute_script("return [window.studio.editor.codeMirror.hasFocus(), document.activeElement.tagName];")
    check("Tab indents in the editor, and Escape then Tab moves the focus out of it",
          indented[0] and indented[1].startswith("        ") and not left[0] and left[1] != "BODY", f"{indented} {left}")
    Select(driver.find_element("id", "scheme")).select_by_value("light")


def devices_and_examples(driver, port):
    open_studio(driver, port)
    device = Select(driver.find_element("id", "device"))
    check("the default device is the 390×844 canvas", device.first_selected_option.get_attribute("value") == "390x844", device.first_selected_option.text)
    before = frames(driver)
    device.select_by_value("375x667")
    size = wait_until(lambda: (lambda r: r if r[0] == 375 and frames(driver) > before else None)(driver.execute_script(
        "const c = document.querySelector('canvas[data-role=preview]'); const r = c.getBoundingClientRect();"
        "return [r.width, r.height, c.width / (window.devicePixelRatio || 1), c.height / (window.devicePixelRatio || 1)];")))
    # The seed's circle is centred 3 pt below the canvas's centre: (187.5, 336.5) on 375×667.
    moved = wait_until(lambda: is_blue(pixel(driver, 187, 337)) and not is_blue(pixel(driver, 195, 425)))
    check("the iPhone SE preset makes the canvas 375×667 points, one point a CSS pixel, and the view is laid out in it",
          size == [375, 667, 375, 667] and moved, f"{size} {pixel(driver, 187, 337)}")
    device.select_by_value("744x1133")
    wide = wait_until(lambda: is_blue(pixel(driver, 372, 570)))
    check("the iPad mini preset lays the view out on 744×1133", wide, pixel(driver, 372, 570))
    device.select_by_value("390x844")
    wait_until(lambda: is_blue(pixel(driver, 195, 425)))

    examples = Select(driver.find_element("id", "examples"))
    wait_until(lambda: len(examples.options) > 1)
    names = [o.get_attribute("value") for o in examples.options if o.get_attribute("value")]
    painted = []
    for name in names:
        before = frames(driver)
        examples.select_by_value(name)
        loaded = wait_until(lambda: status_text(driver) == "Running" and frames(driver) > before and
                            driver.execute_script("return window.studio.editor.value").startswith("import SwiftUI"))
        count = wait_until(lambda: painted_pixels(driver)) if loaded else 0
        if loaded and count:
            painted.append(name)
        else:
            print(f"     {name}: {status_text(driver)} {count}")
    check(f"the examples menu loads each of the {len(names)} seed examples and each paints", len(names) == 20 and painted == names, f"{len(painted)} of {len(names)}")


def load_example(driver, name):
    before = frames(driver)
    Select(driver.find_element("id", "examples")).select_by_value(name)
    wait_until(lambda: status_text(driver) == "Running" and frames(driver) > before)


def last_value(console, prefix):
    """The number in the last console line starting with `prefix`, or None."""
    lines = [line for line in console.split("\n") if line.startswith(prefix)]
    if not lines:
        return None
    text = lines[-1][len(prefix):].strip()
    if text.startswith("Angle(radians: "):
        text = text[len("Angle(radians: "):-1]
    try:
        return float(text)
    except ValueError:
        return None


def trackpad_and_second_finger(driver, port):
    open_studio(driver, port)
    wait_until(lambda: len(Select(driver.find_element("id", "examples")).options) > 1)
    origin_x, origin_y = canvas_origin(driver)

    # Chrome's trackpad pinch: wheel events with ctrlKey; ten of deltaY −100·ln 2 / 10 double the
    # scale. The pair of touches lifts 150 ms after the last one.
    load_example(driver, "talk_magnify.swift")
    driver.execute_script(
        "const c = document.querySelector('canvas[data-role=preview]'); const r = c.getBoundingClientRect();"
        "for (let i = 0; i < 10; i++) c.dispatchEvent(new WheelEvent('wheel', {ctrlKey: true, deltaY: -100 * Math.log(2) / 10,"
        "  clientX: r.left + 195, clientY: r.top + 422, bubbles: true, cancelable: true}));")
    console = wait_until(lambda: (lambda t: t if "Magnification complete" in t else None)(console_text(driver)))
    value = last_value(console or "", "Magnifying...")
    check("a ctrlKey wheel sequence pinches a MagnifyGesture, and the touches lift when the wheel stops",
          value is not None and abs(value - 2) < 1e-4, repr(console))

    # Safari's gesture events: scale and rotation (degrees, clockwise) since gesturestart.
    load_example(driver, "talk_rotate.swift")
    driver.execute_script(
        "const c = document.querySelector('canvas[data-role=preview]'); const r = c.getBoundingClientRect();"
        "const send = (type, scale, rotation) => { const e = new Event(type, {bubbles: true, cancelable: true});"
        "  Object.assign(e, {scale, rotation, clientX: r.left + 195, clientY: r.top + 422}); c.dispatchEvent(e); };"
        "send('gesturestart', 1, 0); for (let i = 1; i <= 6; i++) send('gesturechange', 1, 5 * i); send('gestureend', 1, 30);")
    console = wait_until(lambda: (lambda t: t if "Rotation complete" in t else None)(console_text(driver)))
    value = last_value(console or "", "Rotating...")
    check("Safari's gesture events rotate a RotateGesture by their rotation", value is not None and abs(value - math.pi / 6) < 1e-4, repr(console))

    # Option-drag rotates: the pointer turns a quarter circle around the canvas's centre
    # (195, 422), 60 pt out, and the mirrored finger turns with it.
    load_example(driver, "talk_rotate.swift")
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    keyboard = KeyInput("keyboard")
    turn = ActionBuilder(driver, mouse=mouse, keyboard=keyboard)
    turn.key_action.key_down(Keys.ALT)
    turn.pointer_action.pause(0)
    turn.pointer_action.move_to_location(int(origin_x + 255), int(origin_y + 422))
    turn.key_action.pause(0)
    turn.pointer_action.pointer_down()
    turn.key_action.pause(0)
    for step in range(1, 10):
        angle = math.radians(10 * step)
        turn.pointer_action.move_to_location(round(origin_x + 195 + 60 * math.cos(angle)), round(origin_y + 422 + 60 * math.sin(angle)))
        turn.key_action.pause(0)
    turn.pointer_action.pointer_up()
    turn.key_action.key_up(Keys.ALT)
    turn.perform()
    console = wait_until(lambda: (lambda t: t if "Rotation complete" in t else None)(console_text(driver)))
    value = last_value(console or "", "Rotating...")
    # Whole CSS pixels 60 pt out: a quarter turn to within a hundredth of a radian.
    check("Option-drag turning the pointer rotates a RotateGesture with the mirrored second finger",
          value is not None and abs(value - math.pi / 2) < 0.02, repr(console))


def accessibility(driver, port):
    open_studio(driver, port)
    set_source(driver, 'struct V: View {\n  @State private var count = 0\n  var body: some View {\n    VStack {\n'
               '      Text("Count \\(count)").font(.largeTitle)\n'
               '      Circle().fill(count == 0 ? Color.blue : Color.green).frame(width: 80, height: 80)\n'
               '        .accessibilityLabel("Add one")\n        .accessibilityValue("\\(count)")\n'
               '        .accessibilityAddTraits(.isButton)\n'
               '        .accessibilityAction { count += 1; print("count", count) }\n'
               '    }\n  }\n}\n')
    listed = wait_until(lambda: driver.execute_script(
        "const li = document.querySelector('#accessibility li');"
        "return li && [li.querySelector('.label').textContent, li.querySelector('.detail').textContent,"
        "  Array.from(li.querySelectorAll('button')).map(b => b.textContent)];"))
    check("the accessibility panel lists the labelled button with its value, traits and action",
          listed == ["Add one", "value: 0 · traits: isButton", ["Activate"]], listed)
    # The element's frame, from the panel: its centre is the circle's.
    frame = [float(v) for v in driver.execute_script("return document.querySelector('#accessibility li').dataset.frame").split()]
    circle = (round(frame[0] + frame[2] / 2), round(frame[1] + frame[3] / 2))
    blue_before = wait_until(lambda: is_blue(pixel(driver, *circle)))
    driver.find_element("css selector", "#accessibility li button").click()
    console = wait_until(lambda: (lambda t: t if "count 1" in t else None)(console_text(driver)))
    refreshed = wait_until(lambda: driver.execute_script("return document.querySelector('#accessibility .detail').textContent") == "value: 1 · traits: isButton")
    recoloured = wait_until(lambda: not is_blue(pixel(driver, *circle)))
    check("pressing its action runs it: the console, the panel and the preview update",
          blue_before and console == "count 1\n" and refreshed and recoloured, f"{console!r} {refreshed} {pixel(driver, *circle)}")
    webdriver.ActionChains(driver).move_to_element(driver.find_element("css selector", "#accessibility .label")).perform()
    outline = driver.execute_script(
        "const h = document.getElementById('highlight').getBoundingClientRect(), c = document.querySelector('canvas[data-role=preview]').getBoundingClientRect();"
        "return document.getElementById('highlight').hidden ? null : [h.left - c.left, h.top - c.top, h.width, h.height];")
    check("pointing at an element in the panel outlines its frame in the preview", outline == frame, f"{outline} {frame}")
    driver.save_screenshot(os.path.join(ROOT, "docs/images/studio-accessibility.png"))


def active(driver):
    """What has the focus: the preview, an element's id, or its tag (`CodeMirror` inside the editor)."""
    return driver.execute_script(
        "const e = document.activeElement;"
        "if (e.matches('canvas[data-role=preview]')) return 'preview';"
        "if (e.closest('.CodeMirror')) return 'CodeMirror';"
        "return e.id || e.tagName;")


def tab_to(driver, target, backwards=False, presses=150):
    """Presses Tab (Shift-Tab) until `target` has the focus; in the editor, Escape first lets
    the focus leave it, as its label says."""
    for _ in range(presses):
        if active(driver) == target:
            return True
        chain = webdriver.ActionChains(driver)
        if active(driver) == "CodeMirror":
            chain.send_keys(Keys.ESCAPE)
        if backwards:
            chain.key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT)
        else:
            chain.send_keys(Keys.TAB)
        chain.perform()
    return active(driver) == target


def press(driver, *keys):
    chain = webdriver.ActionChains(driver)
    for key in keys:
        chain.send_keys(key)
    chain.perform()


def ring(driver):
    """The keyboard focus ring over the preview, in canvas points, or None when hidden."""
    return driver.execute_script(
        "const r = document.getElementById('focus-ring'), c = document.querySelector('canvas[data-role=preview]');"
        "if (r.hidden) return null; const a = r.getBoundingClientRect(), b = c.getBoundingClientRect();"
        "return [a.left - b.left, a.top - b.top, a.width, a.height];")


def announced(driver):
    return driver.execute_script("return document.getElementById('announcer').textContent")


def keyboard_only(driver, port):
    """The seed examples driven from the keyboard alone: Tab reaches the preview, the arrow keys
    drag the circle, Enter lifts it and activates, Tab moves between accessibility elements."""
    open_studio(driver, port)
    driver.execute_script("document.activeElement.blur()")
    reached = tab_to(driver, "preview")
    check("Tab reaches the preview past every control before it (Escape leaves the editor)",
          reached and ring(driver) == [0, 0, 390, 844], f"{active(driver)} {ring(driver)}")
    check("the focused preview is announced", announced(driver) == "Whole preview. 1 of 1.", announced(driver))

    # The seed's circle (80 pt at (195, 425)) follows a finger the arrow keys move, 10 pt a press.
    press(driver, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT, Keys.ARROW_RIGHT)
    moved = wait_until(lambda: is_blue(pixel(driver, 265, 425)) and not is_blue(pixel(driver, 165, 425)))
    check("the arrow keys drag the seed's circle: four presses move it 40 pt right", moved, f"{pixel(driver, 265, 425)} {pixel(driver, 165, 425)}")
    webdriver.ActionChains(driver).key_down(Keys.SHIFT).send_keys(Keys.ARROW_DOWN).key_up(Keys.SHIFT).perform()
    down = wait_until(lambda: is_blue(pixel(driver, 235, 505)))
    check("Shift with an arrow moves it 50 pt", down, pixel(driver, 235, 505))
    screenshot(driver, "studio-keyboard.png")
    press(driver, Keys.ENTER)
    back = wait_until(lambda: is_blue(pixel(driver, 195, 425)) and not is_blue(pixel(driver, 265, 425)))
    check("Enter lifts the finger and the @GestureState circle springs back", back, pixel(driver, 195, 425))
    events = driver.execute_script("return document.getElementById('events').textContent").split("\n")
    check("the keyboard's touches are recorded like any other", events[0].endswith("down 3001 195 422") and " up 3001 " in events[-2], events[:2] + events[-2:])

    # Back to the examples menu, choose "Tap a circle" by typing, and activate the preview: with
    # no accessibility element the activation taps its centre, as VoiceOver does.
    check("Shift-Tab goes back to the examples menu", tab_to(driver, "examples", backwards=True), active(driver))
    before = frames(driver)
    press(driver, "Tap a")
    wait_until(lambda: status_text(driver) == "Running" and frames(driver) > before and "ShapeTapView" in source(driver))
    check("typing in the examples menu loads the example", "ShapeTapView" in source(driver), source(driver)[:80])
    tab_to(driver, "preview")
    press(driver, Keys.ENTER)
    tapped = wait_until(lambda: console_text(driver) == "View tapped!\n")
    check("Enter on the preview taps it: the seed's tap prints", tapped, repr(console_text(driver)))
    check("and says so", announced(driver) == "Tapped the preview.", announced(driver))

    # An element with a default action: Tab moves the ring onto its frame; Enter performs it.
    set_source(driver, 'struct V: View {\n  @State private var count = 0\n  var body: some View {\n    VStack {\n'
               '      Text("Count \\(count)")\n'
               '      Circle().fill(.blue).frame(width: 80, height: 80)\n'
               '        .accessibilityLabel("Add one")\n        .accessibilityValue("\\(count)")\n'
               '        .accessibilityAddTraits(.isButton)\n'
               '        .accessibilityAction { count += 1; print("count", count) }\n'
               '    }\n  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.querySelector('#accessibility li') !== null"))
    frame = [float(v) for v in driver.execute_script("return document.querySelector('#accessibility li').dataset.frame").split()]
    press(driver, Keys.TAB)
    check("Tab moves the focus ring onto the accessibility element's frame, and it is announced",
          active(driver) == "preview" and ring(driver) == frame and announced(driver) == "Add one, 0, button. 2 of 2.",
          f"{active(driver)} {ring(driver)} {frame} {announced(driver)!r}")
    press(driver, Keys.ENTER)
    console = wait_until(lambda: (lambda t: t if "count 1" in t else None)(console_text(driver)))
    value = wait_until(lambda: driver.execute_script("return document.querySelector('#accessibility .detail').textContent") == "value: 1 · traits: isButton")
    check("Enter performs its default action: the console and the panel show the new count",
          console == "count 1\n" and value, repr(console))
    press(driver, Keys.TAB)
    check("Tab past the last element leaves the preview", active(driver) != "preview" and ring(driver) is None, active(driver))


def console_lines(driver, prefix):
    return [line for line in console_text(driver).split("\n") if line.startswith(prefix)]


def keyboard_pinch_and_rotate(driver, port):
    """+ − [ ] on the focused preview: each press moves both fingers of the pair in one step, so
    the gesture's onChanged runs once a press with the new value (never once per finger)."""
    open_studio(driver, port)
    load_example(driver, "talk_magnify.swift")
    tab_to(driver, "preview")
    press(driver, "+")
    wait_until(lambda: console_lines(driver, "Magnifying..."))
    time.sleep(0.3)  # a second onChanged, if any, would be printed by now
    check("one + press pinches the MagnifyGesture once: one onChanged, with 1.25",
          console_lines(driver, "Magnifying...") == ["Magnifying... 1.25"], repr(console_text(driver)))
    events = driver.execute_script("return document.getElementById('events').textContent").split("\n")
    moves = [line.split(" ") for line in events if " move " in line]
    check("the pair's two moves are recorded at one time, so tactile replay reads them as one step too",
          len(moves) == 2 and moves[0][0] == moves[1][0] and {m[2] for m in moves} == {"3002", "3003"}, events)
    press(driver, "-")
    wait_until(lambda: len(console_lines(driver, "Magnifying...")) >= 2)
    press(driver, Keys.ENTER)
    ended = wait_until(lambda: "Magnification complete" in console_text(driver))
    check("− closes the fingers back to 1.0, and Enter lifts them and ends the gesture",
          ended and console_lines(driver, "Magnifying...") == ["Magnifying... 1.25", "Magnifying... 1.0"], repr(console_text(driver)))

    # The deprecated RotationGesture and MagnificationGesture, recognised together: ] turns the
    # pair 15° clockwise (positive), − then pinches it to 0.8, each press one update.
    set_source(driver, 'struct V: View {\n  var body: some View {\n'
               '    Rectangle().fill(.blue).frame(width: 300, height: 300)\n'
               '      .gesture(RotationGesture().onChanged { angle in print("angle", angle.degrees) })\n'
               '      .simultaneousGesture(MagnificationGesture().onChanged { scale in print("scale", scale) })\n'
               '  }\n}\n')
    wait_until(lambda: status_text(driver) == "Running")
    tab_to(driver, "preview")
    press(driver, "]")
    wait_until(lambda: console_lines(driver, "angle"))
    time.sleep(0.3)
    angles = [float(line.split(" ")[1]) for line in console_lines(driver, "angle")]
    check("one ] press turns a RotationGesture once, by +15° (clockwise)",
          len(angles) == 1 and abs(angles[0] - 15) < 0.05 and console_lines(driver, "scale") == [], repr(console_text(driver)))
    press(driver, "-")
    wait_until(lambda: console_lines(driver, "scale"))
    time.sleep(0.3)
    scales = [float(line.split(" ")[1]) for line in console_lines(driver, "scale")]
    check("then one − press pinches a MagnificationGesture once, to 0.8",
          len(scales) == 1 and abs(scales[0] - 0.8) < 1e-3, repr(console_text(driver)))
    # (The pinch may have nudged the angle by the rounding of the touches to hundredths.)
    before = len(console_lines(driver, "angle"))
    press(driver, "[", "[")
    wait_until(lambda: len(console_lines(driver, "angle")) >= before + 2)
    time.sleep(0.3)
    angles = [float(line.split(" ")[1]) for line in console_lines(driver, "angle")[before:]]
    check("two [ presses turn it back past the start, one update each: 0° then −15°",
          len(angles) == 2 and abs(angles[0]) < 0.05 and abs(angles[1] + 15) < 0.05, repr(console_text(driver)))
    press(driver, Keys.ESCAPE)


def studio_states(driver, base):
    """The Studio's states axe-core checks: as it opens, after a drag (the timeline drawn), with
    the preview focused on an accessibility element, and with a compile error."""
    driver.get(base + "/studio/")
    wait_until(lambda: status_text(driver) == "Running" and frames(driver) >= 1)
    yield "as it opens"
    origin_x, origin_y = canvas_origin(driver)
    mouse = PointerInput(interaction.POINTER_MOUSE, "mouse")
    drag = ActionBuilder(driver, mouse=mouse)
    drag.pointer_action.move_to_location(int(origin_x + 195), int(origin_y + 425))
    drag.pointer_action.pointer_down()
    for step in range(1, 5):
        drag.pointer_action.move_to_location(int(origin_x + 195 + 10 * step), int(origin_y + 425))
    drag.pointer_action.pointer_up()
    drag.perform()
    wait_until(lambda: timeline(driver)["decisions"] or timeline(driver)["lanes"])
    time.sleep(0.2)
    yield "with a gesture's timeline"
    set_source(driver, 'struct V: View {\n  @State private var on = false\n  var body: some View {\n'
               '    Circle().frame(width: 80, height: 80).accessibilityLabel("Switch")\n'
               '      .accessibilityAddTraits(.isButton).accessibilityAction { on.toggle() }\n  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.querySelector('#accessibility li') !== null"))
    driver.execute_script("document.querySelector('canvas[data-role=preview]').focus()")
    press(driver, Keys.TAB)
    scheme = driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'")
    driver.save_screenshot(os.path.join(ROOT, f"docs/images/studio-keyboard-element-{scheme}.png"))
    yield "with the preview focused on an accessibility element"
    set_source(driver, 'struct V: View {\n  var body: some View {\n    Text("a"\n  }\n}\n')
    wait_until(lambda: driver.execute_script("return document.querySelector('#diagnostics li') !== null"))
    yield "with a compile error"


def without_codemirror(driver, port):
    open_studio(driver, port)
    kind = driver.execute_script("return window.studio.editor.kind")
    check("without CodeMirror the Studio keeps its text area and runs the view", kind == "textarea" and
          not driver.find_elements("css selector", ".CodeMirror") and is_blue(pixel(driver, 195, 425)), kind)
    textarea = driver.find_element("id", "source")
    driver.execute_script(
        "const e = arguments[0]; const at = e.value.indexOf('.fill(.blue)') + 7; e.focus(); e.setSelectionRange(at, at + 4);", textarea)
    textarea.send_keys("red")
    check("typing in the text area recompiles and the preview changes", wait_until(lambda: is_red(pixel(driver, 195, 425))), pixel(driver, 195, 425))
    set_source(driver, 'struct V: View {\n  var body: some View {\n    Text("é" + 1)\n  }\n}\n')
    item = wait_until(lambda: driver.find_element("css selector", "#diagnostics li"))
    item.click()
    # Line 3, UTF-8 column of the diagnostic; the selection counts UTF-16 units (é is 2 bytes, 1 unit).
    caret = driver.execute_script(
        "const e = document.getElementById('source'); const before = e.value.slice(0, e.selectionStart).split('\\n');"
        "return [before.length, new TextEncoder().encode(before[before.length - 1]).length + 1, document.activeElement === e];")
    column = int(item.text.split(":")[1])
    check("clicking a diagnostic puts the text area's caret at its line and column", caret == [3, column, True], f"{caret} {item.text}")


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def static_site(driver):
    """`tactile site --out DIR` served by a plain static server: the Studio runs with its
    CodeMirror editor, so the folder holds every file the page loads."""
    folder = os.path.join(tempfile.mkdtemp(), "site")
    written = subprocess.run([TACTILE, "site", "--out", folder], cwd=ROOT, capture_output=True, text=True)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        driver.get_log("browser")  # only this page's messages below
        driver.get(f"http://127.0.0.1:{server.server_address[1]}/studio/")
        wait_until(lambda: status_text(driver) == "Running" and frames(driver) >= 1)
        kind = driver.execute_script("return window.studio && window.studio.editor.kind")
        missing = [e["message"] for e in driver.get_log("browser") if "Failed to load" in e["message"] and "favicon" not in e["message"]]
        check("the static site from tactile site --out runs the Studio with its CodeMirror editor",
              written.returncode == 0 and kind == "codemirror" and is_blue(pixel(driver, 195, 425)) and not missing, f"{kind} {missing} {written.stderr}")
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
