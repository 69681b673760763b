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
  if (done()) return false;
  // Where it is and where it came from, in registers for the batch (kept in the machine, each move would store them
  // and read them back: the mouse's whole path of work).
  int at = at_, came = came_;
  bool more = true;
  const auto said = [&](int room) {
    if (rooms) rooms->push_back(room);
  };
  for (; n > 0; --n) {
    if (at == to_) {  // the way in is the way out
      begin_step(false), finish_found({at}), said(to_);
      break;
    }
    if (steps() >= limit_) {
      begin_step(false), finish_none(true), said(-1), more = false;
      break;
    }
    begin_step();
    const int next = next_from(at, came);
    if (next < 0) {
      finish_none(), said(-1), more = false;
      break;
    }
    last_ = {StepKind::Enter, at, next};
    came = at, at = next;
    visit(next);
    if (!locked_.empty()) pick_up(next);  // no keys, nothing to pick up: no call a move
    said(next);
    if (at == to_) {
      finish_found(walked_way());
      break;
    }
  }
  at_ = at, came_ = came;
  return more;
}

}  // namespace maze
