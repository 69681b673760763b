// aldous_broder.cpp: each step is one move of the walk.
#include "algorithms/aldous_broder.h"

namespace maze {

long long AldousBroder::burst(long long max_steps) {
  if (done() || max_steps <= 0) return 0;
  long long n = 0;
  if (in_maze_ == 0) {
    here_ = as_place(static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(grid_.rooms()))));
    in_[here_] = 1;
    in_maze_ = 1;
    last_ = {StepKind::Enter, -1, here_};
    ++n;
  }
  if (grid_.square()) return n + burst_places(max_steps - n, OnSquare(grid_));
  if (grid_.kind() == ShapeKind::Mask) return n + burst_places(max_steps - n, OnMask(grid_));
  for (; n < max_steps && !done(); ++n) {
    int next[Grid::kMaxAround];
    const int count = grid_.around(here_, next);
    const int to = next[rng_->randbelow(static_cast<std::uint64_t>(count))];
    if (in_[to]) {
      last_ = {StepKind::Walk, here_, to};
    } else {
      grid_.link(here_, to);
      in_[to] = 1;
      ++in_maze_;
      last_ = {StepKind::Enter, here_, to};
    }
    here_ = to;
  }
  return n;
}

// The moves worked out from the row and column, as the program lists them for the square (a
// mask's: its places', the rock left out).
template <class Places>
long long AldousBroder::burst_places(long long max_steps, Places places) {
  const int cols = places.cols, rows = places.count / cols, rooms = grid_.rooms();
  std::uint8_t* const in = in_.data();
  PyRandom& rng = *rng_;
  int here = here_, row = here / cols, col = here % cols, in_maze = in_maze_, from = here;
  bool entered = false;
  const int offset[4] = {-cols, cols, -1, 1};
  // Whether the place one step away is a room (the square's always are).
  const auto room = [&](int place) { return !Places::kHoles || in[place] != kRock; };
  long long n = 0;
  for (; n < max_steps && in_maze < rooms; ++n) {
    int moves[4], count = 0;
    if (row > 0 && room(here - cols)) moves[count++] = Up;
    if (row + 1 < rows && room(here + cols)) moves[count++] = Down;
    if (col > 0 && room(here - 1)) moves[count++] = Left;
    if (col + 1 < cols && room(here + 1)) moves[count++] = Right;
    const int d = moves[rng.randbelow(static_cast<std::uint64_t>(count))];
    from = here;
    here += offset[d], row += kRowStep[d], col += kColStep[d];
    entered = !in[here];
    if (entered) {
      places.link(from, d);
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
  if (last_.a >= 0) out.push_back(as_room(last_.a));
  if (last_.b >= 0) out.push_back(as_room(last_.b));
}

}  // namespace maze
