#!/usr/bin/env bash
# pack-engine.sh: `npm run pack:engine`: the engine built (WebAssembly, then the package) and
# packed as one tarball, dist-engine/maze-engine-VERSION.tgz.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh engine  # what is missing first (Emscripten, the npm packages), as npm start does
bash scripts/build-wasm.sh >/dev/null
bash scripts/build-engine-package.sh
rm -rf dist-engine
mkdir dist-engine
npm pack ./build-engine/package --pack-destination dist-engine --silent >/dev/null
ls dist-engine/*.tgz
