#!/usr/bin/env bash
# Instruction counts (callgrind), the figures BENCHMARKS.md compares before/after because they do
# not move with the VM's neighbours. Two modes:
#
#   bash bench/instructions.sh http [requests=200] [warm-up=50]
#     Per HTTP request, the whole server: verity under callgrind with `server.bench_floor = true`;
#     for each `bench/payloads/` payload, first `POST /bench/floor` (the same decode, a fixed
#     answer) and then its endpoint, each over one keep-alive connection: warm-up requests, counters
#     zeroed (`callgrind_control -z`), `requests` requests, counters dumped; the dump's total / requests.
#     Every thread counts (connection and engine threads, timers). Uses target/profiling/verity when
#     it is built (`cargo build --profile profiling`: symbols for callgrind_annotate on the dumps),
#     else the release binary (same code, stripped: the totals are the same); VERITY_BIN=path for
#     another build.
#
#   bash bench/instructions.sh [bench-name-filter]
#     Per call of each engine family's entry point: each criterion bench runs for one second under
#     callgrind with collection on only inside its entry point; the total, less the process-wide
#     tables built once on first use, is divided by how many
#     bench iterations ran it, and by the items per iteration (1,000 for transform/1000_mixed,
#     whose loop calls `check_item` once per item). Needs the profiling build of the benches.
#
# Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed" >&2; exit 1; }
if [ "${1:-}" = http ]; then
  if [ -z "${VERITY_BIN:-}" ]; then
    if [ -x target/profiling/verity ]; then
      VERITY_BIN=target/profiling/verity
    else
      cargo build --release --locked --bin verity ${VERITY_FEATURES:+--features "$VERITY_FEATURES"} >/dev/null 2>&1
      VERITY_BIN=target/release/verity
    fi
  fi
  export VERITY_BIN
  exec python3 - "${2:-200}" "${3:-50}" <<'PY'
import glob, http.client, os, socket, subprocess, sys, tempfile, time

requests, warm = int(sys.argv[1]), int(sys.argv[2])
routes = [("boundaries", "/validate/boundaries"), ("metadata", "/validate/metadata"),
          ("plan", "/validate/plan"), ("facts", "/verify-facts"),
          ("transformations", "/validate/transformations"), ("citations", "/verify-citations"),
          ("toolcalls", "/validate/tool-calls")]
out = tempfile.mkdtemp()
with socket.socket() as s:
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
env = dict(os.environ, VERITY_SERVER__BIND=f"127.0.0.1:{port}", RUST_LOG="warn",
           VERITY_DECISION_LOG__SINK="off", VERITY_SERVER__BENCH_FLOOR="true",
           VERITY_SERVER__REQUEST_TIMEOUT_MS="60000")
server = subprocess.Popen(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}/cg",
                           os.environ["VERITY_BIN"], "serve"], env=env,
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

def connect():
    return http.client.HTTPConnection("127.0.0.1", port, timeout=120)

def control(flag):
    subprocess.run(["callgrind_control", flag, str(server.pid)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

try:
    started = time.time()
    while True:
        try:
            c = connect()
            c.request("GET", "/readyz")
            if c.getresponse().status == 200:
                break
        except OSError:
            pass
        if server.poll() is not None or time.time() - started > 300:
            sys.exit("verity did not become ready under valgrind")
        time.sleep(0.2)
    print(f"{os.environ['VERITY_BIN']}: Ir per request, {requests} requests after {warm} "
          "on one keep-alive connection")
    print(f"{'payload':16} {'floor':>12} {'endpoint':>12} {'endpoint-floor':>15} {'floor/endpoint':>15}")
    for name, path in routes:
        body = open(f"bench/payloads/{name}.json", "rb").read()
        counts = []
        for route in ("/bench/floor", path):
            c = connect()
            def post(n):
                for _ in range(n):
                    c.request("POST", route, body, {"Content-Type": "application/json"})
                    answer = c.getresponse()
                    answer.read()
                    if answer.status != 200:
                        sys.exit(f"{route} with {name}.json answered {answer.status}")
            post(warm)
            before = set(glob.glob(f"{out}/cg.*"))
            control("-z")
            post(requests)
            control("-d")
            (dump,) = set(glob.glob(f"{out}/cg.*")) - before
            summary = next(l for l in open(dump) if l.startswith("summary:"))
            counts.append(int(summary.split()[1]) / requests)
            c.close()
        floor, endpoint = counts
        print(f"{name:16} {floor:12,.0f} {endpoint:12,.0f} {endpoint - floor:15,.0f} {floor / endpoint:15.2f}")
finally:
    server.terminate()
    server.wait()
    for f in glob.glob(f"{out}/*"):
        os.remove(f)
    os.rmdir(out)
PY
fi
bin=$(cargo bench --profile profiling --no-run --bench engine 2>&1 |
  sed -n 's/.*Executable benches\/engine.rs (\(.*\))/\1/p' | tail -1)
[ -x "$bin" ] || { echo "could not build the bench binary" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# bench name, entry point (callgrind's demangled name), calls per bench iteration
while read -r bench entry per; do
  case "$bench" in *"${1:-}"*) ;; *) continue ;; esac
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" --toggle-collect="$entry" \
    "$bin" --bench --profile-time 1 "$bench" >/dev/null 2>&1
  callgrind_annotate --inclusive=yes --tree=caller "$out/cg" 2>/dev/null | awk -v bench="$bench" -v entry="$entry" -v per="$per" '
    /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
    # Process-wide tables built once on first use (locale month names, common words), which a
    # short run under valgrind would otherwise spread over a few dozen calls.
    index($0, "*  ") && index($0, "OnceLock<T>::initialize [") {
      v = $1; gsub(",", "", v); if (v + 0 > once) once = v + 0
    }
    index($0, "< ") && index($0, "Bencher<M>::iter (") {
      n = $0; sub(/.*Bencher<M>::iter \(/, "", n); sub(/x\).*/, "", n); gsub(",", "", n); calls += n
    }
    END { if (calls > 0) printf "%-32s %-54s %9.0f Ir/call (%d calls)\n", bench, entry, (total - once) / calls / per, calls * per
          else printf "%-36s no calls of %s recorded\n", bench, entry }'
done <<'EOF'
boundaries/20_boundaries_10kb verity::engine::boundaries::check 1
metadata/full_5kb verity::engine::metadata::MetadataRules::check 1
plan/15_steps_with_schemas verity::engine::plan::PlanRules::check_with 1
plan/10_steps_50_tools verity::engine::plan::PlanRules::check_with 1
plan/suggest_500_tools verity::engine::plan::PlanRules::suggestions 1
facts/verify_2kb_10_facts verity::engine::facts::FactsRules::check 1
transform/1000_mixed verity::engine::transform::TransformRules::check_item 1000
citations/5_sentences_5_sources verity::engine::citations::CitationRules::audit_listing 1
citations/3_sentences_3_passages verity::engine::citations::CitationRules::audit_listing 1
toolcalls/one_call verity::engine::toolcalls::check 1
toolcalls/compile_128_tools verity::engine::catalog::ToolCatalog::from_json 1
EOF
