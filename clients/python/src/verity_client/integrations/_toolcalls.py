"""Which of an LLM's tool calls may run: one `/validate/tool-calls` call for all of them.

The SDK adapters turn their objects into (the SDK object, its JSON) pairs; this module sends the
JSON and maps each call's `allowed` back onto the SDK object it came from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Dict, Generic, List, Mapping, Optional, Sequence, Tuple, TypeVar

from .._core import Decision

Call = TypeVar("Call")


@dataclass(frozen=True)
class Blocked(Generic[Call]):
    """A call that must not run, and the rule ids that stopped it."""

    call: Call
    problems: List[str]


@dataclass(frozen=True)
class ToolCallCheck(Generic[Call]):
    """The result of checking one model answer's tool calls.

    `allowed`: the calls that may run, in the model's order (the SDK objects themselves).
    `blocked`: the others with their rule ids. `all_allowed`: run the turn as the model wrote it.
    When verity was unavailable and the client fails closed, every call is blocked with the
    problem `verity.unavailable`; failing open, every call is allowed.
    """

    decision: Decision
    allowed: List[Call] = field(default_factory=list)
    blocked: List[Blocked[Call]] = field(default_factory=list)

    @property
    def all_allowed(self) -> bool:
        return not self.blocked

    @property
    def verdict(self) -> str:
        return self.decision.verdict

    def feedback(self) -> str:
        """A short text for the model: which calls were refused and why (from the alerts)."""
        lines = [f"- {alert.rule}: {alert.description} (at {alert.path})"
                 for alert in self.decision.alerts]
        if self.decision.unavailable:
            lines.append("- the tool calls could not be validated; none were run")
        return "\n".join(lines)


def split(decision: Decision, pairs: Sequence[Tuple[Any, Mapping[str, Any]]]) -> ToolCallCheck:
    """Maps the decision's per-call `allowed` onto the SDK objects, by index."""
    calls = [call for call, _ in pairs]
    if decision.unavailable:
        if decision.rejected:
            return ToolCallCheck(decision, [], [Blocked(c, ["verity.unavailable"]) for c in calls])
        return ToolCallCheck(decision, calls, [])
    verdicts: Dict[int, Mapping[str, Any]] = {}
    for entry in decision.get("calls") or []:
        if isinstance(entry, Mapping) and isinstance(entry.get("index"), int):
            verdicts[entry["index"]] = entry
    allowed: List[Any] = []
    blocked: List[Blocked[Any]] = []
    for index, call in enumerate(calls):
        entry = verdicts.get(index)
        # A call the answer does not mention is not known to be safe: blocked.
        if entry is not None and entry.get("allowed") is True:
            allowed.append(call)
        else:
            problems = list(entry.get("problems") or []) if entry else ["verity.no_verdict"]
            blocked.append(Blocked(call, problems))
    return ToolCallCheck(decision, allowed, blocked)


def dump(obj: Any) -> Dict[str, Any]:
    """The JSON of an SDK object (pydantic models in both SDKs), or a mapping as is."""
    if isinstance(obj, Mapping):
        return dict(obj)
    model_dump = getattr(obj, "model_dump", None)
    if model_dump is None:
        raise TypeError(f"not a tool call object: {type(obj).__name__}")
    return model_dump(mode="json", exclude_none=True)


def tools_json(tools: Optional[Sequence[Any]]) -> Optional[List[Any]]:
    """A tool catalog as JSON (SDK `ToolParam` typed dicts are plain dicts already)."""
    if tools is None:
        return None
    return [dump(t) for t in tools]
