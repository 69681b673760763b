#!/usr/bin/env bash
# test.sh: `npm test`: set up, build, and run every test: native, WebAssembly, page (and its core flows in three engines).
# Each phase's time is printed beside its budget, read from the table in docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
times=()
over=()
# The budget of phase $1: the last column of its row in docs/testing.md's table.
budget() { awk -F'|' -v id="\`$1\`" '$2 ~ id { gsub(/ /, "", $4); print $4 }' docs/testing.md; }
# Runs one phase and notes how long it took against its budget, for the summary at the end.
phase() {
  local id=$1 name=$2 began=$SECONDS
  shift 2
  local limit
  limit=$(budget "$id")
  [ -n "$limit" ] || { echo "test.sh: phase $id has no budget in docs/testing.md" >&2; exit 1; }
  echo "== $name"
  "$@"
  local took=$((SECONDS - began)) mark=''
  if [ "$took" -gt "$limit" ]; then mark='  OVER'; over+=("$id"); fi
  times+=("$(printf '%5d s of %4d s  %-10s %s%s' "$took" "$limit" "$id" "$name" "$mark")")
}
phase setup "setup (Debian packages, npm ci, Emscripten, Chromium, Firefox, WebKitGTK)" bash scripts/setup.sh
phase docs "docs: every relative link and anchor resolves" node scripts/check-links.mjs
phase native "native engine: build and GoogleTest" bash -c 'MAZE_UNITY=ON bash scripts/build-native.sh engine_tests maze && bash scripts/ctest.sh build'
phase sanitizers "native engine under AddressSanitizer and UndefinedBehaviorSanitizer" bash scripts/sanitize.sh
phase fuzzing "fuzzing, a short run (the long run: bash scripts/fuzz.sh)" bash scripts/fuzz.sh 15
phase wasm "WebAssembly engine: build and Vitest in Node" bash -c 'bash scripts/build-wasm.sh >/dev/null && npx vitest run --reporter=dot'
phase package "the engine taken home: npm package packed and installed, its Node, Vite and CMake examples" node --test tests/package/
# The core flows in three engines run in the page phase, once the first of its two shares is done.
phase page "the page in Chromium (Playwright), then its core flows in Chromium, Firefox and WebKit" node tests/e2e/run.mjs --with-engines
echo "== npm test: all passed in $((SECONDS - start)) s (budget: $(awk -F'|' '/^\| `/ { gsub(/ /, "", $4); sum += $4 } END { print sum }' docs/testing.md) s)"
echo "  took of budget  phase"
printf '%s\n' "${times[@]}"
if [ ${#over[@]} -gt 0 ]; then echo "== over budget: ${over[*]} (docs/testing.md, the phases of npm test)"; fi
