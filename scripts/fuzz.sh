#!/usr/bin/env bash
# fuzz.sh: build the libFuzzer targets in build-sanitize/ and run each one for a while.
# Usage: bash scripts/fuzz.sh [SECONDS_PER_TARGET (60)] [TARGET...]   targets: picture cli seed session
# New inputs go to build-sanitize/work/ (FUZZ_WORK to move it), never into fuzz/corpus/.
# FUZZ_TIMEOUT (25 s): how long one input may take by the wall clock; a long run under
# `nice -n 19` on a busy machine can be left waiting that long, so give it more there.
# FUZZ_JOBS (one a core): how many targets run side by side.
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

# One target: runs it, and writes its table row and whether it found anything beside its log.
fuzz_one() {
  local t=$1
  local corpus="$work/$t/corpus" artifacts="$work/$t/artifacts" log="$work/$t/last.log"
  mkdir -p "$corpus" "$artifacts"
  rm -f "$artifacts"/* "$work/$t/row" "$work/$t/found"
  # Seeds over 6011 digits make keys longer than the 624-word state, where seeding changes shape.
  local max_len
  case $t in seed) max_len=7000 ;; session) max_len=400 ;; cli) max_len=2048 ;; *) max_len=4096 ;; esac
  local dict=()
  [ -f "fuzz/$t.dict" ] && dict=(-dict="fuzz/$t.dict")
  local status=0
  # The first directory takes new inputs; the repo's seeds are only read.
  "$dir/fuzz/${t}_fuzz" "$corpus" "fuzz/corpus/$t" "${dict[@]}" -max_total_time="$secs" \
    -max_len="$max_len" -timeout="${FUZZ_TIMEOUT:-25}" -report_slow_units="${FUZZ_TIMEOUT:-25}" \
    -rss_limit_mb=2048 -print_final_stats=1 ${FUZZ_FLAGS:-} \
    -artifact_prefix="$artifacts/" >"$log" 2>&1 || status=$?
  local execs rate added found reports verdict=none
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  added=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -1)
  found=$(find "$artifacts" -type f | wc -l)
  reports=$(grep -cE '^==[0-9]+==ERROR|runtime error:|^SUMMARY: ' "$log" || true)
  if [ "$status" != 0 ] || [ "$found" != 0 ] || [ "$reports" != 0 ]; then
    verdict="FOUND (exit $status, $found file(s) in $artifacts, log $log)"
    touch "$work/$t/found"
  fi
  printf '%-8s %12s %8s %6s %s\n' "$t" "${execs:-?}" "${rate:-?}" "${added:-?}" "$verdict" >"$work/$t/row"
}

# FUZZ_JOBS targets at a time (one a core): each is one process, so the short run in npm test
# takes half the time on two cores for the same executions.
jobs=${FUZZ_JOBS:-$(nproc)}
for t in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n || true; done
  fuzz_one "$t" &
done
wait

failed=0
printf '%-8s %12s %8s %6s %s\n' target executions exec/s new findings
for t in "${targets[@]}"; do
  cat "$work/$t/row" 2>/dev/null || { echo "$t: did not report"; failed=1; }
  [ ! -e "$work/$t/found" ] || failed=1
done
if [ "$failed" != 0 ]; then
  echo "fuzzing found problems: see the logs above" >&2
  exit 1
fi
