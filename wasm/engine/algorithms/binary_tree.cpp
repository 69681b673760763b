// binary_tree.cpp: each step opens one room up or to the right.
#include "algorithms/binary_tree.h"

namespace maze {

BinaryTree::BinaryTree(Grid empty, PyRandom& rng) : JoiningMachine(std::move(empty), rng) {
  grid_.clear();
}

long long BinaryTree::burst(long long max_steps) {
  const int cols = grid_.cols(), rooms = grid_.rooms();
  std::uint8_t* const bytes = grid_.bytes();
  PyRandom& rng = *rng_;
  int room = next_, knocks = knocks_, col = room % cols, d = Up;
  bool up = room >= cols;
  was_next_ = next_;
  long long n = 0;
  for (; n < max_steps && knocks < rooms - 1; ++room, col = col + 1 == cols ? 0 : col + 1, up = up || col == 0) {
    const bool right = col + 1 < cols;
    if (!up && !right) continue;  // the top right room: no move
    d = up && right ? (rng.randbelow(2) == 0 ? Up : Right) : (rng.randbelow(1), up ? Up : Right);
    Grid::link_toward(bytes, cols, room, d);
    ++knocks, ++n;
  }
  if (n > 0) last_ = {StepKind::Knock, room - 1, room - 1 + (d == Up ? -cols : 1)};
  next_ = room, knocks_ = knocks;
  return n;
}

// The rooms the step passed (the top right room opens nothing) and the two it opened between.
void BinaryTree::touched(std::vector<int>& out) const {
  for (int room = was_next_ > 0 ? was_next_ - 1 : 0; room < next_; ++room) out.push_back(room);
  if (last_.b >= 0) out.push_back(last_.b);
  out.insert(out.end(), labels_.relabeled().begin(), labels_.relabeled().end());
}

Mark BinaryTree::mark(int room) const {
  if (room >= next_) return kPlain;
  return room == next_ - 1 && !done() ? kCurrent : kVisited;
}

}  // namespace maze
