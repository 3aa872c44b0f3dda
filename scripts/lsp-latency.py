#!/usr/bin/env python3
"""Measures `tactile lsp`'s diagnostics latency: the time from writing a didChange to reading
the publishDiagnostics it causes, for a 200-line SwiftUI file, as an editor sees it over pipes.

Usage: python3 scripts/lsp-latency.py [path/to/tactile] [rounds]
(default .build/debug/tactile, 50 rounds). Prints the median, the 90th percentile and the
largest latency in milliseconds, for an edit that keeps the file valid and one that adds an
error, each alternating with its undo. Numbers go to BENCHMARKS.md.
"""
import json
import statistics
import subprocess
import sys
import time

tactile = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/tactile"
rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 50


def view(i):
    return f"""struct Card{i}: View {{
    @State private var offset = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var taps = 0
    var body: some View {{
        VStack(spacing: 8) {{
            Text("Card {i}: \\(taps)")
                .font(.headline)
                .padding()
            RoundedRectangle(cornerRadius: 12)
                .fill(taps % 2 == 0 ? Color.blue : Color.orange)
                .frame(width: 120, height: 80)
                .scaleEffect(scale)
                .offset(offset)
                .gesture(
                    DragGesture()
                        .onChanged {{ value in offset = value.translation }}
                        .onEnded {{ _ in withAnimation(.spring()) {{ offset = .zero }} }}
                )
                .simultaneousGesture(
                    MagnifyGesture().onChanged {{ value in scale = value.magnification }}
                )
                .onTapGesture(count: 2) {{ taps += 1 }}
        }}
    }}
}}

"""


source = "import SwiftUI\n\n// Seven cards, each with a drag, a magnification and a double tap:\n// the size of a screenful of real gesture code, 200 lines.\n\n\n" + "".join(view(i) for i in range(7))
source += "// The preview shows the first.\n\n"
source += "#Preview {\n    Card0()\n}\n"
lines = source.count("\n")
# The edited line: `.font(.headline)` of the first card.
target_line = source.split("\n").index("                .font(.headline)")

process = subprocess.Popen([tactile, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    body = json.dumps(message).encode()
    process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    process.stdin.flush()


def receive():
    header = b""
    while not header.endswith(b"\r\n\r\n"):
        byte = process.stdout.read(1)
        if not byte:
            raise SystemExit("the server closed its output")
        header += byte
    length = int(header.decode().split("Content-Length:")[1].split("\r\n")[0])
    return json.loads(process.stdout.read(length))


def until_diagnostics():
    while True:
        message = receive()
        if message.get("method") == "textDocument/publishDiagnostics":
            return message["params"]["diagnostics"]


uri = "file:///bench/Cards.swift"
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": source}}})
assert until_diagnostics() == [], "the benchmark file should check cleanly"

version = 1


def change(start, end, text):
    global version
    version += 1
    edit = {"range": {"start": {"line": target_line, "character": start},
                      "end": {"line": target_line, "character": end}}, "text": text}
    started = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [edit]}})
    diagnostics = until_diagnostics()
    return (time.perf_counter() - started) * 1000, diagnostics


column = len("                .font(.headline")
results = {}
for name, text, errors in [("valid edit (.headline → .title)", None, 0),
                           ("edit adding an error (.headlin)", None, 1)]:
    samples = []
    for _ in range(rounds):
        if errors == 0:
            ms, diags = change(column - len("headline"), column, "title")
            assert diags == [], diags
            samples.append(ms)
            ms, _ = change(column - len("headline"), column - len("headline") + len("title"), "headline")
            samples.append(ms)
        else:
            ms, diags = change(column - 1, column, "")
            assert len(diags) == 1, diags
            samples.append(ms)
            ms, _ = change(column - 1, column - 1, "e")
            samples.append(ms)
    samples.sort()
    results[name] = samples
    print(f"{name}: median {statistics.median(samples):.1f} ms, "
          f"p90 {samples[int(len(samples) * 0.9) - 1]:.1f} ms, max {samples[-1]:.1f} ms "
          f"({len(samples)} changes, {lines}-line file)")

send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
process.wait()
