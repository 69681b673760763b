// walls.h: the lesson's random_walls (Kruskal's method) as a step machine.
#pragma once
#include <vector>

#include "py_random.h"
#include "step.h"

namespace maze {

// Every inner wall, listed room by room (the one below, then the one on the right),
// shuffled once; each step looks at one wall. Pieces live in a union-find whose root
// is always the lesson's piece number, so piece() gives the very labels it uses.
class Walls final : public StepMachine {
 public:
  Walls(int rows, int cols, PyRandom& rng);
  bool step() override;
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  int piece(int room) const override { return find(room); }
  int pieces() const override { return pieces_; }
  const Grid& grid() const override { return grid_; }
  bool done() const override { return next_ == walls_.size(); }
  int walls_looked_at() const { return static_cast<int>(next_); }
  int walls_total() const { return static_cast<int>(walls_.size()); }

 private:
  int find(int room) const;
  Grid grid_;
  std::vector<int> walls_;  // room * 2 + (0: wall below, 1: wall on the right)
  mutable std::vector<int> parent_;
  std::size_t next_ = 0;
  int pieces_;
  StepEvent last_;
};

}  // namespace maze
