#!/usr/bin/env bash
# test.sh: `npm test`: set up, build, and run every test: native, WebAssembly, page.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
times=()
# Runs one phase and notes how long it took, for the summary at the end.
phase() {
  local name=$1 began=$SECONDS
  shift
  echo "== $name"
  "$@"
  times+=("$(printf '%5d s  %s' $((SECONDS - began)) "$name")")
}
phase "setup (Debian packages, npm ci, Emscripten, Chromium)" bash scripts/setup.sh
phase "native engine: build and GoogleTest" bash -c 'bash scripts/build-native.sh && cd build && ctest --output-on-failure -j"$(nproc)"'
# The clang phases (sanitizers, then fuzzing) and the WebAssembly phase need nothing of each other,
# and neither keeps two cores busy all the time (linking, the longest tests): they run side by
# side, and the clang phases' report is printed whole when they end.
side_log=$(mktemp)
side_times=$(mktemp)
(
  set -e
  began=$SECONDS
  echo "== native engine under AddressSanitizer and UndefinedBehaviorSanitizer"
  bash scripts/sanitize.sh
  printf '%5d s  %s\n' $((SECONDS - began)) "native engine under the sanitizers (beside the WebAssembly phase)" >>"$side_times"
  began=$SECONDS
  echo "== fuzzing, a short run (the long run: bash scripts/fuzz.sh)"
  bash scripts/fuzz.sh 15
  printf '%5d s  %s\n' $((SECONDS - began)) "fuzzing, a short run (beside the WebAssembly phase)" >>"$side_times"
) >"$side_log" 2>&1 &
side=$!
trap 'kill "$side" 2>/dev/null || true' EXIT
phase "WebAssembly engine: build and Vitest in Node" bash -c 'bash scripts/build-wasm.sh >/dev/null && npx vitest run --reporter=dot'
side_status=0
wait "$side" || side_status=$?
trap - EXIT
cat "$side_log"
while IFS= read -r line; do times+=("$line"); done <"$side_times"
rm -f "$side_log" "$side_times"
if [ "$side_status" != 0 ]; then
  echo "== the sanitizers or the fuzzers failed (above)" >&2
  exit "$side_status"
fi
phase "the page in Chromium: build and Playwright" node tests/e2e/run.mjs
echo "== npm test: all passed in $((SECONDS - start)) s"
printf '%s\n' "${times[@]}"
