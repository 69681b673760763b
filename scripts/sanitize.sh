#!/usr/bin/env bash
# sanitize.sh: the GoogleTest suite built with AddressSanitizer and UBSan, in build-sanitize/.
# Usage: bash scripts/sanitize.sh [extra ctest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build-sanitize
logs="$PWD/$dir/sanitizer-logs"

cmake -S . -B "$dir" -DMAZE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build "$dir" -j"$(nproc)" --target engine_tests maze

# Reports go to files, printed below: a test that hides a child's stderr cannot hide them.
rm -rf "$logs" && mkdir -p "$logs"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:log_path=$logs/asan"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1:log_path=$logs/ubsan"

start=$SECONDS
status=0
(cd "$dir" && ctest --output-on-failure -j"$(nproc)" "$@") || status=$?
echo "sanitized suite: $((SECONDS - start)) s"

if compgen -G "$logs/*" >/dev/null; then
  echo "sanitizer reports:" >&2
  cat "$logs"/* >&2
  exit 1
fi
exit "$status"
