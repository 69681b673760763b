// tremaux.cpp: one step is one move to the next room, chalking the passage walked.
#include "solvers/tremaux.h"

#include <deque>

namespace maze {

Tremaux::Tremaux(const Grid& g, int from, int to, PyRandom rng, Locked locked)
    : SolverOf(g, from, to, std::move(locked)), rng_(std::move(rng)), at_(from) {
  visit(from, kCurrent);
}

int Tremaux::next_room() {
  const std::vector<int> open = open_rooms(grid_, at_);
  // A room seen before, reached by a passage walked once: back the way it came.
  if (came_ >= 0 && marks(at_, came_) == 1) {
    int other = 0;
    for (int n : open) other += n != came_ && marks(at_, n) > 0;
    if (other > 0) return came_;
  }
  for (int fewest : {0, 1}) {
    std::vector<int> take;
    for (int n : open)
      if (marks(at_, n) == fewest) take.push_back(n);
    if (!take.empty()) return take[take.size() == 1 ? 0 : rng_.randbelow(take.size())];
  }
  return -1;  // every passage marked twice: back at the start, everything searched
}

bool Tremaux::step() {
  if (done()) return false;
  if (at_ == to_) return begin_step(false), found_way(), true;  // the way in is the way out
  begin_step();
  const int next = next_room();
  if (next < 0) return finish_none(), false;
  chalk_[passage(at_, next)] += 1;
  remember(static_cast<long long>(chalk_.size()));  // the passages chalked
  set_mark(at_, kVisited);
  last_ = {StepKind::Enter, at_, next};
  came_ = at_;
  at_ = next;
  visit(at_, kCurrent);
  if (pick_up(at_)) chalk_.clear(), came_ = -1;  // a door opened: a new maze, searched afresh from here
  if (at_ == to_) found_way();
  return true;
}

void Tremaux::found_way() {
  // Through locked doors: the walk without its loops but for the keys (a door opened late may hold no chalk).
  if (!locked_.empty()) return finish_found(walked_way());
  // The way: the passages marked once, from the start (a breadth-first walk along them).
  std::vector<int> came(grid_.rooms(), -1);
  std::deque<int> list{from_};
  came[from_] = from_;
  while (!list.empty()) {
    const int r = list.front();
    list.pop_front();
    for (int n : open_rooms(grid_, r))
      if (came[n] < 0 && marks(r, n) == 1) came[n] = r, list.push_back(n);
  }
  std::vector<int> route;
  for (int r = to_;; r = came[r]) {
    route.insert(route.begin(), r);
    if (r == from_) break;
  }
  finish_found(std::move(route));
}

}  // namespace maze
