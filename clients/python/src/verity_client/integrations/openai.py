"""The OpenAI SDK's tool calls, checked by verity in one call.

    from openai.types.chat import ChatCompletion
    from verity_client.integrations.openai import check_chat_completion

    check = check_chat_completion(verity, completion, available_tools=tools)
    for call in check.allowed:      # ChatCompletionMessageToolCall objects
        run(call.function.name, json.loads(call.function.arguments))

`check_response` does the same for a Responses API `Response` (its `function_call` output items).
`tools` is the list you gave the SDK (`tools=` of `chat.completions.create` or `responses.create`);
verity reads both shapes. Needs `pip install 'verity-client[openai]'` only for the SDK objects;
plain dicts work too.
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence, Tuple

from .._core import Decision
from ._toolcalls import ToolCallCheck, dump, split, tools_json


def chat_tool_calls(completion: Any, choice: int = 0) -> List[Any]:
    """The tool calls of a `ChatCompletion` (its `choices[choice].message`), of a
    `ChatCompletionMessage`, or a list of them as is."""
    if isinstance(completion, (list, tuple)):
        return list(completion)
    message = completion.choices[choice].message if hasattr(completion, "choices") else completion
    return list(getattr(message, "tool_calls", None) or [])


def response_function_calls(response: Any) -> List[Any]:
    """The `function_call` items of a Responses API `Response` (or of its `output` list)."""
    output = response if isinstance(response, (list, tuple)) else response.output
    return [item for item in output if _type_of(item) == "function_call"]


def _type_of(item: Any) -> Optional[str]:
    return item.get("type") if isinstance(item, dict) else getattr(item, "type", None)


def _pairs(calls: Sequence[Any]) -> List[Tuple[Any, dict]]:
    return [(call, dump(call)) for call in calls]


def check_chat_completion(verity: Any, completion: Any, *,
                          available_tools: Optional[Sequence[Any]] = None,
                          choice: int = 0, **options: Any) -> ToolCallCheck:
    """Which of a chat completion's tool calls may run (one `/validate/tool-calls` call).
    `options`: `registry`, `mcp_tools`, `policy`, `context`, `headers`... as for
    `Verity.validate_tool_calls`."""
    pairs = _pairs(chat_tool_calls(completion, choice))
    decision: Decision = verity.validate_tool_calls(
        [j for _, j in pairs], available_tools=tools_json(available_tools), **options)
    return split(decision, pairs)


def check_response(verity: Any, response: Any, *, available_tools: Optional[Sequence[Any]] = None,
                   **options: Any) -> ToolCallCheck:
    """Which of a Responses API answer's `function_call` items may run."""
    pairs = _pairs(response_function_calls(response))
    decision: Decision = verity.validate_tool_calls(
        [j for _, j in pairs], available_tools=tools_json(available_tools), **options)
    return split(decision, pairs)


async def acheck_chat_completion(verity: Any, completion: Any, *,
                                 available_tools: Optional[Sequence[Any]] = None,
                                 choice: int = 0, **options: Any) -> ToolCallCheck:
    """`check_chat_completion` with an `AsyncVerity`."""
    pairs = _pairs(chat_tool_calls(completion, choice))
    decision = await verity.validate_tool_calls(
        [j for _, j in pairs], available_tools=tools_json(available_tools), **options)
    return split(decision, pairs)


async def acheck_response(verity: Any, response: Any, *,
                          available_tools: Optional[Sequence[Any]] = None,
                          **options: Any) -> ToolCallCheck:
    """`check_response` with an `AsyncVerity`."""
    pairs = _pairs(response_function_calls(response))
    decision = await verity.validate_tool_calls(
        [j for _, j in pairs], available_tools=tools_json(available_tools), **options)
    return split(decision, pairs)


__all__ = ["check_chat_completion", "check_response", "acheck_chat_completion", "acheck_response",
           "chat_tool_calls", "response_function_calls", "ToolCallCheck"]
