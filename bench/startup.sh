#!/usr/bin/env bash
# Start-up and footprint of the release binary: time from exec to the first `/readyz` 200, the
# idle RSS 200 ms later, and the first API request's latency after that (`POST /verify-facts` with
# bench/payloads/facts.json: it meets whatever the engine builds on first use), over N starts
# (min / median / max), plus the binary's size. The clock runs in one Python process that spawns
# verity and polls /readyz every 0.5 ms.
#   bash bench/startup.sh [starts=11]      (VERITY_BIN=path measures another build instead)
# Like every bench script it builds the release binary with $VERITY_FEATURES (e.g. otlp) if set.
set -euo pipefail
cd "$(dirname "$0")/.."
starts=${1:-11}
if [ -z "${VERITY_BIN:-}" ]; then cargo build --release --locked --bin verity ${VERITY_FEATURES:+--features "$VERITY_FEATURES"} >/dev/null 2>&1; fi
export VERITY_BIN=${VERITY_BIN:-./target/release/verity}
python3 - "$starts" <<'PY'
import http.client, os, socket, statistics, subprocess, sys, time

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]

def ready(port):
    try:
        c = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
        c.request("GET", "/readyz")
        return c.getresponse().status == 200
    except OSError:
        return False

facts = open("bench/payloads/facts.json", "rb").read()
times, rss, first = [], [], []
for _ in range(int(sys.argv[1])):
    port = free_port()
    env = dict(os.environ, VERITY_SERVER__BIND=f"127.0.0.1:{port}", RUST_LOG="warn",
               VERITY_DECISION_LOG__SINK="off")
    started = time.perf_counter()
    proc = subprocess.Popen([os.environ["VERITY_BIN"], "serve"], env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while not ready(port):
        if proc.poll() is not None or time.perf_counter() - started > 10:
            sys.exit("verity did not become ready")
        time.sleep(0.0005)
    times.append((time.perf_counter() - started) * 1000)
    time.sleep(0.2)
    with open(f"/proc/{proc.pid}/status") as status:
        rss.append(next(int(l.split()[1]) for l in status if l.startswith("VmRSS")))
    c = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    c.connect()
    sent = time.perf_counter()
    c.request("POST", "/verify-facts", facts, {"Content-Type": "application/json"})
    answer = c.getresponse()
    answer.read()
    first.append((time.perf_counter() - sent) * 1000)
    if answer.status != 200:
        sys.exit(f"the first /verify-facts answered {answer.status}")
    proc.terminate()
    proc.wait()

def mmm(values, fmt):
    return " / ".join(fmt.format(v) for v in (min(values), statistics.median(values), max(values)))
print(f"{len(times)} starts (min / median / max)")
print(f"  exec to /readyz 200: {mmm(times, '{:.1f}')} ms")
print(f"  idle RSS:            {mmm(rss, '{:,}')} KiB")
print(f"  first /verify-facts: {mmm(first, '{:.1f}')} ms")
print(f"  binary:              {os.path.getsize(os.environ['VERITY_BIN']):,} bytes")
PY
