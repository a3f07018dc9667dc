"""What the sync and async clients share: request bodies, answers, retries, fail-closed decisions.

No I/O here; `client.py` sends what this builds and hands back what it answers.
"""

from __future__ import annotations

import email.utils
import time
from dataclasses import dataclass, field
from typing import Any, Dict, List, Literal, Mapping, Optional, Sequence, Type

from pydantic import BaseModel, ValidationError

from . import models

JSON = Dict[str, Any]
Verdict = Literal["pass", "warn", "reject"]
FeedbackLabel = Literal["false_positive", "false_negative", "true_positive", "true_negative"]
OnUnavailable = Literal["reject", "pass", "raise"]

#: The answer model of each validation route (generated from openapi.yaml into `models`).
ANSWER_MODELS: Dict[str, Type[BaseModel]] = {
    "/validate/boundaries": models.Decision,
    "/validate/metadata": models.Decision,
    "/validate/plan": models.PlanDecision,
    "/validate/tool-calls": models.ValidateToolCallsPostResponse,
    "/verify-facts": models.FactsDecision,
    "/terms/restore": models.TermsRestorePostResponse,
    "/validate/transformations": models.TransformationsDecision,
    "/verify-citations": models.CitationsDecision,
}

SHARED = ("decision_id", "verdict", "alerts", "summary", "policy", "rules_version", "request_id")


class VerityError(Exception):
    """A request verity refused (4xx): the RFC 9457 problem details. Retrying will not help;
    the request itself is wrong, so this is raised whatever `on_unavailable` says."""

    def __init__(self, status: int, problem: JSON):
        self.status = status
        self.problem = problem
        errors = "; ".join(f"{e.get('path', '')}: {e.get('message', '')}"
                           for e in problem.get("errors", []) if isinstance(e, Mapping))
        super().__init__(f"{status} {problem.get('title', '')}: {problem.get('detail', '')}"
                         + (f" [{errors}]" if errors else ""))


class VerityUnavailable(Exception):
    """verity could not be reached, timed out, or answered 5xx after the retries. Raised only with
    `on_unavailable="raise"` (and by streams, which have no decision to stand in)."""


@dataclass(frozen=True)
class Decision:
    """One validation's result.

    `verdict` is what a pipeline branches on. `answer` is the whole answer as the typed model
    generated from openapi.yaml (`models.ValidateToolCallsPostResponse`, `models.FactsDecision`,
    ...);
    `decision["allowed"]` reads an endpoint's own fields from the raw JSON.

    When verity was unavailable the client stands in (fail-closed): `unavailable` is True,
    `verdict` is `"reject"` (or `"pass"` with `on_unavailable="pass"`), `answer` is None, there
    are no alerts, and `error` says what went wrong.
    """

    verdict: Verdict
    raw: JSON = field(default_factory=dict)
    answer: Optional[BaseModel] = None
    unavailable: bool = False
    error: Optional[str] = None

    @property
    def rejected(self) -> bool:
        return self.verdict == "reject"

    @property
    def decision_id(self) -> Optional[str]:
        return self.raw.get("decision_id")

    @property
    def request_id(self) -> Optional[str]:
        return self.raw.get("request_id")

    @property
    def rules_version(self) -> Optional[str]:
        return self.raw.get("rules_version")

    @property
    def summary(self) -> JSON:
        """Alert counts: `total`, `by_severity`, `by_type` (empty when unavailable)."""
        return self.raw.get("summary", {})

    @property
    def policy(self) -> JSON:
        """The rejection policy applied (thresholds, per-rule severities)."""
        return self.raw.get("policy", {})

    @property
    def alerts(self) -> List[models.Alert]:
        """The alerts, typed (rule, type, severity, path, detected/expected value...)."""
        answer_alerts = getattr(self.answer, "alerts", None)
        if answer_alerts is not None:
            return list(answer_alerts)
        return [models.Alert.model_validate(a) for a in self.raw.get("alerts", [])]

    @property
    def fields(self) -> JSON:
        """Everything the endpoint answered besides the shared model (`allowed`, `feedback`...)."""
        return {k: v for k, v in self.raw.items() if k not in SHARED}

    def rules(self) -> List[str]:
        """The rule ids that fired, in the order of the alerts."""
        return [a.get("rule", "") for a in self.raw.get("alerts", [])]

    def __getitem__(self, key: str) -> Any:
        return self.raw[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.raw.get(key, default)


def decision_from(path: str, raw: JSON) -> Decision:
    """The typed decision of a 200 answer. An answer the generated model cannot read (a newer
    verity with a field this client does not know the type of) keeps `answer=None`, never raises:
    the verdict is still the service's."""
    model = ANSWER_MODELS.get(path, models.Decision)
    try:
        answer: Optional[BaseModel] = model.model_validate(raw)
    except ValidationError:
        answer = None
    verdict = raw.get("verdict")
    if verdict not in ("pass", "warn", "reject"):
        # Not a decision at all: never let it count as a pass.
        return Decision(verdict="reject", raw=raw, answer=None, unavailable=True,
                        error="the answer carries no verdict")
    return Decision(verdict=verdict, raw=raw, answer=answer)


def stand_in(on_unavailable: OnUnavailable, error: str) -> Decision:
    """The decision used when verity cannot answer: reject (fail-closed, the default) or pass."""
    if on_unavailable == "raise":
        raise VerityUnavailable(error)
    verdict: Verdict = "pass" if on_unavailable == "pass" else "reject"
    return Decision(verdict=verdict, unavailable=True, error=error)


def body_of(fields: Mapping[str, Any], *, as_of: Optional[str], policy: Optional[JSON],
            context: Optional[JSON], default_context: Mapping[str, Any]) -> JSON:
    """The JSON body: the given fields (None left out), the common envelope, merged context."""
    body = {k: v for k, v in fields.items() if v is not None}
    if as_of is not None:
        body["as_of"] = as_of
    if policy is not None:
        body["policy"] = policy
    merged = {**default_context, **(context or {})}
    if merged:
        body["context"] = merged
    return body


def retry_wait(retry_after: Optional[str], cap: float) -> float:
    """Seconds to wait before the next attempt: `Retry-After` as delta-seconds or an HTTP date,
    1 s when absent or unreadable, never negative, never over `cap`."""
    if retry_after is None:
        return min(1.0, cap)
    value = retry_after.strip()
    try:
        wait = float(value)
    except ValueError:
        try:
            when = email.utils.parsedate_to_datetime(value)
            wait = when.timestamp() - time.time()
        except (TypeError, ValueError, IndexError, OverflowError):
            wait = 1.0
    if wait != wait:  # NaN
        wait = 1.0
    return max(0.0, min(wait, cap))


def problem_of(status: int, reason: str, text: str, parsed: Any) -> JSON:
    if isinstance(parsed, dict):
        return parsed
    return {"title": reason, "status": status, "detail": text[:200]}


def clean(items: Optional[Sequence[Any]]) -> Optional[List[Any]]:
    return list(items) if items is not None else None
