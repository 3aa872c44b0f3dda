#!/usr/bin/env python3
"""Where the WebAssembly module's bytes go, from the map file wasm-ld writes beside it
(scripts/build-wasm): the sections, code and data by object file (Swift module, libc, the
Unicode tables), the largest functions, and code by Swift module of the symbol's own name
(a specialisation emitted into TactileWeb.o but named after TactileRuntime counts for the
runtime). Usage: scripts/wasm-size.py [.build-wasm/tactile.map] [--top N]"""

import collections
import re
import subprocess
import sys

LINE = re.compile(r"^\s*(\S+)\s+([0-9a-f]+)\s+([0-9a-f]+) (.*)$")


def parse(path):
    sections = []  # (name, size)
    inputs = []  # (section, object, symbol, size)
    section = None
    with open(path) as f:
        next(f)
        for line in f:
            match = LINE.match(line.rstrip("\n"))
            if not match:
                continue
            size, rest = int(match.group(3), 16), match.group(4)
            depth = len(rest) - len(rest.lstrip(" "))
            rest = rest.strip()
            if depth == 0:
                section = rest
                sections.append(("  " + rest if rest.startswith(".") else rest, size))
            elif depth == 8:
                obj, _, symbol = rest.partition(":(")
                kind = "DATA" if section.startswith(".") else section  # .rodata, .data, .bss
                inputs.append((kind, obj.split("/")[-1], symbol.rstrip(")"), size))
    return sections, inputs


def swift_module(symbol):
    """The module a mangled Swift name belongs to, or a bucket for the rest."""
    m = re.match(r"^\$e(s|S[a-z]|[0-9]+)", symbol)
    if not m:
        return "(C: libc, runtime, builtins)" if not symbol.startswith(".") else "(data)"
    if m.group(1).startswith("s") or m.group(1).startswith("S"):
        return "Swift (standard library)"
    n = int(m.group(1))
    return symbol[len(m.group(0)):len(m.group(0)) + n]


def demangle(names):
    try:
        out = subprocess.run(["swift-demangle", "--simplified"], input="\n".join(names), capture_output=True, text=True).stdout
        return out.splitlines()
    except OSError:
        return names


def main():
    args = sys.argv[1:]
    top = 25
    if "--top" in args:
        i = args.index("--top")
        top = int(args[i + 1])
        del args[i:i + 2]
    path = args[0] if args else ".build-wasm/tactile.map"
    sections, inputs = parse(path)
    total = sum(s for name, s in sections if not name.startswith(" "))
    print("## Sections (bytes)")
    for name, size in sections:
        print(f"  {name:10} {size:>10,}")
    print(f"  {'(total)':10} {total:>10,}")
    for kind in ("CODE", "DATA"):
        by_object = collections.Counter()
        for section, obj, _, size in inputs:
            if section == kind:
                by_object[obj] += size
        print(f"\n## {kind} by object file")
        for obj, size in by_object.most_common():
            print(f"  {obj:40} {size:>10,}")
    by_module = collections.Counter()
    for section, _, symbol, size in inputs:
        if section == "CODE":
            by_module[swift_module(symbol)] += size
    print("\n## CODE by the module a function is named after")
    for module, size in by_module.most_common():
        print(f"  {module:40} {size:>10,}")
    for kind in ("CODE", "DATA"):
        largest = sorted((i for i in inputs if i[0] == kind), key=lambda i: -i[3])[:top]
        names = demangle([i[2] for i in largest])
        print(f"\n## Largest {kind} pieces")
        for (_, obj, _, size), name in zip(largest, names):
            print(f"  {size:>8,}  {obj:24} {name[:150]}")


if __name__ == "__main__":
    main()
