// eller.h: Eller's method as a step machine: row by row, with the pieces of one row.
#pragma once
#include <vector>

#include "algorithms/eller_rows.h"
#include "steps/machine.h"

namespace maze {

// Row by row (eller_rows.h does the work): in each row, a coin says whether two rooms side
// by side in different pieces join; then each piece opens down at least once (coins, and
// a room picked for a piece that got none), and the rooms below start the next row's
// pieces. The last row joins every two pieces side by side. Square only. The same draws
// as eller.py, and as the endless maze (endless.h) for its rows before the last.
//
// Steps: one an opening, Knock (room, the room on its right) along the row, then
// Knock (room, the room below) for the row's openings down, left to right.
class Eller final : public JoiningMachine<Eller> {
 public:
  Eller(Grid empty, PyRandom& rng);
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  Mark mark(int room) const override;
  int pieces() const override { return grid_.rooms() - knocks_; }
  bool done() const override { return knocks_ == grid_.rooms() - 1; }
  std::size_t bytes() const override { return static_cast<std::size_t>(grid_.rooms()) + 24 * static_cast<std::size_t>(grid_.cols()); }
  void touched(std::vector<int>& out) const override;

 private:
  bool advance();
  void knock(int a, int d);  // the wall from room a in direction d (Right or Down)
  EllerRows row_;
  int r_ = 0, c_ = 0;     // the row being made, and the next wall of it to decide
  bool down_ = false;     // deciding its openings down (else the joins in the row)
  int knocks_ = 0, current_ = -1, was_current_ = -1;
  bool moved_ = false;    // the last step went on to the next row
};

}  // namespace maze
