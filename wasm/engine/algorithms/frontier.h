// frontier.h: Prim's frontier method, as the Byte article of 1981 describes it.
#pragma once
#include <cstdint>
#include <vector>

#include "steps/machine.h"

namespace maze {

// The tree starts at a random room. Each step takes a random frontier room (a room
// next to the tree but not in it) and joins it to one random tree room beside it.
// When no frontier is left, one last step picks the way in on the left side and the
// way out on the right side (the article's step 5): random.randrange(rows) twice, for
// the first and the last column; in random cells random.choice twice, over the rooms
// touching the left side and then the right side, in increasing room number.
//
// The square and a mask run on places (Machine): a room's neighbours by arithmetic, a
// mask's places with no room never plain, never in the tree, so the picks and the maze are the
// ones the mask's shape's lists would give. What it tells (last, mark, touched, frontier) is
// numbered back to rooms.
class Frontier final : public Machine<Frontier> {
 public:
  Frontier(int rows, int cols, PyRandom& rng) : Frontier(Grid(rows, cols), rng) {}
  Frontier(Grid empty, PyRandom& rng);  // grows a maze of empty's shape
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  StepEvent last() const override;  // the ways (Ends) are rooms already
  Mark mark(int room) const override;
  int pieces() const override { return grid_.rooms() - in_tree_ + (in_tree_ > 0); }
  bool done() const override { return finished_; }
  // Its own ways once the last step picked them; until then the corners.
  Ends ways() const override { return way_in_ < 0 ? StepMachine::ways() : Ends{way_in_, way_out_}; }
  std::size_t bytes() const override { return 2 * state_.size() + 4 * frontier_.capacity(); }
  void touched(std::vector<int>& out) const override;
  std::vector<int> frontier() const;
  int way_in() const { return way_in_; }
  int way_out() const { return way_out_; }

 private:
  bool advance();
  void add(int room);
  void pick_ways();
  std::vector<std::uint8_t> state_;  // kPlain, kFrontier or kVisited (a mask's rock: kRock)
  std::vector<int> frontier_;
  int in_tree_ = 0, newest_ = -1, way_in_ = -1, way_out_ = -1;  // the ways: rooms
  int was_newest_ = -1;             // the newest room before the last step (no longer current)
  std::size_t added_from_ = 0;      // frontier_[added_from_...] joined the frontier in the last step
  bool finished_ = false;
};

}  // namespace maze
