// walls_shape.cpp: random walls on any shape other than the square: the shape's list of walls,
// shuffled, one a step (walls.cpp: the square's, with its batched shuffle).
#include "algorithms/walls.h"

#include "shapes/shape.h"

namespace maze {

long long Walls::burst_shape(long long max_steps) {
  const Shape& shape = *grid_.shape();
  long long n = 0;
  for (; n < max_steps && next_ < walls_.size(); ++n) {
    const Wall wall = shape.wall(walls_[next_++]);
    const int pa = find(parent_.data(), wall.a), pb = find(parent_.data(), wall.b);
    if (pa == pb) {
      last_ = {StepKind::Refuse, wall.a, wall.b};
      continue;
    }
    unite(parent_.data(), pa, pb);
    grid_.link(wall.a, wall.b);
    --pieces_;
    last_ = {StepKind::Knock, wall.a, wall.b};
  }
  return n;
}

}  // namespace maze
