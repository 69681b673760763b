// more_loops.cpp: Google Benchmark entries for the seven more methods beside their plain loops
// (engine/<work>/<side> and tight_py/<work>/<side>, at 100 x 100 and 1000 x 1000), in the plain
// loops' program, so bench/run.mjs runs each pair side by side.
#include <benchmark/benchmark.h>

#include <string>

#include "work.h"

namespace {

void BM_Engine(benchmark::State& state, int i) {
  const int side = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(work::grow_more(i, side, side, 1).bits().front());
  state.counters["rooms"] = static_cast<double>(side) * side;
}

// The loop must give the engine's very maze (checked once, after timing).
void BM_Loop(benchmark::State& state, int i) {
  const int side = static_cast<int>(state.range(0));
  more::Bits bits;
  for (auto _ : state) {
    more::Bits made;  // a new maze each time, as the engine makes one
    work::loop_more(i, side, side, 1, made);
    benchmark::DoNotOptimize(made.data());
    bits.swap(made);
  }
  state.counters["rooms"] = static_cast<double>(side) * side;
  if (bits != work::grow_more(i, side, side, 1).bits()) state.SkipWithError("not the engine's maze");
}

const bool registered = [] {
  for (int i = 0; i < static_cast<int>(std::size(work::kMore)); ++i)
    for (const char* kind : {"engine/", "tight_py/"}) {
      const std::string name = kind + std::string(work::kMore[i].name);
      auto* b = benchmark::RegisterBenchmark(name.c_str(), kind[0] == 'e' ? BM_Engine : BM_Loop, i);
      b->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
    }
  return true;
}();

}  // namespace
