"""The client's own behaviour against a scripted transport: retries on 503 as Retry-After says,
fail-closed when verity cannot answer (and the switch), problem details on 4xx, what is sent."""

from __future__ import annotations

import json
import socket
from email.utils import format_datetime
from datetime import datetime, timedelta, timezone

import httpx
import pytest

from verity_client import AsyncVerity, Verity, VerityError, VerityUnavailable, models
from verity_client._core import retry_wait

DECISION = {"decision_id": "0193a6f0-7c1e-7b5e-9d1a-3f0c2b9e4a11", "verdict": "pass",
            "alerts": [], "rules_version": "0.1.0+cfg.x", "request_id": "r1",
            "summary": {"total": 0, "by_type": {},
                        "by_severity": {"critical": 0, "high": 0, "medium": 0, "low": 0}},
            "policy": {"critical_threshold": 1, "high_threshold": 3}}


def busy() -> httpx.Response:
    return httpx.Response(503, headers={"Retry-After": "0"},
                          json={"title": "Service Unavailable", "status": 503, "detail": "busy"})


class Script:
    """Answers in order; keeps every request it was sent."""

    def __init__(self, *answers: httpx.Response):
        self.answers = list(answers)
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return self.answers.pop(0)


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_503_is_retried_until_an_answer():
    script = Script(busy(), busy(), httpx.Response(200, json={**DECISION, "ok": True}))
    verity = Verity("http://verity", transport=httpx.MockTransport(script))
    decision = verity.verify_facts("text", facts={"dates": ["2026-08-08"]})
    assert decision.verdict == "pass" and decision["ok"] is True
    assert len(script.requests) == 3


def test_retry_after_is_read_as_seconds_or_a_date_and_capped():
    assert retry_wait("2", 5.0) == 2.0
    assert retry_wait("120", 5.0) == 5.0
    assert retry_wait(None, 5.0) == 1.0
    assert retry_wait("soon", 5.0) == 1.0
    later = format_datetime(datetime.now(timezone.utc) + timedelta(seconds=3), usegmt=True)
    assert 1.0 < retry_wait(later, 5.0) <= 3.0
    past = format_datetime(datetime.now(timezone.utc) - timedelta(seconds=30), usegmt=True)
    assert retry_wait(past, 5.0) == 0.0


def test_503s_past_the_retry_budget_are_a_reject_by_default():
    script = Script(busy(), busy(), busy())
    verity = Verity("http://verity", retries=2, transport=httpx.MockTransport(script))
    decision = verity.validate_tool_calls([], available_tools=[])
    assert decision.rejected and decision.unavailable
    assert "503" in (decision.error or "")
    assert decision.answer is None and decision.alerts == []
    assert len(script.requests) == 3


def test_an_unreachable_verity_is_a_reject_then_pass_or_raise_when_switched():
    url = f"http://127.0.0.1:{closed_port()}"
    with Verity(url, retries=1) as verity:
        assert verity.validate_plan([], available_tools=[]).verdict == "reject"
    with Verity(url, retries=0, on_unavailable="pass") as verity:
        decision = verity.validate_plan([], available_tools=[])
        assert decision.verdict == "pass" and decision.unavailable
    with Verity(url, retries=0, on_unavailable="raise") as verity, \
            pytest.raises(VerityUnavailable):
        verity.validate_plan([], available_tools=[])


def test_an_answer_without_a_verdict_never_counts_as_a_pass():
    script = Script(httpx.Response(200, json={"hello": "proxy"}))
    decision = Verity("http://verity", transport=httpx.MockTransport(script)).validate_metadata({})
    assert decision.rejected and decision.unavailable


def test_a_422_raises_the_problem_naming_the_field_and_is_not_retried():
    problem = {"title": "Unprocessable Entity", "status": 422, "detail": "bad envelope",
               "errors": [{"path": "/total_pages", "message": "must be at least 1"}]}
    script = Script(httpx.Response(422, json=problem))
    verity = Verity("http://verity", on_unavailable="pass", transport=httpx.MockTransport(script))
    with pytest.raises(VerityError) as raised:
        verity.validate_boundaries(0, [])
    assert raised.value.status == 422
    assert "/total_pages: must be at least 1" in str(raised.value)
    assert len(script.requests) == 1


def test_token_headers_context_and_only_given_fields_are_sent():
    script = Script(httpx.Response(200, json=DECISION))
    verity = Verity("http://verity", token="s3cret", context={"provider": "openai"},
                    transport=httpx.MockTransport(script))
    verity.validate_metadata({"bank_name": "Westpac"}, as_of="2026-11-22",
                             headers={"traceparent": "00-" + "a" * 32 + "-" + "b" * 16 + "-01"})
    request = script.requests[0]
    assert request.url.path == "/validate/metadata"
    assert request.headers["Authorization"] == "Bearer s3cret"
    assert request.headers["traceparent"].startswith("00-aaaa")
    assert json.loads(request.content) == {"metadata": {"bank_name": "Westpac"},
                                           "as_of": "2026-11-22",
                                           "context": {"provider": "openai"}}


def test_a_tool_calls_answer_is_typed_by_the_generated_model():
    answer = {**DECISION, "verdict": "reject", "allowed": False, "calls": [
        {"index": 0, "id": "c1", "name": "nope", "allowed": False,
         "problems": ["toolcall.unknown_tool"]}],
        "alerts": [{"type": "hallucinated_tool", "severity": "critical",
                    "rule": "toolcall.unknown_tool", "description": "no such tool",
                    "path": "/tool_calls/0", "detected_value": "nope",
                    "expected_value": None, "confidence": 1.0}]}
    script = Script(httpx.Response(200, json=answer))
    decision = Verity("http://verity", transport=httpx.MockTransport(script)).validate_tool_calls(
        [{"type": "tool_use", "id": "c1", "name": "nope", "input": {}}], available_tools=[])
    assert isinstance(decision.answer, models.ValidateToolCallsPostResponse)
    assert decision.answer.calls[0].allowed is False
    assert decision.alerts[0].type == models.AlertType.hallucinated_tool
    assert decision.rules() == ["toolcall.unknown_tool"]


def ndjson_echo(request: httpx.Request) -> httpx.Response:
    """Answers an NDJSON batch like verity: one result per line (accepted when old == new),
    then the batch's totals."""
    items = [json.loads(line) for line in request.content.splitlines() if line]
    results = [{"index": i, "record_id": item["record_id"],
                "accepted": item["old_value"] == item["new_value"]} for i, item in enumerate(items)]
    accepted = sum(r["accepted"] for r in results)
    totals = {"total": len(items), "accepted": accepted, "rejected_confidence": 0,
              "rejected_semantics": len(items) - accepted, "unverified": 0, "invalid_input": 0,
              "acceptance_rate": accepted / len(items)}
    body = "".join(json.dumps(r) + "\n" for r in [*results, {"totals": totals}])
    return httpx.Response(200, content=body.encode(),
                          headers={"Content-Type": "application/x-ndjson"})


def test_a_long_stream_goes_in_batches_with_indexes_and_totals_of_the_whole_stream():
    requests = []

    def answer(request: httpx.Request) -> httpx.Response:
        requests.append(request)
        return ndjson_echo(request)

    items = [{"record_id": i, "field": "x", "old_value": "a", "new_value": "a" if i % 2 else "b"}
             for i in range(5)]
    verity = Verity("http://verity", transport=httpx.MockTransport(answer))
    out = list(verity.stream_transformations(items, batch_size=2, min_confidence=0.5))
    assert len(requests) == 3
    assert all(r.headers["Content-Type"] == "application/x-ndjson" for r in requests)
    assert requests[0].url.params["min_confidence"] == "0.5"
    assert [(r["index"], r["record_id"]) for r in out[:-1]] == [(i, i) for i in range(5)]
    assert out[-1] == {"totals": {"total": 5, "accepted": 2, "rejected_confidence": 0,
                                  "rejected_semantics": 3, "unverified": 0, "invalid_input": 0,
                                  "acceptance_rate": 0.4}}


def test_a_stream_refuses_to_stand_in_when_verity_is_unreachable():
    with Verity(f"http://127.0.0.1:{closed_port()}") as down, pytest.raises(VerityUnavailable):
        list(down.stream_transformations([{"field": "x", "old_value": "a", "new_value": "a"}]))


async def test_the_async_stream_batches_alike():
    items = [{"record_id": i, "field": "x", "old_value": "a", "new_value": "a"} for i in range(3)]
    async with AsyncVerity("http://verity", transport=httpx.MockTransport(ndjson_echo)) as verity:
        out = [line async for line in verity.stream_transformations(items, batch_size=2)]
    assert [r["index"] for r in out[:-1]] == [0, 1, 2]
    assert out[-1]["totals"]["accepted"] == 3


async def test_the_async_client_retries_and_fails_closed_alike():
    script = Script(busy(), httpx.Response(200, json=DECISION))
    async with AsyncVerity("http://verity", transport=httpx.MockTransport(script)) as verity:
        assert (await verity.verify_facts("t", facts={})).verdict == "pass"
    assert len(script.requests) == 2
    async with AsyncVerity(f"http://127.0.0.1:{closed_port()}", retries=0) as verity:
        decision = await verity.validate_tool_calls([], available_tools=[])
        assert decision.rejected and decision.unavailable


def test_a_live_stream_longer_than_the_socket_buffers_comes_back_whole(verity_url):
    rows = ({"record_id": i, "field": "dob", "old_value": "Jan 12, 1980",
             "new_value": "1980-01-12" if i % 4 else "1980-01-01"} for i in range(40000))
    with Verity(verity_url, timeout=60) as verity:
        out = list(verity.stream_transformations(rows))
    assert len(out) == 40001 and out[39999]["index"] == 39999
    assert out[-1]["totals"]["total"] == 40000
    assert out[-1]["totals"]["accepted"] == 30000
