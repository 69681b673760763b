// sidewinder.cpp: each step opens one room of the run, to the right or (closing the run) up.
#include "algorithms/sidewinder.h"

#include <algorithm>

namespace maze {

Sidewinder::Sidewinder(Grid empty, PyRandom& rng) : JoiningMachine(std::move(empty), rng) {
  grid_.clear();
}

long long Sidewinder::burst(long long max_steps) {
  const int cols = grid_.cols(), rooms = grid_.rooms();
  std::uint8_t* const bytes = grid_.bytes();
  PyRandom& rng = *rng_;
  // Locals, not members, in the loop: the grid's byte stores could alias any member. The
  // event is worked out after the loop from the last opening (a: its room; up or right).
  int room = next_, run = run_, knocks = knocks_, col = room % cols, closed = next_, a = -1;
  bool up = false;
  long long n = 0;
  for (; n < max_steps && knocks < rooms - 1; ++room, col = col + 1 == cols ? 0 : col + 1) {
    const bool top = room < cols;
    if (col + 1 < cols && (top || !(rng.random() < 0.5))) {  // the run goes on
      Grid::link_toward(bytes, cols, room, Right);
      a = room, up = false;
      ++knocks, ++n;
      continue;
    }
    const int first = run;
    closed = std::min(closed, first);
    run = room + 1;
    if (top) continue;  // the end of the top row: its run has no up
    a = first + static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(room - first + 1)));
    Grid::link_toward(bytes, cols, a, Up);
    up = true;
    ++knocks, ++n;
  }
  if (n > 0) last_ = {StepKind::Knock, a, up ? a - cols : a + 1};
  was_next_ = next_, closed_ = closed;
  next_ = room, run_ = run, knocks_ = knocks;
  return n;
}

// The rooms the step passed, the run it closed (its rooms leave the thread) and the rooms
// it opened between.
void Sidewinder::touched(std::vector<int>& out) const {
  for (int room = std::min(closed_, was_next_ > 0 ? was_next_ - 1 : 0); room < next_; ++room) out.push_back(room);
  if (last_.a >= 0) out.push_back(last_.a);
  if (last_.b >= 0) out.push_back(last_.b);
  out.insert(out.end(), labels_.relabeled().begin(), labels_.relabeled().end());
}

std::vector<int> Sidewinder::thread() const {
  std::vector<int> rooms;
  for (int room = run_; room < next_; ++room) rooms.push_back(room);
  return rooms;
}

Mark Sidewinder::mark(int room) const {
  if (room >= next_) return kPlain;
  if (room == next_ - 1 && !done()) return kCurrent;
  return room >= run_ ? kThread : kVisited;
}

}  // namespace maze
