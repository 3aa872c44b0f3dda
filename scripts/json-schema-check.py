#!/usr/bin/env python3
"""Validates `tactile check --format json` and `tactile replay --format json` output against
docs/tactile-output.schema.json with PyPI's jsonschema (installed into .build/pypi by
scripts/bootstrap), an implementation independent of Tactile: the checker's valid and invalid
fixtures in one `check` run, and `replay` (with `--trace`) of every replay fixture, plus a
replay of a file that does not compile.

Usage: scripts/json-schema-check.py [TACTILE]
"""
import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".build", "pypi"))
import jsonschema  # noqa: E402

tactile = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "tactile"))
schema = json.load(open(os.path.join(ROOT, "docs", "tactile-output.schema.json")))
validator_class = jsonschema.validators.validator_for(schema)
validator_class.check_schema(schema)
validator = validator_class(schema)
failures = []
count = 0


def validate(name, arguments, cwd=ROOT):
    global count
    result = subprocess.run([tactile, *arguments], cwd=cwd, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        failures.append(f"{name}: exit {result.returncode}: {result.stderr.strip()}")
        return
    try:
        document = json.loads(result.stdout)
    except json.JSONDecodeError as error:
        failures.append(f"{name}: not JSON ({error})")
        return
    errors = sorted(validator.iter_errors(document), key=lambda e: list(e.path))
    for error in errors[:3]:
        failures.append(f"{name}: {'/'.join(map(str, error.path))}: {error.message}")
    count += 1


fixtures = os.path.join(ROOT, "Tests", "TactileSemaTests", "Fixtures")
sources = sorted(glob.glob(os.path.join(fixtures, "Valid", "*.swift"))) + sorted(
    glob.glob(os.path.join(fixtures, "Invalid", "*.swift"))
)
validate("check (the checker's fixtures)", ["check", "--format", "json", *sources])

replay = os.path.join(ROOT, "Tests", "TactileHostTests", "Fixtures", "Replay")
for events in sorted(glob.glob(os.path.join(replay, "*.events"))):
    first = open(events).readline()
    view = first[len("# view:"):].strip() if first.startswith("# view:") else None
    if not view:
        continue
    name = os.path.basename(events)
    validate(f"replay {name}", ["replay", os.path.join(replay, view), "--events", events, "--trace", "--format", "json"])

with tempfile.TemporaryDirectory() as folder:
    broken = os.path.join(folder, "Broken.swift")
    open(broken, "w").write("import SwiftUI\nstruct Broken: View {\n  var body: some View { Text(missing) }\n}\n")
    events = os.path.join(folder, "tap.events")
    open(events, "w").write("0 tap 10 10\n")
    validate("replay of a file that does not compile", ["replay", broken, "--events", events, "--format", "json"])

if failures:
    print("\n".join(failures))
    sys.exit(f"json-schema-check: {len(failures)} failures")
print(f"json-schema-check: {count} outputs match docs/tactile-output.schema.json")
