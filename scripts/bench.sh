#!/usr/bin/env bash
# bench.sh: `npm run bench [-- --quick]`: builds native and WebAssembly, then runs bench/run.mjs (and, in full, bench/lighthouse.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/build-native.sh >/dev/null
bash scripts/build-wasm.sh >/dev/null
# The pieces outside CMake: plain loops and the memory probe (native), the probe module (wasm),
# compiled with the same flags as the engine they are set beside.
mkdir -p build-bench
CXX="${CXX:-c++}"
CXXFLAGS=(-std=c++20 -O3 -DNDEBUG -Iwasm/engine -Ibench)
# The plain loops' program holds the engine's benchmarks too, so the two can run side by side.
"$CXX" "${CXXFLAGS[@]}" bench/tight_loops.cpp bench/engine_bench.cpp bench/more_loops.cpp bench/solver_bench.cpp \
  build/libmaze_engine.a -lbenchmark -lbenchmark_main -lpthread -o build-bench/tight_loops
"$CXX" "${CXXFLAGS[@]}" -Iwasm/cli bench/memory.cpp build/libmaze_cli.a build/libmaze_engine.a -lz -o build-bench/memory
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}  # as in build-wasm.sh
em++ "${CXXFLAGS[@]}" -fexceptions -msimd128 bench/wasm_probe.cpp build-wasm/libmaze_engine.a -o build-bench/wasm_probe.mjs \
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sENVIRONMENT=web -sSINGLE_FILE=1 -sFILESYSTEM=0 -sALLOW_MEMORY_GROWTH=1 \
  -sINITIAL_MEMORY=33554432 -sMAXIMUM_MEMORY=4294967296 -sDISABLE_EXCEPTION_CATCHING=0
[ -d node_modules/rot-js ] && [ -d node_modules/generate-maze ] || npm install --no-audit --no-fund --loglevel=error
echo "bench: load average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores" >&2
node bench/run.mjs "$@"
# The page: Play's key press to the drawn frame (the built page, in Chromium).
npx vite build --config vite.config.ts >/dev/null
node bench/play_latency.mjs
# Play's Inside view: a frame's paint time and the gaps between frames, at 1000 x 1000.
node bench/inside_frame.mjs
# The robot page's race of four: the gaps between frames while Run steps every board, up to 1000 x 1000.
node bench/race_frame.mjs
# Step 1's first Run: warm (15 s on the page first, Python warmed up) and cold.
node bench/first_run.mjs
# The teacher's desk and npm run grade: a class of 30, side by side.
node bench/class_grade.mjs
# The built page as the web measures it (Lighthouse, mobile and desktop): on the full run only.
case " $* " in
  *" --quick "*|*" --report "*) ;;
  *) node bench/lighthouse.mjs ;;
esac
