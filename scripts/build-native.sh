#!/usr/bin/env bash
# build-native.sh: the engine, the `maze` command, its tests and benchmarks, in build/.
# Usage: bash scripts/build-native.sh [TARGET...]   (npm test builds engine_tests and maze only: it runs no benchmark)
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)" ${1:+--target "$@"}
