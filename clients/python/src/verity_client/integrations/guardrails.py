"""Guardrails AI validators that run verity's facts and citations checks.

    from guardrails import Guard
    from verity_client.integrations.guardrails import VerityFacts

    guard = Guard().use(VerityFacts(facts={"amounts": ["$1,234.50"]}, on_fail="exception"))
    guard.validate("Your balance is $1,234.50.")

`VerityFacts` fails when the text drops, alters or invents a fact (`/verify-facts`' `ok` is
false, or the verdict is reject); with
`mode="correct"` its `fix_value` is verity's corrected text (use `on_fail="fix"`).
`VerityCitations` fails when a RAG answer is not grounded in its `sources` (`/verify-citations`,
action other than `answer`); sources may also come per call in `metadata={"sources": [...]}`.
Both take `url=` (default `VERITY_URL`, else `http://127.0.0.1:8080`) or a `verity=Verity(...)`
client; verity unavailable fails the validation (fail-closed) unless the client was built with
`on_unavailable="pass"`.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Union

from guardrails.validator_base import (FailResult, OnFailAction, PassResult, ValidationResult,
                                       Validator, register_validator)

from .._core import Decision
from ..client import Verity

OnFail = Optional[Union[Callable[..., Any], OnFailAction, str]]


def _messages(decision: Decision, what: str) -> str:
    if decision.unavailable:
        return f"{what} could not be verified: verity unavailable ({decision.error})"
    return "; ".join(f"{a.rule}: {a.description}" for a in decision.alerts) or what


class _VerityValidator(Validator):
    def __init__(self, *, url: Optional[str] = None, verity: Optional[Verity] = None,
                 on_fail: OnFail = None, **kwargs: Any):
        super().__init__(on_fail=on_fail, url=url, **kwargs)
        self._verity = verity or Verity(url)


@register_validator(name="verity/facts", data_type="string")
class VerityFacts(_VerityValidator):
    """The text keeps every canonical fact and invents none (verity's `/verify-facts`).

    `facts`: the canonical facts by type (`{"dates": [...], "amounts": [...], ...}`), or per call
    as `metadata["facts"]`; `source_text`, `known_terms`, `mode` ("verify" or "correct") and
    `policy` as for `Verity.verify_facts`."""

    def __init__(self, facts: Optional[Mapping[str, Sequence[Any]]] = None, *,
                 source_text: Optional[str] = None, known_terms: Optional[Sequence[str]] = None,
                 mode: str = "verify", policy: Optional[Dict[str, Any]] = None,
                 url: Optional[str] = None, verity: Optional[Verity] = None,
                 on_fail: OnFail = None):
        super().__init__(url=url, verity=verity, on_fail=on_fail, facts=facts,
                         source_text=source_text, known_terms=known_terms, mode=mode)
        self._facts = dict(facts) if facts is not None else None
        self._source_text = source_text
        self._known_terms = list(known_terms) if known_terms is not None else None
        self._mode = mode
        self._policy = policy

    def _validate(self, value: Any, metadata: Dict[str, Any]) -> ValidationResult:
        decision = self._verity.verify_facts(
            str(value), facts=metadata.get("facts", self._facts),
            source_text=metadata.get("source_text", self._source_text),
            known_terms=self._known_terms, mode=self._mode,  # type: ignore[arg-type]
            policy=self._policy)
        if not decision.rejected and decision.get("ok") is not False:
            return PassResult()
        return FailResult(error_message=_messages(decision, "the facts"),
                          fix_value=decision.get("corrected_text"),
                          metadata={"decision_id": decision.decision_id,
                                    "rules": decision.rules()})


@register_validator(name="verity/citations", data_type="string")
class VerityCitations(_VerityValidator):
    """A RAG answer is grounded in the passages it was given (verity's `/verify-citations`):
    passes only when verity's `action` is `answer`.

    `sources`: `[{"id", "text", "score"?}]`, or per call as `metadata["sources"]`; `question`
    likewise (`metadata["question"]`); `strict` as for `Verity.verify_citations`."""

    def __init__(self, sources: Optional[Sequence[Mapping[str, Any]]] = None, *,
                 question: Optional[str] = None, strict: Optional[bool] = None,
                 url: Optional[str] = None, verity: Optional[Verity] = None,
                 on_fail: OnFail = None):
        super().__init__(url=url, verity=verity, on_fail=on_fail, sources=sources,
                         question=question, strict=strict)
        self._sources: List[Mapping[str, Any]] = list(sources or [])
        self._question = question
        self._strict = strict

    def _validate(self, value: Any, metadata: Dict[str, Any]) -> ValidationResult:
        decision = self._verity.verify_citations(
            str(value), metadata.get("sources", self._sources),
            question=metadata.get("question", self._question), strict=self._strict)
        if decision.get("action") == "answer" and not decision.rejected:
            return PassResult()
        if decision.unavailable and not decision.rejected:
            return PassResult()
        return FailResult(error_message=_messages(decision, "the answer's grounding"),
                          metadata={"decision_id": decision.decision_id,
                                    "action": decision.get("action"),
                                    "rules": decision.rules()})


__all__ = ["VerityFacts", "VerityCitations"]
