// fill.h: one fill, a stack or a queue: rooms put on a list, one taken off it at a time and looked around. Taken
// from the front (a queue), it is breadth-first: the lesson's way out, the shortest. From the end (a stack), it is
// depth-first. The one change between the two is which end the next room comes from.
#pragma once
#include "solvers/solver.h"

namespace maze {

enum class Take : std::uint8_t { Front, End };

class Fill final : public SolverOf<Fill> {
 public:
  Fill(const Grid& g, int from, int to, Take take);
  bool step() override;
  std::vector<int> thread() const override {  // the list, in order
    return {list_.begin() + static_cast<std::ptrdiff_t>(front_), list_.end()};
  }

 private:
  std::size_t extra_bytes() const override { return 4 * (list_.size() + came_from_.size()); }
  bool listed(int room) const override { return came_from_[room] >= 0; }
  Take take_;
  // The list in one array: a queue takes its rooms off at front_ and leaves them there (a room goes on it once, so it
  // holds no more than the maze's rooms), a stack off the end.
  std::vector<int> list_;
  std::size_t front_ = 0;
  std::vector<int> came_from_;  // -1 until put on the list
};

}  // namespace maze
