"""An Anthropic SDK `Message` (built from the SDK's own types, no network) -> its `tool_use`
blocks checked in one verity call. Against the live verity (VERITY_URL)."""

from conftest import need

need("anthropic")
from anthropic.types import Message, TextBlock, ToolUseBlock, Usage  # noqa: E402

from verity_client import Verity  # noqa: E402
from verity_client.integrations.anthropic import check_message  # noqa: E402

TOOLS = [  # as given to messages.create(tools=...)
    {"name": "get_weather", "description": "Current weather for a city",
     "input_schema": {"type": "object", "properties": {"city": {"type": "string"}},
                      "required": ["city"]}},
    {"name": "book_table", "description": "Book a restaurant table",
     "input_schema": {"type": "object", "properties": {
         "restaurant": {"type": "string"}, "people": {"type": "integer", "minimum": 1}},
         "required": ["restaurant", "people"]}},
]


def message(*blocks) -> Message:
    return Message(id="msg_1", type="message", role="assistant", model="claude-sonnet-4-5",
                   content=[TextBlock(type="text", text="Let me check."), *blocks],
                   stop_reason="tool_use", stop_sequence=None,
                   usage=Usage(input_tokens=10, output_tokens=20))


def test_each_tool_use_block_gets_its_own_answer(verity_url):
    answer = message(
        ToolUseBlock(type="tool_use", id="toolu_1", name="get_weather", input={"city": "Oslo"}),
        ToolUseBlock(type="tool_use", id="toolu_2", name="book_table",
                     input={"restaurant": "Noma", "people": "four"}),
        ToolUseBlock(type="tool_use", id="toolu_3", name="order_taxi", input={"to": "Noma"}))
    with Verity(verity_url) as verity:
        check = check_message(verity, answer, available_tools=TOOLS)
    assert [b.id for b in check.allowed] == ["toolu_1"]
    assert check.allowed[0] is answer.content[1]
    assert {b.call.id: b.problems for b in check.blocked} == {
        "toolu_2": ["toolcall.invalid_arguments"], "toolu_3": ["toolcall.unknown_tool"]}


def test_a_message_without_tool_use_is_a_pass_with_nothing_to_run(verity_url):
    with Verity(verity_url) as verity:
        check = check_message(verity, message(), available_tools=TOOLS)
    assert check.allowed == [] and check.all_allowed and check.verdict == "pass"
