#!/usr/bin/python3
"""First paint of reference pages with their live preview, in headless Chromium over loopback
(Debian's chromium, chromium-driver and python3-selenium). Not part of the test run; results go
to BENCHMARKS.md.

For each page, loads it RUNS times with the browser's cache on (a returning reader) and RUNS
times with it off (a first visit: the HTML, scripts and the WebAssembly module fetched and the
module compiled again), and reports the median and slowest of, from the start of navigation:
- first contentful paint: the page with its preview drawn at build time (an <img> of the SVG);
- module ready: the WebAssembly module fetched, compiled and instantiated for the first example
  (performance mark `tactile-module-ready`, set by Site/reference/live.js);
- live preview: the first frame painted by the module on the example's canvas
  (performance mark `tactile-live-preview`).
A baseline row gives the first contentful paint of a one-paragraph page in the same browser,
which is what the machine's load costs any page.

Usage: bench-reference.py TACTILE [RUNS] [PATH...]
"""

import os
import socket
import statistics
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_PAGES = ["/reference/gesturestategesture/", "/reference/draggesture/", "/guides/tap-and-drag/", "/"]

MEASURE = """
const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint');
const live = performance.getEntriesByName('tactile-live-preview')[0];
const ready = performance.getEntriesByName('tactile-module-ready')[0];
return [paint ? paint.startTime : null, live ? live.startTime : null, ready ? ready.startTime : null];
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def measure(driver, url, wants_live):
    driver.get(url)
    deadline = time.time() + 10
    while time.time() < deadline:
        values = driver.execute_script(MEASURE)
        paint, live = values[0], values[1]
        if paint is not None and (live is not None or not wants_live):
            return values
        time.sleep(0.02)
    return driver.execute_script(MEASURE)


def summary(values):
    values = [v for v in values if v is not None]
    if not values:
        return "—"
    return f"{statistics.median(values):.0f} ms (slowest {max(values):.0f})"


def main():
    tactile = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    pages = sys.argv[3:] or DEFAULT_PAGES
    port = free_port()
    server = subprocess.Popen([tactile, "serve", "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL)
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1000",
                     "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    try:
        deadline = time.time() + 120
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        try:
            print("| page | cache | first contentful paint (preview from the build) | module ready | live preview painted by the module |")
            print("| --- | --- | --- | --- | --- |")
            baseline = [measure(driver, "data:text/html,<p>Baseline</p>", False) for _ in range(runs)]
            print(f"| baseline: a one-paragraph page | — | {summary([r[0] for r in baseline])} | — | — |")
            for path in pages:
                url = f"http://127.0.0.1:{port}{path}"
                wants_live = path != "/"
                for cache in ["on", "off"]:
                    driver.execute_cdp_cmd("Network.enable", {})
                    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": cache == "off"})
                    measure(driver, url, wants_live)  # warm the server and, with the cache on, the browser
                    results = [measure(driver, url, wants_live) for _ in range(runs)]
                    live = [summary([r[2] for r in results]), summary([r[1] for r in results])]
                    print(f"| `{path}` | {cache} | {summary([r[0] for r in results])} | "
                          f"{' | '.join(live) if wants_live else 'no example | no example'} |", flush=True)
        finally:
            driver.quit()
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
