#!/usr/bin/env bash
# The example clients and pipeline integrations in examples/, each a real program run against the
# release binary; each exits non-zero when an answer is not what it expects.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh
start_verity RUST_LOG=warn VERITY_DECISION_LOG__SINK=off
url="http://127.0.0.1:$api_port"

echo "--- python: clients/python/src/verity_client/models.py regenerated from openapi.yaml must match"
constraints="$PWD/clients/python/ci-constraints.txt"
python3 -m venv "$work/gen"
"$work/gen/bin/pip" install --quiet --disable-pip-version-check -c "$constraints" \
  datamodel-code-generator black isort
PATH="$work/gen/bin:$PATH" bash clients/python/scripts/generate_models.sh "$work/models.py" 2>/dev/null
diff -u clients/python/src/verity_client/models.py "$work/models.py" ||
  { echo "models.py is stale: run clients/python/scripts/generate_models.sh" >&2; exit 1; }

echo "--- python: build the verity-client wheel, install it with every extra into a fresh venv"
python3 -m venv "$work/py"
py="$work/py/bin/python"
"$py" -m pip install --quiet --disable-pip-version-check -c "$constraints" hatchling
"$py" -m pip wheel --quiet --disable-pip-version-check --no-deps --no-build-isolation \
  -w "$work/dist" ./clients/python
wheel=$(ls "$work"/dist/verity_client-*.whl)
"$py" -m pip install --quiet --disable-pip-version-check -c "$constraints" \
  "$wheel[openai,anthropic,langgraph,guardrails,test]"

echo "--- python: the package's tests (client, OpenAI, Anthropic, LangGraph, Guardrails) against verity"
# The tests import verity_client from the installed wheel (src/ is not on the path).
(cd clients/python && VERITY_URL="$url" VERITY_CLIENT_ALL_EXTRAS=1 "$py" -m pytest -q -p no:warnings \
  -p no:cacheprovider tests)
for program in walkthrough pipeline langgraph_node; do
  echo "--- python: examples/python/$program.py (with the installed package)"
  (cd examples/python && "$py" "$program.py" "$url")
done
echo "--- python: the README's integration snippets, as written, with the installed package"
# Guardrails reads ~/.guardrailsrc; with metrics off it sends nothing to its hub (no network here).
mkdir -p "$work/home" && printf 'enable_metrics=false\n' >"$work/home/.guardrailsrc"
HOME="$work/home" python3 .ci/snippets.py --only python --url "$url" --python "$py"

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

echo "--- typescript package: clients/typescript/src/schema.d.ts regenerated from openapi.yaml must match"
(
  cd clients/typescript
  npm ci --no-audit --no-fund --loglevel=error
  npx openapi-typescript ../../openapi.yaml -o "$work/client-schema.d.ts" >/dev/null
  diff -u src/schema.d.ts "$work/client-schema.d.ts" ||
    { echo "clients/typescript/src/schema.d.ts is stale: run 'npm run types' there" >&2; exit 1; }
  echo "--- typescript package: npm pack (prepack builds it)"
  npm pack --loglevel=error --pack-destination "$work" >/dev/null
)
echo "--- typescript package: the tarball installed into a scratch project, its tests against verity"
scratch="$work/ts-scratch"
mkdir -p "$scratch"
printf '{"type": "module", "private": true}\n' >"$scratch/package.json"
cp clients/typescript/test/*.ts clients/typescript/test/tsconfig.json "$scratch/"
(
  cd "$scratch"
  # The versions the package is developed against (clients/typescript/package-lock.json).
  npm install --no-audit --no-fund --loglevel=error "$work/verity-client-0.1.0.tgz" \
    openai@7.57.0 typescript@5.9.3 @types/node@20.19.43
  npx tsc -p .
  VERITY_URL="$url" node --test --test-reporter=dot dist/
)
echo "--- typescript package: the README's snippet, as written, in the scratch project"
python3 .ci/snippets.py --only js --url "$url" --node-project "$scratch"

echo "--- shell: examples/curl/walkthrough.sh"
bash examples/curl/walkthrough.sh "$url"
