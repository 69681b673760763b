// fill.cpp: each step takes a room off the list and puts its open neighbours that were never on it at the end;
// the way is known when the goal is taken off.
#include "solvers/fill.h"

#include <algorithm>

namespace maze {

Fill::Fill(const Grid& g, int from, int to, Take take) : SolverOf(g, from, to), take_(take), came_from_(g.rooms(), -1) {
  came_from_[from] = from;
  list_.push_back(from);
  remember(1);
}

bool Fill::step() {
  if (done()) return false;
  begin_step();
  if (front_ == list_.size()) return finish_none(), false;  // every room it can reach looked at: no way
  int room;
  if (take_ == Take::Front) room = list_[front_++];
  else room = list_.back(), list_.pop_back();
  visit(room);
  if (room == to_) {
    std::vector<int> route;
    for (int r = room;; r = came_from_[r]) {
      route.push_back(r);
      if (r == from_) break;
    }
    std::reverse(route.begin(), route.end());
    finish_found(std::move(route));
    return true;
  }
  grid_->for_each_open(room, [&](int next) {
    if (came_from_[next] >= 0) return;
    came_from_[next] = room;
    list_.push_back(next);
  });
  remember(static_cast<long long>(list_.size() - front_));
  last_ = {StepKind::Visit, room, -1};
  return true;
}

}  // namespace maze
