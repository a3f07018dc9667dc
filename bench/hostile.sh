#!/usr/bin/env bash
# Issue #24's hostile requests against the release binary: wall time, status, answer size and
# peak RSS per request (a fresh server each), then /healthz latency while two of the slowest run.
# Prints a Markdown table for HARDENING.md; no pass/fail (the timing goals are printed beside).
#   bash bench/hostile.sh            (TIMEOUT_MS=10000 by default: server.request_timeout_ms)
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --locked --bin verity ${VERITY_FEATURES:+--features "$VERITY_FEATURES"} >/dev/null 2>&1
exec python3 bench/hostile.py
