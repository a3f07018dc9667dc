#!/usr/bin/env bash
# Mixed-workload load (or soak) test of the release binary on loopback with wrk: requests rotate
# over every validation endpoint with its realistic payload (bench/payloads). Prints throughput,
# p50/p99/p99.9 latency, errors (non-2xx and socket errors) and the server's RSS before and after.
# Fails when any request errs or RSS grows by 10 % and 4 MiB or more (a leak of 150 bytes per
# request shows in a 10 s run; an allocator settling by a megabyte or two does not).
#   bash bench/load.sh [seconds=30] [connections=32]      soak: bash bench/load.sh 300 32
# The release binary is built with $VERITY_FEATURES if set (CI: otlp, the binary its steps share).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-30}
connections=${2:-32}
cargo build --release --locked --bin verity ${VERITY_FEATURES:+--features "$VERITY_FEATURES"} >/dev/null 2>&1
source .ci/lib.sh
start_verity RUST_LOG=warn VERITY_DECISION_LOG__SINK=off VERITY_SERVER__MAX_CONCURRENCY=1024

rss() { awk '/VmRSS/ {print $2}' "/proc/$verity_pid/status"; }
cat >"$work/mixed.lua" <<'LUA'
local routes = {
  {"/validate/boundaries", "boundaries"}, {"/validate/metadata", "metadata"},
  {"/validate/plan", "plan"}, {"/verify-facts", "facts"},
  {"/validate/transformations", "transformations"}, {"/verify-citations", "citations"},
  {"/validate/tool-calls", "toolcalls"},
}
local bodies = {}
for i, r in ipairs(routes) do bodies[i] = io.open("bench/payloads/" .. r[2] .. ".json"):read("*a") end
local headers = {["Content-Type"] = "application/json"}
local n = 0
request = function()
  n = n % #routes + 1
  return wrk.format("POST", routes[n][1], headers, bodies[n])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %d %.0f %.1f %.1f %.1f %d %d\n", summary.requests,
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
    latency:percentile(99.9), e.status, e.connect + e.read + e.write + e.timeout))
end
LUA
# Warm up until the bounded caches are full and the allocator's pools have grown to the load's
# working set, then measure: the /feedback decision memory holds the last feedback.capacity =
# 10,000 decisions, so RSS is compared only after three times that many validations (counted in
# /metrics, whatever this machine's speed); soaks warm up 15 s more.
validations() {
  curl -fsS "http://127.0.0.1:$api_port/metrics" |
    awk '/^verity_validations_total/ {sum += $2} END {printf "%d", sum}'
}
for _ in $(seq 1 60); do
  [ "$(validations)" -ge 30000 ] && break
  wrk -t2 -c"$connections" -d2s -s "$work/mixed.lua" "http://127.0.0.1:$api_port" >/dev/null
done
if [ "$seconds" -ge 60 ]; then
  wrk -t2 -c"$connections" -d15s -s "$work/mixed.lua" "http://127.0.0.1:$api_port" >/dev/null
fi
before=$(rss)
read -r _ requests rps p50 p99 p999 status_errors socket_errors < <(
  wrk -t2 -c"$connections" -d"${seconds}s" --timeout 10s -s "$work/mixed.lua" \
    "http://127.0.0.1:$api_port" | grep '^RESULT')
after=$(rss)
growth=$(python3 -c "print(f'{($after - $before) * 100 / $before:.1f}')")
printf 'mixed load, %s s, %s connections, 2 wrk threads\n' "$seconds" "$connections"
printf '  requests %s  throughput %s req/s\n' "$requests" "$rps"
printf '  latency p50 %s us  p99 %s us  p99.9 %s us\n' "$p50" "$p99" "$p999"
printf '  errors: %s non-2xx, %s socket\n' "$status_errors" "$socket_errors"
printf '  RSS before %s KiB, after %s KiB (%s %%)\n' "$before" "$after" "$growth"
[ "$status_errors" = 0 ] && [ "$socket_errors" = 0 ] || { echo "load: errors" >&2; exit 1; }
python3 -c "import sys; sys.exit(1 if $after >= $before * 1.10 and $after - $before >= 4096 else 0)" ||
  { echo "load: RSS grew 10 % and 4 MiB or more" >&2; exit 1; }

# SIGTERM under load: in-flight requests are answered, keep-alive clients are told to reconnect
# during the grace period, and no client sees a reset.
kill "$verity_pid"; wait "$verity_pid" 2>/dev/null || true
start_verity RUST_LOG=warn VERITY_DECISION_LOG__SINK=off VERITY_SERVER__SHUTDOWN_GRACE_MS=300
python3 bench/drain.py "$api_port" "$verity_pid" 16
