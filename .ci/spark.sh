#!/usr/bin/env bash
# examples/spark: the PySpark job in local mode on 100,000 generated rows whose right answers are
# known, one verity sidecar per executor started from the release binary, accepted and rejected
# rows written to Parquet. Java from Debian's packages, PySpark and verity-client into a venv.
set -euo pipefail
cd "$(dirname "$0")/.."
source .ci/lib.sh
if ! command -v java >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null
fi
python3 -m venv "$work/spark"
"$work/spark/bin/pip" install --quiet --disable-pip-version-check \
  -c clients/python/ci-constraints.txt pyspark ./clients/python
out="$work/out"
"$work/spark/bin/python" examples/spark/validate_transformations.py --generate 100000 \
  --output "$out" --verity-binary "$PWD/target/release/verity" --master 'local[2]' \
  --partitions 4 2>"$work/spark.log" | tee "$work/report.json" ||
  { tail -30 "$work/spark.log" >&2; exit 1; }
python3 - "$work/report.json" "$out" <<'PY'
import json, pathlib, sys
report = json.loads(pathlib.Path(sys.argv[1]).read_text().strip().splitlines()[-1])
assert report["total"] == 100000 and report["not_as_expected"] == 0, report
assert report["accepted"] == 60000 and report["rejected"] == 40000, report
for part in ("accepted", "rejected"):
    files = list(pathlib.Path(sys.argv[2], part).glob("*.parquet"))
    assert files, f"no Parquet in {part}/"
print(f"  ok  100,000 rows: {report['accepted']} accepted, {report['rejected']} rejected "
      f"{report['by_reason']}, every one as expected; Parquet written")
PY
