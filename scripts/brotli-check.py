#!/usr/bin/env python3
"""Proves Tactile's Brotli encoder with an independent decoder, PyPI's `brotli` (installed into
.build/pypi by scripts/bootstrap): each file compressed by `tactile compress` must decode to
its exact bytes. The files: edge cases (empty, one byte, one byte repeated, random bytes, text,
a repeat just inside the 16 MiB window and one just past it), the Studio's and the reference's
static files, and the WebAssembly module when it is built. Then `tactile serve` is started on a
free port and what it sends with `Content-Encoding: br` is decoded and compared with the file.

Usage: scripts/brotli-check.py [TACTILE] [--measure]
--measure prints the sizes BENCHMARKS.md reports: raw, gzip -9, Tactile's Brotli, and PyPI's
brotli at quality 11 for comparison, with the encoder's speed.
"""
import glob
import gzip
import os
import random
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".build", "pypi"))
import brotli  # noqa: E402

args = [a for a in sys.argv[1:] if not a.startswith("--")]
measure = "--measure" in sys.argv
tactile = os.path.abspath(args[0] if args else os.path.join(ROOT, ".build", "debug", "tactile"))
failures = []


def check(name, original, encoded):
    try:
        decoded = brotli.decompress(encoded)
    except brotli.error as error:
        failures.append(f"{name}: not a valid Brotli stream ({error})")
        return
    if decoded != original:
        failures.append(f"{name}: decodes to {len(decoded)} other bytes, not its {len(original)}")


def edge_cases():
    rng = random.Random(19)
    window = (1 << 24) - 16
    block = rng.randbytes(65536)
    # A block repeated at a distance just inside the window, then again past the first copy's
    # reach (only the second copy may be referenced).
    filler = rng.randbytes(window - len(block) - 1000)
    return {
        "empty": b"",
        "one-byte": b"x",
        "same-byte": b"a" * 3_000_000,
        "random": rng.randbytes(300_000),
        "text": open(os.path.join(ROOT, "ARCHITECTURE.md"), "rb").read() * 3,
        "short-repeats": b"abcabcabd" * 1000 + bytes(range(256)) * 40,
        "window": block + filler + block + rng.randbytes(2000) + block,
    }


def site_files():
    paths = []
    for pattern in ["Site/**/*.js", "Site/**/*.css", "Site/**/*.html", "Site/**/*.svg", "Site/**/*.swift"]:
        paths += sorted(glob.glob(os.path.join(ROOT, pattern), recursive=True))
    # One file of each name (`tactile compress --out` writes NAME.br into one folder).
    paths = list({os.path.basename(path): path for path in paths}.values())
    module = os.path.join(ROOT, ".build-wasm", "tactile.wasm")
    if os.path.exists(module):
        paths.append(module)
    else:
        print("brotli-check: no .build-wasm/tactile.wasm (run scripts/build-wasm); skipping it")
    return paths


def compress_all(paths, out):
    result = subprocess.run([tactile, "compress", "--out", out, *paths], capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"brotli-check: tactile compress failed: {result.stderr}")
    return result.stdout


def check_served(module_present):
    server = subprocess.Popen(
        [tactile, "serve", "--port", "0"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    try:
        first = server.stdout.readline()
        origin = first.split(" at ")[1].split("/ and")[0]
        paths = ["/", "/studio/", "/studio/studio.js", "/studio/studio.css"]
        if module_present:
            paths.append("/tactile.wasm")
        for path in paths:
            plain = urllib.request.urlopen(urllib.request.Request(origin + path)).read()
            # The Brotli encoding is made in the background: gzip is sent until it is ready.
            deadline = time.monotonic() + 300
            while True:
                request = urllib.request.Request(origin + path, headers={"Accept-Encoding": "gzip, br"})
                with urllib.request.urlopen(request) as response:
                    coding = response.headers.get("Content-Encoding")
                    body = response.read()
                    vary = response.headers.get("Vary")
                if coding == "br" or time.monotonic() > deadline:
                    break
                time.sleep(0.2)
            if coding != "br":
                failures.append(f"serve {path}: no Brotli encoding (Content-Encoding {coding})")
                continue
            if vary != "Accept-Encoding":
                failures.append(f"serve {path}: Vary is {vary!r}")
            check(f"serve {path}", plain, body)
    finally:
        server.terminate()
        server.wait()


def main():
    with tempfile.TemporaryDirectory() as folder:
        cases = edge_cases()
        inputs = []
        for name, data in cases.items():
            path = os.path.join(folder, name)
            with open(path, "wb") as file:
                file.write(data)
            inputs.append(path)
        files = site_files()
        out = os.path.join(folder, "out")
        os.mkdir(out)
        report = compress_all(inputs + files, out)
        for path in inputs + files:
            original = open(path, "rb").read()
            encoded = open(os.path.join(out, os.path.basename(path) + ".br"), "rb").read()
            check(os.path.relpath(path, ROOT) if path in files else name_of(path), original, encoded)
        count = len(inputs) + len(files)
        if measure:
            print(report, end="")
            print("file | raw | gzip -9 | Tactile's Brotli | brotli -q 11")
            for path in files:
                if not path.endswith((".wasm", "studio.js", "tactile.js", "editor.js", "timeline.js")):
                    continue
                original = open(path, "rb").read()
                ours = os.path.getsize(os.path.join(out, os.path.basename(path) + ".br"))
                print(
                    f"{os.path.relpath(path, ROOT)} | {len(original)} | {len(gzip.compress(original, 9))} | {ours} | "
                    f"{len(brotli.compress(original, quality=11))}"
                )
    check_served(any(path.endswith(".wasm") for path in files))
    if failures:
        print("\n".join(failures))
        sys.exit(f"brotli-check: {len(failures)} failures")
    print(f"brotli-check: {count} files and the served encodings decode to their bytes")


def name_of(path):
    return os.path.basename(path)


main()
