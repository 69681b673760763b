// aldous_broder.h: the Aldous-Broder walk: every perfect maze equally often.
#pragma once
#include <cstdint>
#include <vector>

#include "steps/machine.h"

namespace maze {

// A random walk over the whole shape from a random room. Each time it enters a room not
// yet in the maze, it knocks down the wall it came through; it ends when every room is in.
// Any shape.
//
// CPython's random, as aldous_broder.py draws it: randrange(rooms) for the first room
// (randbelow(rooms); square: divmod by cols gives its row and column), then for each move
// one choice() over the room's neighbours inside the shape, in the shape's order (square:
// up, down, left, right), until the last room is in. Nothing after that.
//
// The square and a mask run on places (Machine), one loop: a mask's place with no room is
// never a move.
//
// Steps: Enter (-1, first room); then one a move: Enter (from, to) into a new room, the
// wall between knocked down, or Walk (from, to) into a room already in the maze.
class AldousBroder final : public WalkingMachine<AldousBroder> {
 public:
  AldousBroder(Grid empty, PyRandom& rng) : WalkingMachine(std::move(empty), rng) {}
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  void touched(std::vector<int>& out) const override;

 private:
  template <class Places>
  long long burst_places(long long max_steps, Places places);  // square, mask (places.h)
};

}  // namespace maze
