#!/usr/bin/env bash
# build-page.sh: the lesson page as a static site in dist/ (Pyodide's runtime files go into dist/pyodide/).
set -euo pipefail
cd "$(dirname "$0")/.."
npx vite build --config vite.config.ts "$@"
