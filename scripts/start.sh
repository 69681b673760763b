#!/usr/bin/env bash
# start.sh: `npm start`: set up, build the engine in WebAssembly, and serve the page (prints its URL).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-wasm.sh >/dev/null
exec npx vite --config vite.config.ts "$@"
