#!/usr/bin/env bash
# build-native.sh: the engine, the `maze` command, its tests and benchmarks, in build/.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j"$(nproc)"
