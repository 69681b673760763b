// solver_bench.cpp: the engine's ways out (solvers/rules.h), each rule's machine stepped to its end as a page steps
// it, beside a plain loop that takes the very same rooms and finds the same way out (solver_loops.h, checked after
// timing), from the way in (room 0, top left) to the way out (the bottom right room), on the walk's maze of seed 1
// and on the same maze braided (every dead end opened up: loops). Names are solve/<rule>[_braid]/<side> for the
// engine (solve_paged/... as the page steps it) and solve_tight/<rule>[_braid]/<side> for its loop; bench/run.mjs pairs them.
#include <benchmark/benchmark.h>

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "mouse_loops.h"
#include "solvers/rules.h"
#include "work.h"

namespace {

// The mice's seed and the most steps a limited rule takes (the engine's own default), the same in both rows: on the
// big mazes the random mouse walks to its limit, and a hand on the wall may go round for ever; each row times what
// the rule does.
constexpr long long kSeed = 1, kLimit = 1'000'000;
// Steps a batch: about what the robot page's race takes a frame on a 1000 x 1000 maze (web/src/race/race.ts's pace).
constexpr long long kBatch = 1024;

// The walk's maze of seed 1 (the maze engine/way_out is timed on), and the same walk braided 100, made once a size.
const maze::Grid& maze_of(int side, bool braid) {
  static std::map<std::pair<int, bool>, maze::Grid> made;
  auto it = made.find({side, braid});
  if (it == made.end()) {
    maze::PyRandom rng(1LL);
    maze::Grid g = braid ? maze::generate(maze::method_from_name("walk"), maze::Grid(side, side), rng, maze::with_braid(100))
                         : work::solver_maze(side, side);
    it = made.emplace(std::pair{side, braid}, std::move(g)).first;
  }
  return it->second;
}

maze::SolveRequest request_for(const maze::Grid& g) {
  maze::SolveRequest r;
  r.from = 0, r.to = g.rooms() - 1, r.seed = std::to_string(kSeed), r.limit = kLimit;
  return r;
}

// Each rule's plain loop, by the rule's id. Names spelt here: the engine's table may not be initialised yet when the
// rows are registered. A seeded rule's stream is made inside the loop, as start() makes the engine's.
using solving::Bits;
struct Loop {
  const char* rule;
  solving::Way (*run)(const Bits& bits, int cols, int from, int to);
};
const Loop kLoops[] = {
    {"bfs", [](const Bits& b, int cols, int from, int to) { return solving::fill(b, cols, from, to, true); }},
    {"dfs", [](const Bits& b, int cols, int from, int to) { return solving::fill(b, cols, from, to, false); }},
    {"a-star", [](const Bits& b, int cols, int from, int to) { return solving::a_star(b, cols, from, to); }},
    {"dead-end-filling", [](const Bits& b, int cols, int from, int to) { return solving::filling(b, cols, from, to, false); }},
    {"shortest-ways", [](const Bits& b, int cols, int from, int to) { return solving::shortest_ways(b, cols, from, to); }},
    {"random-mouse", [](const Bits& b, int cols, int from, int to) {
       maze::PyRandom rng(kSeed);
       return solving::random_mouse(b, cols, from, to, rng, kLimit);
     }},
    {"tremaux", [](const Bits& b, int cols, int from, int to) {
       maze::PyRandom rng(kSeed);
       return solving::tremaux(b, cols, from, to, rng);
     }},
    {"right-hand", [](const Bits& b, int cols, int from, int to) { return solving::hand(b, cols, from, to, true); }},
    {"left-hand", [](const Bits& b, int cols, int from, int to) { return solving::hand(b, cols, from, to, false); }},
    {"pledge", [](const Bits& b, int cols, int from, int to) { return solving::pledge(b, cols, from, to, kLimit); }},
    {"cul-de-sac-filling", [](const Bits& b, int cols, int from, int to) { return solving::filling(b, cols, from, to, true); }},
};

// The engine's machine from start(), stepped to its end in its own loop (Steps::finish(): as solve(), `maze solve` and
// maze.solve() run it), or, `paged`, as the robot page's Run steps it (maze.solver().stepMany(n)): in batches, the
// room of every step written down for the picture. Counters: what it did: its steps, and how it ended, 1 out, 2 gave up, 3 neither (no way,
// or round for ever): never 0, whose spread Google Benchmark's JSON writes as NaN.
void BM_Engine(benchmark::State& state, const char* name, bool braid, bool paged) {
  const int side = static_cast<int>(state.range(0));
  const maze::Grid& g = maze_of(side, braid);
  const maze::Rule rule = maze::rule_from_name(name);
  const maze::SolveRequest request = request_for(g);
  std::unique_ptr<maze::Steps> machine;
  std::vector<int> rooms;
  for (auto _ : state) {
    machine = maze::start(g, rule, request);  // the last one freed here, as a page starting again frees it
    if (!paged) machine->finish();
    while (!machine->done()) {
      rooms.clear();
      machine->step_many(kBatch, &rooms);
    }
    benchmark::DoNotOptimize(machine->steps());
  }
  const maze::Solved s = machine->result();
  state.counters["rooms"] = static_cast<double>(side) * side;
  state.counters["steps"] = static_cast<double>(s.steps);
  state.counters["end"] = s.found ? 1 : s.gave_up ? 2 : 3;
}

// The plain loop; it must take the engine's very rooms and find its way out (checked once, after timing).
void BM_Loop(benchmark::State& state, Loop loop, bool braid) {
  const int side = static_cast<int>(state.range(0));
  const maze::Grid& g = maze_of(side, braid);
  if (std::string(loop.rule) == "a-star" && g.rooms() > 1 << 20) return state.SkipWithError("a-star's loop packs its order in 22 bits");
  solving::Way w;
  for (auto _ : state) {
    w = loop.run(g.bits(), side, 0, g.rooms() - 1);
    benchmark::DoNotOptimize(w.trail.data());
  }
  state.counters["rooms"] = static_cast<double>(side) * side;
  const maze::Solved s = maze::solve(g, maze::rule_from_name(loop.rule), request_for(g));
  if (w.trail != s.trail || w.route != s.route || w.found != s.found || w.gave_up != s.gave_up || w.ways != s.ways)
    state.SkipWithError("not the engine's way");
}

const bool registered = [] {
  for (const Loop& loop : kLoops)
    for (const bool braid : {false, true}) {
      const std::string work = loop.rule + std::string(braid ? "_braid" : "");
      benchmark::RegisterBenchmark(("solve/" + work).c_str(), BM_Engine, loop.rule, braid, false)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(("solve_paged/" + work).c_str(), BM_Engine, loop.rule, braid, true)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark(("solve_tight/" + work).c_str(), BM_Loop, loop, braid)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
    }
  return true;
}();

}  // namespace
