#!/usr/bin/env python3
"""Traces end to end: a real OTLP/HTTP export from a verity binary built with --features otlp.

Runs a small OTLP/HTTP receiver (the official `opentelemetry-proto` package decodes the protobuf),
starts verity with `[telemetry] otlp_endpoint` pointing at it and the decision log in a file,
sends a validation with a W3C `traceparent` and one without, stops verity (SIGTERM flushes the
exporter), then checks:

- the answer's `traceresponse` continues the caller's trace under a new span of verity's;
- the decision log line carries that trace id;
- the exported span has that trace id, verity's span id, the caller's span as its parent, kind
  server, and the attributes: endpoint, verdict, alert counts, rules_version;
- a request without `traceparent` starts a trace of its own, exported too.

Usage: python3 .ci/traces.py BINARY   (exit 1 on any difference)
"""

import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest, ExportTraceServiceResponse)
from opentelemetry.proto.trace.v1.trace_pb2 import Span

TRACE = "4bf92f3577b34da6a3ce929d0e0e4736"
PARENT = "00f067aa0ba902b7"
PLAN = {"plan": [{"id": "s1", "tool": "list_files", "inputs": {}}],
        "available_tools": [{"name": "organize_files", "parameters": {"type": "object"}}]}

received = []  # (resource attributes, span) of every exported span
content_types = []


class Receiver(BaseHTTPRequestHandler):
    def do_POST(self):  # noqa: N802 (http.server's naming)
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        content_types.append((self.path, self.headers.get("Content-Type")))
        request = ExportTraceServiceRequest()
        request.ParseFromString(body)
        for resource_spans in request.resource_spans:
            resource = {a.key: value(a.value) for a in resource_spans.resource.attributes}
            for scope_spans in resource_spans.scope_spans:
                for span in scope_spans.spans:
                    received.append((resource, span))
        answer = ExportTraceServiceResponse().SerializeToString()
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)

    def log_message(self, *_):
        pass


def value(any_value):
    kind = any_value.WhichOneof("value")
    return getattr(any_value, kind) if kind else None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def post(url, body, headers):
    request = urllib.request.Request(url, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json", **headers})
    with urllib.request.urlopen(request, timeout=10) as response:
        return dict(response.headers), json.loads(response.read())


failures = []


def expect(condition, what):
    print(("  ok  " if condition else "  FAIL ") + what)
    if not condition:
        failures.append(what)


def main(binary):
    receiver = ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    otlp = f"http://127.0.0.1:{receiver.server_address[1]}/v1/traces"
    port = free_port()
    log = tempfile.NamedTemporaryFile(suffix=".ndjson", delete=False).name
    env = {**os.environ, "VERITY_SERVER__BIND": f"127.0.0.1:{port}",
           "VERITY_TELEMETRY__OTLP_ENDPOINT": otlp, "VERITY_DECISION_LOG__SINK": "file",
           "VERITY_DECISION_LOG__PATH": log, "VERITY_SERVER__SHUTDOWN_GRACE_MS": "0",
           "RUST_LOG": "warn"}
    verity = subprocess.Popen([binary, "serve"], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.PIPE, text=True)
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(f"{url}/readyz", timeout=1)
            break
        except OSError:
            time.sleep(0.1)
    headers, answer = post(f"{url}/validate/plan", PLAN,
                           {"traceparent": f"00-{TRACE}-{PARENT}-01"})
    fresh_headers, _ = post(f"{url}/verify-facts",
                            {"text": "On 8 August 2026.", "facts": {"dates": ["2026-08-08"]}}, {})
    verity.send_signal(signal.SIGTERM)
    _, stderr = verity.communicate(timeout=30)
    receiver.shutdown()
    expect(verity.returncode == 0,
           f"verity stopped cleanly (exit {verity.returncode}) {stderr[-300:]}")

    echoed = headers.get("traceresponse", "")
    expect(echoed.startswith(f"00-{TRACE}-") and echoed.endswith("-01")
           and echoed[36:52] != PARENT, f"traceresponse continues the trace: {echoed}")
    expect(headers.get("traceparent") == echoed, "traceparent is echoed the same")
    span_id = echoed[36:52]

    lines = [json.loads(line) for line in open(log, encoding="utf-8") if line.strip()]
    logged = [line for line in lines if line.get("decision_id") == answer["decision_id"]]
    expect(len(logged) == 1 and logged[0].get("trace_id") == TRACE,
           f"the decision log line carries the trace id: {logged}")

    expect(all(ct == "application/x-protobuf" for _, ct in content_types) and content_types,
           f"OTLP/HTTP protobuf posted to /v1/traces: {content_types}")
    spans = [(r, s) for r, s in received if s.trace_id.hex() == TRACE]
    expect(len(spans) == 1, f"one span exported for the traced request ({len(received)} in all)")
    if spans:
        resource, span = spans[0]
        attributes = {a.key: value(a.value) for a in span.attributes}
        print("  span:", span.name, attributes)
        expect(span.span_id.hex() == span_id, "its span id is the one traceresponse named")
        expect(span.parent_span_id.hex() == PARENT, "its parent is the caller's span")
        expect(span.kind == Span.SPAN_KIND_SERVER, "a server span")
        expect(resource.get("service.name") == "verity", "service.name is verity")
        expect(attributes.get("verity.endpoint") == "/validate/plan", "endpoint attribute")
        expect(attributes.get("verity.verdict") == answer["verdict"] == "reject",
               "verdict attribute")
        counts = answer["summary"]["by_severity"]
        expect(attributes.get("verity.alerts.critical") == counts["critical"]
               and attributes.get("verity.alerts.total") == answer["summary"]["total"],
               "alert count attributes match the answer's summary")
        expect(attributes.get("verity.rules_version") == answer["rules_version"],
               "rules_version attribute")
        expect(span.end_time_unix_nano >= span.start_time_unix_nano > 0, "start and end times")
    fresh = fresh_headers.get("traceresponse", "")
    expect(len(fresh) == 55 and fresh[3:35] != TRACE, f"without traceparent a new trace: {fresh}")
    expect(any(s.trace_id.hex() == fresh[3:35] and not s.parent_span_id for _, s in received),
           "and it is exported as a root span")
    os.unlink(log)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "target/release/verity"))
