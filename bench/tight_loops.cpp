// tight_loops.cpp: Google Benchmark entries for the plain loops in tight_loops.h (tight/<work>/<side>).
#include <benchmark/benchmark.h>

#include <map>

#include "tight_loops.h"
#include "work.h"

namespace {

constexpr int kSides[] = {10, 100, 1000, 4000};

// With `same` set, the loop must give the engine's very maze for that method (PyRandom, seed 1;
// checked up to 1000 x 1000, where growing it again is cheap).
template <class Make>
void BM_Make(benchmark::State& state, Make make, const maze::Method* same) {
  const int side = static_cast<int>(state.range(0));
  tight::Bits bits;
  for (auto _ : state) {
    tight::Bits made;  // a new maze each time, as the engine makes one
    make(side, made);
    benchmark::DoNotOptimize(made.data());
    bits.swap(made);
  }
  state.counters["rooms"] = static_cast<double>(side) * side;
  maze::PyRandom rng(1LL);
  if (same && side <= 1000 && bits != maze::generate(*same, side, side, rng).bits()) state.SkipWithError("not the engine's maze");
}

// The engine's walk maze, made once a size.
const tight::Bits& solver_maze(int side) {
  static std::map<int, tight::Bits> made;
  auto it = made.find(side);
  if (it == made.end()) it = made.emplace(side, work::solver_maze(side, side).bits()).first;
  return it->second;
}

template <class Solve>
void BM_Solve(benchmark::State& state, Solve solve) {
  const int side = static_cast<int>(state.range(0));
  const tight::Bits& bits = solver_maze(side);
  std::vector<int> came_from, queue;
  for (auto _ : state) benchmark::DoNotOptimize(solve(bits, side, came_from, queue));
  state.counters["rooms"] = static_cast<double>(side) * side;
}

template <class B>
void sizes(B* b) {
  for (int side : kSides) b->Arg(side);
  b->Unit(benchmark::kMicrosecond);
}

const maze::Method kWalk = maze::method_from_name("walk"), kWalls = maze::method_from_name("walls"),
                   kFrontier = maze::method_from_name("frontier"), kWilson = maze::method_from_name("wilson");
using Make = void (*)(int, tight::Bits&);

const bool registered = [] {
  sizes(benchmark::RegisterBenchmark("tight/walk", BM_Make<Make>, [](int s, tight::Bits& b) {
    tight::dfs(s, s, tight::FastOrder{{1}}, b);
  }, nullptr));
  sizes(benchmark::RegisterBenchmark("tight_py/walk", BM_Make<Make>, [](int s, tight::Bits& b) {
    maze::PyRandom rng(1LL);
    tight::dfs(s, s, tight::PyOrder{rng}, b);
  }, &kWalk));
  sizes(benchmark::RegisterBenchmark("tight/walls", BM_Make<Make>, [](int s, tight::Bits& b) {
    tight::kruskal(s, s, tight::fast_shuffle(1), b);
  }, nullptr));
  sizes(benchmark::RegisterBenchmark("tight_py/walls", BM_Make<Make>, [](int s, tight::Bits& b) {
    maze::PyRandom rng(1LL);
    tight::kruskal(s, s, tight::py_shuffle(rng), b);
  }, &kWalls));
  sizes(benchmark::RegisterBenchmark("tight/frontier", BM_Make<Make>, [](int s, tight::Bits& b) {
    tight::prim(s, s, tight::Fast{1}, b);
  }, nullptr));
  sizes(benchmark::RegisterBenchmark("tight_py/frontier", BM_Make<Make>, [](int s, tight::Bits& b) {
    maze::PyRandom rng(1LL);
    tight::prim(s, s, tight::PyBelow{rng}, b);
  }, &kFrontier));
  sizes(benchmark::RegisterBenchmark("tight/wilson", BM_Make<Make>, [](int s, tight::Bits& b) {
    tight::wilson(s, s, tight::Fast{1}, b);
  }, nullptr));
  sizes(benchmark::RegisterBenchmark("tight_py/wilson", BM_Make<Make>, [](int s, tight::Bits& b) {
    maze::PyRandom rng(1LL);
    tight::wilson(s, s, tight::PyBelow{rng}, b);
  }, &kWilson));
  sizes(benchmark::RegisterBenchmark("tight/way_out", BM_Solve<decltype(&tight::way_out)>, &tight::way_out));
  sizes(benchmark::RegisterBenchmark("tight/farthest", BM_Solve<decltype(&tight::farthest)>, &tight::farthest));
  return true;
}();

}  // namespace
