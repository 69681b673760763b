// aldous_broder.cpp: each step is one move of the walk.
#include "algorithms/aldous_broder.h"

namespace maze {

long long AldousBroder::burst(long long max_steps) {
  if (done() || max_steps <= 0) return 0;
  long long n = 0;
  if (in_maze_ == 0) {
    here_ = static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(grid_.rooms())));
    in_[here_] = 1;
    in_maze_ = 1;
    last_ = {StepKind::Enter, -1, here_};
    ++n;
  }
  if (grid_.square()) return n + burst_square(max_steps - n);
  for (; n < max_steps && !done(); ++n) {
    int beside[Grid::kMaxAround];
    const int count = grid_.around(here_, beside);
    const int next = beside[rng_->randbelow(static_cast<std::uint64_t>(count))];
    if (in_[next]) {
      last_ = {StepKind::Walk, here_, next};
    } else {
      grid_.link(here_, next);
      in_[next] = 1;
      ++in_maze_;
      last_ = {StepKind::Enter, here_, next};
    }
    here_ = next;
  }
  return n;
}

// The square's moves worked out from the row and column, as the program lists them.
long long AldousBroder::burst_square(long long max_steps) {
  const int rows = grid_.rows(), cols = grid_.cols(), rooms = grid_.rooms();
  std::uint8_t* const in = in_.data();
  std::uint8_t* const bytes = grid_.bytes();
  PyRandom& rng = *rng_;
  int here = here_, row = here / cols, col = here % cols, in_maze = in_maze_, from = here;
  bool entered = false;
  const int offset[4] = {-cols, cols, -1, 1};
  long long n = 0;
  for (; n < max_steps && in_maze < rooms; ++n) {
    int moves[4], count = 0;
    if (row > 0) moves[count++] = Up;
    if (row + 1 < rows) moves[count++] = Down;
    if (col > 0) moves[count++] = Left;
    if (col + 1 < cols) moves[count++] = Right;
    const int d = moves[rng.randbelow(static_cast<std::uint64_t>(count))];
    from = here;
    here += offset[d], row += kRowStep[d], col += kColStep[d];
    entered = !in[here];
    if (entered) {
      Grid::link_toward(bytes, cols, from, d);
      in[here] = 1;
      ++in_maze;
    }
  }
  // The event is worked out once, after the loop, from the last move.
  if (n > 0) last_ = {entered ? StepKind::Enter : StepKind::Walk, from, here};
  here_ = here, in_maze_ = in_maze;
  return n;
}

// The room left and the room entered.
void AldousBroder::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(last_.a);
  if (last_.b >= 0) out.push_back(last_.b);
}

}  // namespace maze
