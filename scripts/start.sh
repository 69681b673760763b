#!/usr/bin/env bash
# start.sh: `npm start`: set up, build the engine, and serve the page (prints its URL).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build-native.sh >/dev/null
echo "The maze command is ready: build/maze --help"
./build/maze generate --method walk --seed 2083
./build/maze generate --method walk --seed 2083 | ./build/maze solve | tail -n 1
