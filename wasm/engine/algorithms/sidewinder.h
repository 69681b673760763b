// sidewinder.h: the sidewinder: runs along each row, closing each run upward.
#pragma once
#include <vector>

#include "steps/machine.h"

namespace maze {

// Row by row, left to right, each room joins the run of rooms before it. A coin says
// whether the run goes on (the wall to the right is knocked down) or closes: then one
// room of the run, picked at random, opens upward and a new run starts. The top row is one
// run (it has no up); a run always closes at the end of a row. So the top row is a long
// corridor and every way up is short. Square only.
//
// CPython's random, as sidewinder.py draws it: for each room, left to right and top to
// bottom, one random() unless it is in the top row or the last column (the run closes
// when it is below 0.5); when a run closes below the top row, one choice() over its rooms,
// left to right (randbelow(its length)).
//
// Steps: one a room that opens, Knock (room, the room on its right) or Knock (a room of
// the run, the room above it).
class Sidewinder final : public JoiningMachine<Sidewinder> {
 public:
  Sidewinder(Grid empty, PyRandom& rng);
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  Mark mark(int room) const override;
  std::vector<int> thread() const override;  // the run
  int pieces() const override { return grid_.rooms() - knocks_; }
  bool done() const override { return knocks_ == grid_.rooms() - 1; }
  std::size_t bytes() const override { return static_cast<std::size_t>(grid_.rooms()); }
  void touched(std::vector<int>& out) const override;

 private:
  int next_ = 0;      // the next room: rooms before it are done
  int run_ = 0;       // the first room of the open run (next_ when none is open)
  int knocks_ = 0;
  int was_next_ = 0, closed_ = 0;  // before the last step: next_, and the first room of a run it closed
};

}  // namespace maze
