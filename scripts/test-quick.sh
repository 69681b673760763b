#!/usr/bin/env bash
# test-quick.sh: `npm run test:quick`: the quick loop: native build and GoogleTest, WebAssembly build and Vitest.
# No sanitizers, no fuzzing, no page (npm test runs those too).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/setup.sh
echo "== native engine: build and GoogleTest"
bash scripts/build-native.sh
# The biggest builds (4000 x 4000 rooms for every method and shape: over a minute here) run in npm test.
bash scripts/ctest.sh build --no-biggest
echo "== WebAssembly engine: build and Vitest in Node"
bash scripts/build-wasm.sh >/dev/null
# Vitest's default leaves one core free; here every core is for the tests.
npx vitest run --reporter=dot --maxWorkers="$(nproc)"
echo "test:quick: all passed in $((SECONDS - start)) s"
