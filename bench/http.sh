#!/usr/bin/env bash
# HTTP throughput and latency of every validation endpoint with its realistic payload, side by
# side with the HTTP floor: POST /bench/floor on the same binary (server.bench_floor) decodes the
# same body with the same extractor and answers a fixed small JSON. For each endpoint and run it
# measures the floor, then the endpoint, with the same payload; it prints every run, then
# min / median / max of req/s, p99 and the ratio endpoint/floor over the runs, and the server's
# peak RSS (VmHWM) under that load. Release binary on loopback; needs wrk. No pass/fail on speed:
# it fails only when a request errs.
#   bash bench/http.sh [seconds=5] [connections=64] [runs=1]   (VERITY_FEATURES=otlp: that build)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-5}
connections=${2:-64}
runs=${3:-1}
cargo build --release --locked --bin verity ${VERITY_FEATURES:+--features "$VERITY_FEATURES"} >/dev/null 2>&1
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
: >"$work/results"
for pair in boundaries:/validate/boundaries metadata:/validate/metadata plan:/validate/plan \
  facts:/verify-facts transformations:/validate/transformations citations:/verify-citations \
  toolcalls:/validate/tool-calls; do
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
    echo "$path $rps $p99 $frps $fp99 $ratio" >>"$work/results"
  done
done
printf '\nmin / median / max over %d run(s)\n' "$runs"
python3 - "$work/results" <<'PY'
import statistics, sys
rows = {}
for line in open(sys.argv[1]):
    path, *values = line.split()
    rows.setdefault(path, []).append([float(v) for v in values])
def mmm(values, fmt):
    return " / ".join(fmt.format(v) for v in (min(values), statistics.median(values), max(values)))
print(f"{'endpoint':26} {'req/s':>24} {'p99 ms':>20} {'floor req/s':>24} {'floor p99 ms':>20} {'ratio':>18}")
for path, runs in rows.items():
    col = list(zip(*runs))
    print(f"{path:26} {mmm(col[0], '{:.0f}'):>24} {mmm([v / 1000 for v in col[1]], '{:.2f}'):>20} "
          f"{mmm(col[2], '{:.0f}'):>24} {mmm([v / 1000 for v in col[3]], '{:.2f}'):>20} {mmm(col[4], '{:.2f}'):>18}")
PY
printf '\nserver peak RSS under this load (VmHWM): %s KiB\n' "$(awk '/VmHWM/ {print $2}' "/proc/$verity_pid/status")"
