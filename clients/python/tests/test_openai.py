"""OpenAI SDK objects (built from the SDK's own types, no network) -> one verity call -> which
calls may run. Against the live verity (VERITY_URL)."""

import json

from conftest import TOOLS, need

need("openai")
from openai.types.chat import ChatCompletion, ChatCompletionMessage  # noqa: E402
from openai.types.chat.chat_completion import Choice  # noqa: E402
from openai.types.chat.chat_completion_message_function_tool_call import (  # noqa: E402
    ChatCompletionMessageFunctionToolCall, Function)
from openai.types.responses import Response, ResponseFunctionToolCall  # noqa: E402

from verity_client import AsyncVerity, Verity  # noqa: E402
from verity_client.integrations.openai import (  # noqa: E402
    acheck_chat_completion, check_chat_completion, check_response)


def completion(*calls: tuple) -> ChatCompletion:
    tool_calls = [ChatCompletionMessageFunctionToolCall(
        id=call_id, type="function", function=Function(name=name, arguments=arguments))
        for call_id, name, arguments in calls]
    return ChatCompletion(
        id="chatcmpl-1", object="chat.completion", created=0, model="gpt-4o-mini",
        choices=[Choice(index=0, finish_reason="tool_calls", message=ChatCompletionMessage(
            role="assistant", content=None, tool_calls=tool_calls))])


def test_a_chat_completion_s_good_call_runs_and_the_invented_one_is_blocked(verity_url):
    answer = completion(("call_1", "get_weather", json.dumps({"city": "Paris", "unit": "c"})),
                        ("call_2", "get_wether", json.dumps({"city": "Rome"})))
    with Verity(verity_url) as verity:
        check = check_chat_completion(verity, answer, available_tools=TOOLS)
    assert [c.id for c in check.allowed] == ["call_1"]
    assert check.allowed[0] is answer.choices[0].message.tool_calls[0]
    assert [(b.call.id, b.problems) for b in check.blocked] == [
        ("call_2", ["toolcall.unknown_tool"])]
    assert check.verdict == "reject" and not check.all_allowed
    assert "get_wether" in check.feedback()


def test_bad_json_arguments_and_an_undeclared_argument_in_a_closed_schema_are_blocked(verity_url):
    answer = completion(("c1", "get_weather", "{\"city\": \"Paris\""),
                        ("c2", "get_weather", json.dumps({"city": "Oslo", "days": 3})),
                        ("c3", "send_email", json.dumps({"to": "a@b.example", "body": "hi"})))
    with Verity(verity_url) as verity:
        check = check_chat_completion(verity, answer, available_tools=TOOLS)
    assert [c.id for c in check.allowed] == ["c3"]
    problems = {b.call.id: b.problems for b in check.blocked}
    assert problems["c1"] == ["toolcall.bad_arguments"]
    assert problems["c2"] == ["toolcall.unknown_argument"]


def test_a_responses_output_s_function_call_items_are_checked_in_one_call(verity_url):
    response = Response(
        id="resp_1", object="response", created_at=0, model="gpt-4.1", parallel_tool_calls=True,
        tool_choice="auto", tools=[], output=[
            ResponseFunctionToolCall(type="function_call", call_id="fc_1", name="get_weather",
                                     arguments=json.dumps({"city": "Lima"})),
            ResponseFunctionToolCall(type="function_call", call_id="fc_2", name="send_email",
                                     arguments=json.dumps({"to": "x@y.example"}))])
    responses_tools = [{"type": "function", "name": t["function"]["name"],
                        "parameters": t["function"]["parameters"]} for t in TOOLS]
    with Verity(verity_url) as verity:
        check = check_response(verity, response, available_tools=responses_tools)
    assert [c.call_id for c in check.allowed] == ["fc_1"]
    assert check.blocked[0].problems == ["toolcall.invalid_arguments"]


async def test_the_async_adapter_answers_alike_and_an_unreachable_verity_runs_nothing(verity_url):
    answer = completion(("call_1", "get_weather", json.dumps({"city": "Paris"})))
    async with AsyncVerity(verity_url) as verity:
        assert (await acheck_chat_completion(verity, answer, available_tools=TOOLS)).all_allowed
    async with AsyncVerity("http://127.0.0.1:9", retries=0) as down:
        check = await acheck_chat_completion(down, answer, available_tools=TOOLS)
    assert check.allowed == [] and check.blocked[0].problems == ["verity.unavailable"]
