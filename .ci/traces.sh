#!/usr/bin/env bash
# Traces: verity built with the OTLP exporter (--features otlp) exports a real span to a small
# OTLP/HTTP receiver that decodes it with the official opentelemetry-proto package (.ci/traces.py).
# Built in the dev profile: the exporter's code is the same, its dependencies are already compiled
# there (optimised, see Cargo.toml) by the test step, and the release binary the other steps use is
# left alone; a second release build cost CI about five minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh
python3 -m venv "$work/otel"
"$work/otel/bin/pip" install --quiet --disable-pip-version-check opentelemetry-proto==1.45.2
cargo build --locked --features otlp --bin verity
"$work/otel/bin/python" .ci/traces.py target/debug/verity
