#!/usr/bin/env bash
# build-engine-package.sh: the npm package maze-engine, ready to pack, in build-engine/package/:
# the engine's typed wrapper (web/src/engine/, shared with the page) and the package's own code
# (packages/maze-engine/src/) compiled with their types, the WebAssembly build beside them, and
# the lesson's LICENSE, CHANGELOG.md and docs/api.md (as its README).
# Takes the WebAssembly build as it is in web/src/engine/generated/ (scripts/build-wasm.sh makes it).
set -euo pipefail
cd "$(dirname "$0")/.."
out=build-engine/package
for f in maze_engine.mjs maze_engine.wasm tables.ts; do
  [ -f "web/src/engine/generated/$f" ] || { echo "build-engine-package: no web/src/engine/generated/$f: run scripts/build-wasm.sh" >&2; exit 1; }
done
rm -rf "$out"
mkdir -p "$out/dist/engine/generated"
npx tsc -p packages/maze-engine/tsconfig.engine.json
cp web/src/engine/generated/maze_engine.mjs web/src/engine/generated/maze_engine.wasm "$out/dist/engine/generated/"
npx tsc -p packages/maze-engine/tsconfig.json
cp packages/maze-engine/package.json LICENSE CHANGELOG.md "$out/"
cp docs/api.md "$out/README.md"
