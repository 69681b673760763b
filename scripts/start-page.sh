#!/usr/bin/env bash
# start-page.sh: the page's dev server (cross-origin isolated, Pyodide served locally); prints its URL.
set -euo pipefail
cd "$(dirname "$0")/.."
exec npx vite --config vite.config.ts "$@"
