// aldous_broder.h: the Aldous-Broder walk: every perfect maze equally often.
#pragma once
#include <cstdint>
#include <vector>

#include "py_random.h"
#include "step.h"

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
// Steps: Enter (-1, first room); then one a move: Enter (from, to) into a new room, the
// wall between knocked down, or Walk (from, to) into a room already in the maze.
class AldousBroder final : public StepMachine {
 public:
  AldousBroder(Grid empty, PyRandom& rng);
  bool step() override { return burst(1) == 1; }
  long long run(long long max_steps = -1) override { return run_steps(*this, max_steps); }
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  int pieces() const override { return grid_.rooms() - in_maze_ + (in_maze_ > 0); }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  bool done() const override { return in_maze_ == grid_.rooms(); }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<AldousBroder>(*this); }
  void assign(const StepMachine& from) override { *this = dynamic_cast<const AldousBroder&>(from); }
  std::size_t bytes() const override { return 2 * in_.size(); }
  void touched(std::vector<int>& out) const override;

 private:
  long long burst_square(long long max_steps);
  Grid grid_;
  PyRandom* rng_;                  // the session's stream (a pointer, so a copy can be assigned)
  std::vector<std::uint8_t> in_;   // 1 once a room is in the maze
  int here_ = -1, in_maze_ = 0;
  StepEvent last_;
};

}  // namespace maze
