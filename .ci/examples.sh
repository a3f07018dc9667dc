#!/usr/bin/env bash
# The example clients and pipeline integrations in examples/, each a real program run against the
# release binary; each exits non-zero when an answer is not what it expects.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh
start_verity RUST_LOG=warn VERITY_DECISION_LOG__SINK=off
url="http://127.0.0.1:$api_port"

echo "--- python: the client's own tests (retry on 503, problem details, what is sent)"
python3 -m unittest examples/python/test_client.py
for program in walkthrough pipeline langgraph_node; do
  echo "--- python: examples/python/$program.py"
  (cd examples/python && python3 "$program.py" "$url")
done

echo "--- typescript: types regenerated from openapi.yaml must match src/schema.d.ts"
(
  cd examples/typescript
  npm ci --no-audit --no-fund --loglevel=error
  npx openapi-typescript ../../openapi.yaml -o "$work/schema.d.ts" >/dev/null
  diff -u src/schema.d.ts "$work/schema.d.ts" ||
    { echo "src/schema.d.ts is stale: run 'npm run types' in examples/typescript" >&2; exit 1; }
  npx tsc -p .
  echo "--- typescript: examples/typescript/src/walkthrough.ts"
  node dist/walkthrough.js "$url"
)

echo "--- shell: examples/curl/walkthrough.sh"
bash examples/curl/walkthrough.sh "$url"
