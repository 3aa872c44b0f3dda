"""axe-core over the whole site, run by scripts/browser-test.py against `tactile serve`: the
index, every page of the search index (symbol pages and guides) and the Studio (as it opens, with
a gesture's timeline drawn, and with a compile error listed), once in the light appearance and
once in the dark one (prefers-color-scheme emulated through the DevTools protocol). Any
violation fails the check and is printed with its rule, impact, target and axe's summary.

axe-core's script comes from PyPI's selenium-axe-python (axe-core 4.9.1, MPL-2.0), which
scripts/bootstrap installs into .build/axe; only its JavaScript is used. It is added to every
new document through the DevTools protocol, so one browser session checks every page without
sending the 550 kB script over WebDriver each time."""

import glob
import json
import os
import time
import urllib.request

AXE_GLOB = ".build/axe/selenium_axe_python/axe-core/axe.min.js"

# Every WCAG A and AA rule and axe's best practices, as the browsers' developer tools run them.
RUN = """
const done = arguments[arguments.length - 1];
axe.run(document, { resultTypes: ['violations'] }).then((results) => done(results.violations.map((v) => ({
  id: v.id, impact: v.impact, help: v.help,
  nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
})))).catch((error) => done([{ id: 'axe-error', impact: 'critical', help: String(error), nodes: [] }]));
"""


def axe_source(root):
    found = glob.glob(os.path.join(root, AXE_GLOB))
    return open(found[0], encoding="utf-8").read() if found else None


def describe(path, violations):
    lines = []
    for v in violations:
        for n in v["nodes"] or [{"target": "", "summary": ""}]:
            summary = " ".join((n["summary"] or "").split())
            lines.append(f"{path}: {v['id']} ({v['impact']}) at {n['target']}: {v['help']}. {summary}")
    return lines


def run(driver, port, check, root, studio_states, settle_reference):
    """`studio_states(driver, base)` yields a name for each state of the Studio to check, after
    putting the page in it; `settle_reference(driver)` waits until a page's previews are live."""
    source = axe_source(root)
    check("axe-core is installed (scripts/bootstrap puts it in .build/axe)", source is not None, AXE_GLOB)
    if source is None:
        return
    base = f"http://127.0.0.1:{port}"
    with urllib.request.urlopen(f"{base}/search-index.json") as response:
        pages = ["/"] + [page["path"] for page in json.load(response)]
    script = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": source})
    started = time.time()
    checked = 0
    try:
        for scheme in ["light", "dark"]:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            found = []
            for path in pages:
                driver.get(base + path)
                settle_reference(driver)
                found += describe(path, driver.execute_async_script(RUN))
                checked += 1
            for state in studio_states(driver, base):
                found += describe(f"/studio/ ({state})", driver.execute_async_script(RUN))
                checked += 1
            check(f"axe-core finds no violation on the index, the {len(pages) - 1} pages and the Studio in the {scheme} appearance",
                  found == [], f"{len(found)} violation(s):\n    " + "\n    ".join(found))
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": script["identifier"]})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    print(f"note browser: axe-core checked {checked} page states in {time.time() - started:.0f} s")
