// hunt_and_kill.cpp: each step walks into one new room, or hunts one down.
#include "algorithms/hunt_and_kill.h"

namespace maze {

void HuntAndKill::enter(int room) {
  in_[room] = 1;
  ++in_maze_;
  here_ = room;
  int beside[Grid::kMaxAround];
  for (int k = 0, count = grid_.around(room, beside); k < count; ++k)
    if (beside[k] < hint_ && !in_[beside[k]]) hint_ = beside[k];
}

int HuntAndKill::hunt() {
  int beside[Grid::kMaxAround];
  for (int room = hint_;; ++room) {
    if (in_[room]) continue;
    const int count = grid_.around(room, beside);
    for (int k = 0; k < count; ++k)
      if (in_[beside[k]]) return hint_ = room;
  }
}

long long HuntAndKill::burst(long long max_steps) {
  if (done() || max_steps <= 0) return 0;
  was_here_ = here_;
  long long n = 0;
  if (in_maze_ == 0) {
    enter(static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(grid_.rooms()))));
    last_ = {StepKind::Enter, -1, here_};
    ++n;
  }
  PyRandom& rng = *rng_;
  for (; n < max_steps && !done(); ++n) {
    int beside[Grid::kMaxAround], pick[Grid::kMaxAround], count = 0;
    const int around = grid_.around(here_, beside);
    for (int k = 0; k < around; ++k)
      if (!in_[beside[k]]) pick[count++] = beside[k];
    if (count > 0) {
      const int from = here_, next = pick[rng.randbelow(static_cast<std::uint64_t>(count))];
      grid_.link(from, next);
      enter(next);
      last_ = {StepKind::Enter, from, next};
      continue;
    }
    const int found = hunt();
    const int found_around = grid_.around(found, beside);
    for (int k = 0; k < found_around; ++k)
      if (in_[beside[k]]) pick[count++] = beside[k];
    const int joined = pick[rng.randbelow(static_cast<std::uint64_t>(count))];
    grid_.link(joined, found);
    enter(found);
    last_ = {StepKind::Knock, joined, found};
  }
  return n;
}

// The rooms opened between and the room that was current.
void HuntAndKill::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(last_.a);
  out.push_back(last_.b);
  if (was_here_ >= 0) out.push_back(was_here_);
}

}  // namespace maze
