"""verity as LangGraph nodes: validate a plan or an AI message's tool calls, then route.

    from langgraph.graph import END, START, StateGraph
    from verity_client.integrations.langgraph import VerityState, plan_node, route

    class State(VerityState):
        task: str
        plan: list

    graph = StateGraph(State)
    graph.add_node("planner", planner)          # reads state.get("verity", {}).get("feedback")
    graph.add_node("verity", plan_node(verity, available_tools=tools))
    graph.add_node("execute", execute)
    graph.add_edge(START, "planner")
    graph.add_edge("planner", "verity")
    graph.add_conditional_edges("verity", route(valid="execute", invalid="planner"))
    graph.add_edge("execute", END)

Each node writes one state key, `verity` (a `VerityResult`): `verdict`, `valid`, `feedback` (the
text to hand back to the planning model), `rejections` (how many times in a row this node has
refused), and for tool calls the ids that may run. `route` sends a valid result on, an invalid
one back to re-plan, and gives up (to `END` by default) after `max_rejections`. verity
unavailable: the client's fail-closed stand-in is not valid, so nothing runs unchecked.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, TypedDict

from ._toolcalls import split, tools_json


class VerityResult(TypedDict, total=False):
    verdict: str
    valid: bool
    feedback: Optional[str]
    rejections: int
    unavailable: bool
    execution_order: Optional[List[str]]
    allowed_call_ids: List[str]
    blocked_call_ids: List[str]


class VerityState(TypedDict, total=False):
    """Mix into a graph's state (`class State(VerityState): ...`) for the `verity` key."""

    verity: VerityResult


def _rejections(state: Mapping[str, Any], valid: bool) -> int:
    previous = state.get("verity") or {}
    return 0 if valid else int(previous.get("rejections", 0)) + 1


def plan_node(verity: Any, *, available_tools: Optional[Sequence[Any]] = None,
              plan_key: str = "plan", **options: Any) -> Callable[[Mapping[str, Any]], Dict]:
    """A node that validates `state[plan_key]` with `/validate/plan`. `options`: `registry`,
    `mcp_tools`, `policy`, `context`, `headers`... as for `Verity.validate_plan`."""
    tools = tools_json(available_tools)

    def verity_plan(state: Mapping[str, Any]) -> Dict[str, VerityResult]:
        decision = verity.validate_plan(list(state.get(plan_key) or []),
                                        available_tools=tools, **options)
        valid = (not decision.rejected) and decision.get("valid", not decision.unavailable)
        feedback = decision.get("feedback")
        if decision.unavailable:
            feedback = "The plan could not be validated (verity unavailable)."
        return {"verity": VerityResult(
            verdict=decision.verdict, valid=bool(valid), feedback=None if valid else feedback,
            rejections=_rejections(state, bool(valid)), unavailable=decision.unavailable,
            execution_order=decision.get("execution_order"))}

    return verity_plan


def _as_tool_use(call: Any) -> Dict[str, Any]:
    """A LangChain tool call (`{"name", "args", "id"}`) as an Anthropic-style `tool_use` block,
    which verity reads as is; an OpenAI-shaped dict passes through unchanged."""
    if isinstance(call, Mapping) and "args" in call and "function" not in call:
        return {"type": "tool_use", "id": call.get("id"), "name": call.get("name"),
                "input": call.get("args")}
    if isinstance(call, Mapping):
        return dict(call)
    dump = getattr(call, "model_dump", None)
    return dump(mode="json", exclude_none=True) if dump else {"value": repr(call)}


def tool_calls_node(verity: Any, *, available_tools: Optional[Sequence[Any]] = None,
                    messages_key: str = "messages",
                    **options: Any) -> Callable[[Mapping[str, Any]], Dict]:
    """A node that validates the tool calls of the last message in `state[messages_key]` (a
    LangChain `AIMessage`'s `tool_calls`, or a dict with `tool_calls`). `allowed_call_ids` are
    the calls that may run; `valid` is true when all may."""
    tools = tools_json(available_tools)

    def verity_tool_calls(state: Mapping[str, Any]) -> Dict[str, VerityResult]:
        messages = state.get(messages_key) or []
        last = messages[-1] if messages else None
        if isinstance(last, Mapping):
            calls = list(last.get("tool_calls") or [])
        else:
            calls = list(getattr(last, "tool_calls", None) or [])
        pairs = [(call, _as_tool_use(call)) for call in calls]
        decision = verity.validate_tool_calls([j for _, j in pairs], available_tools=tools,
                                              **options)
        check = split(decision, pairs)
        valid = check.all_allowed and not decision.rejected
        return {"verity": VerityResult(
            verdict=decision.verdict, valid=valid, feedback=None if valid else check.feedback(),
            rejections=_rejections(state, valid), unavailable=decision.unavailable,
            allowed_call_ids=[str(j.get("id")) for c, j in pairs if c in check.allowed],
            blocked_call_ids=[str(_as_tool_use(b.call).get("id")) for b in check.blocked])}

    return verity_tool_calls


def route(*, valid: str, invalid: str, give_up: Optional[str] = None,
          max_rejections: int = 3) -> Callable[[Mapping[str, Any]], str]:
    """The conditional edge after a verity node: `valid` when the result is valid, `invalid`
    (re-plan, with `state["verity"]["feedback"]`) otherwise, `give_up` (default `END`) once the
    node has refused `max_rejections` times in a row."""
    if give_up is None:
        from langgraph.graph import END

        give_up = END

    def after_verity(state: Mapping[str, Any]) -> str:
        result = state.get("verity") or {}
        if result.get("valid"):
            return valid
        if int(result.get("rejections", 0)) >= max_rejections:
            return give_up
        return invalid

    return after_verity


__all__ = ["VerityResult", "VerityState", "plan_node", "tool_calls_node", "route"]
