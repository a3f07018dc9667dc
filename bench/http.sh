#!/usr/bin/env bash
# HTTP throughput and latency of every validation endpoint with its realistic payload, side by
# side with the HTTP floor: POST /bench/floor on the same binary (server.bench_floor) decodes the
# same body with the same extractor and answers a fixed small JSON. Prints req/s, p50/p99 and the
# ratio endpoint/floor for each, on loopback, against the release binary. Needs wrk.
#   bash bench/http.sh [seconds=5] [connections=64] [runs=1]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
connections=${2:-64}
runs=${3:-1}
cargo build --release --locked --bin verity >/dev/null 2>&1
source .ci/lib.sh
start_verity RUST_LOG=warn VERITY_DECISION_LOG__SINK=off VERITY_SERVER__BENCH_FLOOR=true \
  VERITY_SERVER__MAX_CONCURRENCY=4096

cat >"$work/post.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = io.open(os.getenv("PAYLOAD")):read("*a")
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("RESULT %.0f %.0f %.0f %d\n", summary.requests / (summary.duration / 1e6),
    latency:percentile(50), latency:percentile(99), e.status + e.connect + e.read + e.write + e.timeout))
end
LUA
measure() { # measure PATH PAYLOAD -> "rps p50 p99 errors"
  PAYLOAD="$2" wrk -t2 -c"$connections" -d"${seconds}s" -s "$work/post.lua" \
    "http://127.0.0.1:$api_port$1" | awk '/^RESULT/ {print $2, $3, $4, $5}'
}
printf '%d connections, %d s per measurement, %d run(s)\n' "$connections" "$seconds" "$runs"
printf '%-26s %10s %9s %9s %10s %9s %9s %7s\n' endpoint "req/s" "p50 us" "p99 us" "floor/s" "fl p50" "fl p99" ratio
for pair in boundaries:/validate/boundaries metadata:/validate/metadata plan:/validate/plan \
  facts:/verify-facts transformations:/validate/transformations citations:/verify-citations; do
  name=${pair%%:*}
  path=${pair#*:}
  payload="bench/payloads/$name.json"
  measure "$path" "$payload" >/dev/null # warm-up
  for _ in $(seq 1 "$runs"); do
    read -r frps fp50 fp99 ferr < <(measure /bench/floor "$payload")
    read -r rps p50 p99 err < <(measure "$path" "$payload")
    [ "$err" = 0 ] && [ "$ferr" = 0 ] || { echo "errors on $path: $err (floor $ferr)" >&2; exit 1; }
    ratio=$(python3 -c "print(f'{$rps / $frps:.2f}')")
    printf '%-26s %10s %9s %9s %10s %9s %9s %7s\n' "$path" "$rps" "$p50" "$p99" "$frps" "$fp50" "$fp99" "$ratio"
  done
done
