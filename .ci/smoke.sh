#!/usr/bin/env bash
# Starts the release binary, validates one boundary and one metadata example, lets a real
# Prometheus scrape it, and asks Prometheus (PromQL over its HTTP API) for the validations.
set -euo pipefail
cd "$(dirname "$0")/.."

source .ci/lib.sh
start_verity
prom_port=$(free_port)

post() {
  curl -fsS -H 'content-type: application/json' -d "$2" "http://127.0.0.1:$api_port$1"
}
expect_verdict() {
  local got
  got=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["verdict"])' <<<"$2")
  if [ "$got" != "$1" ]; then echo "expected verdict $1, got: $2" >&2; exit 1; fi
  echo "  verdict $got as expected"
}
reject_body='{"total_pages": 3, "boundaries": [{"start_page":1,"end_page":1},{"start_page":1,"end_page":1},{"start_page":2,"end_page":2},{"start_page":3,"end_page":3},{"start_page":3,"end_page":3}], "context": {"provider": "openai"}}'
pass_body='{"total_pages": 2, "boundaries": [{"start_page":1,"end_page":1},{"start_page":2,"end_page":2}], "context": {"provider": "openai"}}'
expect_verdict reject "$(post /validate/boundaries "$reject_body")"
expect_verdict pass "$(post /validate/boundaries "$pass_body")"
expect_verdict pass "$(post /validate/metadata '{"metadata": {"bank_name": "Westpac", "account_number": "032-000 123456", "start_date": "2024-01-01", "end_date": "2024-01-31"}, "document_text": "Westpac Banking Corporation account 032-000 123456", "context": {"provider": "ollama"}}')"
# Warm-up: counters that exist before Prometheus's first scrape, large enough that rate()
# extrapolates every series alike.
for _ in $(seq 1 19); do post /validate/boundaries "$reject_body" >/dev/null; post /validate/boundaries "$pass_body" >/dev/null; done

echo "  promtool check metrics on a live scrape"
curl -fsS "http://127.0.0.1:$api_port/metrics" | promtool check metrics

# The shipped rules, evaluated every second instead of every 15 s.
mkdir -p "$work/rules"
sed 's/interval: 15s/interval: 1s/' deploy/rules/verity.rules.yml >"$work/rules/verity.rules.yml"
cp deploy/rules/verity.alerts.yml "$work/rules/"
cat >"$work/prometheus.yml" <<YAML
global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files:
  - rules/verity.rules.yml
  - rules/verity.alerts.yml
scrape_configs:
  - job_name: verity
    static_configs:
      - targets: ["127.0.0.1:$api_port"]
YAML
promtool check config "$work/prometheus.yml" >/dev/null
prometheus --config.file="$work/prometheus.yml" --storage.tsdb.path="$work/tsdb" \
  --web.listen-address="127.0.0.1:$prom_port" >"$work/prometheus.log" 2>&1 &
pids+=($!)

query() {
  curl -fsS "http://127.0.0.1:$prom_port/api/v1/query" --data-urlencode "query=$1" 2>/dev/null | python3 -c 'import json,sys
try:
    r = json.load(sys.stdin)["data"]["result"]
    print(r[0]["value"][1] if r else "")
except Exception:
    print("")'
}
wait_for() { # wait_for QUERY PYTHON-CONDITION-ON-v
  local value=""
  for i in $(seq 1 80); do
    value=$(query "$1" || true)
    if [ -n "$value" ] && python3 -c "import sys; v=float(sys.argv[1]); sys.exit(0 if ($2) else 1)" "$value"; then
      echo "  Prometheus: $1 = $value after ${i} poll(s)"
      return 0
    fi
    sleep 0.5
  done
  echo "Prometheus never saw $1 satisfy $2; last value: '$value'" >&2
  tail -20 "$work/prometheus.log" >&2
  return 1
}
wait_for 'sum(verity_validations_total)' 'v == 41'
# Measured traffic after the first scrape: 6 passes and 4 rejections -> a 40 % rejection rate.
for _ in $(seq 1 6); do post /validate/boundaries "$pass_body" >/dev/null; done
for _ in $(seq 1 4); do post /validate/boundaries "$reject_body" >/dev/null; done
wait_for 'sum(verity_validations_total{endpoint="/validate/boundaries"})' 'v == 50'
wait_for 'verity:rejection_rate:ratio5m{endpoint="/validate/boundaries",provider="openai"}' 'abs(v - 0.4) < 0.001'
