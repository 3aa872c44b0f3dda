#!/usr/bin/env python3
"""Validates the JUnit reports `tactile test --junit` writes against docs/junit.xsd with PyPI's
xmlschema (installed into .build/pypi by scripts/bootstrap), an XSD validator independent of
Tactile: the report CI's own run of the replay goldens left in .build/tactile-test.xml, and the
report of a run with a failing case (a `<failure>` with its text). A document that breaks the
schema is checked to be refused, so the check itself can fail.

Usage: scripts/junit-schema-check.py [TACTILE]
"""
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, ".build", "pypi"))
import xmlschema  # noqa: E402

tactile = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "tactile"))
schema = xmlschema.XMLSchema(os.path.join(ROOT, "docs", "junit.xsd"))
failures = []
reports = []

ci_report = os.path.join(ROOT, ".build", "tactile-test.xml")
if os.path.exists(ci_report):
    reports.append(("the replay goldens' report", open(ci_report, encoding="utf-8").read()))

with tempfile.TemporaryDirectory() as folder:
    case = os.path.join(folder, "cases")
    os.mkdir(case)
    with open(os.path.join(case, "Counter.swift"), "w") as f:
        f.write(
            "import SwiftUI\n"
            "struct Counter: View {\n"
            "  @State var taps = 0\n"
            '  var body: some View { Text("taps \\(taps)").onTapGesture { taps += 1 } }\n'
            "}\n")
    with open(os.path.join(case, "tap.events"), "w") as f:
        f.write("0 down 195 422\n50 up 195 422\n")
    with open(os.path.join(case, "tap.expected"), "w") as f:
        f.write("# view: Counter.swift\nCounter.taps = 7\n")
    with open(os.path.join(case, "same.events"), "w") as f:
        f.write("0 wait\n")
    with open(os.path.join(case, "same.expected"), "w") as f:
        f.write("# view: Counter.swift\nCounter.taps = 0\n")
    out = os.path.join(folder, "report.xml")
    result = subprocess.run([tactile, "test", "--junit", out, case], capture_output=True, text=True)
    if result.returncode != 1:
        failures.append(f"a run with a failing case exited {result.returncode}, not 1: {result.stdout}{result.stderr}")
    if not os.path.exists(out):
        failures.append("a run with a failing case wrote no report")
    else:
        text = open(out, encoding="utf-8").read()
        if "<failure" not in text:
            failures.append("the failing case's report has no <failure>")
        reports.append(("a report with a failing case", text))

for name, text in reports:
    errors = list(schema.iter_errors(text))
    if errors:
        failures.append(f"{name}: {errors[0].reason} at {errors[0].path}")

broken = '<testsuites><testsuite tests="x"><testcase/></testsuite></testsuites>'
if schema.is_valid(broken):
    failures.append("a report without names and with a non-integer count was accepted")

if failures:
    for failure in failures:
        print(f"junit-schema-check: {failure}", file=sys.stderr)
    sys.exit(1)
print(f"junit-schema-check: {len(reports)} reports match docs/junit.xsd")
