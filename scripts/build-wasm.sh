#!/usr/bin/env bash
# build-wasm.sh: the engine for the page and for Node: an ES module (the glue) and its one .wasm file.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Emscripten 3.1.6 runs its JS optimizer with Debian's node modules.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
emcmake cmake -S . -B build-wasm -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build-wasm -j"$(nproc)"
mkdir -p packages/maze-engine/src/generated
cp build-wasm/maze_engine.mjs build-wasm/maze_engine.wasm packages/maze-engine/src/generated/
# The engine's tables as TypeScript, for the page's types and constants.
node scripts/write-engine-tables.mjs
