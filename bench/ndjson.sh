#!/usr/bin/env bash
# Streams N date transformations through one connection to the release binary and reports the
# time, the rate and the server's peak RSS (VmHWM).   bash bench/ndjson.sh [count]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-10000000}
cargo build --release --locked --bin verity ${VERITY_FEATURES:+--features "$VERITY_FEATURES"} --example ndjson_load >/dev/null 2>&1
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
RUST_LOG=warn VERITY_SERVER__BIND="127.0.0.1:$port" ./target/release/verity serve >/dev/null 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.05; done
echo "idle RSS: $(grep VmRSS /proc/$pid/status | awk '{print $2, $3}')"
./target/release/examples/ndjson_load "127.0.0.1:$port" "$count"
echo "peak RSS: $(grep VmHWM /proc/$pid/status | awk '{print $2, $3}')"
