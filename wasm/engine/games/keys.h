// keys.h: locked doors and their keys, placed so the maze can always be finished, and the
// search that proves it.
#pragma once
#include <utility>
#include <vector>

#include "games/halls.h"
#include "random/py_random.h"
#include "shapes/grid.h"
#include "steps/step.h"  // Ends

namespace maze {

struct Locks {
  std::vector<std::pair<int, int>> doors;  // door i between two rooms, the one nearer the way in first
  std::vector<int> keys;                   // key i lies in room keys[i]
};

// Places `count` locked doors (1 to limits::kMaxKeys) and their keys in a grown perfect maze
// of any shape (or one with halls, each hall counted as one room), drawing from `rng` after
// the maze was grown:
// - each door is an opening on the way out from ends.in to ends.out, never inside a hall, so
//   closing it cuts the way in off from the way out; door i is nearer the way in than door i+1;
// - key i lies in a room off the way out that is reached from the way in through doors 0 to
//   i-1 only, and past door i-1 (a player fetches key i after opening door i-1).
// For each door in turn: its opening, chosen evenly among those that leave room for the doors
// still to come, then its key's room, chosen evenly among the rooms that fit. Throws MazeError
// when the maze has room for fewer doors than asked (a maze whose way out has too few rooms
// beside it), saying how many it has room for.
Locks place_keys(const Grid& g, Ends ends, int count, PyRandom& rng, const Halls& halls = {});

// A breadth-first search over (room, keys held): the fewest moves from the way in to the way
// out, picking up each key by walking into its room and passing door i only holding key i;
// -1 when the way out cannot be reached.
int finish_moves(const Grid& g, Ends ends, const Locks& locks);

}  // namespace maze
