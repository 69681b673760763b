// random_mouse.cpp: one step is one move; the way found is the walk with every loop taken out.
#include "solvers/random_mouse.h"

namespace maze {

RandomMouse::RandomMouse(const Grid& g, int from, int to, PyRandom rng, long long limit, Locked locked)
    : SolverOf(g, from, to, std::move(locked)), rng_(std::move(rng)), limit_(limit), at_(from) {
  visit(from);
  remember(1);  // the passage it came by
}

int RandomMouse::next_from(int at, int came) {
  // The openings but the one it came by, on the stack: a move allocates nothing.
  int open[Grid::kMaxAround], n = 0;
  bool back = false;
  grid_->for_each_open(at, [&](int r) {
    if (r == came) back = true;
    else open[n++] = r;
  });
  if (n == 0 && back) open[n++] = came;  // a dead end: back the way it came
  if (n == 0) return -1;                 // a room with no opening: nowhere to go
  return open[n == 1 ? 0 : rng_.randbelow(n)];
}

bool RandomMouse::moves(long long n, std::vector<int>* rooms) {
  return mouse_moves(n, rooms, at_, came_, [&](int& at, int& came) {
    if (steps() >= limit_) return begin_step(false), finish_none(true), false;
    begin_step();
    const int next = next_from(at, came);
    if (next < 0) return finish_none(), false;
    enter(at, came, next);
    if (!locked_.empty()) pick_up(next);  // no keys, nothing to pick up: no call a move
    return true;
  });
}

}  // namespace maze
