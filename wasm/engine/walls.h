// walls.h: the lesson's random_walls (Kruskal's method) as a step machine.
#pragma once
#include <vector>

#include "py_random.h"
#include "step.h"

namespace maze {

// Every inner wall, listed room by room (the one below, then the one on the right),
// shuffled once; each step looks at one wall. Pieces live in a union-find (union by
// rank, path halving) whose roots keep the lesson's piece numbers, so piece() gives the
// very labels it uses.
class Walls final : public StepMachine {
 public:
  Walls(int rows, int cols, PyRandom& rng);
  bool step() override { return burst(1) == 1; }
  long long run(long long max_steps = -1) override { return run_steps(*this, max_steps); }
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  int piece(int room) const override { return ~parent_[find(parent_.data(), room)] >> kRankBits; }
  int pieces() const override { return pieces_; }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  bool done() const override { return next_ == walls_.size(); }
  int walls_looked_at() const { return static_cast<int>(next_); }
  int walls_total() const { return static_cast<int>(walls_.size()); }
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps

 private:
  static constexpr int kRankBits = 5;  // ranks stay below log2(rooms) < 32
  static int find(int* parent, int room);
  Grid grid_;
  std::vector<int> walls_;  // room * 2 + (0: wall below, 1: wall on the right)
  // A room's parent, or at a root ~(piece number << kRankBits | rank): negative.
  mutable std::vector<int> parent_;
  std::size_t next_ = 0;
  int pieces_;
  StepEvent last_;
};

}  // namespace maze
