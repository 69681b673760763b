// hunt_and_kill.cpp: each step walks into one new room, or hunts one down.
#include "algorithms/hunt_and_kill.h"

namespace maze {

void HuntAndKill::enter(int place) {
  in_[place] = 1;
  ++in_maze_;
  here_ = place;
  int next[Grid::kMaxAround];
  for (int k = 0, count = beside(in_.data(), place, next); k < count; ++k)
    if (next[k] < hint_ && !in_[next[k]]) hint_ = next[k];
}

// A mask's rock is never left out of the maze (its byte is not 0) nor beside a place.
int HuntAndKill::hunt() {
  int next[Grid::kMaxAround];
  for (int place = hint_;; ++place) {
    if (in_[place]) continue;
    const int count = beside(in_.data(), place, next);
    for (int k = 0; k < count; ++k)
      if (in_[next[k]]) return hint_ = place;
  }
}

long long HuntAndKill::burst(long long max_steps) {
  if (done() || max_steps <= 0) return 0;
  was_here_ = here_;
  long long n = 0;
  if (in_maze_ == 0) {
    enter(as_place(static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(grid_.rooms())))));
    last_ = {StepKind::Enter, -1, here_};
    ++n;
  }
  PyRandom& rng = *rng_;
  for (; n < max_steps && !done(); ++n) {
    int next[Grid::kMaxAround], pick[Grid::kMaxAround], count = 0;
    const int around = beside(in_.data(), here_, next);
    for (int k = 0; k < around; ++k)
      if (!in_[next[k]]) pick[count++] = next[k];
    if (count > 0) {
      const int from = here_, to = pick[rng.randbelow(static_cast<std::uint64_t>(count))];
      knock(from, to);
      enter(to);
      last_ = {StepKind::Enter, from, to};
      continue;
    }
    const int found = hunt();
    const int found_around = beside(in_.data(), found, next);
    for (int k = 0; k < found_around; ++k)
      if (in_[next[k]]) pick[count++] = next[k];
    const int joined = pick[rng.randbelow(static_cast<std::uint64_t>(count))];
    knock(joined, found);
    enter(found);
    last_ = {StepKind::Knock, joined, found};
  }
  return n;
}

// The rooms opened between and the room that was current.
void HuntAndKill::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(as_room(last_.a));
  out.push_back(as_room(last_.b));
  if (was_here_ >= 0) out.push_back(as_room(was_here_));
}

}  // namespace maze
