"""A PySpark job that validates an LLM-rewritten transformations dataset with verity.

Each partition streams its rows to a verity sidecar on its own executor as NDJSON (mapPartitions,
`Verity.stream_transformations`), so the validation scales with the executors and no verity is
shared between machines. Accepted rows and rejected rows (with verity's reason, method and detail)
go to Parquet; the counts are printed, and checked against the dataset's own expectations when the
dataset is the generated one.

    spark-submit examples/spark/validate_transformations.py \\
        --input transformations.parquet --output out/ [--verity-url http://127.0.0.1:8080]

    # or a generated dataset of N rows whose right answers are known (what CI runs):
    python examples/spark/validate_transformations.py --generate 100000 --output out/ \\
        --verity-binary target/release/verity --master 'local[2]'

The sidecar: `--verity-url` when one already runs beside every executor (a sidecar container in
the executor pod, a daemon on each node); else `--verity-binary`, which each executor starts on a
free loopback port the first time one of its tasks needs it (a file lock makes the Python
workers of one executor share it) and stops when the executor's Python daemon exits.

Input columns: `record_id`, `field`, `old_value`, `new_value`, optional `kind`, `confidence`
(what `/validate/transformations` reads). Output: `accepted/` and `rejected/` Parquet with the
input columns plus `kind`, `method`, and for rejected rows `reason` and `detail`.
"""

from __future__ import annotations

import argparse
import collections
import fcntl
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from typing import Any, Dict, Iterable, Iterator, List, Optional

from pyspark.sql import Row, SparkSession
from pyspark.sql import functions as F
from pyspark.sql.types import (BooleanType, DoubleType, LongType, StringType, StructField,
                               StructType)

INPUT_SCHEMA = StructType([
    StructField("record_id", LongType()),
    StructField("field", StringType()),
    StructField("old_value", StringType()),
    StructField("new_value", StringType()),
    StructField("confidence", DoubleType()),
    StructField("expected", StringType()),  # generated datasets only: the reason verity should give
])
OUTPUT_SCHEMA = StructType([
    *INPUT_SCHEMA.fields,
    StructField("accepted", BooleanType()),
    StructField("kind", StringType()),
    StructField("reason", StringType()),
    StructField("method", StringType()),
    StructField("detail", StringType()),
])
VALIDATED = ("accepted", "kind", "reason", "method", "detail")


# -- the sidecar, one per executor ------------------------------------------------------------

_SIDECAR: Dict[str, Any] = {}

# Runs verity until the process it serves (the executor's Python daemon) is gone.
WATCHDOG = """
import os, subprocess, sys, time
owner, binary = int(sys.argv[1]), sys.argv[2]
verity = subprocess.Popen([binary, "serve"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
try:
    while verity.poll() is None:
        try:
            os.kill(owner, 0)
        except OSError:
            break
        time.sleep(0.5)
finally:
    verity.terminate()
    verity.wait(10)
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _ready(url: str) -> bool:
    import httpx

    try:
        return httpx.get(f"{url}/readyz", timeout=1).status_code == 200
    except httpx.HTTPError:
        return False


def sidecar_url(binary: str) -> str:
    """The URL of this executor's verity, started on first use. The executor's Python workers
    share one: the first takes a file lock, starts it and writes its URL; the others read it."""
    if "url" in _SIDECAR:
        return _SIDECAR["url"]
    owner = os.getppid()  # the executor's Python daemon, which forks its workers
    state = os.path.join(tempfile.gettempdir(), f"verity-sidecar-{os.getuid()}-{owner}")
    with open(f"{state}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            with open(f"{state}.url") as f:
                url = f.read().strip()
            if _ready(url):
                _SIDECAR["url"] = url
                return url
        except OSError:
            pass
        port = _free_port()
        url = f"http://127.0.0.1:{port}"
        env = {**os.environ, "VERITY_SERVER__BIND": f"127.0.0.1:{port}",
               "VERITY_DECISION_LOG__SINK": "off", "RUST_LOG": "warn"}
        process = subprocess.Popen([sys.executable, "-c", WATCHDOG, str(owner), binary], env=env,
                                   start_new_session=True)
        for _ in range(200):
            if _ready(url):
                break
            time.sleep(0.05)
        else:
            process.kill()
            raise RuntimeError(f"verity did not start on {url}")
        with open(f"{state}.url", "w") as f:
            f.write(url)
        _SIDECAR["url"] = url
        return url


# -- the job --------------------------------------------------------------------------------


def validate_partition(rows: Iterable[Row], verity_url: Optional[str],
                       verity_binary: Optional[str], min_confidence: float) -> Iterator[tuple]:
    """One NDJSON stream per partition: each row with verity's answer, in input order."""
    from verity_client import Verity

    url = verity_url or sidecar_url(verity_binary or "verity")
    # Rows sent and not yet answered: at most one of the client's NDJSON batches.
    pending: "collections.deque[Row]" = collections.deque()

    def items() -> Iterator[Dict[str, Any]]:
        for row in rows:
            pending.append(row)
            item = {"record_id": row.record_id, "field": row.field,
                    "old_value": row.old_value, "new_value": row.new_value}
            if row.confidence is not None:
                item["confidence"] = row.confidence
            yield item

    with Verity(url, timeout=120) as verity:
        for result in verity.stream_transformations(items(), min_confidence=min_confidence):
            if "totals" in result and "index" not in result:
                continue
            row = pending.popleft()  # answers come in input order
            yield (*row, result["accepted"], result.get("kind"), result["reason"],
                   result.get("method"), result.get("detail"))


def generated(spark: SparkSession, n: int, partitions: int):
    """N rewrites whose right answers are known: dates kept and changed, emails, prices, names,
    phones, a low-confidence one. `expected` is the reason verity must give."""
    cases = [
        ("dob", "Jan 12, 1980", "1980-01-12", 0.95, "ok"),
        ("dob", "Jan 12, 1980", "1980-01-01", 0.95, "semantic_mismatch"),
        ("start_date", "01-02-1975", "1975-02-01", 0.9, "ok"),
        ("email", "  Ada@Example.COM ", "ada@example.com", 0.99, "ok"),
        ("email", "ada@example.com", "ada@", 0.99, "invalid_output"),
        ("price", "$1,234.50", "1234.50", 0.9, "ok"),
        ("price", "$1,234.50", "1243.50", 0.9, "semantic_mismatch"),
        ("full_name", "DOE, JOHN", "John Doe", 0.9, "ok"),
        ("phone", "(555) 010-4477", "+1 555 010 4477", 0.9, "ok"),
        ("dob", "12/05/75", "1975-12-05", 0.4, "low_confidence"),
    ]

    def row(i: int) -> tuple:
        field, old, new, confidence, expected = cases[i % len(cases)]
        return (i, field, old, new, confidence, expected)

    return spark.createDataFrame(
        spark.sparkContext.range(n, numSlices=partitions).map(row), INPUT_SCHEMA)


def main(argv: Optional[List[str]] = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--input", help="Parquet (or a directory of it) with the transformations")
    source.add_argument("--generate", type=int, help="validate N generated rows instead")
    parser.add_argument("--output", required=True, help="writes accepted/ and rejected/ here")
    parser.add_argument("--verity-url", help="a verity already beside every executor")
    parser.add_argument("--verity-binary", help="start one per executor from this binary")
    parser.add_argument("--min-confidence", type=float, default=0.7)
    parser.add_argument("--partitions", type=int, default=8)
    parser.add_argument("--master", help="e.g. local[2] (spark-submit sets it otherwise)")
    args = parser.parse_args(argv)

    # Local mode: the workers run this interpreter (with verity-client), unless told otherwise.
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    builder = SparkSession.builder.appName("verity-validate-transformations")
    if args.master:
        builder = builder.master(args.master)
    spark = (builder.config("spark.ui.enabled", "false")
             .config("spark.ui.showConsoleProgress", "false").getOrCreate())
    spark.sparkContext.setLogLevel("WARN")
    if args.generate:
        frame = generated(spark, args.generate, args.partitions)
    else:
        frame = spark.read.parquet(args.input)
        if "expected" not in frame.columns:
            frame = frame.withColumn("expected", F.lit(None).cast(StringType()))
        if "confidence" not in frame.columns:
            frame = frame.withColumn("confidence", F.lit(None).cast(DoubleType()))
        frame = frame.select(*[F.col(f.name).cast(f.dataType) for f in INPUT_SCHEMA.fields])

    url, binary, floor = args.verity_url, args.verity_binary, args.min_confidence
    checked = spark.createDataFrame(
        frame.rdd.mapPartitions(lambda rows: validate_partition(rows, url, binary, floor)),
        OUTPUT_SCHEMA).cache()
    accepted = checked.filter(F.col("accepted")).drop("reason", "detail")
    rejected = checked.filter(~F.col("accepted"))
    accepted.write.mode("overwrite").parquet(os.path.join(args.output, "accepted"))
    rejected.write.mode("overwrite").parquet(os.path.join(args.output, "rejected"))

    total = checked.count()
    by_reason = {r["reason"]: r["count"] for r in checked.groupBy("reason").count().collect()}
    wrong = checked.filter(F.col("expected").isNotNull() & (F.col("expected") != F.col("reason")))
    mismatches = wrong.count()
    report = {"total": total, "accepted": by_reason.get("ok", 0),
              "rejected": total - by_reason.get("ok", 0), "by_reason": by_reason,
              "not_as_expected": mismatches}
    print(json.dumps(report, sort_keys=True))
    if mismatches:
        for row in wrong.limit(5).collect():
            print("not as expected:", row.asDict(), file=sys.stderr)
    spark.stop()
    return 1 if mismatches or total != (args.generate or total) else 0


if __name__ == "__main__":
    sys.exit(main())
