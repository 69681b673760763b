// wasm_probe.cpp: the same work as engine_bench.cpp and tight_loops.cpp, exported to Node as
// plain C functions, so WebAssembly and native time exactly the same C++.
#include <emscripten/emscripten.h>

#include "tight_loops.h"
#include "work.h"

namespace {
maze::Grid solved;  // the maze the solvers search
tight::Bits bits;
std::vector<int> came_from, queue;
}  // namespace

extern "C" {

// method: 0 walk, 1 walls, 2 frontier, 3 wilson.
EMSCRIPTEN_KEEPALIVE int probe_grow(int method, int rows, int cols, int seed) {
  return work::grow(static_cast<maze::Method>(method), rows, cols, seed);
}

EMSCRIPTEN_KEEPALIVE int probe_cells(int rows, int cols, int seed) { return work::cells(rows, cols, seed); }
EMSCRIPTEN_KEEPALIVE int probe_walk_braid(int rows, int cols, int seed, int percent) {
  return work::walk_braid(rows, cols, seed, percent);
}

EMSCRIPTEN_KEEPALIVE void probe_solver_maze(int rows, int cols) { solved = work::solver_maze(rows, cols); }
EMSCRIPTEN_KEEPALIVE int probe_way_out() { return work::way_out(solved); }
EMSCRIPTEN_KEEPALIVE int probe_farthest() { return work::farthest(solved); }
// `maze generate --of`: the walk's mazes of `of` seeds, the longest kept.
EMSCRIPTEN_KEEPALIVE int probe_choose(int rows, int cols, int of, int seed) { return work::choose(rows, cols, of, seed); }

// The seven more methods (work::kMore: 0 aldous-broder ... 7 division), and their plain loops.
EMSCRIPTEN_KEEPALIVE int probe_more(int which, int rows, int cols, int seed) {
  return work::grow_more(which, rows, cols, seed).bits().front();
}
EMSCRIPTEN_KEEPALIVE int probe_more_loop(int which, int rows, int cols, int seed) {
  work::loop_more(which, rows, cols, seed, bits);
  return bits.front();
}
// 1 when the plain loop gave the engine's very maze.
EMSCRIPTEN_KEEPALIVE int probe_more_same(int which, int rows, int cols, int seed) {
  work::loop_more(which, rows, cols, seed, bits);
  return bits == work::grow_more(which, rows, cols, seed).bits();
}

// The plain loops: 0 walk (fast generator), 1 walk (PyRandom), 2 walls, 3 walls (PyRandom),
// 4 frontier, 5 wilson, 6 way out, 7 farthest (on the solvers' maze).
EMSCRIPTEN_KEEPALIVE int probe_tight(int which, int rows, int cols, int seed) {
  maze::PyRandom rng(static_cast<long long>(seed));
  switch (which) {
    case 0: tight::dfs(rows, cols, tight::FastOrder{{static_cast<std::uint64_t>(seed)}}, bits); break;
    case 1: tight::dfs(rows, cols, tight::PyOrder{rng}, bits); break;
    case 2: tight::kruskal(rows, cols, tight::fast_shuffle(seed), bits); break;
    case 3: tight::kruskal(rows, cols, tight::py_shuffle(rng), bits); break;
    case 4: tight::prim(rows, cols, tight::Fast{static_cast<std::uint64_t>(seed)}, bits); break;
    case 5: tight::wilson(rows, cols, tight::Fast{static_cast<std::uint64_t>(seed)}, bits); break;
    case 6: return tight::way_out(solved.bits(), solved.cols(), came_from, queue);
    default: return tight::farthest(solved.bits(), solved.cols(), came_from, queue);
  }
  return bits.front();
}
}
