// The package as a user installs it: retries, fail-closed, problems, typed answers, NDJSON.
// Live tests run against VERITY_URL (CI starts the release binary); without it they are skipped.
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";
import { retryWaitMs, Verity, VerityError, VerityUnavailable } from "@verity/client";

const live = process.env.VERITY_URL;
const DOWN = "http://127.0.0.1:9"; // nothing listens on the discard port

/** A stand-in server answering the scripted statuses in order; counts the requests. */
async function scripted(statuses: number[]): Promise<{ url: string; hits: () => number; server: Server }> {
  let hits = 0;
  const server = createServer((request, response) => {
    request.resume();
    const status = statuses[Math.min(hits++, statuses.length - 1)] ?? 500;
    const body =
      status === 200
        ? { verdict: "pass", alerts: [], decision_id: "d", request_id: "d", rules_version: "x" }
        : { title: "busy", status, detail: "scripted", errors: [{ path: "/total_pages", message: "too small" }] };
    response.writeHead(status, { "Content-Type": "application/json", "Retry-After": "0" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits: () => hits, server };
}

test("a 503 is retried after Retry-After until an answer", async () => {
  const stub = await scripted([503, 503, 200]);
  const decision = await new Verity(stub.url).verifyFacts({ text: "t", facts: {} });
  stub.server.close();
  assert.equal(decision.verdict, "pass");
  assert.equal(stub.hits(), 3);
});

test("503s past the retry budget and an unreachable verity are a reject by default", async () => {
  const stub = await scripted([503]);
  const busy = await new Verity(stub.url, { retries: 1 }).validatePlan({ plan: [], available_tools: [] });
  stub.server.close();
  assert.equal(busy.verdict, "reject");
  assert.equal(busy.unavailable, true);
  assert.equal(stub.hits(), 2);
  const down = await new Verity(DOWN, { retries: 0 }).validateToolCalls({ tool_calls: [], available_tools: [] });
  assert.deepEqual([down.verdict, down.unavailable], ["reject", true]);
});

test("the switch lets traffic through or throws", async () => {
  const open = await new Verity(DOWN, { retries: 0, onUnavailable: "pass" }).verifyFacts({ text: "t", facts: {} });
  assert.deepEqual([open.verdict, open.unavailable], ["pass", true]);
  await assert.rejects(
    new Verity(DOWN, { retries: 0, onUnavailable: "throw" }).verifyFacts({ text: "t", facts: {} }),
    VerityUnavailable,
  );
});

test("a 422 throws the problem naming the field, never retried", async () => {
  const stub = await scripted([422]);
  await assert.rejects(new Verity(stub.url).validateBoundaries({ total_pages: 0, boundaries: [] }), (error) => {
    assert.ok(error instanceof VerityError);
    assert.match(error.message, /\/total_pages: too small/);
    return true;
  });
  stub.server.close();
  assert.equal(stub.hits(), 1);
});

test("Retry-After is read as seconds or a date, and capped", () => {
  assert.equal(retryWaitMs("2", 5000), 2000);
  assert.equal(retryWaitMs("120", 5000), 5000);
  assert.equal(retryWaitMs(null, 5000), 1000);
  assert.equal(retryWaitMs(new Date(Date.now() - 30_000).toUTCString(), 5000), 0);
});

test("a live answer is the typed decision of its route", { skip: !live }, async () => {
  const verity = new Verity(); // VERITY_URL
  const decision = await verity.verifyFacts({
    text: "Check-in is on 9 August 2026.",
    facts: { dates: ["2026-08-08"] },
  });
  assert.ok(!decision.unavailable);
  if (decision.unavailable) return;
  assert.equal(decision.ok, false);
  assert.deepEqual(
    decision.alerts.map((a) => a.rule),
    ["facts.altered"],
  );
});

test("transformations stream as NDJSON, one result per item then the totals", { skip: !live }, async () => {
  const verity = new Verity();
  function* items() {
    for (let i = 0; i < 1000; i++) {
      yield { record_id: i, field: "dob", old_value: "Jan 12, 1980", new_value: i % 2 ? "1980-01-12" : "1980-01-01" };
    }
  }
  const lines = [];
  for await (const line of verity.streamTransformations(items())) lines.push(line);
  assert.equal(lines.length, 1001);
  assert.deepEqual(lines.at(-1)?.totals && (lines.at(-1)?.totals as { accepted: number }).accepted, 500);
});
