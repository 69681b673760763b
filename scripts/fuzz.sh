#!/usr/bin/env bash
# fuzz.sh: build the libFuzzer targets in build-sanitize/ and run each one for a while.
# Usage: bash scripts/fuzz.sh [SECONDS_PER_TARGET (60)] [TARGET...]   targets: picture cli seed session
# New inputs go to build-sanitize/work/ (FUZZ_WORK to move it), never into fuzz/corpus/.
# FUZZ_TIMEOUT (25 s): how long one input may take by the wall clock; a long run under
# `nice -n 19` on a busy machine can be left waiting that long, so give it more there.
# FUZZ_FLAGS: more libFuzzer flags. Long runs use "-entropic=0": with a big corpus the entropic
# schedule's bookkeeping took half the time of each input (perf, session target).
set -euo pipefail
cd "$(dirname "$0")/.."
secs=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(picture cli seed session)
source scripts/clang.sh
work=${FUZZ_WORK:-$PWD/$dir/work}

echo "== building fuzz targets in $dir/"
cmake --build "$dir" -j"$(nproc)" --target "${targets[@]/%/_fuzz}" >/dev/null

export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"

failed=0
printf '%-8s %12s %8s %6s %s\n' target executions exec/s new findings
for t in "${targets[@]}"; do
  corpus="$work/$t/corpus" artifacts="$work/$t/artifacts"
  log="$work/$t/last.log"
  mkdir -p "$corpus" "$artifacts"
  rm -f "$artifacts"/*
  # Seeds over 6011 digits make keys longer than the 624-word state, where seeding changes shape.
  case $t in seed) max_len=7000 ;; session) max_len=400 ;; cli) max_len=2048 ;; *) max_len=4096 ;; esac
  dict=()
  [ -f "fuzz/$t.dict" ] && dict=(-dict="fuzz/$t.dict")
  status=0
  # The first directory takes new inputs; the repo's seeds are only read.
  "$dir/fuzz/${t}_fuzz" "$corpus" "fuzz/corpus/$t" "${dict[@]}" -max_total_time="$secs" \
    -max_len="$max_len" -timeout="${FUZZ_TIMEOUT:-25}" -report_slow_units="${FUZZ_TIMEOUT:-25}" \
    -rss_limit_mb=2048 -print_final_stats=1 ${FUZZ_FLAGS:-} \
    -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  added=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -1)
  found=$(find "$artifacts" -type f | wc -l)
  reports=$(grep -cE '^==[0-9]+==ERROR|runtime error:|^SUMMARY: ' "$log" || true)
  verdict=none
  if [ "$status" != 0 ] || [ "$found" != 0 ] || [ "$reports" != 0 ]; then
    verdict="FOUND (exit $status, $found file(s) in $artifacts, log $log)"
    failed=1
  fi
  printf '%-8s %12s %8s %6s %s\n' "$t" "${execs:-?}" "${rate:-?}" "${added:-?}" "$verdict"
done
if [ "$failed" != 0 ]; then
  echo "fuzzing found problems: see the logs above" >&2
  exit 1
fi
