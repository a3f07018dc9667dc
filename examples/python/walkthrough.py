"""Every verity endpoint once, through verity_client, with what a pipeline would check.

    python3 examples/python/walkthrough.py [http://127.0.0.1:8080]

Exits 1 with a message at the first answer that is not what verity's contract says it should be,
so CI runs it against the release binary.
"""

from __future__ import annotations

import sys

import httpx

from verity_client import Decision, Verity, VerityError

AS_OF = "2026-11-22"  # pinned "now": the answers below do not depend on the day this runs


def expect(condition: bool, what: str) -> None:
    if not condition:
        print(f"FAIL: {what}", file=sys.stderr)
        sys.exit(1)
    print(f"  ok  {what}")


def fired(decision: Decision, rule: str) -> bool:
    return rule in decision.rules()


def main(url: str) -> None:
    with Verity(url, context={"provider": "openai", "pipeline": "walkthrough"}) as verity:
        expect(verity.healthy() and verity.ready(), "the service is up and ready")
        rules = {r["id"] for r in verity.rules()}
        expect({"boundaries.count_exceeds_pages", "plan.unknown_tool", "facts.altered"} <= rules,
               f"GET /rules lists the rule ids of the contract ({len(rules)} rules)")

        print("documents")
        d = verity.validate_boundaries(3, [{"start_page": p, "end_page": p} for p in range(1, 6)])
        expect(d.rejected and fired(d, "boundaries.count_exceeds_pages"),
               "five statements in a three-page PDF are rejected as phantom statements")
        d = verity.validate_boundaries(3, [{"start_page": 1, "end_page": 2},
                                           {"start_page": 3, "end_page": 3}])
        expect(d.verdict == "pass" and d.alerts == [], "two statements covering three pages pass")

        d = verity.validate_metadata(
            {"bank_name": "Royal Bank of Atlantis", "account_number": "123456789",
             "start_date": "2024-01-01", "end_date": "2024-02-30"},
            document_text="Statement of account, January 2024", as_of=AS_OF)
        expect(d.rejected, "metadata with an invented bank, a placeholder account and 30 Feb is rejected")
        expect(fired(d, "metadata.placeholder_account") and fired(d, "metadata.bank_unknown_and_absent")
               and fired(d, "metadata.invalid_calendar_date"), "each problem has its own rule")
        account = next(a for a in d.alerts if a.rule == "metadata.placeholder_account")
        expect("123456789" not in str(account.detected_value),
               f"the account number comes back masked ({account.detected_value})")

        print("agents")
        tools = [{"name": "organize_files", "description": "Sort files into folders",
                  "parameters": {"type": "object", "properties": {"folder": {"type": "string"}},
                                 "required": ["folder"]}},
                 {"name": "compose_email", "description": "Write an email"}]
        d = verity.validate_plan([{"id": "s1", "tool": "list_files", "inputs": {}},
                                  {"id": "s2", "tool": "compose_email", "depends_on": ["s1"]}],
                                 available_tools=tools)
        unknown = next(a for a in d.alerts if a.rule == "plan.unknown_tool")
        expect(d.rejected and d["valid"] is False, "a plan calling an invented tool is invalid")
        expect((unknown.suggested_tools or [])[:1] == ["organize_files"],
               "the alias map suggests the real tool (organize_files)")
        expect(d["execution_order"] == ["s1", "s2"], "the execution order is still computed")
        d = verity.validate_tool_calls(
            [{"id": "call_1", "type": "function",
              "function": {"name": "organize_files", "arguments": '{"folder": "music"}'}},
             {"id": "call_2", "type": "function",
              "function": {"name": "delete_everything", "arguments": "{}"}}],
            available_tools=tools)
        expect([c["allowed"] for c in d["calls"]] == [True, False],
               "tool calls: the real one may run, the invented one may not")
        # An MCP server's tools/list result as it came, and an Anthropic tool_use block: an
        # invented argument in an open object only warns, unless this request makes it block.
        mcp = {"tools": [{"name": "read_file", "description": "Read a file",
                          "inputSchema": {"type": "object", "properties": {"path": {"type": "string"}},
                                          "required": ["path"]}}]}
        call = [{"type": "tool_use", "id": "toolu_1", "name": "read_file",
                 "input": {"path": "notes.txt", "encoding": "utf-8"}}]
        d = verity.validate_tool_calls(call, mcp_tools=mcp)
        expect(d.verdict == "warn" and d["allowed"] and d.rules() == ["toolcall.unknown_argument"],
               "an invented argument warns by default (medium): the call may run")
        strict = {"severities": {"toolcall.unknown_argument": "high"}}
        d = verity.validate_tool_calls(call, mcp_tools=mcp, policy=strict)
        expect(d.rejected and not d["allowed"] and d.alerts[0].severity == "high"
               and d.alerts[0].path == "/tool_calls/0/input/encoding"
               and d.policy["severities"] == strict["severities"],
               "policy.severities makes it block for this request, and is echoed")
        prompt = verity.plan_prompt(available_tools=tools)
        expect("organize_files" in prompt and "list_files" in prompt,
               "the planner's prompt block lists the tools and names the usual inventions")

        print("texts")
        facts = {"dates": ["2026-08-08"], "numeric_counts": [30], "room_names": ["Punkt.Null"]}
        text = "We have reserved Punkt.Null for 35 guests on 9 August 2026."
        d = verity.verify_facts(text, facts=facts, as_of=AS_OF)
        expect(d.verdict == "warn" and d.rules() == ["facts.altered", "facts.altered"],
               "a changed date and head count are two altered facts: two highs warn by default")
        d = verity.verify_facts(text, facts=facts, as_of=AS_OF, policy={"high_threshold": 1})
        expect(d.rejected and d.policy["high_threshold"] == 1,
               "a stricter policy for this call rejects them, and is echoed back")
        d = verity.verify_facts(text, facts=facts, mode="correct", date_format="D MMMM YYYY",
                                as_of=AS_OF)
        corrected = d["corrected_text"]
        expect(d["was_corrected"] and "8 August 2026" in corrected and "30 guests" in corrected,
               f"correct mode puts the canonical facts back: {corrected!r}")
        d = verity.verify_facts(corrected, facts=facts, as_of=AS_OF)
        expect(d.verdict == "pass" and d["ok"], "the corrected text verifies clean")

        protected = verity.protect_terms("Book the Apéro Package with a projector.",
                                         ["Apéro Package", "projector"])
        expect("Apéro" not in protected["protected_text"], "protected terms become markers")
        damaged = protected["protected_text"].replace("{{TERM_1}}", "[[ term_1 ]]") \
                                             .replace("{{TERM_0}}", "")
        d = verity.restore_terms(damaged, protected["markers"])
        expect("projector" in d["restored_text"] and d["lost_markers"] == ["{{TERM_0}}"]
               and fired(d, "terms.lost_marker"),
               "restore repairs a damaged marker and reports the one the LLM dropped")

        print("values")
        d = verity.validate_transformations(
            [{"record_id": 1, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-12"},
             {"record_id": 2, "field": "dob", "old_value": "Jan 12, 1980", "new_value": "1980-01-01"},
             {"record_id": 3, "field": "price", "old_value": "$1,234.50", "new_value": "1234.50"},
             {"record_id": 4, "field": "email", "old_value": "Ada@Example.com ",
              "new_value": "ada@example.com", "confidence": 0.4}], as_of=AS_OF)
        expect([r["accepted"] for r in d["results"]] == [True, False, True, False],
               "each rewritten value is accepted or not on its meaning and confidence")
        expect([r["reason"] for r in d["results"]][1:4:2] == ["semantic_mismatch", "low_confidence"],
               "with the reason")
        lines = list(verity.stream_transformations(
            {"record_id": i, "field": "dob", "old_value": "Jan 12, 1980",
             "new_value": "1980-01-12" if i % 10 else "1980-01-13"} for i in range(1000)))
        totals = lines[-1]["totals"]
        expect(len(lines) == 1001 and totals["total"] == 1000 and totals["accepted"] == 900,
               "1,000 transformations streamed as NDJSON: 900 accepted")

        print("RAG")
        sources = [{"id": "Para 7-2", "text": "Engine oil capacity: 5 quarts with filter.",
                    "score": 0.82}]
        d = verity.verify_citations("Oil capacity is 5 quarts [Citation: Para 7-2].", sources,
                                    question="What's the oil capacity?")
        expect(d.verdict == "pass" and d["action"] == "answer", "a grounded, cited answer is served")
        d = verity.verify_citations("Oil capacity is 7 quarts [Citation: Para 9-9].", sources)
        expect(d.rejected and fired(d, "citations.fabricated_citation"),
               "a citation of a passage that was never retrieved is fabricated")
        d = verity.verify_citations(None, sources, retrieval_confidence=0.3)
        expect(d["action"] == "fallback", "weak retrieval falls back without an answer")

        print("operations")
        verity.feedback(d.decision_id, "true_positive", note="walkthrough")
        scrape = httpx.get(f"{url}/metrics").text
        expect('verity_feedback_total{endpoint="/verify-citations",label="true_positive"}' in scrape,
               "feedback on a decision is counted per endpoint in /metrics")
        try:
            verity.validate_boundaries(0, [])
            expect(False, "a malformed envelope raises")
        except VerityError as error:
            expect(error.status == 422 and error.problem["errors"][0]["path"] == "/total_pages",
                   f"a malformed envelope is a 422 problem naming the field ({error.problem['errors'][0]})")
    print("walkthrough: every answer as expected")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "http://127.0.0.1:8080")
