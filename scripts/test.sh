#!/usr/bin/env bash
# test.sh: `npm test`: set up, build, and run every test: native, WebAssembly, page (and its core flows in three engines).
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
phase "setup (Debian packages, npm ci, Emscripten, Chromium, Firefox, WebKitGTK)" bash scripts/setup.sh
phase "docs: every relative link and anchor resolves" node scripts/check-links.mjs
phase "native engine: build and GoogleTest" bash -c 'bash scripts/build-native.sh && bash scripts/ctest.sh build'
phase "native engine under AddressSanitizer and UndefinedBehaviorSanitizer" bash scripts/sanitize.sh
phase "fuzzing, a short run (the long run: bash scripts/fuzz.sh)" bash scripts/fuzz.sh 15
phase "WebAssembly engine: build and Vitest in Node" bash -c 'bash scripts/build-wasm.sh >/dev/null && npx vitest run --reporter=dot'
phase "the engine taken home: npm package packed and installed, its Node, Vite and CMake examples" node --test tests/package/
phase "the page in Chromium: build and Playwright" node tests/e2e/run.mjs
phase "the page's core flows in Chromium, Firefox and WebKit" node tests/engines/run.mjs --no-build
echo "== npm test: all passed in $((SECONDS - start)) s"
printf '%s\n' "${times[@]}"
