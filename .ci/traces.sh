#!/usr/bin/env bash
# Traces: verity built with the OTLP exporter (--features otlp) exports a real span to a small
# OTLP/HTTP receiver that decodes it with the official opentelemetry-proto package (.ci/traces.py).
# Uses target/release/verity, which .ci/run builds with --features otlp for every step (a second
# build with the exporter recompiled most of the tree); anything else at that path is built here.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh
python3 -m venv "$work/otel"
"$work/otel/bin/pip" install --quiet --disable-pip-version-check opentelemetry-proto==1.45.2
cargo build --release --locked --features otlp --bin verity
"$work/otel/bin/python" .ci/traces.py target/release/verity
