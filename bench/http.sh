#!/usr/bin/env bash
# HTTP latency and throughput of each validation endpoint with its realistic payload, on loopback,
# against the release binary. Needs wrk (Debian package `wrk`).
#   bash bench/http.sh [seconds] [connections...]     e.g. bash bench/http.sh 10 1 64
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
shift || true
connections=("${@:-1 64}")
# shellcheck disable=SC2206
connections=(${connections[*]})

cargo build --release --locked --bin verity >/dev/null 2>&1
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
RUST_LOG=warn VERITY_SERVER__BIND="127.0.0.1:$port" ./target/release/verity serve >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.05; done

lua=$(mktemp --suffix .lua)
trap 'kill $pid 2>/dev/null || true; rm -f "$lua"' EXIT
cat >"$lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = io.open(os.getenv("PAYLOAD")):read("*a")
done = function(summary, latency, requests)
  io.write(string.format("%10.0f req/s  p50 %7.1f us  p99 %7.1f us  errors %d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
LUA

printf '%-24s %5s  %s\n' endpoint conns result
for endpoint in boundaries metadata; do
  for c in "${connections[@]}"; do
    threads=$(( c < 2 ? 1 : 2 ))
    result=$(PAYLOAD="bench/payloads/$endpoint.json" wrk -t"$threads" -c"$c" -d"${seconds}s" -s "$lua" \
      "http://127.0.0.1:$port/validate/$endpoint" | tail -1)
    printf '%-24s %5s  %s\n' "/validate/$endpoint" "$c" "$result"
  done
done
