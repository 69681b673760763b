// count_bench.cpp: how long counting perfect mazes takes (count.h).
// The work grows like rooms^2 * (shorter side)^2, so squares are the slow case
// and 60 x 60 is the largest one count_perfect_mazes allows.
#include <benchmark/benchmark.h>

#include "analysis/count.h"

namespace {

void BM_CountPerfectMazes(benchmark::State& state) {
  const int rows = static_cast<int>(state.range(0)), cols = static_cast<int>(state.range(1));
  for (auto _ : state) benchmark::DoNotOptimize(maze::count_perfect_mazes(rows, cols));
}

BENCHMARK(BM_CountPerfectMazes)
    ->Args({10, 10})
    ->Args({20, 20})
    ->Args({40, 40})
    ->Args({60, 60})    // the largest allowed square: the worst case
    ->Args({2, 1800})   // the most rooms allowed, but a narrow band
    ->Unit(benchmark::kMillisecond);

}  // namespace
