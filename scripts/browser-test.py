#!/usr/bin/python3
"""End-to-end tests of the Studio in headless Chromium (Debian's chromium, chromium-driver and
python3-selenium): `tactile serve` serves it; the tests load it, watch the preview, drag the seed
circle, type a syntax error, run away in a callback, open a hostile share link, and check that
the server keeps to its folder. Screenshots go to docs/images. Usage: browser-test.py TACTILE."""

import base64
import http.client
import os
import socket
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.key_input import KeyInput
from selenium.webdriver.common.keys import Keys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
failures = 0
TACTILE = ""


def check(name, condition, detail=""):
    global failures
    if condition:
        print(f"ok   browser: {name}")
    else:
        failures += 1
        print(f"FAIL browser: {name}: {detail}")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def get(port, path):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    connection.request("GET", path)
    response = connection.getresponse()
    body = response.read()
    return response.status, response.getheader("Content-Type"), body


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
    try:
        wait_until(lambda: socket.create_connection(("127.0.0.1", port), timeout=1).close() or True)
        run(port)
    finally:
        server.terminate()
        server.wait()
    print("browser-test: ok" if failures == 0 else f"browser-test: {failures} failure(s)")
    sys.exit(1 if failures else 0)


def run(port):
    # The server: MIME types, and nothing outside the site folder.
    status, kind, _ = get(port, "/studio/")
    check("the Studio page is served as HTML", status == 200 and kind.startswith("text/html"), f"{status} {kind}")
    status, kind, body = get(port, "/tactile.wasm")
    check("the module is served as application/wasm", status == 200 and kind == "application/wasm" and body[:4] == b"\0asm", f"{status} {kind}")
    for path in ["/../Package.swift", "/%2e%2e/Package.swift", "/studio/..%2f..%2fPackage.swift", "/..%5cPackage.swift", "/studio/%2e%2e/%2e%2e/README.md", "/%2fetc%2fpasswd"]:
        status, _, body = get(port, path)
        check(f"{path} is refused", status == 404 and b"swift-tools-version" not in body and b"root:" not in body, f"{status}")

    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        studio(driver, port)
    finally:
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


def set_source(driver, text):
    driver.execute_script(
        "const e = document.getElementById('source'); e.value = arguments[0];"
        "e.dispatchEvent(new Event('input'));", text)


def studio(driver, port):
    driver.get(f"http://127.0.0.1:{port}/studio/")
    check("the preview draws a first frame", wait_until(lambda: frames(driver) >= 1), "no frame")
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
    shown = wait_until(lambda: driver.execute_script("return document.getElementById('source').value") == hostile)
    time.sleep(1)
    injected = driver.execute_script("return [window.pwned === 1, document.querySelectorAll('#diagnostics img, #console img, #diagnostics b').length]")
    check("a share link reopens its code, and hostile text never becomes HTML", shown and injected == [False, 0], injected)


if __name__ == "__main__":
    main()
