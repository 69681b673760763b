// binary_tree.h: the binary tree: each room opens up or to the right.
#pragma once
#include <vector>

#include "piece_labels.h"
#include "py_random.h"
#include "step.h"

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
class BinaryTree final : public StepMachine {
 public:
  BinaryTree(Grid empty, PyRandom& rng);
  bool step() override;
  long long run(long long max_steps = -1) override {
    labels_.drop();
    return run_steps(*this, max_steps);
  }
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  int piece(int room) const override { return labels_.label(grid_, room); }
  int pieces() const override { return grid_.rooms() - knocks_; }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  bool done() const override { return knocks_ == grid_.rooms() - 1; }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<BinaryTree>(*this); }
  void assign(const StepMachine& from) override { *this = dynamic_cast<const BinaryTree&>(from); }
  std::size_t bytes() const override { return static_cast<std::size_t>(grid_.rooms()); }
  void touched(std::vector<int>& out) const override;

 private:
  Grid grid_;
  PyRandom* rng_;     // the session's stream (a pointer, so a copy can be assigned)
  int next_ = 0;      // the next room to open: rooms before it are done
  int knocks_ = 0;
  int was_next_ = 0;  // next_ before the last step (the rooms it passed changed their look)
  StepEvent last_;
  PieceLabels labels_;
};

}  // namespace maze
