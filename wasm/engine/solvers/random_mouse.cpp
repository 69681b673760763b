// random_mouse.cpp: one step is one move; the way found is the walk with every loop taken out.
#include "solvers/random_mouse.h"

namespace maze {

RandomMouse::RandomMouse(const Grid& g, int from, int to, PyRandom rng, long long limit, Locked locked)
    : SolverOf(g, from, to, std::move(locked)), rng_(std::move(rng)), limit_(limit), at_(from) {
  visit(from, kCurrent);
  remember(1);  // the passage it came by
}

bool RandomMouse::step() {
  if (done()) return false;
  if (at_ == to_) return begin_step(false), finish_found({at_}), true;  // the way in is the way out
  if (steps() >= limit_) return begin_step(false), finish_none(true), false;
  begin_step();
  std::vector<int> open = open_rooms(grid_, at_);
  if (open.empty()) return finish_none(), false;  // a room with no opening: nowhere to go
  if (open.size() > 1 && came_ >= 0) std::erase(open, came_);
  const int next = open[open.size() == 1 ? 0 : rng_.randbelow(open.size())];
  set_mark(at_, kVisited);
  last_ = {StepKind::Enter, at_, next};
  came_ = at_;
  at_ = next;
  visit(next, kCurrent);
  pick_up(next);
  if (at_ == to_) finish_found(walked_way());
  return true;
}

}  // namespace maze
