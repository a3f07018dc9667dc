// Every verity endpoint once through the typed client, checking what a pipeline would check.
//   npm run build && node dist/walkthrough.js [http://127.0.0.1:8080]
// Exits 1 at the first answer that is not what the contract says.

import { Verity, VerityError, type Decision } from "./client.js";

const url = process.argv[2] ?? "http://127.0.0.1:8080";
const verity = new Verity(url, { context: { provider: "openai", pipeline: "ts-walkthrough" } });
const asOf = "2026-11-22";

function expect(condition: boolean, what: string): void {
  if (!condition) {
    console.error(`FAIL: ${what}`);
    process.exit(1);
  }
  console.log(`  ok  ${what}`);
}

const rules = (d: Decision) => d.alerts.map((a) => a.rule);

// Types come from openapi.yaml: a misspelt field does not compile (tsc fails if this line
// stops being an error).
// @ts-expect-error `boundries` is not a field of the boundaries request
void (() => verity.validateBoundaries({ total_pages: 3, boundries: [] }));

expect(await verity.ready(), "the service is ready");
const ruleIds = (await verity.rules()).map((r) => r.id);
expect(ruleIds.includes("citations.fabricated_citation"), `GET /rules lists ${ruleIds.length} rules`);

console.log("documents");
let d: Decision = await verity.validateBoundaries({
  total_pages: 3,
  boundaries: [1, 2, 3, 4, 5].map((p) => ({ start_page: p, end_page: p })),
});
expect(d.verdict === "reject" && rules(d).includes("boundaries.count_exceeds_pages"),
  "five statements in three pages are rejected");
d = await verity.validateMetadata({
  metadata: { bank_name: "Westpac", account_number: "1111111111", start_date: "2024-01-01" },
  as_of: asOf,
});
expect(rules(d).includes("metadata.placeholder_account"), "a repeated-digit account is a placeholder");

console.log("agents");
const tools = [{ name: "organize_files", description: "Move files", parameters: { type: "object" } }];
const plan = await verity.validatePlan({
  plan: [{ id: "s1", tool: "create_folder", inputs: { name: "music" } }],
  available_tools: tools,
});
expect(plan.valid === false && plan.execution_order !== null && plan.feedback.includes("organize_files"),
  "an invented tool makes the plan invalid and the feedback names the real one");
const calls = await verity.validateToolCalls({
  tool_calls: [{ type: "tool_use", id: "toolu_1", name: "organize_files", input: { folder: "music" } }],
  available_tools: tools,
});
expect(calls.allowed && calls.calls[0]?.allowed === true, "an Anthropic tool_use block of a real tool may run");
// A Gemini catalog (OpenAPI types) and a Gemini functionCall part: an invented argument in an open
// object only warns by default, and this request's policy.severities makes it block.
const gemini = [{ functionDeclarations: [{ name: "set_light",
  parameters: { type: "OBJECT", properties: { brightness: { type: "INTEGER" } }, required: ["brightness"] } }] }];
const lightCall = [{ functionCall: { name: "set_light", args: { brightness: 40, colour: "red" } } }];
const warned = await verity.validateToolCalls({ tool_calls: lightCall, available_tools: gemini });
expect(warned.verdict === "warn" && warned.allowed, "an invented argument warns by default: the call may run");
const blocked = await verity.validateToolCalls({
  tool_calls: lightCall,
  available_tools: gemini,
  policy: { severities: { "toolcall.unknown_argument": "high" } },
});
expect(!blocked.allowed && blocked.alerts[0]?.severity === "high"
  && blocked.alerts[0]?.path === "/tool_calls/0/functionCall/args/colour"
  && blocked.policy.severities?.["toolcall.unknown_argument"] === "high",
  "policy.severities makes it block for this request only, and is echoed");
const block = await verity.planPrompt({ available_tools: tools });
expect(block.prompt.includes("organize_files"), "the planner prompt block lists the tools");

console.log("texts");
const facts = await verity.verifyFacts({
  facts: { dates: ["2026-08-08"], currency_amounts: ["CHF 1,250.00"] },
  text: "Your Apéro on 8. August 2026 costs CHF 1'250.–.",
  as_of: asOf,
});
expect(facts.verdict === "pass" && facts.ok, "the same date and amount written differently keep the facts");
const protectedText = await verity.protectTerms({ text: "Bring the projector.", terms: ["projector"] });
const restored = await verity.restoreTerms({
  text: protectedText.protected_text.replace("{{TERM_0}}", "{{ term_0 }}"),
  markers: protectedText.markers,
});
expect(restored.restored_text === "Bring the projector." && restored.verdict === "pass",
  "a damaged marker is restored");

console.log("values");
const batch = await verity.validateTransformations({
  transformations: [
    { record_id: "a", field: "dob", old_value: "5-Dec-75", new_value: "1975-12-05" },
    { record_id: "b", field: "price", old_value: "1.234,50 €", new_value: "USD 1234.50" },
  ],
  as_of: asOf,
});
expect(batch.results.map((r) => r.reason).join() === "ok,semantic_mismatch",
  "a date kept and a currency changed");

console.log("RAG");
const cited = await verity.verifyCitations({
  answer: "The oil capacity is 9 quarts [Citation: Para 7-2].",
  sources: [{ id: "Para 7-2", text: "Engine oil capacity: 5 quarts with filter.", score: 0.9 }],
});
expect(cited.action === "fallback" && rules(cited).includes("citations.ungrounded_number"),
  "a number the cited passage does not hold is ungrounded: the answer is not served");

console.log("operations");
await verity.feedback({ decision_id: cited.decision_id, label: "true_positive" });
const scrape = await (await verity.get("/metrics")).text();
expect(scrape.includes('verity_feedback_total{endpoint="/verify-citations",label="true_positive"}'),
  "feedback is counted per endpoint in /metrics");
try {
  await verity.feedback({ decision_id: "01a20000-0000-7000-8000-000000000000", label: "false_positive" });
  expect(false, "feedback on an unknown decision throws");
} catch (error) {
  expect(error instanceof VerityError && error.status === 404, "feedback on an unknown decision is a 404 problem");
}
console.log("walkthrough (TypeScript): every answer as expected");
