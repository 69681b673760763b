#!/usr/bin/env bash
# build.sh: `npm run build`: the engine in WebAssembly and the page as a static site in dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh >/dev/null
npx vite build --config vite.config.ts
echo "Built the page into dist/: serve it with any static server, or npm run preview"
