// dead_end_filling.h: the maze seen whole: every dead end (but the way in and the way out) filled, and the
// corridor behind it, until none is left. What stays open holds the way: in a perfect maze, the way alone.
#pragma once
#include "solvers/solver.h"

namespace maze {

// Cul-de-sac filling (cul_de_sac_filling.h) is this filling with more rooms to fill: it builds on it through cut()
// and narrowed(), so the filling itself is written once.
class DeadEndFilling : public SolverOf<DeadEndFilling> {
 public:
  DeadEndFilling(Grid g, int from, int to);  // its own maze: the rules give it with its doors shut
  bool step() override;
  std::vector<int> thread() const override { return ends_; }  // the dead ends still to fill

 protected:
  // Once no dead end is left: a room to fill as if it were one, or -1: the filling is over.
  virtual int cut() { return -1; }
  // `room` lost a way on to the room just filled and is no dead end yet.
  virtual void narrowed(int /*room*/) {}
  std::size_t extra_bytes() const override { return 4 * (ways_.size() + ends_.size()); }
  std::vector<int> ways_;  // each room's passages to rooms not filled
  std::vector<int> ends_;  // dead ends found, to fill
  std::vector<char> filled_;

 private:
  long long filled_count_ = 0;
};

}  // namespace maze
