// eller.cpp: each step is one opening: a join in the row, or an opening down.
#include "algorithms/eller.h"

namespace maze {

Eller::Eller(Grid empty, PyRandom& rng) : JoiningMachine(std::move(empty), rng), row_(grid_.cols()) {
  grid_.clear();
}

void Eller::knock(int a, int d) {
  const int b = a + (d == Right ? 1 : grid_.cols());
  grid_.link_toward(a, d);
  ++knocks_;
  current_ = a;
  last_ = {StepKind::Knock, a, b};
}

bool Eller::advance() {
  if (done()) return false;
  const int cols = grid_.cols();
  was_current_ = current_;
  moved_ = false;
  for (;;) {
    const int here = r_ * cols + c_;
    if (!down_) {
      if (c_ + 1 < cols) {
        ++c_;
        if (row_.join(c_ - 1, r_ + 1 == grid_.rows(), *rng_)) return knock(here, Right), true;
        continue;
      }
      row_.choose_down(*rng_);  // not the last row: that one is done once its joins are
      down_ = true, c_ = 0;
    } else if (c_ < cols) {
      ++c_;
      if (row_.down(c_ - 1)) return knock(here, Down), true;
    } else {
      row_.next_row();
      ++r_;
      down_ = false, c_ = 0, moved_ = true;
    }
  }
}

long long Eller::burst(long long max_steps) {
  long long n = 0;
  while (n < max_steps && advance()) ++n;
  return n;
}

// The rooms opened between, the room that was current, the relabeled ones, and the rows
// whose rooms all change their look: the first row at the first step, both rows on a new
// row (the old one's rooms are done, the new one's come into play), the last row at the end.
void Eller::touched(std::vector<int>& out) const {
  out.push_back(last_.a);
  out.push_back(last_.b);
  if (was_current_ >= 0) out.push_back(was_current_);
  out.insert(out.end(), labels_.relabeled().begin(), labels_.relabeled().end());
  const int cols = grid_.cols();
  if (moved_ || done() || (r_ == 0 && knocks_ == 1))
    for (int room = (moved_ ? r_ - 1 : r_) * cols; room < (r_ + 1) * cols; ++room) out.push_back(room);
}

// Before the first step every room is plain; then the rows made are visited and the row
// being made is the thread, with the room last opened current.
Mark Eller::mark(int room) const {
  const int row = room / grid_.cols();
  if (knocks_ == 0 || row > r_) return kPlain;
  if (done() || row < r_) return kVisited;
  return room == current_ ? kCurrent : kThread;
}

}  // namespace maze
