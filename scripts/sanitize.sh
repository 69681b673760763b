#!/usr/bin/env bash
# sanitize.sh: the GoogleTest suite built with AddressSanitizer and UBSan (clang), in build-sanitize/.
# Usage: bash scripts/sanitize.sh [extra ctest arguments]   (SANITIZE_SKIP= runs the biggest and slowest too)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/clang.sh  # clang, and the build-sanitize/ the fuzzers share
logs="$PWD/$dir/sanitizer-logs"
cmake --build "$dir" -j"$(nproc)" --target engine_tests maze

# Reports go to files, printed below: a test that hides a child's stderr cannot hide them.
rm -rf "$logs" && mkdir -p "$logs"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:log_path=$logs/asan"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$logs/ubsan"

start=$SECONDS
status=0
# The biggest builds (16 million rooms for every method and shape) and the three longest sweeps
# (every method's seek against stepping, and the biggest hex counted) run natively in npm test;
# here, with every access checked, they took four of the suite's six minutes, then 75 of its 170
# CPU-seconds. Their code runs here too, in the smaller tests of the same parts.
SLOWEST='FourThousandByFourThousand|BiggestShapes|SeekEqualsStepping|BiggestHexAllowed'
skip=(-E "${SANITIZE_SKIP-$SLOWEST}")
[ -n "${SANITIZE_SKIP-$SLOWEST}" ] || skip=()
bash scripts/ctest.sh "$dir" "${skip[@]}" "$@" || status=$?
echo "sanitized suite: $((SECONDS - start)) s"

if compgen -G "$logs/*" >/dev/null; then
  echo "sanitizer reports:" >&2
  cat "$logs"/* >&2
  exit 1
fi
exit "$status"
