// division.h: recursive division: from no inner walls, build walls, each with one gap.
#pragma once
#include <array>
#include <vector>

#include "steps/machine.h"

namespace maze {

// The maze starts with every inner wall open: one big room. A wall goes across it with
// one gap left in it, cutting it in two; each part is cut again, and so on until every
// part is one room wide or one room high. A part cuts across when it is higher than wide,
// down when it is wider than high, and by a coin when it is square. Its walls go up, the
// reverse of every other method; the maze is perfect at the end. Square only.
//
// CPython's random, as division.py draws it, for each part (first the whole maze, then
// depth first: the top or left part before the other) that is at least 2 x 2: one random()
// if it is square (across when below 0.5); then randrange(height - 1) (across: the wall
// goes below that row of the part) or randrange(width - 1) (down: right of that column);
// then randrange(width) (or randrange(height)) for the gap. Parts 1 room wide or high
// draw nothing.
//
// Steps: one a wall built, Build (a, b) with a the room above or on the left.
class Division final : public Machine<Division> {
 public:
  Division(Grid empty, PyRandom& rng);
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  Mark mark(int room) const override { return room == current_ && !done() ? kCurrent : kVisited; }
  int pieces() const override { return 1; }  // every room is joined to every other all along
  bool done() const override { return length_ == 0 && parts_.empty(); }
  std::size_t bytes() const override { return static_cast<std::size_t>(grid_.rooms()) + 16 * parts_.capacity(); }
  void touched(std::vector<int>& out) const override;

 private:
  using Part = std::array<int, 4>;  // top, left, height, width (in rooms)
  bool advance();
  void cut(const Part& part);  // draw the next wall and push the two parts it makes
  void drop_small();           // parts 1 room wide or high need no wall
  std::vector<Part> parts_;  // still to cut, the next on top
  // The wall being built: its first room (above or left of it), the step from one of its
  // rooms to the next (1 along a row, cols down a column), rooms left and the gap's place.
  int first_ = 0, along_ = 1, length_ = 0, gap_ = 0, built_ = 0;
  bool across_ = true;
  int current_ = -1, was_current_ = -1;
};

}  // namespace maze
