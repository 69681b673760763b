// work.h: the engine calls each benchmark row times, shared by the native and WebAssembly runs.
#pragma once
#include <string>
#include <vector>

#include "analysis/analysis.h"
#include "games/game.h"
#include "tables/methods.h"
#include "more_loops.h"
#include "shapes/mask.h"
#include "shapes/random_cells.h"
#include "shapes/shape.h"
#include "analysis/way_out.h"

#if defined(__GLIBC__)
#include <malloc.h>

#include <limits>
#endif

namespace work {

#if defined(__GLIBC__)
// Native runs keep freed memory for the next run, as WebAssembly's heap does: glibc hands
// blocks over 32 MB back to the kernel, and each run would pay their page faults again.
inline const bool kKeepFreedMemory = mallopt(M_MMAP_MAX, 0) && mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
#endif

inline const maze::Method kMethods[] = {maze::method_from_name("walk"), maze::method_from_name("walls"),
                                        maze::method_from_name("frontier"), maze::method_from_name("wilson")};

// A whole maze from random.seed(seed), as `maze generate` makes it; returns a byte of
// it so nothing is optimised away.
inline int grow(maze::Method m, int rows, int cols, long long seed) {
  maze::PyRandom rng(seed);
  return maze::generate(m, rows, cols, rng).bits().front();
}

// A side x side mask: the square with square holes 30 rooms wide in a chequer of 50 x 50
// blocks (18% of the rooms left out), its rooms joined round them.
inline maze::Grid holed_mask(int side) {
  maze::MaskPlaces places{side, side, {}};
  places.room.resize(static_cast<std::size_t>(side) * side);
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c) {
      const bool hole = (r / 50 + c / 50) % 2 == 0 && r % 50 >= 10 && r % 50 < 40 && c % 50 >= 10 && c % 50 < 40;
      places.room[static_cast<std::size_t>(r) * side + c] = hole ? 0 : 1;
    }
  return maze::mask_maze(places);
}

// A side x side mask as a round picture makes it: the rooms inside the circle the square holds
// (79% of the rooms), with no holes.
inline maze::Grid disc_mask(int side) {
  maze::MaskPlaces places{side, side, {}};
  places.room.resize(static_cast<std::size_t>(side) * side);
  const double mid = (side - 1) / 2.0, radius = side / 2.0;
  for (int r = 0; r < side; ++r)
    for (int c = 0; c < side; ++c)
      places.room[static_cast<std::size_t>(r) * side + c] = (r - mid) * (r - mid) + (c - mid) * (c - mid) <= radius * radius ? 1 : 0;
  return maze::mask_maze(places);
}

// A whole maze of the mask (built once, as a session or `maze generate --mazes K` builds it).
inline int grow_on(maze::Method m, const maze::Grid& empty, long long seed) {
  maze::PyRandom rng(seed);
  return maze::generate(m, empty.blank(), rng).bits().front();
}

// The seven more methods (growing-tree twice: its pick newest, and random), each beside its
// plain loop (more_loops.h), in the order the probes number them.
struct MoreWork {
  const char* name;
  maze::Method method;
  maze::Pick pick;
  void (*loop)(int rows, int cols, maze::PyRandom& rng, more::Bits& bits);
};
inline const MoreWork kMore[] = {
    {"aldous-broder", maze::method_from_name("aldous-broder"), {}, more::aldous_broder},
    {"binary-tree", maze::method_from_name("binary-tree"), {}, more::binary_tree},
    {"sidewinder", maze::method_from_name("sidewinder"), {}, more::sidewinder},
    {"hunt-and-kill", maze::method_from_name("hunt-and-kill"), {}, more::hunt_and_kill},
    {"growing-tree", maze::method_from_name("growing-tree"), {}, more::growing_tree_newest},
    {"growing-tree-random", maze::method_from_name("growing-tree"), {maze::Pick::Random, 0}, more::growing_tree_random},
    {"eller", maze::method_from_name("eller"), {}, more::eller},
    {"division", maze::method_from_name("division"), {}, more::division},
};

// Work `i` of kMore from random.seed(seed): the engine's maze, or its plain loop's.
inline maze::Grid grow_more(int i, int rows, int cols, long long seed) {
  maze::PyRandom rng(seed);
  return maze::generate(kMore[i].method, rows, cols, rng, {kMore[i].pick});
}
// Work `i` of kMore on a mask (holed_mask, built once), as grow_on.
inline int grow_more_on(int i, const maze::Grid& empty, long long seed) {
  maze::PyRandom rng(seed);
  return maze::generate(kMore[i].method, empty.blank(), rng, {kMore[i].pick}).bits().front();
}
inline void loop_more(int i, int rows, int cols, long long seed, more::Bits& bits) {
  maze::PyRandom rng(seed);
  kMore[i].loop(rows, cols, rng, bits);
}

// Random cells from random.seed(seed): the points drawn, relaxed, cut out; returns the walls.
inline int cells(int rows, int cols, long long seed) {
  maze::PyRandom rng(seed);
  return static_cast<int>(maze::random_cells(rows, cols, rng).shape()->walls().size());
}

// The walk's maze from random.seed(seed), then braided (percent of its dead ends opened up).
inline int walk_braid(int rows, int cols, long long seed, int percent) {
  maze::PyRandom rng(seed);
  return maze::generate(maze::method_from_name("walk"), maze::Grid(rows, cols), rng, {.braid = percent}).bits().front();
}

// The maze the solvers are timed on: a random walk (long, winding routes).
inline maze::Grid solver_maze(int rows, int cols) {
  maze::PyRandom rng(1LL);
  return maze::generate(maze::method_from_name("walk"), rows, cols, rng);
}

// The lesson's way out, top left to bottom right: rooms on the route.
inline int way_out(const maze::Grid& g) { return static_cast<int>(maze::way_out(g).size()); }

// The two rooms farthest apart (checks the maze is perfect first, as the engine does).
inline int farthest(const maze::Grid& g) { return maze::farthest(g).steps; }

// The walk's mazes of `of` seeds from `seed` on, rows x cols, the longest way out kept (`maze
// generate --of`); returns the seed kept.
inline int choose(int rows, int cols, int of, long long seed) {
  maze::GameRequest request;
  request.method = maze::method_from_name("walk");
  request.rows = rows, request.cols = cols, request.of = of;
  return std::stoi(maze::choose_game(request, std::to_string(seed)).seed);
}

}  // namespace work
