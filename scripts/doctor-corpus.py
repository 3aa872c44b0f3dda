#!/usr/bin/python3
"""The gesture doctor on the real-code corpus: each rule's hits, listed for review by hand.

  doctor-corpus.py [--tactile PATH] [--batch 100] [--out FILE]

Runs `tactile check --format json` over .corpus/files/*/*.swift (gathered by
`scripts/corpus.py gather`) in batches, counts the doctor's warnings per rule id (the `[G001]`
that ends each message) and writes every hit with its source line to FILE
(.corpus/doctor-hits.md by default), then prints the counts and the wall time of the checks.
Python 3 standard library only; the corpus is read, never changed.
"""

import argparse
import collections
import glob
import json
import os
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = os.path.join(ROOT, ".corpus", "files")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tactile", default=os.path.join(ROOT, ".build", "debug", "tactile"))
    parser.add_argument("--batch", type=int, default=100)
    parser.add_argument("--out", default=os.path.join(ROOT, ".corpus", "doctor-hits.md"))
    args = parser.parse_args()
    files = sorted(glob.glob(os.path.join(FILES, "*", "*.swift")))
    if not files:
        sys.exit("no corpus files: run scripts/corpus.py gather first")
    hits = collections.defaultdict(list)
    checked = 0
    start = time.monotonic()
    for i in range(0, len(files), args.batch):
        batch = files[i:i + args.batch]
        result = subprocess.run([args.tactile, "check", "--format", "json", *batch],
                                capture_output=True, text=True)
        try:
            report = json.loads(result.stdout)
        except json.JSONDecodeError:
            print(f"batch {i}: no JSON (status {result.returncode})", file=sys.stderr)
            continue
        for entry in report["files"]:
            checked += 1
            for d in entry["diagnostics"]:
                match = re.search(r"\[(G\d{3})\]$", d.get("message", ""))
                if d.get("severity") == "warning" and match:
                    hits[match.group(1)].append((entry["path"], d))
    elapsed = time.monotonic() - start
    with open(args.out, "w", encoding="utf-8") as out:
        for rule in sorted(hits):
            out.write(f"## {rule}: {len(hits[rule])} hits\n\n")
            for path, d in hits[rule]:
                line = d.get("line")
                with open(path, encoding="utf-8", errors="replace") as f:
                    lines = f.read().split("\n")
                text = lines[line - 1].strip() if line and line <= len(lines) else ""
                out.write(f"- {os.path.relpath(path, FILES)}:{line}: {d['message']}\n  `{text}`\n")
            out.write("\n")
    print(f"{checked} files checked in {elapsed:.1f} s wall ({args.tactile})")
    for rule in sorted(hits):
        print(f"{rule}\t{len(hits[rule])}")
    print(f"hits listed in {os.path.relpath(args.out, ROOT)}")


if __name__ == "__main__":
    main()
