"""The sync (`Verity`) and async (`AsyncVerity`) clients, on httpx.

Both have the same methods; the async ones are awaited. Every validation answers a `Decision`.
verity unreachable, timing out, or answering 5xx after the retries is *fail-closed* by default:
the call answers a stand-in decision with `verdict == "reject"` and `unavailable == True`, so a
pipeline that branches on the verdict lets nothing through unchecked. `on_unavailable="pass"`
lets traffic through instead (fail-open), `"raise"` raises `VerityUnavailable`. A 4xx (the
request is wrong) always raises `VerityError`. A 503 is retried, waiting what `Retry-After` says.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
from typing import (Any, AsyncIterator, Dict, Iterable, Iterator, List, Literal, Mapping, Optional,
                    Sequence)

import httpx

from ._core import (JSON, Decision, FeedbackLabel, OnUnavailable, VerityError, VerityUnavailable,
                    body_of, clean, decision_from, problem_of, retry_wait, stand_in)

DEFAULT_URL = "http://127.0.0.1:8080"


def default_url() -> str:
    """`VERITY_URL` from the environment, else verity's default bind."""
    return os.environ.get("VERITY_URL") or DEFAULT_URL
NDJSON = "application/x-ndjson"


class _Endpoints:
    """One method per route; `_decide` / `_post` are the sync or async transport."""

    _context: Dict[str, Any]

    def _decide(self, path: str, body: JSON, headers: Optional[Mapping[str, str]]) -> Any:
        raise NotImplementedError

    def _post(self, path: str, body: JSON) -> Any:
        raise NotImplementedError

    def _post_json(self, path: str, body: JSON) -> Any:
        raise NotImplementedError

    def _common(self, fields: Mapping[str, Any], as_of: Optional[str] = None,
                policy: Optional[JSON] = None, context: Optional[JSON] = None) -> JSON:
        return body_of(fields, as_of=as_of, policy=policy, context=context,
                       default_context=self._context)

    # -- documents --------------------------------------------------------------------------

    def validate_boundaries(self, total_pages: int, boundaries: Sequence[Any], *,
                            document_text: Optional[str] = None,
                            pages: Optional[Sequence[str]] = None,
                            headers: Optional[Mapping[str, str]] = None, **common: Any) -> Any:
        return self._decide("/validate/boundaries", self._common({
            "total_pages": total_pages, "boundaries": list(boundaries),
            "document_text": document_text, "pages": clean(pages)}, **common), headers)

    def validate_metadata(self, metadata: Mapping[str, Any], *,
                          document_text: Optional[str] = None,
                          page_range: Optional[Sequence[int]] = None,
                          headers: Optional[Mapping[str, str]] = None, **common: Any) -> Any:
        return self._decide("/validate/metadata", self._common({
            "metadata": dict(metadata), "document_text": document_text,
            "page_range": clean(page_range)}, **common), headers)

    # -- agents -----------------------------------------------------------------------------

    def validate_plan(self, plan: Sequence[Any], *, available_tools: Optional[Any] = None,
                      mcp_tools: Optional[Any] = None, registry: Optional[str] = None,
                      headers: Optional[Mapping[str, str]] = None, **common: Any) -> Any:
        """Fields: `valid`, `feedback` (text for the planner), `execution_order`."""
        return self._decide("/validate/plan", self._common({
            "plan": list(plan), "available_tools": available_tools, "mcp_tools": mcp_tools,
            "registry": registry}, **common), headers)

    def validate_tool_calls(self, tool_calls: Sequence[Any], *,
                            available_tools: Optional[Any] = None,
                            mcp_tools: Optional[Any] = None, registry: Optional[str] = None,
                            headers: Optional[Mapping[str, str]] = None, **common: Any) -> Any:
        """OpenAI Chat `tool_calls`, Responses `function_call` items, Anthropic `tool_use` blocks
        or Gemini `functionCall` parts, as JSON. Fields: `allowed`, `calls` (each `allowed`)."""
        return self._decide("/validate/tool-calls", self._common({
            "tool_calls": list(tool_calls), "available_tools": available_tools,
            "mcp_tools": mcp_tools, "registry": registry}, **common), headers)

    def plan_prompt(self, *, available_tools: Optional[Any] = None,
                    mcp_tools: Optional[Any] = None, registry: Optional[str] = None) -> Any:
        """The tool-list block for a planner's prompt (a string)."""
        return self._post("/prompts/plan", {k: v for k, v in {
            "available_tools": available_tools, "mcp_tools": mcp_tools,
            "registry": registry}.items() if v is not None})

    # -- texts ------------------------------------------------------------------------------

    def verify_facts(self, text: str, *, facts: Optional[Mapping[str, Sequence[Any]]] = None,
                     source_text: Optional[str] = None,
                     known_terms: Optional[Sequence[str]] = None,
                     mode: Literal["verify", "correct"] = "verify",
                     date_format: Optional[str] = None,
                     headers: Optional[Mapping[str, str]] = None, **common: Any) -> Any:
        """Fields: `ok`, `missing_facts`, `invented_facts`; in correct mode also
        `corrected_text`, `was_corrected`, `corrections`."""
        return self._decide("/verify-facts", self._common({
            "text": text, "facts": dict(facts) if facts is not None else None,
            "source_text": source_text, "known_terms": clean(known_terms), "mode": mode,
            "date_format": date_format}, **common), headers)

    def facts_prompt(self, facts: Mapping[str, Sequence[Any]], **extra: Any) -> Any:
        """The facts block for a writer's prompt (a string)."""
        return self._post("/prompts/facts", {"facts": dict(facts), **extra})

    def protect_terms(self, text: str, terms: Sequence[str]) -> Any:
        """`{"protected_text", "markers"}`: send `protected_text` to the LLM, keep `markers`."""
        return self._post_json("/terms/protect", {"text": text, "terms": list(terms)})

    def restore_terms(self, text: str, markers: Mapping[str, str], *,
                      headers: Optional[Mapping[str, str]] = None, **common: Any) -> Any:
        """Fields: `restored_text`, `lost_markers`, `unknown_markers`."""
        return self._decide("/terms/restore", self._common(
            {"text": text, "markers": dict(markers)}, **common), headers)

    # -- values -----------------------------------------------------------------------------

    def validate_transformations(self, transformations: Sequence[Mapping[str, Any]], *,
                                 min_confidence: Optional[float] = None,
                                 price_tolerance: Optional[float] = None,
                                 date_fallback: Optional[str] = None,
                                 headers: Optional[Mapping[str, str]] = None,
                                 **common: Any) -> Any:
        """Fields: `results` (one per item, each `accepted`) and `totals`."""
        return self._decide("/validate/transformations", self._common({
            "transformations": [dict(t) for t in transformations],
            "min_confidence": min_confidence, "price_tolerance": price_tolerance,
            "date_fallback": date_fallback}, **common), headers)

    # -- RAG --------------------------------------------------------------------------------

    def verify_citations(self, answer: Optional[str], sources: Sequence[Mapping[str, Any]], *,
                         question: Optional[str] = None,
                         retrieval_confidence: Optional[float] = None,
                         strict: Optional[bool] = None,
                         headers: Optional[Mapping[str, str]] = None, **common: Any) -> Any:
        """Fields: `action` (`answer` | `fallback` ...), `classification`, `claims`."""
        return self._decide("/verify-citations", self._common({
            "answer": answer, "sources": [dict(s) for s in sources], "question": question,
            "retrieval_confidence": retrieval_confidence, "strict": strict}, **common), headers)


def _ndjson_params(min_confidence: Optional[float], price_tolerance: Optional[float],
                   date_fallback: Optional[str]) -> Dict[str, str]:
    params = {"min_confidence": min_confidence, "price_tolerance": price_tolerance,
              "date_fallback": date_fallback}
    return {k: str(v) for k, v in params.items() if v is not None}


#: Lines per NDJSON request (see `Verity.stream_transformations`): about 1 MB of answers.
STREAM_BATCH = 5000
_COUNTS = ("total", "accepted", "rejected_confidence", "rejected_semantics", "unverified",
           "invalid_input")


def _batches(transformations: Iterable[Mapping[str, Any]], size: int) -> Iterator[List[bytes]]:
    """NDJSON lines, `size` at a time (never an empty batch)."""
    batch: List[bytes] = []
    for item in transformations:
        batch.append(json.dumps(dict(item), separators=(",", ":")).encode() + b"\n")
        if len(batch) >= max(1, size):
            yield batch
            batch = []
    if batch:
        yield batch


def _shifted(line: JSON, offset: int) -> JSON:
    """A batch's result with `index` counted from the stream's first item."""
    if offset and isinstance(line.get("index"), int):
        return {**line, "index": line["index"] + offset}
    return line


class _Totals:
    """The whole stream's `totals`: the batches' counts added up, the rate recomputed."""

    def __init__(self) -> None:
        self.counts = dict.fromkeys(_COUNTS, 0)

    @property
    def total(self) -> int:
        return self.counts["total"]

    def add(self, totals: Mapping[str, Any]) -> None:
        for key in _COUNTS:
            value = totals.get(key)
            if isinstance(value, int):
                self.counts[key] += value

    def as_json(self) -> JSON:
        total = self.counts["total"]
        return {**self.counts,
                "acceptance_rate": self.counts["accepted"] / total if total else None}


class Verity(_Endpoints):
    """A client for one verity instance. Thread-safe; reuse one per process (keep-alive).

    `base_url`: default `VERITY_URL` from the environment, else `http://127.0.0.1:8080`.
    `on_unavailable`: `"reject"` (default, fail-closed), `"pass"` (fail-open) or `"raise"`.
    `retries`: attempts after the first on a 503 (waiting `Retry-After`, at most
    `max_retry_wait` seconds each) or on a refused connection. `headers` go with every request
    (e.g. `traceparent`); each method also takes `headers=` for one call.
    """

    def __init__(self, base_url: Optional[str] = None, *, token: Optional[str] = None,
                 timeout: float = 5.0, retries: int = 3, max_retry_wait: float = 5.0,
                 context: Optional[JSON] = None, on_unavailable: OnUnavailable = "reject",
                 headers: Optional[Mapping[str, str]] = None,
                 transport: Optional[httpx.BaseTransport] = None):
        all_headers = dict(headers or {})
        if token:
            all_headers["Authorization"] = f"Bearer {token}"
        self._http = httpx.Client(base_url=base_url or default_url(), timeout=timeout,
                                  headers=all_headers, transport=transport)
        self._retries = retries
        self._max_retry_wait = max_retry_wait
        self._context = dict(context or {})
        self.on_unavailable: OnUnavailable = on_unavailable

    def __enter__(self) -> "Verity":
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        """The answer, after the retries; raises VerityError (4xx) or VerityUnavailable."""
        attempt = 0
        while True:
            try:
                response = self._http.request(method, path, **kwargs)
            except httpx.TransportError as error:
                if isinstance(error, httpx.ConnectError) and attempt < self._retries:
                    attempt += 1
                    time.sleep(min(0.1 * attempt, self._max_retry_wait))
                    continue
                raise VerityUnavailable(f"{type(error).__name__}: {error}") from error
            if response.status_code != 503 or attempt >= self._retries:
                break
            attempt += 1
            time.sleep(retry_wait(response.headers.get("Retry-After"), self._max_retry_wait))
        if response.status_code >= 500:
            raise VerityUnavailable(f"HTTP {response.status_code} after {attempt + 1} attempts")
        if response.status_code >= 400:
            try:
                parsed = response.json()
            except ValueError:
                parsed = None
            raise VerityError(response.status_code, problem_of(
                response.status_code, response.reason_phrase, response.text, parsed))
        return response

    def _decide(self, path: str, body: JSON, headers: Optional[Mapping[str, str]]) -> Decision:
        try:
            response = self._send("POST", path, json=body, headers=headers)
            raw = response.json()
        except VerityUnavailable as error:
            return stand_in(self.on_unavailable, str(error))
        except ValueError as error:
            return stand_in(self.on_unavailable, f"the answer is not JSON: {error}")
        return decision_from(path, raw)

    def _post(self, path: str, body: JSON) -> str:
        return self._post_json(path, body)["prompt"]

    def _post_json(self, path: str, body: JSON) -> JSON:
        return self._send("POST", path, json=body).json()

    def stream_transformations(self, transformations: Iterable[Mapping[str, Any]], *,
                               min_confidence: Optional[float] = None,
                               price_tolerance: Optional[float] = None,
                               date_fallback: Optional[str] = None,
                               headers: Optional[Mapping[str, str]] = None,
                               batch_size: int = STREAM_BATCH) -> Iterator[JSON]:
        """Any number of transformations as NDJSON, memory flat on both sides: yields one result
        per item in input order (`index` counts from the first item), then one `{"totals": ...}`
        for the whole stream. Sent `batch_size` lines per request: httpx sends a whole body
        before it reads the answer, and verity answers while it reads, so one unbounded request
        would stall once the unread answers fill the socket buffers. A stream has no decision to
        stand in: verity unavailable raises `VerityUnavailable` (nothing more is accepted)."""
        params = _ndjson_params(min_confidence, price_tolerance, date_fallback)
        totals = _Totals()
        for batch in _batches(transformations, batch_size):
            offset = totals.total
            for line in self._stream_batch(batch, params, headers):
                if "totals" in line and "index" not in line:
                    totals.add(line["totals"])
                else:
                    yield _shifted(line, offset)
        yield {"totals": totals.as_json()}

    def _stream_batch(self, batch: List[bytes], params: Dict[str, str],
                      headers: Optional[Mapping[str, str]]) -> Iterator[JSON]:
        try:
            with self._http.stream("POST", "/validate/transformations", content=b"".join(batch),
                                   params=params,
                                   headers={**(headers or {}), "Content-Type": NDJSON}) as answer:
                if answer.status_code >= 400:
                    answer.read()
                    if answer.status_code >= 500:
                        raise VerityUnavailable(f"HTTP {answer.status_code}")
                    raise VerityError(answer.status_code, problem_of(
                        answer.status_code, answer.reason_phrase, answer.text,
                        _json_or_none(answer)))
                for line in answer.iter_lines():
                    if line:
                        yield json.loads(line)
        except httpx.TransportError as error:
            raise VerityUnavailable(f"{type(error).__name__}: {error}") from error

    # -- operations -------------------------------------------------------------------------

    def feedback(self, decision_id: str, label: FeedbackLabel, note: Optional[str] = None) -> None:
        self._send("POST", "/feedback", json={k: v for k, v in {
            "decision_id": decision_id, "label": label, "note": note}.items() if v is not None})

    def rules(self) -> List[JSON]:
        return self._send("GET", "/rules").json()["rules"]

    def healthy(self) -> bool:
        return self._probe("/healthz")

    def ready(self) -> bool:
        return self._probe("/readyz")

    def _probe(self, path: str) -> bool:
        try:
            return self._http.get(path).status_code == 200
        except httpx.HTTPError:
            return False


class AsyncVerity(_Endpoints):
    """The async client: the same methods and options as `Verity`, each awaited
    (`async for` over `stream_transformations`)."""

    def __init__(self, base_url: Optional[str] = None, *, token: Optional[str] = None,
                 timeout: float = 5.0, retries: int = 3, max_retry_wait: float = 5.0,
                 context: Optional[JSON] = None, on_unavailable: OnUnavailable = "reject",
                 headers: Optional[Mapping[str, str]] = None,
                 transport: Optional[httpx.AsyncBaseTransport] = None):
        all_headers = dict(headers or {})
        if token:
            all_headers["Authorization"] = f"Bearer {token}"
        self._http = httpx.AsyncClient(base_url=base_url or default_url(), timeout=timeout,
                                       headers=all_headers, transport=transport)
        self._retries = retries
        self._max_retry_wait = max_retry_wait
        self._context = dict(context or {})
        self.on_unavailable: OnUnavailable = on_unavailable

    async def __aenter__(self) -> "AsyncVerity":
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _send(self, method: str, path: str, **kwargs: Any) -> httpx.Response:
        attempt = 0
        while True:
            try:
                response = await self._http.request(method, path, **kwargs)
            except httpx.TransportError as error:
                if isinstance(error, httpx.ConnectError) and attempt < self._retries:
                    attempt += 1
                    await asyncio.sleep(min(0.1 * attempt, self._max_retry_wait))
                    continue
                raise VerityUnavailable(f"{type(error).__name__}: {error}") from error
            if response.status_code != 503 or attempt >= self._retries:
                break
            attempt += 1
            await asyncio.sleep(retry_wait(response.headers.get("Retry-After"),
                                           self._max_retry_wait))
        if response.status_code >= 500:
            raise VerityUnavailable(f"HTTP {response.status_code} after {attempt + 1} attempts")
        if response.status_code >= 400:
            try:
                parsed = response.json()
            except ValueError:
                parsed = None
            raise VerityError(response.status_code, problem_of(
                response.status_code, response.reason_phrase, response.text, parsed))
        return response

    async def _decide(self, path: str, body: JSON,
                      headers: Optional[Mapping[str, str]]) -> Decision:
        try:
            response = await self._send("POST", path, json=body, headers=headers)
            raw = response.json()
        except VerityUnavailable as error:
            return stand_in(self.on_unavailable, str(error))
        except ValueError as error:
            return stand_in(self.on_unavailable, f"the answer is not JSON: {error}")
        return decision_from(path, raw)

    async def _post(self, path: str, body: JSON) -> str:
        return (await self._post_json(path, body))["prompt"]

    async def _post_json(self, path: str, body: JSON) -> JSON:
        return (await self._send("POST", path, json=body)).json()

    async def stream_transformations(self, transformations: Iterable[Mapping[str, Any]], *,
                                     min_confidence: Optional[float] = None,
                                     price_tolerance: Optional[float] = None,
                                     date_fallback: Optional[str] = None,
                                     headers: Optional[Mapping[str, str]] = None,
                                     batch_size: int = STREAM_BATCH) -> AsyncIterator[JSON]:
        """As `Verity.stream_transformations`, for `async for`."""
        params = _ndjson_params(min_confidence, price_tolerance, date_fallback)
        totals = _Totals()
        for batch in _batches(transformations, batch_size):
            offset = totals.total
            try:
                async with self._http.stream("POST", "/validate/transformations",
                                             content=b"".join(batch), params=params,
                                             headers={**(headers or {}), "Content-Type": NDJSON}
                                             ) as answer:
                    if answer.status_code >= 400:
                        await answer.aread()
                        if answer.status_code >= 500:
                            raise VerityUnavailable(f"HTTP {answer.status_code}")
                        raise VerityError(answer.status_code, problem_of(
                            answer.status_code, answer.reason_phrase, answer.text,
                            _json_or_none(answer)))
                    async for raw in answer.aiter_lines():
                        if not raw:
                            continue
                        line = json.loads(raw)
                        if "totals" in line and "index" not in line:
                            totals.add(line["totals"])
                        else:
                            yield _shifted(line, offset)
            except httpx.TransportError as error:
                raise VerityUnavailable(f"{type(error).__name__}: {error}") from error
        yield {"totals": totals.as_json()}

    async def feedback(self, decision_id: str, label: FeedbackLabel,
                       note: Optional[str] = None) -> None:
        await self._send("POST", "/feedback", json={k: v for k, v in {
            "decision_id": decision_id, "label": label, "note": note}.items() if v is not None})

    async def rules(self) -> List[JSON]:
        return (await self._send("GET", "/rules")).json()["rules"]

    async def healthy(self) -> bool:
        return await self._probe("/healthz")

    async def ready(self) -> bool:
        return await self._probe("/readyz")

    async def _probe(self, path: str) -> bool:
        try:
            return (await self._http.get(path)).status_code == 200
        except httpx.HTTPError:
            return False


def _json_or_none(response: httpx.Response) -> Any:
    try:
        return response.json()
    except ValueError:
        return None


__all__ = ["Verity", "AsyncVerity", "Decision", "VerityError", "VerityUnavailable"]
