#!/usr/bin/env bash
# Regenerates src/verity_client/models.py from the service's openapi.yaml with the pinned
# datamodel-code-generator. CI runs it and fails when the committed file differs.
#   bash clients/python/scripts/generate_models.sh [OUTPUT]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$here/src/verity_client/models.py}"
datamodel-codegen \
  --input "$here/../../openapi.yaml" --input-file-type openapi \
  --output "$out" \
  --output-model-type pydantic_v2.BaseModel \
  --target-python-version 3.10 \
  --use-standard-collections --use-schema-description --field-constraints --use-subclass-enum \
  --openapi-scopes schemas paths --disable-timestamp --custom-file-header '# Generated from openapi.yaml by scripts/generate_models.sh (datamodel-code-generator 0.89.0): do not edit.'
