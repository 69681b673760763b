// corridor.h: a run along a corridor, as a player holding Shift makes it.
#pragma once
#include <vector>

#include "shapes/grid.h"

namespace maze {

// From `room` through its opening to `next`, then on while the room reached has exactly
// two openings (the one it came in by and one more): the run stops at a junction (three
// or more openings), a dead end, the room `stop` (the way out; -1 for none), or back in
// `room` (a corridor that goes round in a loop). Returns the rooms entered in order,
// `next` first and the room it stopped in last. Throws MazeError unless `next` is an open
// neighbour of `room`. Time: the rooms entered; no recursion.
std::vector<int> run_along(const Grid& g, int room, int next, int stop = -1);

}  // namespace maze
