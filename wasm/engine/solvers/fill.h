// fill.h: one fill, a stack or a queue: rooms put on a list, one taken off it at a time and looked around. Taken
// from the front (a queue), it is breadth-first: the lesson's way out, the shortest. From the end (a stack), it is
// depth-first. The one change between the two is which end the next room comes from.
#pragma once
#include <deque>

#include "solvers/solver.h"

namespace maze {

enum class Take : std::uint8_t { Front, End };

class Fill final : public SolverOf<Fill> {
 public:
  Fill(const Grid& g, int from, int to, Take take);
  bool step() override;
  std::vector<int> thread() const override { return {list_.begin(), list_.end()}; }  // the list, in order

 private:
  std::size_t extra_bytes() const override { return 4 * (list_.size() + came_from_.size()); }
  Take take_;
  std::deque<int> list_;
  std::vector<int> came_from_;  // -1 until put on the list
};

}  // namespace maze
