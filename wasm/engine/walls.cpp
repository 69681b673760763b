// walls.cpp: random walls; each step knocks one wall down or leaves it standing.
#include "walls.h"

#include <numeric>

namespace maze {

Walls::Walls(int rows, int cols, PyRandom& rng)
    : grid_(rows, cols), parent_(grid_.rooms()), pieces_(grid_.rooms()) {
  std::iota(parent_.begin(), parent_.end(), 0);
  walls_.reserve(2 * static_cast<std::size_t>(grid_.rooms()));
  for (int room = 0; room < grid_.rooms(); ++room) {
    if (grid_.neighbour(room, Down) >= 0) walls_.push_back(room * 2);
    if (grid_.neighbour(room, Right) >= 0) walls_.push_back(room * 2 + 1);
  }
  rng.shuffle(walls_);
}

// Path halving keeps the trees flat without recursion.
int Walls::find(int room) const {
  while (parent_[room] != room) {
    parent_[room] = parent_[parent_[room]];
    room = parent_[room];
  }
  return room;
}

bool Walls::step() {
  if (done()) return false;
  int wall = walls_[next_++];
  int a = wall >> 1;
  int b = a + ((wall & 1) ? 1 : grid_.cols());
  int pa = find(a), pb = find(b);
  if (pa == pb) {
    last_ = {StepKind::Refuse, a, b};
    return true;
  }
  // The second piece takes the first one's number, as in the lesson.
  parent_[pb] = pa;
  grid_.link(a, b);
  --pieces_;
  last_ = {StepKind::Knock, a, b};
  return true;
}

Mark Walls::mark(int room) const { return grid_.degree(room) > 0 ? kVisited : kPlain; }

}  // namespace maze
