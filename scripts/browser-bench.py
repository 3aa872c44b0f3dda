#!/usr/bin/python3
"""Browser benchmarks of the Studio's module in headless Chromium, through the same harness as
scripts/browser-test.py (`tactile serve`, Debian's chromium, chromium-driver, python3-selenium).
Not a test: it prints numbers (Markdown tables) for BENCHMARKS.md and asserts nothing.

For every seed example (Site/studio/examples, linked from Tests/TactileHostTests/Fixtures/Replay
with the events files that give where each first touches):
- edit → first pixel: the module's time for tactile_load plus the first tactile_frame, taken in
  the page with performance.now(), and the time until that frame is drawn on a canvas (the
  Studio's path: SVG text → Blob → decoded image → drawImage);
- pointer event → frame: the module's time for tactile_pointer plus tactile_frame per move of
  drags (and of more drags, for tactile_pointer alone) that start where the example's events
  file first touches (two fingers for pinch and rotate), and the time to draw such a frame.
Also the module's size as served (raw and gzip) and the first paint of /studio/ on loopback,
with an empty cache and revalidated.

Chromium coarsens performance.now() to 0.1 ms on a page that is not cross-origin isolated, so
sub-millisecond figures are means over many calls in one timed loop.

Usage: /usr/bin/python3 scripts/browser-bench.py TACTILE [--runs N]"""

import glob
import gzip
import http.client
import os
import platform
import socket
import statistics
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.path.join(ROOT, "Tests/TactileHostTests/Fixtures/Replay")

# Runs in the page: instantiates its own copy of the module (the Studio's WASI stubs) and times
# the ABI calls. arguments: examples [{name, source, touch: [x, y], fingers}], runs, done.
HARNESS = r"""
const [examples, runs, done] = arguments;
(async () => {
  let memory;
  const wasi = {
    fd_write(fd, iovs, count, written) {
      const view = new DataView(memory.buffer);
      let total = 0;
      for (let i = 0; i < count; i++) total += view.getUint32(iovs + 8 * i + 4, true);
      view.setUint32(written, total, true);
      return 0;
    },
    fd_seek: () => 0, fd_close: () => 0, fd_fdstat_get: () => 0, random_get: () => 0,
    proc_exit: () => {}, environ_get: () => 0, environ_sizes_get: () => 0,
  };
  const compileStart = performance.now();
  const { instance } = await WebAssembly.instantiateStreaming(fetch('/tactile.wasm'), { wasi_snapshot_preview1: wasi });
  const instantiateMs = performance.now() - compileStart;
  const x = instance.exports;
  memory = x.memory;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const output = () => decoder.decode(new Uint8Array(memory.buffer, x.tactile_output_ptr(), x.tactile_output_len()));
  const canvas = document.createElement('canvas');
  canvas.width = 390; canvas.height = 844;
  document.body.append(canvas);
  const context = canvas.getContext('2d');
  async function draw(svg) {
    const image = new Image();
    const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    image.src = url;
    await image.decode();
    context.clearRect(0, 0, 390, 844);
    context.drawImage(image, 0, 0, 390, 844);
    URL.revokeObjectURL(url);
  }
  function load(source) {
    const bytes = encoder.encode(source);
    const pointer = x.tactile_input(bytes.length);
    new Uint8Array(memory.buffer, pointer, bytes.length).set(bytes);
    return x.tactile_load(bytes.length, 390, 844, 0);
  }
  const median = (values) => { const s = [...values].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; };
  const results = [];
  for (const example of examples) {
    // Edit → first pixel. The first load of each example is reported on its own (cold caches
    // in the module); then `runs` loads, each followed by drawing its frame.
    const load0 = performance.now();
    const status = load(example.source);
    x.tactile_frame(0);
    const firstSvg = output();
    const coldWasm = performance.now() - load0;
    await draw(firstSvg);
    const coldPaint = performance.now() - load0;
    const wasm = [], loadOnly = [], paint = [];
    for (let r = 0; r < runs; r++) {
      const t0 = performance.now();
      load(example.source);
      const t1 = performance.now();
      x.tactile_frame(0);
      const svg = output();
      const t2 = performance.now();
      await draw(svg);
      const t3 = performance.now();
      wasm.push(t2 - t0); loadOnly.push(t1 - t0); paint.push(t3 - t0);
    }
    // The mean over a loop of loads without drawing (finer than the clock's 0.1 ms).
    const loops = 20;
    const l0 = performance.now();
    for (let r = 0; r < loops; r++) { load(example.source); x.tactile_frame(0); output(); }
    const wasmMean = (performance.now() - l0) / loops;

    // Pointer event → frame: a drag from the example's first touch, one warm-up drag, then
    // `moves` timed moves in one loop (each: the pointer calls of one step and one frame).
    load(example.source);
    const [px, py] = example.touch;
    const fingers = example.fingers;
    const moves = 20;
    let time = 0;
    function step(phase, i) {
      if (fingers === 2) {
        const r = 40 + i;  // two fingers spreading apart about (px, py)
        x.tactile_pointer(phase, 1, px - r, py, time);
        x.tactile_pointer(phase, 2, px + r, py, time);
      } else {
        x.tactile_pointer(phase, 1, px + sign * i, py + sign * i / 2, time);
      }
    }
    // Drags alternate direction, so a view that stays where it is dropped comes back under
    // the touch point.
    let sign = -1;
    function drag(count, drawsFrames = true) {
      sign = -sign;
      time += 1000; step(0, 0); x.tactile_frame(time);
      const frames = [];
      const m0 = performance.now();
      for (let i = 1; i <= count; i++) {
        time += 16; step(1, i);
        if (drawsFrames) { x.tactile_frame(time); frames.push(output()); }
      }
      const elapsed = performance.now() - m0;
      time += 16; step(2, count); x.tactile_frame(time);
      return { elapsed, frames };
    }
    // Five drags of `moves` moves each, with frames and then without; the median of their
    // per-move means (one preempted drag on a busy machine does not decide the figure).
    drag(moves);
    const timed = [], pointerOnly = [];
    for (let r = 0; r < 5; r++) timed.push(drag(moves));
    for (let r = 0; r < 5; r++) pointerOnly.push(drag(moves, false));
    const frames = timed[0].frames;
    const changed = new Set(frames).size > 1;
    const movePaint = [];
    for (const svg of frames.slice(0, 10)) {
      const p0 = performance.now();
      await draw(svg);
      movePaint.push(performance.now() - p0);
    }
    results.push({
      name: example.name, status, coldWasm, coldPaint,
      wasm: median(wasm), load: median(loadOnly), paint: median(paint), wasmMean,
      svgBytes: firstSvg.length,
      move: median(timed.map((d) => d.elapsed / moves)), movePointer: median(pointerOnly.map((d) => d.elapsed / moves)), moveChanged: changed, movePaint: median(movePaint),
    });
  }
  done({ instantiateMs, results });
})().catch((error) => done({ error: String(error) }));
"""

# Records when the Studio's preview draws its first frame (the canvas's data-frames attribute
# is set after each drawImage), relative to the navigation's start.
FIRST_FRAME_PROBE = r"""
window.__tactileFirstFrame = null;
document.addEventListener('DOMContentLoaded', () => {
  const canvas = document.querySelector('canvas[data-role=preview]');
  if (!canvas) return;
  new MutationObserver(() => {
    if (window.__tactileFirstFrame === null) window.__tactileFirstFrame = performance.now();
  }).observe(canvas, { attributes: true, attributeFilter: ['data-frames'] });
});
"""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def fetch(port, path, headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    return response.status, response.headers, response.read()


def first_touch(events_path):
    """Where the example's events file first touches, and with how many fingers."""
    with open(events_path) as f:
        for line in f:
            words = line.split("#")[0].split()
            if len(words) < 2:
                continue
            kind, rest = words[1], [float(w) for w in words[2:] if not w.startswith("id=")]
            if kind == "down":
                return [rest[1], rest[2]], 1
            if kind in ("tap", "hold", "drag"):
                return [rest[0], rest[1]], 1
            if kind in ("pinch", "rotate"):
                return [rest[0], rest[1]], 2
    return [195, 422], 1


def examples():
    found = []
    for path in sorted(glob.glob(os.path.join(SEEDS, "*.swift"))):
        name = os.path.basename(path)[:-6]
        with open(path) as f:
            source = f.read()
        touch, fingers = first_touch(path[:-6] + ".events")
        found.append({"name": name, "source": source, "touch": touch, "fingers": fingers})
    return found


def machine():
    model = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    chromium = subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()
    return f"{model}, {os.cpu_count()} cores, {platform.system()} {platform.release()}; {chromium}; load average {os.getloadavg()[0]:.2f}"


def studio_first_paint(driver, port, runs, cold):
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": cold})
    driver.get(f"http://127.0.0.1:{port}/studio/")  # fills the cache for the revalidated runs
    rows = []
    for _ in range(runs):
        driver.get(f"http://127.0.0.1:{port}/studio/studio.css")
        driver.get(f"http://127.0.0.1:{port}/studio/")
        deadline = time.time() + 20
        while time.time() < deadline and driver.execute_script("return window.__tactileFirstFrame") is None:
            time.sleep(0.02)
        rows.append(driver.execute_script(
            "const fcp = performance.getEntriesByName('first-contentful-paint')[0];"
            "const wasm = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/tactile.wasm'));"
            "return [fcp ? fcp.startTime : null, window.__tactileFirstFrame,"
            " wasm ? wasm.responseEnd : null, wasm ? wasm.transferSize : null];"))
    driver.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
    return rows


def ms(value):
    return f"{value:.2f}" if value is not None else "–"


def main():
    tactile = os.path.abspath(sys.argv[1])
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else 15
    port = free_port()
    server = subprocess.Popen([tactile, "serve", "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL)
    try:
        deadline = time.time() + 20
        while time.time() < deadline:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                time.sleep(0.1)
        run(port, runs)
    finally:
        server.terminate()
        server.wait()


def run(port, runs):
    print(f"Machine: {machine()}")
    print(f"Command: /usr/bin/python3 scripts/browser-bench.py {' '.join(sys.argv[1:])}\n")
    _, _, raw = fetch(port, "/tactile.wasm")
    _, headers, encoded = fetch(port, "/tactile.wasm", {"Accept-Encoding": "gzip"})
    assert headers.get("Content-Encoding") == "gzip" and gzip.decompress(encoded) == raw
    print(f"Module: {len(raw):,} bytes raw, {len(encoded):,} bytes as served gzip-encoded\n")

    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1100,1000", "--force-device-scale-factor=1"]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_script_timeout(600)
    try:
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FIRST_FRAME_PROBE})
        print("First paint of /studio/ (ms from navigation start, median of", runs, "loads):\n")
        print("| cache | first contentful paint | module received | first preview frame drawn | module bytes transferred |")
        print("| --- | --- | --- | --- | --- |")
        for cold in (True, False):
            rows = studio_first_paint(driver, port, runs, cold)
            column = lambda i: statistics.median([r[i] for r in rows if r[i] is not None]) if any(r[i] is not None for r in rows) else None
            print(f"| {'empty' if cold else 'revalidated (304)'} | {ms(column(0))} | {ms(column(2))} | {ms(column(1))} | {int(column(3) or 0):,} |")

        # A same-origin page that runs no script of its own: the harness's module is alone.
        driver.get(f"http://127.0.0.1:{port}/studio/studio.css")
        result = driver.execute_async_script(HARNESS, examples(), runs)
    finally:
        driver.quit()
    if "error" in result:
        print("harness error:", result["error"])
        sys.exit(1)
    print(f"\nModule fetched, compiled and instantiated in the page: {result['instantiateMs']:.1f} ms\n")
    print(f"Edit → first pixel (ms; median of {runs} loads after a first, cold one; wasm = tactile_load + first tactile_frame):\n")
    print("| example | status | wasm, first load | wasm | of it tactile_load | wasm, loop mean | to drawn on canvas | first load to drawn | SVG bytes |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for r in result["results"]:
        print(f"| {r['name']} | {r['status']} | {ms(r['coldWasm'])} | {ms(r['wasm'])} | {ms(r['load'])} | {ms(r['wasmMean'])} | {ms(r['paint'])} | {ms(r['coldPaint'])} | {r['svgBytes']:,} |")
    print("\nPointer event → frame (after a warm-up drag, five drags of 20 moves: the median of their means per move; wasm = tactile_pointer + tactile_frame, then tactile_pointer alone in five more drags; drawing a move's frame, median of 10):\n")
    print("| example | fingers | frames change | wasm per move (ms) | of it tactile_pointer | draw a frame (ms) |")
    print("| --- | --- | --- | --- | --- | --- |")
    by_name = {e["name"]: e for e in examples()}
    for r in result["results"]:
        print(f"| {r['name']} | {by_name[r['name']]['fingers']} | {'yes' if r['moveChanged'] else 'no'} | {r['move']:.3f} | {r['movePointer']:.3f} | {ms(r['movePaint'])} |")


if __name__ == "__main__":
    main()
