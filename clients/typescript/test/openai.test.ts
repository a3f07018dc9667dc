// The OpenAI Node SDK adapter: SDK-typed completions and Responses output, one verity call each.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { ChatCompletion, ChatCompletionTool } from "openai/resources/chat/completions";
import type { FunctionTool, Response } from "openai/resources/responses/responses";
import { Verity } from "@verity/client";
import { checkChatCompletion, checkResponse } from "@verity/client/openai";

const noVerity = !process.env.VERITY_URL;

const tools: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: "get_weather",
      parameters: {
        type: "object",
        properties: { city: { type: "string" } },
        required: ["city"],
        additionalProperties: false,
      },
    },
  },
];

function completion(...calls: [string, string, string][]): ChatCompletion {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 0,
    model: "gpt-4o-mini",
    choices: [
      {
        index: 0,
        finish_reason: "tool_calls",
        logprobs: null,
        message: {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: calls.map(([id, name, args]) => ({ id, type: "function", function: { name, arguments: args } })),
        },
      },
    ],
  };
}

test("a chat completion's good call runs and the invented or malformed ones are blocked", { skip: noVerity }, async () => {
  const answer = completion(
    ["call_1", "get_weather", '{"city": "Paris"}'],
    ["call_2", "get_forecast", '{"city": "Paris"}'],
    ["call_3", "get_weather", '{"city": "Paris", "days": 3}'],
  );
  const check = await checkChatCompletion(new Verity(), answer, { tools });
  assert.deepEqual(
    check.allowed.map((c) => c.id),
    ["call_1"],
  );
  assert.equal(check.allowed[0], answer.choices[0]?.message.tool_calls?.[0]);
  assert.deepEqual(
    check.blocked.map((b) => [b.call.id, b.problems]),
    [
      ["call_2", ["toolcall.unknown_tool"]],
      ["call_3", ["toolcall.unknown_argument"]],
    ],
  );
  assert.equal(check.allAllowed, false);
  assert.match(check.feedback, /get_forecast/);
});

test("a Responses output's function_call items are checked in one call", { skip: noVerity }, async () => {
  const responseTools: FunctionTool[] = [
    { type: "function", name: "get_weather", strict: true, parameters: tools[0]?.type === "function" ? tools[0].function.parameters ?? null : null },
  ];
  const response: Pick<Response, "output"> = {
    output: [
      { type: "function_call", call_id: "fc_1", name: "get_weather", arguments: '{"city": "Lima"}' },
      { type: "function_call", call_id: "fc_2", name: "get_weather", arguments: "{}" },
    ],
  };
  const check = await checkResponse(new Verity(), response, { tools: responseTools });
  assert.deepEqual(
    check.allowed.map((c) => c.call_id),
    ["fc_1"],
  );
  assert.deepEqual(check.blocked[0]?.problems, ["toolcall.invalid_arguments"]);
});

test("with verity unreachable no call runs", async () => {
  const check = await checkChatCompletion(new Verity("http://127.0.0.1:9", { retries: 0 }), completion(["c", "get_weather", "{}"]), { tools });
  assert.deepEqual(check.allowed, []);
  assert.deepEqual(check.blocked[0]?.problems, ["verity.unavailable"]);
});
