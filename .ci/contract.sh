#!/usr/bin/env bash
# Contract tests: openapi-spec-validator on openapi.yaml, then schemathesis against the live
# release binary with every check, over every operation, in the examples, coverage and fuzzing
# phases. The hooks in .ci/schemathesis_hooks.py state the constraints JSON Schema cannot.
# CASES (max examples per operation in fuzzing, default 100) and SEED can be overridden.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh
export PATH="$HOME/.local/bin:$PATH"

python3 -m openapi_spec_validator openapi.yaml
start_verity VERITY_DECISION_LOG__SINK=off RUST_LOG=warn
SCHEMATHESIS_HOOKS=schemathesis_hooks PYTHONPATH=.ci st --config-file .ci/schemathesis.toml run openapi.yaml \
  --url "http://127.0.0.1:$api_port" --checks all --phases examples,coverage,fuzzing \
  -n "${CASES:-100}" --seed "${SEED:-1}" --no-color >"$work/st.out" 2>&1 || { cat "$work/st.out"; exit 1; }
tail -12 "$work/st.out"
generated=$(grep -Eo '[0-9]+ generated' "$work/st.out" | grep -Eo '[0-9]+' || echo 0)
echo "  schemathesis: $generated cases, all checks, 0 failures"
# The server survived everything it was sent.
curl -fsS "http://127.0.0.1:$api_port/healthz" >/dev/null
