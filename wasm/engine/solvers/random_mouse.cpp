// random_mouse.cpp: one step is one move; the way found is the walk with every loop taken out.
#include "solvers/random_mouse.h"

namespace maze {

RandomMouse::RandomMouse(const Grid& g, int from, int to, PyRandom rng, long long limit, Locked locked)
    : SolverOf(g, from, to, std::move(locked)), rng_(std::move(rng)), limit_(limit), at_(from) {
  visit(from);
  remember(1);  // the passage it came by
}

bool RandomMouse::step() {
  if (done()) return false;
  if (at_ == to_) return begin_step(false), finish_found({at_}), true;  // the way in is the way out
  if (steps() >= limit_) return begin_step(false), finish_none(true), false;
  begin_step();
  // The openings but the one it came by, on the stack: a step allocates nothing.
  int open[Grid::kMaxAround], n = 0;
  bool back = false;
  grid_->for_each_open(at_, [&](int r) {
    if (r == came_) back = true;
    else open[n++] = r;
  });
  if (n == 0 && back) open[n++] = came_;    // a dead end: back the way it came
  if (n == 0) return finish_none(), false;  // a room with no opening: nowhere to go
  const int next = open[n == 1 ? 0 : rng_.randbelow(n)];
  last_ = {StepKind::Enter, at_, next};
  came_ = at_;
  at_ = next;
  visit(next);
  if (!locked_.empty()) pick_up(next);  // no keys, nothing to pick up: no call a step
  if (at_ == to_) finish_found(walked_way());
  return true;
}

}  // namespace maze
