#!/usr/bin/env bash
# build-engine-package.sh: the npm package maze-engine, ready to pack, in build-engine/package/:
# packages/maze-engine/src/ (the game API and the engine's typed layer the page imports too)
# compiled with its types, the WebAssembly build beside it, and the lesson's LICENSE,
# CHANGELOG.md and docs/api.md (as its README).
# Takes the WebAssembly build as it is in packages/maze-engine/src/generated/ (scripts/build-wasm.sh makes it).
set -euo pipefail
cd "$(dirname "$0")/.."
out=build-engine/package
generated=packages/maze-engine/src/generated
for f in maze_engine.mjs maze_engine.wasm tables.ts; do
  [ -f "$generated/$f" ] || { echo "build-engine-package: no $generated/$f: run scripts/build-wasm.sh" >&2; exit 1; }
done
rm -rf "$out"
npx tsc -p packages/maze-engine/tsconfig.json
cp "$generated/maze_engine.mjs" "$generated/maze_engine.wasm" "$out/dist/generated/"
cp LICENSE CHANGELOG.md "$out/"
# The package as published: its exports without the lesson's own source condition.
node -e '
const p = JSON.parse(require("fs").readFileSync("packages/maze-engine/package.json", "utf8"));
for (const entry of Object.values(p.exports)) if (typeof entry === "object") delete entry["maze-lesson-source"];
require("fs").writeFileSync(process.argv[1], JSON.stringify(p, null, 2) + "\n");
' "$out/package.json"
cp docs/api.md "$out/README.md"
