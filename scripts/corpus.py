#!/usr/bin/python3
"""The real-code corpus: SwiftUI view files written by other people, and how Tactile does on them.

  corpus.py gather                 writes each file of Corpus/manifest.tsv to .corpus/files/
  corpus.py run [--tactile PATH] [--jobs 2] [--split dev|holdout|all] [--only SUBSTRING]
                                   parse, check, run and render each gathered file; writes
                                   .corpus/report.md and .corpus/report.json
  corpus.py summary                prints the stage table of the last report (for BENCHMARKS.md)
  corpus.py scan OWNER/REPO…       lists the view files of fetched repositories and why each one
                                   is or is not self-contained (the rule in Corpus/README.md)
  corpus.py select [--out FILE]    chooses files from the scanned repositories as the manifest was
                                   chosen (round robin over repositories, gestures first)

Python 3 standard library only. The code of the repositories never enters git: it is read from
the local mirrors (/work/.mirror/<owner>+<repo>…, a bare git directory made by the `fetch` tool;
TACTILE_MIRROR overrides the folder) or from raw.githubusercontent.com at the manifest's commit.
"""

import argparse
import collections
import concurrent.futures
import datetime
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANIFEST = os.path.join(ROOT, "Corpus", "manifest.tsv")
CORPUS = os.path.join(ROOT, ".corpus")
FILES = os.path.join(CORPUS, "files")
MIRROR = os.environ.get("TACTILE_MIRROR", "/work/.mirror")
TIMEOUT = 30
STAGES = ["parse", "check", "run", "render"]
# A tap at the centre of the default 390×844 canvas, then a second of virtual time.
EVENTS = "0 wait\n100 tap 195 422\n1100 wait\n"
# Exit statuses each command may give under docs/interfaces.md; anything else is a crash.
CONTRACT = {"parse": {0, 1, 2}, "check": {0, 1, 2}, "run": {0, 1, 2, 3}, "render": {0, 1, 2, 3}}


# ---------------------------------------------------------------------------------------------
# The manifest and the mirrors


def read_manifest(path=MANIFEST):
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        assert header == ["repo", "commit", "path", "split", "kind"], header
        for line in f:
            if line.strip():
                rows.append(dict(zip(header, line.rstrip("\n").split("\t"))))
    return rows


def local_name(row):
    """Where a manifest row lives under .corpus/files/."""
    return os.path.join(row["repo"].replace("/", "+", 1), row["path"].replace("/", "__"))


def split_of(repo, path):
    """holdout for about a fifth of the files, by the first byte of sha1("repo:path")."""
    return "holdout" if hashlib.sha1(f"{repo}:{path}".encode()).digest()[0] < 52 else "dev"


def git_dir(folder):
    """The bare git directory inside a mirror folder (it may be the folder, repo/ or repo/.git)."""
    for root, dirs, files in os.walk(folder):
        if "HEAD" in files and "objects" in dirs and "refs" in dirs:
            return root
        if root[len(folder):].count(os.sep) >= 3:
            dirs[:] = []
    return None


def mirror_of(repo):
    for folder in sorted(glob.glob(os.path.join(MIRROR, glob.escape(repo.replace("/", "+", 1))) + "*")):
        if folder.endswith((".part", ".tar")) or not os.path.isdir(folder):
            continue
        gd = git_dir(folder)
        if gd:
            return gd
    return None


def git_show(gd, commit, path):
    out = subprocess.run(["git", "--git-dir", gd, "show", f"{commit}:{path}"], capture_output=True)
    return out.stdout if out.returncode == 0 else None


def cmd_gather(args):
    rows = read_manifest(args.manifest)
    missing, written = [], 0
    mirrors = {}
    # The folder holds exactly the manifest's files: those of earlier manifests go.
    wanted = {os.path.join(FILES, local_name(row)) for row in rows}
    for folder, _, names in os.walk(FILES):
        for name in names:
            if os.path.join(folder, name) not in wanted:
                os.remove(os.path.join(folder, name))
    for folder, _, _ in sorted(os.walk(FILES), reverse=True):
        if folder != FILES and not os.listdir(folder):
            os.rmdir(folder)
    for row in rows:
        dest = os.path.join(FILES, local_name(row))
        repo = row["repo"]
        if repo not in mirrors:
            mirrors[repo] = mirror_of(repo)
        data = git_show(mirrors[repo], row["commit"], row["path"]) if mirrors[repo] else None
        if data is None:
            url = "https://raw.githubusercontent.com/%s/%s/%s" % (
                repo, row["commit"], urllib.request.quote(row["path"]))
            try:
                with urllib.request.urlopen(url, timeout=20) as r:
                    data = r.read()
            except Exception as e:  # no network, or the file is gone
                missing.append((row, str(e)))
                continue
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as f:
            f.write(data)
        written += 1
    print(f"gather: {written} of {len(rows)} files written to {os.path.relpath(FILES, ROOT)}/")
    for row, why in missing:
        print(f"missing: {row['repo']} {row['path']} ({why})")
    return 0 if not missing else 1


# ---------------------------------------------------------------------------------------------
# Running Tactile


ERROR_LINE = re.compile(r"^(?P<loc>[^\n:]*:\d+:\d+): error: (?P<msg>.*)$", re.M)
PLAIN_ERROR = re.compile(r"^(?:[^\n:]*: )?error: (?P<msg>.*)$", re.M)


def first_error(stderr):
    m = ERROR_LINE.search(stderr)
    if m:
        return m.group(0), m.group("msg")
    m = PLAIN_ERROR.search(stderr)
    if m:
        return m.group(0), m.group("msg")
    for line in stderr.splitlines():
        if line.strip():
            return line.strip(), line.strip()
    return "", ""


def category_of(message):
    """The message with what varies replaced: quoted names by '_', numbers by N; a "did you mean"
    suggestion is left out, so that a name missing with and without a near miss count together."""
    message = re.sub(r"; did you mean [^;]*\?$", "", message)
    c = re.sub(r"'(?:[^'\\]|\\.)*'", "'_'", message)
    c = re.sub(r"‘[^’]*’", "'_'", c)
    c = re.sub(r'"(?:[^"\\]|\\.)*"', '"_"', c)
    c = re.sub(r"(?<![\w'])\d+(?:\.\d+)?(?![\w'])", "N", c)
    return c.strip()


UNSUPPORTED = re.compile(r"not supported|unsupported|not available in Tactile|not implemented|"
                         r"Tactile('s runtime)? (does not|cannot|can't)|not yet", re.I)


def class_of(stage, rc, message, timed_out):
    if timed_out:
        return "timeout"
    if rc < 0 or rc not in CONTRACT[stage]:
        return "crash"
    if rc == 2:
        return "usage"
    if stage == "parse":
        return "parse"
    if rc == 1:
        # The checker refuses SDK API that Tactile knows of but cannot run yet ("is not available
        # in Tactile yet"): a gap of Tactile's, told apart from the errors swiftc would give too.
        return "check unsupported" if UNSUPPORTED.search(message) else "type check"
    return "runtime unsupported" if UNSUPPORTED.search(message) else "runtime error"


MISSING_PATTERNS = [
    (re.compile(r"cannot find type '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"cannot find '([^']+)' in scope"), lambda m: m.group(1)),
    (re.compile(r"value of type '([^']+)' has no member '([^']+)'"), lambda m: f"{m.group(1)}.{m.group(2)}"),
    (re.compile(r"type '([^']+)' has no member '([^']+)'"), lambda m: f"{m.group(1)}.{m.group(2)}"),
    (re.compile(r"module '([^']+)' has no member named '([^']+)'"), lambda m: f"{m.group(1)}.{m.group(2)}"),
]
UNSUPPORTED_NAME = re.compile(r"'([^']+)' is not (?:supported|available)|the gesture '([^']+)' is not supported|"
                              r"the key path '([^']+)' is not supported")


# SDK views with no members of their own beyond View's: a member missing on them is a modifier.
CONTAINERS = {"VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "List", "Group",
              "ForEach", "ScrollView", "NavigationView", "NavigationStack", "Form", "Section", "Button", "Toggle",
              "TabView", "GeometryReader", "ModifiedContent", "Picker", "Label", "Spacer", "TupleView", "AnyView"}


def missing_names(text, views=()):
    """Names a diagnostic says do not exist ("cannot find 'X' in scope", "has no member"). A member
    is named after its receiver without generic arguments, and `View` stands for `some View`, for
    the file's own views and for SDK containers, so that one missing modifier counts once."""
    names = []
    for line in text.splitlines():
        if ": error: " not in line:
            continue
        msg = line.split(": error: ", 1)[1]
        for pattern, name in MISSING_PATTERNS:
            m = pattern.search(msg)
            if m:
                n = name(m)
                if "." in n:
                    receiver, member = n.rsplit(".", 1)
                    receiver = re.sub(r"<.*>", "", receiver)
                    if receiver in ("some View", "any View") or receiver in CONTAINERS or receiver in views:
                        receiver = "View"
                    n = f"{receiver}.{member}"
                names.append(n)
                break
    return names


def unsupported_names(text):
    names = []
    for line in text.splitlines():
        if "error:" not in line and "warning:" not in line:
            continue
        for m in UNSUPPORTED_NAME.finditer(line):
            names.append(next(g for g in m.groups() if g))
    return names


def run_one(tactile, row, workdir, index):
    """Runs the four stages on one gathered file; the result of each and the first failure."""
    path = os.path.join(FILES, local_name(row))
    cwd, name = os.path.dirname(path), os.path.basename(path)
    events = os.path.join(workdir, "centre-tap.events")
    svg = os.path.join(workdir, f"render-{index}.svg")
    commands = {
        "parse": [tactile, "dump", "--stage", "syntax", name],
        "check": [tactile, "check", name],
        "run": [tactile, "replay", name, "--events", events],
        "render": [tactile, "render", name, "-o", svg],
    }
    result = dict(row, file=local_name(row), stages={}, seconds={})
    for stage in STAGES:
        start = time.monotonic()
        timed_out = False
        try:
            p = subprocess.run(commands[stage], cwd=cwd, capture_output=True, timeout=TIMEOUT)
            rc, stderr = p.returncode, p.stderr.decode("utf-8", "replace")
        except subprocess.TimeoutExpired as e:
            timed_out, rc = True, None
            stderr = (e.stderr or b"").decode("utf-8", "replace")
        result["seconds"][stage] = round(time.monotonic() - start, 3)
        if stage == "check" and stderr:
            with open(path, encoding="utf-8", errors="replace") as f:
                views = set(VIEW_DECL.findall(strip_swift(f.read())))
            result["missing"] = sorted(set(missing_names(stderr, views)))
        if stderr:
            names = unsupported_names(stderr)
            if names:
                result.setdefault("unsupported", [])
                result["unsupported"] = sorted(set(result["unsupported"]) | set(names))
        if not timed_out and rc == 0:
            result["stages"][stage] = "pass"
            continue
        line, message = first_error(stderr)
        if timed_out:
            line, message = line or f"timed out after {TIMEOUT} s", message or f"timed out after {TIMEOUT} s"
        elif rc < 0 and not message:
            line = message = f"killed by signal {-rc}"
        elif not message:
            line = message = f"exit status {rc} with nothing on standard error"
        cls = class_of(stage, rc if rc is not None else 0, message, timed_out)
        category = category_of(message)
        if cls == "crash" and not timed_out:
            category = f"crash ({'signal %d' % -rc if rc < 0 else 'exit %d' % rc}): {category}"
        result["stages"][stage] = "fail"
        result.update(failed=stage, rc=rc, first_error=line, message=message, category=category,
                      cls=cls, stderr_head="\n".join(stderr.splitlines()[:12]))
        break
    for stage in STAGES:
        result["stages"].setdefault(stage, "skip")
    try:
        os.remove(svg)
    except OSError:
        pass
    return result


def stage_table(results, splits=("dev", "holdout", "all")):
    lines = ["| split | files | parse | check | run | render |", "| --- | --- | --- | --- | --- | --- |"]
    for split in splits:
        rs = [r for r in results if split == "all" or r["split"] == split]
        if not rs:
            continue
        cells = []
        for stage in STAGES:
            n = sum(1 for r in rs if r["stages"][stage] == "pass")
            cells.append(f"{n} ({100.0 * n / len(rs):.1f}%)")
        lines.append(f"| {split} | {len(rs)} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def kind_table(results):
    lines = ["| kind | files | parse | check | run | render |", "| --- | --- | --- | --- | --- | --- |"]
    for kind in ("gesture", "app"):
        rs = [r for r in results if r["kind"] == kind]
        if not rs:
            continue
        cells = []
        for stage in STAGES:
            n = sum(1 for r in rs if r["stages"][stage] == "pass")
            cells.append(f"{n} ({100.0 * n / len(rs):.1f}%)")
        lines.append(f"| {kind} | {len(rs)} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def md_cell(text):
    return text.replace("|", "\\|").replace("\n", " ")


def write_report(results, meta):
    failures = [r for r in results if "failed" in r]
    cats = collections.OrderedDict()
    for r in sorted(failures, key=lambda r: r["file"]):
        c = cats.setdefault((r["category"], r["cls"]), {"count": 0, "dev": 0, "holdout": 0, "examples": []})
        c["count"] += 1
        c[r["split"]] += 1
        if len(c["examples"]) < 3:
            c["examples"].append(r["first_error"])
    cat_list = sorted(cats.items(), key=lambda kv: (-kv[1]["count"], kv[0][0]))
    classes = collections.Counter(r["cls"] for r in failures)
    missing = collections.Counter()
    missing_files = collections.defaultdict(list)
    for r in results:
        for n in r.get("missing", []):
            missing[n] += 1
            missing_files[n].append(r["file"])
    unsupported = collections.Counter()
    for r in results:
        for n in r.get("unsupported", []):
            unsupported[n] += 1

    data = {
        "meta": meta,
        "stages": {split: {stage: sum(1 for r in results if (split == "all" or r["split"] == split)
                                      and r["stages"][stage] == "pass") for stage in STAGES}
                   | {"files": sum(1 for r in results if split == "all" or r["split"] == split)}
                   for split in ("dev", "holdout", "all")},
        "classes": dict(classes.most_common()),
        "categories": [{"category": k[0], "class": k[1], **v} for k, v in cat_list],
        "missing_names": [{"name": n, "files": c} for n, c in missing.most_common()],
        "unsupported_names": [{"name": n, "files": c} for n, c in unsupported.most_common()],
        "files": results,
    }
    with open(os.path.join(CORPUS, "report.json"), "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1, ensure_ascii=False)

    out = []
    out.append("# Real-code corpus report\n")
    out.append(f"Date: {meta['date']}. Binary: `{meta['tactile']}` (modified {meta['binary_mtime']}, sha256 {meta['binary_sha256'][:12]}).")
    out.append(f"Command: `{meta['command']}`, at commit {meta['commit']}.")
    out.append(f"Files: {len(results)} from {len({r['repo'] for r in results})} repositories; "
               f"a file passes a stage only if it passed the ones before. {meta['seconds']:.0f} s in all.\n")
    out.append("## Stages\n")
    out.append(stage_table(results) + "\n")
    out.append(kind_table(results) + "\n")
    out.append("## Failure classes\n")
    out.append("| class | all | dev | holdout |\n| --- | --- | --- | --- |")
    for cls, n in classes.most_common():
        d = sum(1 for r in failures if r["cls"] == cls and r["split"] == "dev")
        out.append(f"| {cls} | {n} | {d} | {n - d} |")
    out.append("\n## Failure categories\n")
    out.append("The first error of each failing file, with quoted names replaced by `'_'` and numbers by `N`.\n")
    out.append("| # | count | dev | holdout | class | category | example |\n| --- | --- | --- | --- | --- | --- | --- |")
    for i, ((cat, cls), v) in enumerate(cat_list, 1):
        out.append(f"| {i} | {v['count']} | {v['dev']} | {v['holdout']} | {cls} | `{md_cell(cat)}` | `{md_cell(v['examples'][0])}` |")
    out.append("\n## Missing names\n")
    out.append("Names that `check` says do not exist (`cannot find 'X' in scope`, `… has no member 'M'`), "
               "over all errors of each file, counted once per file.\n")
    out.append("| name | files |\n| --- | --- |")
    for n, c in missing.most_common():
        out.append(f"| `{md_cell(n)}` | {c} |")
    if unsupported:
        out.append("\n## Not supported by the runtime\n")
        out.append("| name | files |\n| --- | --- |")
        for n, c in unsupported.most_common():
            out.append(f"| `{md_cell(n)}` | {c} |")
    out.append("\n## Failures\n")
    out.append("| file | split | stage | class | first error |\n| --- | --- | --- | --- | --- |")
    for r in sorted(failures, key=lambda r: (STAGES.index(r["failed"]), r["file"])):
        out.append(f"| `{md_cell(r['file'])}` | {r['split']} | {r['failed']} | {r['cls']} | `{md_cell(r['first_error'])}` |")
    with open(os.path.join(CORPUS, "report.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")


def cmd_run(args):
    rows = read_manifest(args.manifest)
    if args.split != "all":
        rows = [r for r in rows if r["split"] == args.split]
    if args.only:
        rows = [r for r in rows if args.only in f"{r['repo']}/{r['path']}"]
    absent = [r for r in rows if not os.path.exists(os.path.join(FILES, local_name(r)))]
    if absent:
        print(f"run: {len(absent)} file(s) not gathered (run `corpus.py gather`); they are left out", file=sys.stderr)
        rows = [r for r in rows if r not in absent]
    if not rows:
        print("run: no files", file=sys.stderr)
        return 2
    tactile = os.path.abspath(args.tactile)
    if not os.access(tactile, os.X_OK):
        print(f"run: no executable at {tactile}", file=sys.stderr)
        return 2
    workdir = tempfile.mkdtemp(prefix="tactile-corpus-")
    # A copy, so that a build finishing during the run does not swap the binary half way.
    binary = os.path.join(workdir, "tactile")
    shutil.copy2(tactile, binary)
    with open(binary, "rb") as f:
        sha = hashlib.sha256(f.read()).hexdigest()
    with open(os.path.join(workdir, "centre-tap.events"), "w") as f:
        f.write(EVENTS)
    start = time.monotonic()
    results = []
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = [pool.submit(run_one, binary, row, workdir, i) for i, row in enumerate(rows)]
            for n, fut in enumerate(concurrent.futures.as_completed(futures), 1):
                results.append(fut.result())
                if n % 25 == 0 or n == len(rows):
                    print(f"run: {n}/{len(rows)}", file=sys.stderr)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    results.sort(key=lambda r: r["file"])
    argv = " ".join(["/usr/bin/python3", "scripts/corpus.py"] + sys.argv[1:])
    head = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=no", "--", "Sources", "Package.swift"],
                           capture_output=True, text=True).stdout.strip()
    meta = {
        "commit": head + (" with uncommitted changes under Sources/" if dirty else ""),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "tactile": os.path.relpath(tactile, ROOT) if tactile.startswith(ROOT) else tactile,
        "binary_mtime": datetime.datetime.fromtimestamp(os.path.getmtime(tactile), datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "binary_sha256": sha,
        "command": argv,
        "split": args.split,
        "only": args.only,
        "seconds": time.monotonic() - start,
        "events": EVENTS,
        "timeout_seconds": TIMEOUT,
    }
    write_report(results, meta)
    print(stage_table(results))
    print(f"report: {os.path.relpath(os.path.join(CORPUS, 'report.md'), ROOT)}")
    return 0


def cmd_summary(args):
    path = os.path.join(CORPUS, "report.json")
    if not os.path.exists(path):
        print("summary: no report; run `corpus.py run` first", file=sys.stderr)
        return 2
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    meta = data["meta"]
    print(f"{meta['date']}, commit {meta.get('commit', '?')}, binary modified {meta['binary_mtime']}: `{meta['command']}`\n")
    print(stage_table(data["files"]))
    return 0


# ---------------------------------------------------------------------------------------------
# Choosing files: the self-contained rule


ALLOWED_IMPORTS = {"SwiftUI", "UIKit", "Foundation", "Combine", "CoreGraphics", "Observation", "os"}
TYPE_DECL = re.compile(r"\b(?:struct|class|enum|protocol|typealias|actor|associatedtype)\s+(?!(?:var|let|func|case|subscript|init|override|final|static|private|fileprivate|public|internal|open)\b)([A-Za-z_]\w*)")
# Operators the standard library already gives these operands or any Equatable/Comparable type;
# a project's own overload of them says nothing of a file that uses the operator.
COMPARISON_OPERATORS = {"==", "!=", "<", ">", "<=", ">=", "~=", "===", "!=="}
PRIMITIVE_OPERANDS = {"Int", "Double", "Float", "CGFloat", "String", "Bool", "Self", "T", "Array", "Character"}
# An operator and the type of its first operand: `static func += (lhs: inout CGSize, rhs: CGSize)`.
OPERATOR_DECL = re.compile(r"\bfunc\s*([-+*/%<>=!&|^~.]+)\s*(?:<[^>]*>)?\s*\(\s*\w+(?:\s+\w+)?\s*:\s*(?:inout\s+)?([A-Z]\w*)")
FUNC_DECL = re.compile(r"\bfunc\s+([A-Za-z_]\w*)")
VAR_DECL = re.compile(r"\b(?:var|let|case)\s+([A-Za-z_]\w*)")
CASE_LIST = re.compile(r"\bcase\s+([^\n=:]*)")
IMPORT = re.compile(r"^\s*(?:@\w+\s+)?import\s+(?:(?:struct|class|enum|func|var|protocol|typealias)\s+)?([A-Za-z_][\w.]*)", re.M)
VIEW_DECL = re.compile(r"\bstruct\s+(\w+)\s*(?:<[^{]*?>)?\s*:\s*[^{]*?\bView\b")
GENERIC = re.compile(r"\b(?:struct|class|enum|actor|protocol|func|typealias|init|subscript)\s*\w*\s*<([^<>{}()]*)>")
GESTURE = re.compile(r"DragGesture|TapGesture|onTapGesture|LongPressGesture|onLongPressGesture|MagnificationGesture|"
                     r"MagnifyGesture|RotationGesture|RotateGesture|GestureState|simultaneousGesture|"
                     r"highPriorityGesture|\.gesture\(|sequenced\(before|exclusively\(before|simultaneously\(with")
STRONG_GESTURE = re.compile(r"DragGesture|LongPressGesture|onLongPressGesture|MagnificationGesture|MagnifyGesture|"
                            r"RotationGesture|RotateGesture|GestureState|simultaneousGesture|highPriorityGesture|"
                            r"\.gesture\(|sequenced\(before|exclusively\(before|simultaneously\(with|TapGesture\(")
NOT_IOS = re.compile(r"\bNS(View|Color|Image|Window|Application|Font|Screen|App|TextField|TextView|ViewRepresentable)\b|"
                     r"AppKit|WKInterface|visionOS|RealityView|Model3D|ImmersiveSpace|HSplitView|CarouselListStyle|"
                     r"CheckboxToggleStyle")
# Frameworks outside the allowed imports that a file can reach without importing them.
OTHER_FRAMEWORK = re.compile(r"\bUN[A-Z]\w+|\bCI[A-Z]\w+|\bXCT\w+|@FetchRequest|NSManagedObject|managedObjectContext|"
                             r"@Environment\(\\\.modelContext|@Query\b|@Model\b")
FEATURES = {
    "drag": r"DragGesture", "magnify": r"MagnificationGesture|MagnifyGesture", "rotate": r"RotationGesture|RotateGesture",
    "gesture-state": r"@GestureState", "sequenced": r"sequenced\(before", "exclusive": r"exclusively\(before",
    "simultaneous": r"simultaneously\(with|simultaneousGesture", "long-press": r"LongPressGesture|onLongPressGesture",
    "tap": r"TapGesture|onTapGesture", "high-priority": r"highPriorityGesture",
    "scroll+drag": r"ScrollView(?s:.*)DragGesture|DragGesture(?s:.*)ScrollView",
    "#Preview": r"#Preview", "PreviewProvider": r"PreviewProvider", "@Observable": r"@Observable",
    "@StateObject": r"@StateObject", "@ObservedObject": r"@ObservedObject", "NavigationStack": r"NavigationStack",
    "NavigationView": r"NavigationView", "Canvas": r"Canvas\s*\{", "TimelineView": r"TimelineView",
    "sheet": r"\.sheet\(", "alert": r"\.alert\(", "List": r"\bList\s*[({]", "Form": r"\bForm\s*\{",
    "Timer": r"\bTimer\.", "Path": r"\bPath\s*[{(]", "Shape": r":\s*Shape\b", "animation": r"withAnimation|\.animation\(",
    "TabView": r"TabView", "GeometryReader": r"GeometryReader", "ScrollView": r"ScrollView",
    "grid": r"LazyVGrid|LazyHGrid|\bGrid\s*\{", "TextField": r"TextField", "Toggle": r"Toggle\(",
    "Picker": r"Picker\(", "Slider": r"Slider\(",
}
RARE_GESTURE = ["magnify", "rotate", "sequenced", "exclusive", "high-priority", "scroll+drag", "gesture-state",
                "simultaneous", "long-press", "drag"]
RARE_APP = ["Canvas", "TimelineView", "Form", "sheet", "alert", "@Observable", "@StateObject", "@ObservedObject",
            "NavigationStack", "NavigationView", "Timer", "Shape", "Path", "grid", "TabView", "List", "Toggle",
            "Picker", "Slider", "TextField", "GeometryReader", "ScrollView", "animation"]
# Apple SDK names that few of the scanned repositories use (so the "used in three repositories"
# test below cannot vouch for them), checked by hand.
SDK_NAMES = set("""
AccessibilityTraits AdditiveArithmetic AirPodsMax Anchor AnimatableIgnored AnimationContext AnimationTimelineSchedule
AnyCancellable AnyHashable AnyKeyPath AnyObject AnyShape AnyShapeStyle ArraySlice AsyncIterator AsyncIteratorProtocol
AsyncSequence AttributeScopes AttributedTextSelection BlendMode ByteCountFormatter CABasicAnimation CACurrentMediaTime
CADisplayLink CAEmitterCell CAEmitterLayer CALayer CAMediaTimingFunction CATransaction CATransform3DMakeScale
CATransform3DTranslate CFArray CFURL CGColor CGColorSpaceCreateDeviceRGB CGContext CGGradient CGLineCap CGSizeMake
CTFont Charts ContainerRelativeShape ContainerValueKey ContentMode ContentTransition ControlGroupStyle ControlSize
CoordinateSpace CoordinateSpaceConverter Coordinator CustomAnimation CustomPresentationDetent DateComponentsFormatter
DateInterval DateIntervalFormatter DecodingError DefaultPickerStyle DefaultTextFieldStyle DisclosureGroupStyle
DismissSearchAction DropDelegate DropInfo DropProposal DynamicProperty EditMode EllipticalGradient Encodable
EquatableView ExclusiveGesture FillShapeStyle FocusedBinding FocusedValue FocusedValueKey FocusedValues GestureMask
GraphicalDatePickerStyle Hasher HierarchicalShapeStyle ISO8601DateFormatter IconOnlyLabelStyle ImageResource
InlinePickerStyle Int64 KeyPathComparator LabelStyle LayoutSubviews LibraryContentBuilder LibraryContentProvider
LibraryItem ListFormatter ListItemTint ListSectionSpacing LocalizedError LocalizedStringResource Material
MeasurementFormatter MenuStyle Mirror ModifiedContent MoveKeyframe NSCache NSError NSItemProvider NSLayoutConstraint
NSLocale NSNotification NSSearchPathForDirectoriesInDomains NSUserActivity NamedCoordinateSpace NavigationBarItem
NavigationSplitViewColumn NavigationSplitViewVisibility Never OffsetShape OptionSet Optional OutlineGroup
ParseStrategy ParseableFormatStyle PartialKeyPath PeriodicTimelineSchedule PersonNameComponentsFormatter PickerStyle
PresentationDetent PreviewLayout PrimitiveButtonStyle Progress PropertyListDecoder PropertyListEncoder
ProxyRepresentation Range ReferenceWritableKeyPath RotatedShape RoundedCornerStyle ScaledMetric ScaledShape
ScenePhase ScrollDismissesKeyboardMode ScrollPhase ScrollTarget ScrollTargetBehavior ScrollTransitionPhase
SectionCollection SectionConfiguration Sendable SensoryFeedback ShadowStyle SidebarListStyle SortOrder
SpatialTapGesture Spring SubmitLabel Substring Subview SubviewsCollection TabSection TabViewCustomization TableRow
TextFieldStyle TextSelection Thread TimeZone TitleOnlyLabelStyle ToolbarContent ToolbarContentBuilder
TransferRepresentation Transferable TransformedShape TupleView UIActivityIndicatorView UIActivityViewController
UIAlertAction UIAlertController UIApplicationDelegateAdaptor UIButton UICollectionViewController UIColorWell
UIDatePicker UIDeviceOrientation UIFontMetrics UIGestureRecognizerType UIGraphicsBeginImageContextWithOptions
UIGraphicsEndImageContext UIGraphicsGetImageFromCurrentImageContext UIImageView UIImageWriteToSavedPhotosAlbum
UILabel UIModalPresentationStyle UIPageControl UIPasteboard UIPickerView UIPopoverArrowDirection
UIPopoverPresentationControllerDelegate UIPresentationController UIRefreshControl UISearchBarDelegate
UISearchTextField UISearchToken UISelectionFeedbackGenerator UISlider UIStackView UIStatusBarStyle UISwitch
UITabBarController UITabBarItem UITableViewCell UITextContentType UITextViewDelegate UIVibrancyEffect
UIVibrancyEffectStyle UIViewControllerRepresentableContext UIViewControllerTransitionCoordinator
UIViewControllerType UIViewRepresentableContext UInt UInt32 URLComponents URLQueryItem URLSessionConfiguration
UndoManager UnicodeScalar UnitMass UnitTemperature UnsafeMutablePointer Visibility WritableKeyPath
""".split())


def strip_swift(src):
    """Swift source without comments and without the text of string literals (interpolations kept)."""
    out, stack, i, n = [], [], 0, len(src)
    while i < n:
        c = src[i]
        if stack and stack[-1][0] == "str":
            _, hashes, multi = stack[-1]
            term = ('"""' if multi else '"') + "#" * hashes
            if src.startswith(term, i):
                stack.pop()
                out.append('"')
                i += len(term)
            elif c == "\\" and src.startswith("#" * hashes + "(", i + 1):
                i += 2 + hashes
                stack.append(["interp", 0])
                out.append("(")
            elif c == "\\":
                i += 2
            else:
                if c == "\n":
                    out.append("\n")
                    if not multi:
                        stack.pop()
                i += 1
            continue
        if src.startswith("//", i):
            j = src.find("\n", i)
            i = n if j < 0 else j
            continue
        if src.startswith("/*", i):
            depth = 0
            while i < n:
                if src.startswith("/*", i):
                    depth += 1
                    i += 2
                elif src.startswith("*/", i):
                    depth -= 1
                    i += 2
                    if depth == 0:
                        break
                else:
                    if src[i] == "\n":
                        out.append("\n")
                    i += 1
            continue
        if c in '"#':
            m = re.match(r'(#*)("""|")', src[i:i + 12])
            if m:
                stack.append(("str", len(m.group(1)), m.group(2) == '"""'))
                out.append('"')
                i += len(m.group(0))
                continue
        if stack and stack[-1][0] == "interp":
            if c == "(":
                stack[-1][1] += 1
            elif c == ")":
                if stack[-1][1] == 0:
                    stack.pop()
                    out.append(")")
                    i += 1
                    continue
                stack[-1][1] -= 1
        out.append(c)
        i += 1
    return "".join(out)


def declarations(code):
    """What a file declares: types, functions, properties and cases, generic parameters, labels;
    and, separately, the members of its extensions and its top-level functions and properties."""
    types = set(TYPE_DECL.findall(code))
    funcs = set(FUNC_DECL.findall(code))
    values = set(VAR_DECL.findall(code))
    for m in CASE_LIST.finditer(code):
        for part in m.group(1).split(","):
            w = re.match(r"\s*\.?(\w+)", part)
            if w:
                values.add(w.group(1))
    generics = set()
    for m in GENERIC.finditer(code):
        for part in m.group(1).split(","):
            w = re.match(r"\s*([A-Z]\w*)\s*(?::|$)", part)
            if w:
                generics.add(w.group(1))
    labels = set(re.findall(r"[(,]\s*(?:_\s+)?([a-z_]\w*)\s*:", code))
    ext_props, ext_funcs, ext_inits = set(), set(), set()
    operators = set(OPERATOR_DECL.findall(code))
    depth, in_ext = 0, False
    for line in code.split("\n"):
        s = line.strip()
        access = r"(?:(?:public|private|fileprivate|internal|static|@\w+)\s+)*"
        if depth == 0:
            if re.match(access + r"extension\b", s):
                in_ext = True
            m = re.match(access + r"func\s+(\w+)", s)
            if m:
                ext_funcs.add(m.group(1))
            m = re.match(access + r"(?:let|var)\s+(\w+)", s)
            if m:
                ext_props.add(m.group(1))
        elif in_ext and depth == 1:
            m = re.search(r"\bfunc\s+(\w+)", s)
            if m:
                ext_funcs.add(m.group(1))
            m = re.search(r"\b(?:let|var)\s+(\w+)", s)
            if m:
                ext_props.add(m.group(1))
            m = re.search(r"(?<![.\w])init[?!]?\s*\(\s*(\w+)", s)
            if m and m.group(1) != "_":
                ext_inits.add(m.group(1))
        depth = max(0, depth + line.count("{") - line.count("}"))
        if depth == 0 and "}" in line:
            in_ext = False
    return {"types": types, "funcs": funcs, "values": values, "generics": generics, "labels": labels,
            "ext_props": ext_props, "ext_funcs": ext_funcs, "ext_inits": ext_inits, "operators": operators,
            "inits": set(re.findall(r"(?<![.\w])init[?!]?\s*\(\s*(\w+)", code))}


def projects(all_paths):
    """Folders that hold an Xcode project, a package, a playground or an app playground."""
    markers = set()
    for p in all_paths:
        parts = p.split("/")
        for k, comp in enumerate(parts):
            if comp.endswith(".xcodeproj"):
                markers.add("/".join(parts[:k]))
            elif comp.endswith((".playground", ".swiftpm")):
                markers.add("/".join(parts[:k + 1]))
        if parts[-1] == "Package.swift":
            markers.add("/".join(parts[:-1]))
    return markers


def family(project, path):
    """Files of one tutorial project written by many learners (Hacking with Swift's WordScramble,
    say) share a family: the name of the project, or of the file's folder, without numbers and
    words like "day" or "review", with the file's name. The corpus keeps at most two files of a
    family."""
    keys = []
    for folder in (os.path.basename(project), os.path.basename(os.path.dirname(path))):
        name = re.sub(r"[^a-z]", "", folder.lower())
        name = re.sub(r"^(day|project|proj)+|(review|wrapup|challenge|part|final|complete|start|starter)+$", "", name)
        keys.append((name or folder) + "/" + os.path.basename(path))
    return keys


def project_of_path(markers, path):
    best = ""
    for m in markers:
        if (m == "" or path.startswith(m + "/")) and len(m) > len(best):
            best = m
    return best


def asset_symbols(name, kind):
    """The names Xcode may generate for an asset: camel case, with and without a Color or Image
    suffix."""
    words = [w for w in re.split(r"[^A-Za-z0-9]+", name) if w]
    if not words:
        return set()
    symbol = words[0][0].lower() + words[0][1:] + "".join(w[0].upper() + w[1:] for w in words[1:])
    out = {symbol}
    for suffix in ("Color", "Image"):
        if symbol.endswith(suffix) and len(symbol) > len(suffix):
            out.add(symbol[:-len(suffix)])
    return out


# Where a generated asset symbol can stand: `Image(.logo)`, `Color.brand`, `.fill(.brand)`.
ASSET_USE = re.compile(r"(?:\b(?:Image|UIImage|Color|UIColor)\s*\(\s*(?:resource:\s*)?|"
                       r"\b(?:Color|UIColor|ImageResource|ColorResource|UIImage)\s*|"
                       r"\.(?:foregroundStyle|foregroundColor|fill|background|tint|stroke|strokeBorder|accentColor|"
                       r"shadow|border|overlay)\s*\(\s*(?:color:\s*)?)\.([a-z_]\w*)\b(?!\s*\()")
# Members of SDK types that asset names often share; a use of them says nothing of the catalogue.
COMMON_MEMBERS = set("""red orange yellow green mint teal cyan blue indigo purple pink brown white gray black clear
primary secondary accentColor accent background foreground label tint shadow""".split())


def scan_repo(repo):
    """Every file of the repository's newest commit that declares a View with a body, with the
    reasons it is not self-contained (none if it is)."""
    gd = mirror_of(repo)
    if not gd:
        raise SystemExit(f"scan: no mirror of {repo} under {MIRROR}")
    head = subprocess.run(["git", "--git-dir", gd, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    listing = subprocess.run(["git", "--git-dir", gd, "ls-tree", "-r", "-z", "--name-only", head], capture_output=True)
    all_paths = listing.stdout.decode("utf-8", "replace").split("\0")
    paths = [p for p in all_paths if p.endswith(".swift")]
    markers = projects(all_paths)
    assets = collections.defaultdict(set)
    for a in all_paths:
        m = re.search(r"\.xcassets/(?:.*/)?([^/]+)\.(colorset|imageset|symbolset)/", a)
        if m:
            assets[project_of_path(markers, a)] |= asset_symbols(m.group(1), m.group(2))

    def project_of(p):
        return project_of_path(markers, p)

    batch = subprocess.run(["git", "--git-dir", gd, "cat-file", "--batch"],
                           input="".join(f"{head}:{p}\n" for p in paths).encode(), capture_output=True).stdout
    sources, pos = {}, 0
    for p in paths:
        nl = batch.index(b"\n", pos)
        header = batch[pos:nl].split()
        if len(header) < 3 or header[1] != b"blob":
            pos = nl + 1
            continue
        size = int(header[2])
        sources[p] = batch[nl + 1:nl + 1 + size].decode("utf-8", "replace")
        pos = nl + 1 + size + 1
    info = {p: declarations(strip_swift(s)) | {"code": strip_swift(s), "src": s, "project": project_of(p)}
            for p, s in sources.items()}
    type_at, func_at, prop_at, init_at, op_at = (collections.defaultdict(set) for _ in range(5))
    for p, d in info.items():
        for t in d["types"]:
            type_at[t].add(p)
        for f in d["funcs"] | d["ext_funcs"]:
            func_at[f].add(p)
        for v in d["ext_props"]:
            prop_at[v].add(p)
        for v in d["ext_inits"]:
            init_at[v].add(p)
        for v in d["operators"]:
            op_at[v].add(p)  # (operator, operand type)

    def elsewhere(where, name, p, only=None):
        return {o for o in where.get(name, ()) if o != p and info[o]["project"] == info[p]["project"]
                and (only is None or name in info[o][only])}

    results = []
    for p, d in info.items():
        code, src = d["code"], d["src"]
        if re.search(r"(^|/)(Pods|\.build|Carthage|DerivedData)/|Tests?/|UITests", p):
            continue
        if not VIEW_DECL.search(code) or not re.search(r"\bvar\s+body\b", code):
            continue
        reasons = []
        lines = src.count("\n") + 1
        if lines > 600:
            reasons.append("over 600 lines")
        imports = {m.split(".")[0] for m in IMPORT.findall(code)}
        if imports - ALLOWED_IMPORTS:
            reasons.append("imports " + ",".join(sorted(imports - ALLOWED_IMPORTS)))
        if "SwiftUI" not in imports:
            reasons.append("no import SwiftUI")
        declared = set().union(*(d[k] for k in ("types", "funcs", "values", "generics", "labels", "ext_props", "ext_funcs")))
        capitalised = set(re.findall(r"(?<![\w.$])([A-Z]\w*)", code))
        lowercase = set(re.findall(r"(?<![\w.$@#])([a-z_]\w*)", code))
        uses = set()
        for name in capitalised | lowercase:
            if name not in declared and elsewhere(type_at, name, p):
                uses.add(name)
        for name in set(re.findall(r"(?<![\w.$@#])([a-z_]\w*)\s*\(", code)) - declared:
            if elsewhere(func_at, name, p):
                uses.add(name + "()")
        # A modifier called with parentheses or a trailing closure; a property of the same name in
        # this file (`@State var navBarColor` beside `.navBarColor(navBarColor)`) does not declare it.
        for name in set(re.findall(r"\.([a-z_]\w*)\s*[({]", code)) - d["funcs"] - d["ext_funcs"]:
            if elsewhere(func_at, name, p, only="ext_funcs"):
                uses.add("." + name + "()")
        # Xcode generates a symbol for each colour and image of an asset catalogue (`Color.bg`,
        # `Image(.logo)`); the file then needs the catalogue.
        for name in set(ASSET_USE.findall(code)) & assets.get(d["project"], set()):
            if name not in declared and name not in COMMON_MEMBERS:
                uses.add("asset ." + name)
        for name in set(re.findall(r"(?<!\w)\.?([a-z_]\w*)\b(?!\s*\()", code)) - declared:
            if elsewhere(prop_at, name, p):
                uses.add("." + name)
        # A key path names a property of an SDK type, often an environment key declared in an
        # extension in another file; a property of the same name in this file does not declare it.
        for name in set(re.findall(r"\\\.([a-z_]\w*)", code)) - d["ext_props"]:
            if elsewhere(prop_at, name, p):
                uses.add("\\." + name)
        # An initializer declared in an extension in another file (`Color(hex: "#fff")`); an
        # initializer of that label in this file declares it.
        for name in set(re.findall(r"(?:\b[A-Z]\w*|\.init)\s*\(\s*([a-z_]\w*)\s*:", code)) - d["inits"]:
            if elsewhere(init_at, name, p):
                uses.add("init(" + name + ":)")
        # An operator declared in another file (`static func += (lhs: inout CGSize, rhs: CGSize)`),
        # used here between names (`offset += drag`), and not declared in this file.
        # Only operators on types the project does not declare (SDK types) count: `==` of the
        # project's own Equatable type is no dependency of a file that merely compares.
        for op, operand in {o for o in op_at if o not in d["operators"]}:
            if op in COMPARISON_OPERATORS or operand in PRIMITIVE_OPERANDS:
                continue
            if operand in type_at or not re.search(r"\b" + operand + r"\b", code):
                continue
            if re.search(r"[\w)\]]\s*" + re.escape(op) + r"\s*[\w(.\[]", code) and elsewhere(op_at, (op, operand), p):
                uses.add("operator " + op)
        if uses:
            reasons.append("uses " + " ".join(sorted(uses)[:8]) + (" …" if len(uses) > 8 else ""))
        body_lines = [l for l in code.split("\n") if l.strip() and not l.strip().startswith("import")]
        if len(body_lines) < 12:
            reasons.append("under 12 lines of code")
        if NOT_IOS.search(code):
            reasons.append("not iOS")
        if OTHER_FRAMEWORK.search(code):
            reasons.append("another framework (UserNotifications, CoreImage, Core Data, SwiftData, XCTest)")
        if re.search(r"@main\b", code):
            reasons.append("an @main app")
        results.append({
            "repo": repo, "commit": head, "path": p, "lines": lines, "reasons": reasons, "family": family(d["project"], p),
            "gesture": bool(GESTURE.search(code)), "strong_gesture": bool(STRONG_GESTURE.search(code)),
            "features": [k for k, v in FEATURES.items() if re.search(v, code)],
            "hash": hashlib.sha1(re.sub(r"\s+", "", code).encode()).hexdigest(),
            "undeclared": sorted(n for n in capitalised if n not in declared),
            "shingles": sorted({" ".join(t) for t in zip(*(re.findall(r"\w+|[^\s\w]", code)[k:] for k in range(6)))}),
        })
    return results


def cmd_scan(args):
    for repo in args.repos:
        for r in sorted(scan_repo(repo), key=lambda r: r["path"]):
            kind = "gesture" if r["gesture"] else "app"
            verdict = "ok" if not r["reasons"] else "; ".join(r["reasons"])
            print(f"{repo}\t{r['path']}\t{r['lines']}\t{kind}\t{verdict}")
    return 0


def cmd_select(args):
    """Chooses files as the manifest was chosen: self-contained files of every mirrored repository,
    no two alike, at most 12 a repository (9 of them gestures); gesture files first, in rounds
    over the repositories, each round taking from each repository the file that adds the least
    common gesture features, then ordinary screens the same way. A file too like one already
    chosen (six-token shingles, Jaccard over 0.6), or a third of its family, is left out."""
    repos = args.repos or sorted({os.path.basename(d).split("+", 1)[0] + "/" + os.path.basename(d).split("+", 1)[1]
                                  for d in glob.glob(os.path.join(MIRROR, "*+*")) if os.path.isdir(d)})
    scanned = {}
    for repo in repos:
        if mirror_of(repo):
            scanned[repo] = [r for r in scan_repo(repo)]
    used_in = collections.Counter()
    for repo, rs in scanned.items():
        for name in set().union(*[set(r["undeclared"]) for r in rs if not r["reasons"]] or [set()]):
            used_in[name] += 1
    sdk = {n for n, c in used_in.items() if c >= 3} | SDK_NAMES
    by_repo, hashes = collections.defaultdict(list), set()
    for repo, rs in sorted(scanned.items()):
        for r in rs:
            if r["reasons"] or any(n not in sdk for n in r["undeclared"]) or r["hash"] in hashes:
                continue
            hashes.add(r["hash"])
            r["shingles"] = set(r["shingles"])
            by_repo[repo].append(r)
    order = lambda r: hashlib.sha1(f"pick:{r['repo']}:{r['path']}".encode()).hexdigest()
    chosen, feature_count, count, gestures = [], collections.Counter(), collections.Counter(), collections.Counter()

    def similar(r):
        if any(sum(1 for c in chosen if key in c["family"]) >= 2 for key in r["family"]):
            return True
        return any(len(r["shingles"] & c["shingles"]) / max(1, len(r["shingles"] | c["shingles"])) > 0.6 for c in chosen)

    def score(r, rare):
        return sum(1.0 / (1 + feature_count[f]) for f in r["features"] if f in rare) + (0.3 if 20 <= r["lines"] <= 300 else 0)

    # Extending a manifest: its files that are still self-contained stay, and count towards the
    # targets and the per-repository limits, before any new file is taken.
    if args.keep:
        kept = {(r["repo"], r["path"]) for r in read_manifest(args.keep)}
        for repo in sorted(by_repo):
            for r in by_repo[repo]:
                if (r["repo"], r["path"]) in kept:
                    chosen.append(r)
                    count[repo] += 1
                    gestures[repo] += r["gesture"]
                    feature_count.update(r["features"])
        print(f"select: kept {len(chosen)} of the {len(kept)} files of {args.keep}", file=sys.stderr)

    def rounds(wanted, rare, target, room):
        progress = True
        while progress and sum(map(wanted, chosen)) < target:
            progress = False
            for repo in sorted(by_repo):
                if sum(map(wanted, chosen)) >= target or not room(repo):
                    continue
                pool = sorted((r for r in by_repo[repo] if wanted(r) and r not in chosen), key=lambda r: (-score(r, rare), order(r)))
                for r in pool:
                    if similar(r):
                        by_repo[repo].remove(r)
                        continue
                    chosen.append(r)
                    count[repo] += 1
                    gestures[repo] += r["gesture"]
                    feature_count.update(r["features"])
                    progress = True
                    break

    room_g = lambda repo: count[repo] < 12 and gestures[repo] < 9
    rounds(lambda r: r["gesture"] and r["strong_gesture"], RARE_GESTURE, args.gestures - 40, room_g)
    rounds(lambda r: r["gesture"], RARE_GESTURE, args.gestures, room_g)
    rounds(lambda r: not r["gesture"], RARE_APP, args.total - args.gestures, lambda repo: count[repo] < 12)
    rows = sorted((r["repo"], r["commit"], r["path"], split_of(r["repo"], r["path"]), "gesture" if r["gesture"] else "app")
                  for r in chosen)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("repo\tcommit\tpath\tsplit\tkind\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"select: {len(rows)} files from {len({r[0] for r in rows})} repositories written to {args.out}")
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--manifest", default=MANIFEST)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("gather")
    run = sub.add_parser("run")
    run.add_argument("--tactile", default=os.path.join(ROOT, ".build", "debug", "tactile"))
    run.add_argument("--jobs", type=int, default=2)
    run.add_argument("--split", choices=["dev", "holdout", "all"], default="all")
    run.add_argument("--only", default="")
    sub.add_parser("summary")
    scan = sub.add_parser("scan")
    scan.add_argument("repos", nargs="+")
    select = sub.add_parser("select")
    select.add_argument("repos", nargs="*")
    select.add_argument("--out", default=os.path.join(CORPUS, "manifest.tsv"))
    select.add_argument("--keep", default="", help="a manifest whose still self-contained files are kept")
    select.add_argument("--total", type=int, default=345)
    select.add_argument("--gestures", type=int, default=175)
    args = parser.parse_args()
    return {"gather": cmd_gather, "run": cmd_run, "summary": cmd_summary, "scan": cmd_scan,
            "select": cmd_select}[args.command](args)


if __name__ == "__main__":
    sys.exit(main())
