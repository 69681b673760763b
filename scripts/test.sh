#!/usr/bin/env bash
# test.sh: `npm test`: set up, build, and run every test: native, WebAssembly, page.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
echo "== native engine: build and GoogleTest"
bash scripts/build-native.sh
(cd build && ctest --output-on-failure -j"$(nproc)")
echo "== native engine under AddressSanitizer and UndefinedBehaviorSanitizer"
bash scripts/sanitize.sh
echo "== fuzzing, a short run (the long run: bash scripts/fuzz.sh)"
bash scripts/fuzz.sh 15
echo "== WebAssembly engine: build and Vitest in Node"
bash scripts/build-wasm.sh >/dev/null
npx vitest run --reporter=dot
echo "== the page in Chromium: build and Playwright"
node tests/e2e/run.mjs
