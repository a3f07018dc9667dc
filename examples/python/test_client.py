"""The client's own behaviour against a scripted stand-in server: retries on 503 as Retry-After
says and gives up after its budget, raises problem details on 4xx, sends the bearer token and the
default context. (walkthrough.py checks the answers of the real service.)

    python3 -m unittest examples/python/test_client.py
"""

from __future__ import annotations

import json
import sys
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from verity_client import Verity, VerityError  # noqa: E402

DECISION = {"decision_id": "d1", "verdict": "pass", "alerts": [], "rules_version": "0.1.0+cfg.x",
            "summary": {"total": 0, "by_severity": {}, "by_type": {}},
            "policy": {"critical_threshold": 1, "high_threshold": 3}, "ok": True}


class Script:
    """What the stand-in answers, in order, and what it was sent."""

    def __init__(self, answers):
        self.answers = list(answers)
        self.requests = []


def serve(script: Script) -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802 (http.server's naming)
            body = self.rfile.read(int(self.headers["Content-Length"]))
            script.requests.append((self.path, dict(self.headers), json.loads(body)))
            status, headers, answer = script.answers.pop(0)
            payload = json.dumps(answer).encode()
            self.send_response(status)
            for name, value in headers.items():
                self.send_header(name, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

        def log_message(self, *_):
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


BUSY = (503, {"Retry-After": "0", "Content-Type": "application/problem+json"},
        {"type": "about:blank", "title": "Service Unavailable", "status": 503, "detail": "busy"})


class ClientTest(unittest.TestCase):
    def client(self, script: Script, **options) -> Verity:
        server = serve(script)
        self.addCleanup(server.shutdown)
        client = Verity(f"http://127.0.0.1:{server.server_address[1]}", **options)
        self.addCleanup(client.close)
        return client

    def test_a_503_is_retried_until_an_answer(self):
        script = Script([BUSY, BUSY, (200, {}, DECISION)])
        decision = self.client(script).verify_facts("text", facts={"dates": ["2026-08-08"]})
        self.assertEqual(decision.verdict, "pass")
        self.assertTrue(decision["ok"])
        self.assertEqual(len(script.requests), 3)

    def test_the_retry_budget_ends_in_an_error_with_the_problem(self):
        script = Script([BUSY] * 3)
        with self.assertRaises(VerityError) as raised:
            self.client(script, retries=2).verify_facts("text", facts={})
        self.assertEqual(raised.exception.status, 503)
        self.assertEqual(raised.exception.problem["detail"], "busy")
        self.assertEqual(len(script.requests), 3)

    def test_a_422_is_not_retried_and_names_the_field(self):
        problem = {"title": "Unprocessable Entity", "status": 422, "detail": "bad envelope",
                   "errors": [{"path": "/total_pages", "message": "must be at least 1"}]}
        script = Script([(422, {}, problem)])
        with self.assertRaises(VerityError) as raised:
            self.client(script).validate_boundaries(0, [])
        self.assertIn("/total_pages: must be at least 1", str(raised.exception))
        self.assertEqual(len(script.requests), 1)

    def test_token_context_and_only_given_fields_are_sent(self):
        script = Script([(200, {}, DECISION)])
        self.client(script, token="s3cret", context={"provider": "openai"}).validate_metadata(
            {"bank_name": "Westpac"}, as_of="2026-11-22")
        path, headers, body = script.requests[0]
        self.assertEqual(path, "/validate/metadata")
        self.assertEqual(headers["Authorization"], "Bearer s3cret")
        self.assertEqual(body, {"metadata": {"bank_name": "Westpac"}, "as_of": "2026-11-22",
                                "context": {"provider": "openai"}})


if __name__ == "__main__":
    unittest.main()
