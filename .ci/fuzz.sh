#!/usr/bin/env bash
# Builds every cargo-fuzz target (nightly), seeds the corpora from the tests, and runs each target
# for FUZZ_SECONDS (default 15). A crash, a panic or a timeout fails the run and leaves the input
# in fuzz/artifacts/<target>/. The longer local run is in HARDENING.md.
# Without AddressSanitizer (`--sanitizer none`): verity forbids unsafe code, so what the fuzzers find
# is a panic or a hang, which libFuzzer reports without it; the sanitized build took
# 11 minutes of a 2-core CI machine, this one 7.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-15}
if ! command -v cargo-fuzz >/dev/null; then
  cargo install cargo-fuzz --locked --quiet
fi
python3 fuzz/seed.py
cargo +nightly fuzz build -O --sanitizer none
for target in $(cargo +nightly fuzz list); do
  log=$(mktemp)
  if ! cargo +nightly fuzz run -O --sanitizer none "$target" "fuzz/corpus/$target" -- \
      -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 >"$log" 2>&1; then
    tail -40 "$log"
    echo "fuzz target $target failed" >&2
    exit 1
  fi
  echo "  $target: $(grep -Eo 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1)"
  rm -f "$log"
done
