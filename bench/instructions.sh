#!/usr/bin/env bash
# Instructions per call of each engine family's entry point (callgrind), the figure BENCHMARKS.md
# compares before/after because it does not move with the VM's neighbours. Each criterion bench
# runs for one second under callgrind with collection on only inside its entry point; the total is
# divided by how many bench iterations ran it, and by the items per iteration (1,000 for
# transform/1000_mixed, whose loop calls `check_item` once per item).
#   bash bench/instructions.sh [bench-name-filter]      (needs valgrind)
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed" >&2; exit 1; }
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
    index($0, "< ") && index($0, "Bencher<M>::iter (") {
      n = $0; sub(/.*Bencher<M>::iter \(/, "", n); sub(/x\).*/, "", n); gsub(",", "", n); calls += n
    }
    END { if (calls > 0) printf "%-32s %-54s %9.0f Ir/call (%d calls)\n", bench, entry, total / calls / per, calls * per
          else printf "%-36s no calls of %s recorded\n", bench, entry }'
done <<'EOF'
boundaries/20_boundaries_10kb verity::engine::boundaries::check 1
metadata/full_5kb verity::engine::metadata::MetadataRules::check 1
plan/15_steps_with_schemas verity::engine::plan::PlanRules::check_with 1
plan/10_steps_50_tools verity::engine::plan::PlanRules::check_with 1
plan/suggest_500_tools verity::engine::plan::PlanRules::suggestions 1
facts/verify_2kb_10_facts verity::engine::facts::FactsRules::check 1
transform/1000_mixed verity::engine::transform::TransformRules::check_item 1000
citations/5_sentences_5_sources verity::engine::citations::CitationRules::audit 1
toolcalls/one_call verity::engine::toolcalls::check 1
toolcalls/compile_128_tools verity::engine::catalog::ToolCatalog::from_json 1
EOF
