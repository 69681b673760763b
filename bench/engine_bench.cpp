// engine_bench.cpp: the engine's generators and solvers at 10 x 10 to 4000 x 4000 rooms.
// Names are engine/<work>/<side>; bench/run.mjs reads them from --benchmark_format=json.
#include <benchmark/benchmark.h>

#include <map>
#include <string>

#include "work.h"

namespace {

constexpr int kSides[] = {10, 100, 1000, 4000};

void report_rooms(benchmark::State& state, int side) {
  state.counters["rooms"] = static_cast<double>(side) * side;
}

void BM_Grow(benchmark::State& state, maze::Method m) {
  const int side = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(work::grow(m, side, side, 1));
  report_rooms(state, side);
}

// Made once a size: repetitions need not grow it again.
const maze::Grid& solver_maze(int side) {
  static std::map<int, maze::Grid> made;
  auto it = made.find(side);
  if (it == made.end()) it = made.emplace(side, work::solver_maze(side, side)).first;
  return it->second;
}

void BM_WayOut(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const maze::Grid& g = solver_maze(side);
  for (auto _ : state) benchmark::DoNotOptimize(work::way_out(g));
  report_rooms(state, side);
}

void BM_Farthest(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  const maze::Grid& g = solver_maze(side);
  for (auto _ : state) benchmark::DoNotOptimize(work::farthest(g));
  report_rooms(state, side);
}

// Random cells (shape voronoi) at 100 x 100 and 1000 x 1000, the most they may have.
void BM_Cells(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(work::cells(side, side, 1));
  report_rooms(state, side);
}

// The walk, then braid 100 (every dead end opened up): beside engine/walk, the braid's own cost.
void BM_WalkBraid(benchmark::State& state) {
  const int side = static_cast<int>(state.range(0));
  for (auto _ : state) benchmark::DoNotOptimize(work::walk_braid(side, side, 1, 100));
  report_rooms(state, side);
}

// The same methods on a mask of the same side, beside engine/<method>: the square's loops on the
// mask's places against the square's own. Two masks: with holes (work::holed_mask, `mask_`) and a
// disc, as a round picture makes (work::disc_mask, `disc_`).
const maze::Grid& mask_of(bool holed, int side) {
  static std::map<std::pair<bool, int>, maze::Grid> made;
  auto it = made.find({holed, side});
  if (it == made.end()) it = made.emplace(std::pair{holed, side}, holed ? work::holed_mask(side) : work::disc_mask(side)).first;
  return it->second;
}

void BM_GrowMask(benchmark::State& state, maze::Method m, bool holed) {
  const maze::Grid& mask = mask_of(holed, static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(work::grow_on(m, mask, 1));
  state.counters["rooms"] = mask.rooms();
}

// The more methods that grow any shape (work::kMore's, growing-tree with each pick), beside
// engine/<work> of more_loops.cpp.
void BM_GrowMoreMask(benchmark::State& state, int i, bool holed) {
  const maze::Grid& mask = mask_of(holed, static_cast<int>(state.range(0)));
  for (auto _ : state) benchmark::DoNotOptimize(work::grow_more_on(i, mask, 1));
  state.counters["rooms"] = mask.rooms();
}

// `maze generate --of 1000`: the walk's mazes of 1,000 seeds at 20 x 30, the longest way out kept.
void BM_Choose(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(work::choose(20, 30, 1000, 1));
  state.counters["mazes"] = 1000;
}

// Registered in a loop so every work gets every size. CPU time (the default), as the other
// runs measure: on a shared machine it moves far less than the wall clock.
const bool registered = [] {
  auto sizes = [](benchmark::internal::Benchmark* b) {
    for (int side : kSides) b->Arg(side);
    b->Unit(benchmark::kMicrosecond);
  };
  // Names spelt here: the engine's method table may not be initialised yet at this point.
  const char* const names[] = {"walk", "walls", "frontier", "wilson"};
  for (int i = 0; i < 4; ++i)
    sizes(benchmark::RegisterBenchmark((std::string("engine/") + names[i]).c_str(), BM_Grow, work::kMethods[i]));
  auto mask_sizes = [](benchmark::internal::Benchmark* b) { b->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond); };
  for (const bool holed : {true, false}) {
    const std::string kind = holed ? "engine/mask_" : "engine/disc_";
    for (int i = 0; i < 4; ++i) mask_sizes(benchmark::RegisterBenchmark((kind + names[i]).c_str(), BM_GrowMask, work::kMethods[i], holed));
    for (int i = 0; i < static_cast<int>(std::size(work::kMore)); ++i) {
      const std::string name = work::kMore[i].name;
      if (name == "hunt-and-kill" || name.starts_with("growing-tree") || name == "aldous-broder")
        mask_sizes(benchmark::RegisterBenchmark((kind + name).c_str(), BM_GrowMoreMask, i, holed));
    }
  }
  sizes(benchmark::RegisterBenchmark("engine/way_out", BM_WayOut));
  sizes(benchmark::RegisterBenchmark("engine/farthest", BM_Farthest));
  benchmark::RegisterBenchmark("engine/cells", BM_Cells)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("engine/walk_braid", BM_WalkBraid)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
  benchmark::RegisterBenchmark("engine/choose_of_1000/20x30", BM_Choose)->Unit(benchmark::kMillisecond);
  return true;
}();

}  // namespace
