// The OpenAI Node SDK's tool calls, checked by verity in one call each turn.
//
//   import { checkChatCompletion } from "@verity/client/openai";
//   const check = await checkChatCompletion(verity, completion, { tools });
//   for (const call of check.allowed) await run(call.function.name, JSON.parse(call.function.arguments));
//
// `tools` is what you gave `chat.completions.create({ tools })` (or `responses.create`); verity
// reads both shapes. Only the SDK's types are used (the `openai` package is an optional peer).

import type {
  ChatCompletion,
  ChatCompletionMessageToolCall,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import type { FunctionTool, Response, ResponseFunctionToolCall } from "openai/resources/responses/responses";
import type { Decision, Verity } from "./index.js";

/** A call that must not run, and the rule ids that stopped it. */
export interface Blocked<C> {
  call: C;
  problems: string[];
}

/** Which of one model answer's tool calls may run (the SDK's own objects). When verity was
 * unavailable and the client fails closed, every call is blocked with `verity.unavailable`. */
export interface ToolCallCheck<C> {
  decision: Decision<"/validate/tool-calls">;
  allowed: C[];
  blocked: Blocked<C>[];
  allAllowed: boolean;
  /** A short text for the model's next turn: the alerts, one per line. */
  feedback: string;
}

export interface CheckOptions<T> {
  /** The tool list given to the SDK. */
  tools?: T[];
  /** A catalog held in verity's config instead of `tools`. */
  registry?: string;
  headers?: Record<string, string>;
}

function split<C>(decision: Decision<"/validate/tool-calls">, calls: C[]): ToolCallCheck<C> {
  if (decision.unavailable) {
    const allowed = decision.verdict === "pass" ? calls : [];
    const blocked = decision.verdict === "pass" ? [] : calls.map((call) => ({ call, problems: ["verity.unavailable"] }));
    return {
      decision,
      allowed,
      blocked,
      allAllowed: blocked.length === 0,
      feedback: blocked.length ? `- the tool calls could not be validated (${decision.error}); none were run` : "",
    };
  }
  const byIndex = new Map(decision.calls.map((entry) => [entry.index, entry]));
  const allowed: C[] = [];
  const blocked: Blocked<C>[] = [];
  calls.forEach((call, index) => {
    const entry = byIndex.get(index);
    // A call the answer does not mention is not known to be safe: blocked.
    if (entry?.allowed === true) allowed.push(call);
    else blocked.push({ call, problems: entry ? entry.problems : ["verity.no_verdict"] });
  });
  const feedback = decision.alerts.map((a) => `- ${a.rule}: ${a.description} (at ${a.path})`).join("\n");
  return { decision, allowed, blocked, allAllowed: blocked.length === 0, feedback };
}

/** The tool calls of a `ChatCompletion`'s `choices[choice].message`. */
export function chatToolCalls(completion: ChatCompletion, choice = 0): ChatCompletionMessageToolCall[] {
  return completion.choices[choice]?.message.tool_calls ?? [];
}

/** The `function_call` items of a Responses API `Response`. */
export function responseFunctionCalls(response: Pick<Response, "output">): ResponseFunctionToolCall[] {
  return response.output.filter((item): item is ResponseFunctionToolCall => item.type === "function_call");
}

async function check<C, T>(verity: Verity, calls: C[], options: CheckOptions<T>): Promise<ToolCallCheck<C>> {
  const body = {
    tool_calls: calls as unknown[],
    ...(options.tools ? { available_tools: options.tools as unknown as Record<string, unknown>[] } : {}),
    ...(options.registry ? { registry: options.registry } : {}),
  } as Parameters<Verity["validateToolCalls"]>[0];
  return split(await verity.validateToolCalls(body, options.headers), calls);
}

/** Which of a chat completion's tool calls may run: one `/validate/tool-calls` call. */
export function checkChatCompletion(
  verity: Verity,
  completion: ChatCompletion,
  options: CheckOptions<ChatCompletionTool> & { choice?: number } = {},
): Promise<ToolCallCheck<ChatCompletionMessageToolCall>> {
  return check(verity, chatToolCalls(completion, options.choice), options);
}

/** Which of a Responses API answer's `function_call` items may run. */
export function checkResponse(
  verity: Verity,
  response: Pick<Response, "output">,
  options: CheckOptions<FunctionTool> = {},
): Promise<ToolCallCheck<ResponseFunctionToolCall>> {
  return check(verity, responseFunctionCalls(response), options);
}
