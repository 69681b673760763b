// walk.cpp: the random walk; each step opens one call of carve or closes one.
#include "walk.h"

namespace maze {

Walk::Walk(int rows, int cols, PyRandom& rng)
    : grid_(rows, cols), rng_(rng), state_(grid_.rooms(), kPlain), moves_(grid_.rooms(), 0) {}

// carve's first lines: mark the room, shuffle the four moves (the random draws happen
// here, exactly where the lesson's program makes them).
void Walk::enter(int from, int room) {
  if (from >= 0) grid_.link(from, room);
  state_[room] = kThread;
  std::uint8_t order[4] = {Up, Down, Left, Right};
  rng_.shuffle(order);
  moves_[room] = static_cast<std::uint8_t>(order[0] | order[1] << 2 | order[2] << 4 | order[3] << 6);
  stack_.push_back(static_cast<std::uint32_t>(room) << 3);
  ++entered_;
  last_ = {StepKind::Enter, from, room};
}

bool Walk::step() {
  if (finished_) return false;
  if (entered_ == 0) {
    enter(-1, 0);
    return true;
  }
  std::uint32_t& frame = stack_.back();
  int room = static_cast<int>(frame >> 3);
  for (unsigned tried = frame & 7; tried < 4; ++tried) {
    int d = (moves_[room] >> (2 * tried)) & 3;
    int next = grid_.neighbour(room, d);
    if (next >= 0 && state_[next] == kPlain) {
      frame = (frame & ~7u) | (tried + 1);
      enter(room, next);
      return true;
    }
  }
  // All four moves tried: the call finishes and the walk steps back along the thread.
  state_[room] = kVisited;
  stack_.pop_back();
  int back_to = stack_.empty() ? -1 : static_cast<int>(stack_.back() >> 3);
  last_ = {StepKind::Back, room, back_to};
  finished_ = stack_.empty();
  return true;
}

Mark Walk::mark(int room) const {
  if (!stack_.empty() && static_cast<int>(stack_.back() >> 3) == room) return kCurrent;
  return static_cast<Mark>(state_[room]);
}

std::vector<int> Walk::thread() const {
  std::vector<int> rooms;
  rooms.reserve(stack_.size());
  for (auto frame : stack_) rooms.push_back(static_cast<int>(frame >> 3));
  return rooms;
}

}  // namespace maze
