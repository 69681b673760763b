#!/usr/bin/env bash
# ctest.sh: a build's GoogleTest suite through ctest, one test a core, the slowest first.
# Usage: bash scripts/ctest.sh BUILD_DIR [--no-biggest] [more ctest arguments]
# --no-biggest leaves out the three builds of 16 million rooms (every method and shape).
# A fresh build has no timings of its own, and ctest started its longest test last, with the
# other core idle meanwhile: tests/cpp/slow_tests.txt gives it theirs.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1
shift
args=()
if [ "${1:-}" = --no-biggest ]; then
  shift
  args+=(-E 'FourThousandByFourThousand|BiggestShapes')
fi
costs="$dir/Testing/Temporary/CTestCostData.txt"
if [ ! -s "$costs" ]; then
  mkdir -p "$(dirname "$costs")"
  { grep -v '^#' tests/cpp/slow_tests.txt | awk 'NF == 2 { print $1, 1, $2 }'; echo ---; } >"$costs"
fi
cd "$dir"
exec ctest --output-on-failure -j"$(nproc)" "${args[@]}" "$@"
