#!/usr/bin/env bash
# test-quick.sh: `npm run test:quick`: the quick loop: native build and GoogleTest, WebAssembly build and Vitest.
# No sanitizers, no fuzzing, no page (npm test runs those too).
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
bash scripts/setup.sh
echo "== native engine: build and GoogleTest"
bash scripts/build-native.sh
(cd build && ctest --output-on-failure -j"$(nproc)")
echo "== WebAssembly engine: build and Vitest in Node"
bash scripts/build-wasm.sh >/dev/null
npx vitest run --reporter=dot
echo "test:quick: all passed in $((SECONDS - start)) s"
