#!/usr/bin/env bash
# verity from the shell: one curl per endpoint, with jq picking out what a pipeline acts on.
# Read it as a tutorial; run it as a check (it exits 1 at the first unexpected answer):
#   bash examples/curl/walkthrough.sh [http://127.0.0.1:8080]
# Needs curl and jq. Add  -H "Authorization: Bearer $TOKEN"  when the service runs with [auth].
set -euo pipefail
url=${1:-http://127.0.0.1:8080}

# post PATH JSON -> the answer's body; fails on any non-2xx other than the ones a step expects.
post() { curl -sS -H 'Content-Type: application/json' --data-binary "$2" "$url$1"; }
check() { # check WHAT JQ-EXPRESSION JSON: the expression must be true for the answer
  if jq -e "$2" >/dev/null <<<"$3"; then echo "  ok  $1"; else
    echo "FAIL: $1"; echo "  answer: $3" | head -c 2000; echo; exit 1; fi
}

echo "operations"
# Liveness and readiness: what Kubernetes probes (readiness turns 503 while shutting down).
check "healthz" '.status == "ok"' "$(curl -sS "$url/healthz")"
check "readyz 200" '. == 200' "$(curl -s -o /dev/null -w '%{http_code}' "$url/readyz")"
check "GET /rules lists every rule id" '.rules | map(.id) | index("plan.unknown_tool") != null' \
  "$(curl -sS "$url/rules")"

echo "documents"
# The verdict is what you branch on: pass, warn or reject. Each alert has a rule id and a JSON
# Pointer into what you sent.
answer=$(post /validate/boundaries '{"total_pages": 3, "boundaries": [
  {"start_page": 1, "end_page": 2}, {"start_page": 2, "end_page": 3}, {"start_page": 4, "end_page": 4}]}')
# One high and one medium alert: below the default policy (1 critical or 3 high), so "warn".
check "an overlap and a phantom start warn" \
  '.verdict == "warn" and ([.alerts[].rule] | index("boundaries.overlap") != null)
   and ([.alerts[] | select(.rule == "boundaries.start_beyond_document") | .path] == ["/boundaries/2/start_page"])' \
  "$answer"

answer=$(post /validate/metadata '{"metadata": {"bank_name": "UBS Switzerland AG",
  "account_number": "CH93 0076 2011 6238 5295 7", "start_date": "2024-03-01", "end_date": "2024-03-31"},
  "as_of": "2026-11-22"}')
check "a known bank and a valid IBAN pass" '.verdict == "pass"' "$answer"

echo "agents"
answer=$(post /validate/plan '{"plan": [{"id": "a", "tool": "send_email", "depends_on": ["b"]},
  {"id": "b", "tool": "compose_email", "depends_on": ["a"]}],
  "available_tools": [{"name": "compose_email", "description": "Draft an email"}]}')
check "an invented tool and a cycle: no execution order" \
  '.valid == false and .execution_order == null
   and ([.alerts[].rule] | index("plan.dependency_cycle") != null)
   and (.alerts[] | select(.rule == "plan.unknown_tool") | .suggested_tools == ["compose_email"])' \
  "$answer"

echo "texts"
answer=$(post /verify-facts '{"facts": {"time_strings": ["18:00–22:00"], "numeric_counts": [30]},
  "text": "Doors open 6pm–10pm for 30 guests.", "as_of": "2026-11-22"}')
check "6pm–10pm is 18:00–22:00" '.ok == true and .verdict == "pass"' "$answer"

echo "values"
answer=$(post /validate/transformations '{"transformations": [
  {"record_id": 1, "field": "customer_name", "old_value": "DOE, JOHN", "new_value": "John Doe"},
  {"record_id": 2, "field": "phone", "old_value": "044 668 18 00", "new_value": "+41 44 668 18 00"},
  {"record_id": 3, "field": "dob", "old_value": "01-02-1975", "new_value": "1975-03-01"}]}')
check "names and phones kept, a date that is neither reading rejected" \
  '[.results[].accepted] == [true, true, false] and .totals.acceptance_rate > 0.66' "$answer"

# Streaming: one transformation per line in, one result per line out, then the totals.
answer=$(printf '%s\n' '{"field": "dob", "old_value": "5-Dec-75", "new_value": "1975-12-05"}' \
  'not json' | curl -sS -H 'Content-Type: application/x-ndjson' --data-binary @- \
  "$url/validate/transformations?min_confidence=0.5" | tail -n 1)
check "NDJSON: a malformed line is an invalid_input result, the stream goes on" \
  '.totals.total == 2 and .totals.accepted == 1 and .totals.invalid_input == 1' "$answer"

echo "RAG"
answer=$(post /verify-citations '{"question": "Tire pressure?", "answer": "I don'"'"'t have information about that.",
  "sources": [{"id": "P1", "text": "Tire pressure: 35 psi.", "score": 0.9}]}')
check "a refusal is classified, not flagged" '.classification == "refusal"' "$answer"

echo "errors"
# Requests verity cannot validate are problem+json with the field's path; never a 500.
code=$(curl -s -o /tmp/verity-walkthrough.$$ -w '%{http_code}' -H 'Content-Type: application/json' \
  --data-binary '{"total_pages": 2, "boundaries": "all of them"}' "$url/validate/boundaries")
check "a malformed envelope is a 422 naming /boundaries" \
  ".status == 422 and .errors[0].path == \"/boundaries\" and \"$code\" == \"422\"" "$(cat /tmp/verity-walkthrough.$$)"
rm -f /tmp/verity-walkthrough.$$
echo "walkthrough (curl): every answer as expected"
