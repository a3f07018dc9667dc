"""A real LangGraph `StateGraph`: a planner (a fake model) proposes a plan, verity's node checks
it, and an invalid plan goes back to the planner with verity's feedback. Against VERITY_URL."""

from typing import Any, Dict, List, Optional

from conftest import need

need("langgraph")
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402
from langgraph.graph import END, START, StateGraph  # noqa: E402

from verity_client import Verity  # noqa: E402
from verity_client.integrations.langgraph import (  # noqa: E402
    VerityState, plan_node, route, tool_calls_node)

TOOLS = [
    {"name": "organize_files", "description": "Move files into a folder",
     "parameters": {"type": "object", "properties": {"folder": {"type": "string"}},
                    "required": ["folder"]}},
    {"name": "compose_email", "description": "Draft an email",
     "parameters": {"type": "object", "properties": {"to": {"type": "string"}},
                    "required": ["to"]}},
]


class State(VerityState, total=False):
    task: str
    plan: List[Dict[str, Any]]
    prompts: List[str]
    done: bool


def planner_that_learns(state: State) -> dict:
    """A fake model: invents `list_files` until the feedback names the real tool."""
    feedback: Optional[str] = (state.get("verity") or {}).get("feedback")
    tool = "organize_files" if feedback and "organize_files" in feedback else "list_files"
    return {"prompts": [*state.get("prompts", []), feedback or state["task"]],
            "plan": [{"id": "s1", "tool": tool, "inputs": {"folder": "music"}},
                     {"id": "s2", "tool": "compose_email", "inputs": {"to": "ada@example.com"},
                      "depends_on": ["s1"]}]}


def planner_that_never_learns(state: State) -> dict:
    return {"plan": [{"id": "s1", "tool": "list_files", "inputs": {}}]}


def build(verity: Verity, planner) -> Any:
    graph = StateGraph(State)
    graph.add_node("planner", planner)
    graph.add_node("verity", plan_node(verity, available_tools=TOOLS))
    graph.add_node("execute", lambda state: {"done": True})
    graph.add_edge(START, "planner")
    graph.add_edge("planner", "verity")
    graph.add_conditional_edges("verity", route(valid="execute", invalid="planner",
                                                max_rejections=2))
    graph.add_edge("execute", END)
    return graph.compile()


def test_an_invented_tool_goes_back_to_the_planner_with_feedback_and_the_fix_runs(verity_url):
    with Verity(verity_url) as verity:
        final = build(verity, planner_that_learns).invoke({"task": "sort my music"})
    assert final["done"] is True
    assert len(final["prompts"]) == 2
    assert "list_files" in final["prompts"][1] and "organize_files" in final["prompts"][1]
    assert final["verity"]["valid"] and final["verity"]["execution_order"] == ["s1", "s2"]


def test_a_planner_that_never_fixes_its_plan_gives_up_without_executing(verity_url):
    with Verity(verity_url) as verity:
        final = build(verity, planner_that_never_learns).invoke({"task": "sort"})
    assert "done" not in final
    assert final["verity"]["rejections"] == 2 and final["verity"]["verdict"] == "reject"


class Chat(VerityState, total=False):
    messages: List[Any]
    ran: List[str]


def test_an_ai_message_s_tool_calls_run_only_when_verity_allows_them(verity_url):
    def agent(state: Chat) -> dict:
        feedback = (state.get("verity") or {}).get("feedback")
        name = "compose_email" if feedback else "send_mail"
        call = {"name": name, "args": {"to": "ada@example.com"}, "id": f"call_{name}"}
        return {"messages": [*state["messages"], AIMessage(content="", tool_calls=[call])]}

    def tools(state: Chat) -> dict:
        return {"ran": [c["name"] for c in state["messages"][-1].tool_calls]}

    with Verity(verity_url) as verity:
        graph = StateGraph(Chat)
        graph.add_node("agent", agent)
        graph.add_node("verity", tool_calls_node(verity, available_tools=TOOLS))
        graph.add_node("tools", tools)
        graph.add_edge(START, "agent")
        graph.add_edge("agent", "verity")
        graph.add_conditional_edges("verity", route(valid="tools", invalid="agent"))
        graph.add_edge("tools", END)
        final = graph.compile().invoke({"messages": [HumanMessage(content="email Ada")]})
    assert final["ran"] == ["compose_email"]
    assert final["verity"]["allowed_call_ids"] == ["call_compose_email"]
    assert len(final["messages"]) == 3
