#!/usr/bin/env python3
"""How fast `tactile serve` refuses an over-long request line or over-large headers.

Usage: python3 scripts/bench-serve.py path/to/tactile [--give-up SECONDS]

Starts `tactile serve` on a free port (from the repository root), then for each case opens a
connection, sends the request in one go and measures the time from the first byte sent to the
first byte of the answer, and the status it carries. Between the cases it checks that a plain
GET is still answered, and how long that took. A case not answered within the give-up time
(default 20 s) is reported as such; the server is then restarted for the next case.
Results go to BENCHMARKS.md ("tactile serve: refusing over-long requests").
"""

import os
import socket
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CASES = [
    ("request line 1 KB", lambda: request_line(1024)),
    ("request line 8 KB", lambda: request_line(8 * 1024)),
    ("request line 9 KB", lambda: request_line(9 * 1024)),
    ("request line 100 KB", lambda: request_line(100 * 1024)),
    ("headers 100 KB", lambda: headers(100 * 1024)),
    ("headers 200 KB", lambda: headers(200 * 1024)),
]


def request_line(size):
    """A GET whose request line (without CRLF) is `size` bytes long."""
    fixed = len("GET / HTTP/1.1")
    target = "/" + "a" * (size - fixed)
    return f"GET {target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".encode()


def headers(size):
    """A GET with `size` bytes of headers in lines of 1000 bytes."""
    lines, total, n = [], 0, 0
    while total < size:
        line = f"X-Filler-{n}: " + "b" * (998 - len(f"X-Filler-{n}: ")) + "\r\n"
        lines.append(line)
        total += len(line)
        n += 1
    return ("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n" + "".join(lines) + "\r\n").encode()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def timed(port, data, give_up):
    """(seconds to the first byte of the answer, status line) or (None, reason)."""
    s = socket.create_connection(("127.0.0.1", port), timeout=give_up)
    s.settimeout(give_up)
    start = time.perf_counter()
    try:
        s.sendall(data)
        first = s.recv(4096)
        elapsed = time.perf_counter() - start
        if not first:
            return elapsed, "closed without an answer"
        return elapsed, first.split(b"\r\n", 1)[0].decode(errors="replace")
    except socket.timeout:
        return None, f"no answer within {give_up:g} s"
    except OSError as error:
        return time.perf_counter() - start, f"connection error: {error}"
    finally:
        s.close()


def start(tactile):
    port = free_port()
    server = subprocess.Popen([tactile, "serve", "--port", str(port)], cwd=ROOT, stdout=subprocess.DEVNULL)
    deadline = time.time() + 300
    while time.time() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return server, port
        except OSError:
            time.sleep(0.2)
    server.kill()
    sys.exit("bench-serve: the server did not start")


def main():
    tactile = os.path.abspath(sys.argv[1])
    give_up = float(sys.argv[sys.argv.index("--give-up") + 1]) if "--give-up" in sys.argv else 20.0
    plain = b"GET /studio/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
    server, port = start(tactile)
    try:
        print(f"{'case':<22} {'answer':>10}  status            then a plain GET")
        for name, make in CASES:
            seconds, status = timed(port, make(), give_up)
            after, after_status = timed(port, plain, give_up)
            shown = f"{seconds * 1000:8.1f} ms" if seconds is not None else "    (none)"
            shown_after = f"{after * 1000:.1f} ms {after_status}" if after is not None else after_status
            print(f"{name:<22} {shown}  {status:<17} {shown_after}", flush=True)
            if seconds is None or after is None:
                server.kill()
                server.wait()
                server, port = start(tactile)
    finally:
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
