#!/usr/bin/env bash
# build-native.sh: the engine, the `maze` command, its tests and benchmarks, in build/.
# Usage: bash scripts/build-native.sh [TARGET...]   (npm test builds engine_tests and maze only: it runs no benchmark)
set -euo pipefail
cd "$(dirname "$0")/.."
# MAZE_UNITY=ON: quicker to build, slower to run (CMakeLists.txt); npm test asks for it, the bench does not.
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DMAZE_UNITY="${MAZE_UNITY:-OFF}" >/dev/null
cmake --build build -j"$(nproc)" ${1:+--target "$@"}
