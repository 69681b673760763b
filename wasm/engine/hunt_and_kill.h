// hunt_and_kill.h: hunt and kill: a random walk that, when stuck, hunts for a new start.
#pragma once
#include <cstdint>
#include <vector>

#include "py_random.h"
#include "step.h"

namespace maze {

// From a random room, a walk into rooms not yet in the maze, knocking each wall it goes
// through. When no room beside it is new, the hunt goes through the rooms in room order
// for the first one not in the maze that is beside one that is, knocks the wall between
// them (to a random such neighbour) and walks on from there. Any shape.
//
// CPython's random, as hunt_and_kill.py draws it: randrange(rooms) for the first room,
// then for each room walked into one choice() over its neighbours not yet in the maze, in
// the shape's order (square: up, down, left, right); for each room the hunt finds, one
// choice() over its neighbours in the maze, in the same order. Nothing after the last room.
//
// The hunt need not go through the rooms from the first one each time: every room before
// hint_ is in the maze or has no neighbour in it, and a room entering the maze moves hint_
// back to any neighbour of it below hint_, so the hunt starts at hint_ and finds the same room.
//
// Steps: Enter (-1, first room); Enter (from, to) for each room walked into; Knock (a room
// of the maze, the room the hunt found) for each hunt.
class HuntAndKill final : public StepMachine {
 public:
  HuntAndKill(Grid empty, PyRandom& rng);
  bool step() override { return burst(1) == 1; }
  long long run(long long max_steps = -1) override { return run_steps(*this, max_steps); }
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  int pieces() const override { return grid_.rooms() - in_maze_ + (in_maze_ > 0); }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  bool done() const override { return in_maze_ == grid_.rooms(); }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<HuntAndKill>(*this); }
  void assign(const StepMachine& from) override { *this = dynamic_cast<const HuntAndKill&>(from); }
  std::size_t bytes() const override { return 2 * in_.size(); }
  void touched(std::vector<int>& out) const override;

 private:
  void enter(int room);  // into the maze: its new neighbours below hint_ move hint_ back
  int hunt();            // the first room not in the maze beside one that is
  Grid grid_;
  PyRandom* rng_;                 // the session's stream (a pointer, so a copy can be assigned)
  std::vector<std::uint8_t> in_;  // 1 once a room is in the maze
  int here_ = -1, was_here_ = -1, in_maze_ = 0, hint_ = 0;
  StepEvent last_;
};

}  // namespace maze
