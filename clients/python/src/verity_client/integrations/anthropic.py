"""The Anthropic SDK's `tool_use` blocks, checked by verity in one call.

    from verity_client.integrations.anthropic import check_message

    check = check_message(verity, message, available_tools=tools)
    for block in check.allowed:     # ToolUseBlock objects
        run(block.name, block.input)

`tools` is the list you gave `messages.create(tools=...)` (`{"name", "description",
"input_schema"}`), which verity reads as is.
"""

from __future__ import annotations

from typing import Any, List, Optional, Sequence

from ._toolcalls import ToolCallCheck, dump, split, tools_json


def tool_uses(message: Any) -> List[Any]:
    """The `tool_use` blocks of a `Message` (or of its `content` list)."""
    content = message if isinstance(message, (list, tuple)) else message.content
    return [block for block in content
            if (block.get("type") if isinstance(block, dict) else getattr(block, "type", None))
            == "tool_use"]


def check_message(verity: Any, message: Any, *, available_tools: Optional[Sequence[Any]] = None,
                  **options: Any) -> ToolCallCheck:
    """Which of a message's `tool_use` blocks may run (one `/validate/tool-calls` call)."""
    pairs = [(block, dump(block)) for block in tool_uses(message)]
    decision = verity.validate_tool_calls(
        [j for _, j in pairs], available_tools=tools_json(available_tools), **options)
    return split(decision, pairs)


async def acheck_message(verity: Any, message: Any, *,
                         available_tools: Optional[Sequence[Any]] = None,
                         **options: Any) -> ToolCallCheck:
    """`check_message` with an `AsyncVerity`."""
    pairs = [(block, dump(block)) for block in tool_uses(message)]
    decision = await verity.validate_tool_calls(
        [j for _, j in pairs], available_tools=tools_json(available_tools), **options)
    return split(decision, pairs)


__all__ = ["check_message", "acheck_message", "tool_uses", "ToolCallCheck"]
