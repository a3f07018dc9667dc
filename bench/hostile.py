#!/usr/bin/env python3
"""Issue #24's table against the release binary: for each hostile request, a fresh server, the
wall time, status and answer size of the request, and the server's peak RSS (VmHWM); then
/healthz latency while two of the slowest requests run. Prints a table for HARDENING.md.
No pass/fail on time (the machine may be shared): the goals are printed beside the figures.
Run through bench/hostile.sh, which builds the release binary first.
"""

import http.client
import json
import os
import socket
import subprocess
import sys
import threading
import time

BINARY = "./target/release/verity"


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def start(extra_env=None):
    port = free_port()
    env = dict(os.environ, VERITY_SERVER__BIND=f"127.0.0.1:{port}", RUST_LOG="warn",
               VERITY_DECISION_LOG__SINK="off", **(extra_env or {}))
    proc = subprocess.Popen([BINARY, "serve"], env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    for _ in range(200):
        try:
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            c.request("GET", "/readyz")
            if c.getresponse().status == 200:
                return proc, port
        except OSError:
            time.sleep(0.05)
    proc.kill()
    sys.exit("verity did not start")


def peak_rss_mb(proc):
    with open(f"/proc/{proc.pid}/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0


def post(port, path, body, timeout=120):
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    started = time.monotonic()
    c.request("POST", path, body=body, headers={"Content-Type": "application/json"})
    r = c.getresponse()
    answer = r.read()
    return r.status, len(answer), time.monotonic() - started


def plan(x, parameters, steps=1):
    return {
        "plan": [{"id": f"s{i}", "tool": "transform", "inputs": {"x": x}} for i in range(steps)],
        "available_tools": [{"name": "transform", "description": "t", "parameters": parameters}],
    }


def cases():
    defs = {f"d{i}": {"anyOf": [{"$ref": f"#/$defs/d{i + 1}"}] * 2} for i in range(20)}
    defs["d20"] = {"type": "integer"}
    yield ("20 levels of $defs, anyOf of two $refs", "/validate/plan",
           plan("text", {"type": "object", "properties": {"x": {"$ref": "#/$defs/d0"}},
                         "$defs": defs}))
    yield ("allOf [maxLength 1] x 400, 1 MB value", "/validate/plan",
           plan("x" * 1_000_000, {"type": "object", "properties": {
               "x": {"type": "string", "allOf": [{"maxLength": 1}] * 400}}}))
    yield ("backreference pattern, 200 steps", "/validate/plan",
           plan("a" * 40 + "!", {"type": "object", "properties": {
               "x": {"type": "string", "pattern": "^(a|a)*\\1$"}}}, steps=200))
    tools = [{"name": f"tool_{i}", "description": "t", "parameters": {"type": "object",
              "properties": {"x": {"type": "string", "pattern": "(?:\\p{L}|\\d){200}"}}}}
             for i in range(200)]
    yield ("200 tools, (?:\\p{L}|\\d){200}", "/validate/tool-calls",
           {"tool_calls": [{"id": "c", "type": "function",
                            "function": {"name": "tool_0", "arguments": "{\"x\": \"abc\"}"}}],
            "available_tools": tools})
    for reps in (10, 20):
        tools = [{"name": f"tool_{i}", "description": "t", "parameters": {"type": "object",
                  "properties": {"x": {"type": "string", "pattern": "(?:\\p{L}|\\d){%d}" % reps}}}}
                 for i in range(200)]
        yield (f"200 tools, (?:\\p{{L}}|\\d){{{reps}}}, 200 calls", "/validate/tool-calls",
               {"tool_calls": [{"id": f"c{i}", "type": "function", "function": {
                   "name": f"tool_{i}", "arguments": json.dumps({"x": "\u00e91" * 200})}}
                   for i in range(200)],
                "available_tools": tools})
    yield ("facts: \"$1,\" x 1 MB", "/verify-facts",
           {"text": "$1," * 333_000, "facts": {"currency_amounts": ["$1.00"]}})
    yield ("citations: \"[1]\" x 400 KB", "/verify-citations",
           {"answer": "[1]" * 133_000, "sources": [{"id": "1", "text": "Five quarts of oil."}]})
    yield ("citations: \"Oil [1]. \" x 1 MB (111k claims)", "/verify-citations",
           {"answer": "Oil [1]. " * 111_111, "sources": [{"id": "1", "text": "Five quarts of oil."}]})
    yield ("citations: \"[1]\" x 1 MB (one claim)", "/verify-citations",
           {"answer": "[1]" * 349_000, "sources": [{"id": "1", "text": "Five quarts of oil."}]})
    yield ("metadata: NFKC expansion bomb (U+FDFA x 50k)", "/validate/metadata",
           {"metadata": {"bank_name": "\ufdfa" * 50_000}})
    yield ("80k-character tool name vs 80k name", "/validate/plan",
           {"plan": [{"id": "a", "tool": "b" * 80_000, "inputs": {}}],
            "available_tools": [{"name": "a" * 80_000, "description": "t",
                                 "parameters": {"type": "object"}}]})


def main():
    timeout_ms = os.environ.get("TIMEOUT_MS", "10000")
    print(f"request_timeout_ms = {timeout_ms}; goals: < 1 s or a 4xx, RSS < 256 MB, answer < 1 MB")
    print(f"| request | body | status | time | answer | peak RSS |")
    print(f"|---|---|---|---|---|---|")
    slowest = None
    for name, path, body in cases():
        data = json.dumps(body).encode()
        proc, port = start({"VERITY_SERVER__REQUEST_TIMEOUT_MS": timeout_ms})
        try:
            status, size, took = post(port, path, data)
            time.sleep(0.2)  # work abandoned at the deadline may still be running
            rss = peak_rss_mb(proc)
        finally:
            proc.kill()
            proc.wait()
        print(f"| {name} | {len(data) / 1024:.0f} KB | {status} | {took:.2f} s | "
              f"{size / 1024:.1f} KB | {rss:.0f} MB |")
        if slowest is None or took > slowest[0]:
            slowest = (took, name, path, data)
    # /healthz while two copies of the slowest request run.
    _, name, path, data = slowest
    proc, port = start({"VERITY_SERVER__REQUEST_TIMEOUT_MS": timeout_ms})
    try:
        workers = [threading.Thread(target=post, args=(port, path, data)) for _ in range(2)]
        for w in workers:
            w.start()
        time.sleep(0.3)
        latencies = []
        for _ in range(20):
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
            started = time.monotonic()
            c.request("GET", "/healthz")
            c.getresponse().read()
            latencies.append((time.monotonic() - started) * 1000)
            time.sleep(0.05)
        for w in workers:
            w.join()
        latencies.sort()
        print(f"\n/healthz while two \"{name}\" run: median {latencies[10]:.1f} ms, "
              f"max {latencies[-1]:.1f} ms (goal < 100 ms); peak RSS {peak_rss_mb(proc):.0f} MB")
    finally:
        proc.kill()
        proc.wait()


if __name__ == "__main__":
    main()
