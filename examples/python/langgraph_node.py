"""verity as a node of a LangGraph-style agent graph, in plain Python (no LangGraph install, no
LLM call): a planner node proposes a plan, a verity node validates it against the real tools, and
a conditional edge sends an invalid plan back to the planner with verity's `feedback` text — the
loop LangGraph users build with `StateGraph.add_conditional_edges`. The planner is a fixture that
invents `list_files` first and uses the real tool once told.

    python3 examples/python/langgraph_node.py [http://127.0.0.1:8080]

With LangGraph itself, `verity_node` and `after_verity` plug in unchanged:
    graph.add_node("verity", verity_node); graph.add_conditional_edges("verity", after_verity)

Exits 1 if the graph does not take the expected path.
"""

from __future__ import annotations

import sys
from typing import Any, Callable, Dict, List, Optional, TypedDict

from verity_client import Verity

TOOLS = [
    {"type": "function", "function": {
        "name": "organize_files", "description": "Move files into a folder",
        "parameters": {"type": "object", "properties": {"folder": {"type": "string"},
                                                         "pattern": {"type": "string"}},
                       "required": ["folder"]}}},
    {"type": "function", "function": {
        "name": "compose_email", "description": "Draft an email",
        "parameters": {"type": "object", "properties": {"to": {"type": "string"},
                                                         "body": {"type": "string"}},
                       "required": ["to"]}}},
]


class AgentState(TypedDict, total=False):
    task: str
    plan: List[Dict[str, Any]]
    feedback: Optional[str]
    attempts: int
    verdict: str
    result: str


class FixturePlanner:
    """Answers like a model would: the first plan invents a tool, the retry follows the feedback."""

    def __init__(self) -> None:
        self.prompts: List[str] = []

    def __call__(self, task: str, feedback: Optional[str]) -> List[Dict[str, Any]]:
        self.prompts.append(task if feedback is None else f"{task}\n\nFix this:\n{feedback}")
        tool = "list_files" if feedback is None else "organize_files"
        return [{"id": "step_1", "tool": tool, "inputs": {"folder": "music", "pattern": "*.mp3"}},
                {"id": "step_2", "tool": "compose_email", "depends_on": ["step_1"],
                 "inputs": {"to": "ada@example.com", "body": "Your music is sorted."}}]


def make_nodes(verity: Verity, planner: FixturePlanner) -> Dict[str, Callable[[AgentState], dict]]:
    def planner_node(state: AgentState) -> dict:
        return {"plan": planner(state["task"], state.get("feedback")),
                "attempts": state.get("attempts", 0) + 1}

    def verity_node(state: AgentState) -> dict:
        decision = verity.validate_plan(state["plan"], available_tools=TOOLS)
        return {"verdict": decision.verdict,
                "feedback": None if decision["valid"] else decision["feedback"]}

    def execute_node(state: AgentState) -> dict:
        return {"result": " -> ".join(step["tool"] for step in state["plan"])}

    def give_up_node(state: AgentState) -> dict:
        return {"result": "escalated to a human"}

    return {"planner": planner_node, "verity": verity_node, "execute": execute_node,
            "give_up": give_up_node}


def after_verity(state: AgentState) -> str:
    """The conditional edge: run a valid plan, re-plan an invalid one (twice at most)."""
    if state["verdict"] != "reject":
        return "execute"
    return "planner" if state["attempts"] < 3 else "give_up"


EDGES: Dict[str, Callable[[AgentState], Optional[str]]] = {
    "planner": lambda _: "verity",
    "verity": after_verity,
    "execute": lambda _: None,
    "give_up": lambda _: None,
}


def run(nodes: Dict[str, Callable[[AgentState], dict]], state: AgentState) -> List[str]:
    """A minimal graph runner: each node returns a partial state update, the edge picks the next."""
    path, node = [], "planner"
    while node is not None:
        path.append(node)
        state.update(nodes[node](state))  # type: ignore[typeddict-item]
        node = EDGES[node](state)
    return path


def main(url: str) -> None:
    planner = FixturePlanner()
    state: AgentState = {"task": "Sort my mp3s into a music folder, then email Ada."}
    with Verity(url, context={"provider": "anthropic", "pipeline": "agent-graph"}) as verity:
        path = run(make_nodes(verity, planner), state)
    print("path:", " -> ".join(path))
    print("re-plan prompt:", planner.prompts[-1].replace("\n", "\n    "))
    print("result:", state["result"])
    expected = ["planner", "verity", "planner", "verity", "execute"]
    if path != expected or "organize_files" not in planner.prompts[-1] \
            or state["result"] != "organize_files -> compose_email":
        print(f"FAIL: expected the path {expected}, the suggestion organize_files in the "
              "re-plan prompt and the corrected plan executed", file=sys.stderr)
        sys.exit(1)
    print("langgraph node: the invented tool was caught and the agent re-planned")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080")
