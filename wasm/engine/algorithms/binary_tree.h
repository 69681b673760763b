// binary_tree.h: the binary tree: each room opens up or to the right.
#pragma once
#include <vector>

#include "steps/machine.h"

namespace maze {

// Room by room in room order, each room knocks down its wall up or its wall to the right,
// picked at random (the top row can only go right, the last column only up, and the top
// right room has neither). So the top row and the last column are long corridors, and
// the way up and to the right is always straight: a bias that shows at a glance.
// Square only.
//
// CPython's random, as binary_tree.py draws it: for each room in room order that has a
// move, one choice() over its moves, up before right (randbelow(2), or randbelow(1) with
// one move: that still draws). The top right room draws nothing.
//
// Steps: one a room that opens, Knock (room, the room above or on its right).
class BinaryTree final : public JoiningMachine<BinaryTree> {
 public:
  BinaryTree(Grid empty, PyRandom& rng);
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  Mark mark(int room) const override;
  int pieces() const override { return grid_.rooms() - knocks_; }
  bool done() const override { return knocks_ == grid_.rooms() - 1; }
  std::size_t bytes() const override { return static_cast<std::size_t>(grid_.rooms()); }
  void touched(std::vector<int>& out) const override;

 private:
  int next_ = 0;      // the next room to open: rooms before it are done
  int knocks_ = 0;
  int was_next_ = 0;  // next_ before the last step (the rooms it passed changed their look)
};

}  // namespace maze
