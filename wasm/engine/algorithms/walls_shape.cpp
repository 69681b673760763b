// walls_shape.cpp: random walls on any shape other than the square and the mask: the shape's list of walls,
// shuffled, one a step (walls.cpp: the square's, with its batched shuffle).
#include "algorithms/walls.h"

#include "shapes/shape.h"

namespace maze {

long long Walls::burst_shape(long long max_steps) {
  const Shape& shape = *grid_.shape();
  long long n = 0;
  for (; n < max_steps && next_ < walls_.size(); ++n) {
    const int w = walls_[next_++];
    const Wall wall = shape.wall(w);
    const int pa = find(parent_.data(), wall.a), pb = find(parent_.data(), wall.b);
    if (pa == pb) {
      last_ = {StepKind::Refuse, wall.a, wall.b};
      continue;
    }
    unite(parent_.data(), pa, pb);
    grid_.link_wall(w);
    --pieces_;
    last_ = {StepKind::Knock, wall.a, wall.b};
  }
  return n;
}

}  // namespace maze

namespace maze {

void Walls::lay_crossings(PyRandom& rng) {
  const Shape& shape = *grid_.shape();
  const int rows = grid_.rows(), cols = grid_.cols();
  std::vector<int> parent(parent_);  // a trial union-find: the steps will make the same joins
  std::vector<char> touched(static_cast<std::size_t>(grid_.rooms()), 0), crossing(touched.size(), 0);
  const auto join = [&](int a, int b) {
    const int pa = find(parent.data(), a), pb = find(parent.data(), b);
    if (pa == pb) return false;
    unite(parent.data(), pa, pb);
    return true;
  };
  if (rows >= 3 && cols >= 3)
    for (int i = 0; i < grid_.rooms(); ++i) {
      const int r = 1 + static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(rows - 2)));
      const int c = 1 + static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(cols - 2)));
      const bool across = rng.randbelow(2) == 0;  // the room's corridor left to right
      const int room = r * cols + c;
      const int over[2] = {across ? room - 1 : room - cols, across ? room + 1 : room + cols};
      const int under[2] = {across ? room - cols : room - 1, across ? room + cols : room + 1};
      if (touched[static_cast<std::size_t>(room)]) continue;
      if (find(parent.data(), over[0]) == find(parent.data(), over[1]) ||
          find(parent.data(), under[0]) == find(parent.data(), under[1]))
        continue;
      join(over[0], room), join(room, over[1]), join(under[0], under[1]);
      for (int k : {room, over[0], over[1], under[0], under[1]}) touched[static_cast<std::size_t>(k)] = 1;
      crossing[static_cast<std::size_t>(room)] = 1;
      walls_.push_back(shape.wall_between(over[0], room));
      walls_.push_back(shape.wall_between(room, over[1]));
      walls_.push_back(shape.wall_between(under[0], under[1]));
    }
  std::vector<int> rest;
  for (int w = 0; w < static_cast<int>(shape.walls().size()); ++w) {
    const Wall& wall = shape.wall(w);
    const bool tunnel = wall.b - wall.a != 1 && wall.b - wall.a != cols;
    if (!tunnel && !crossing[static_cast<std::size_t>(wall.a)] && !crossing[static_cast<std::size_t>(wall.b)])
      rest.push_back(w);
  }
  shuffle_walls(rest, rng);
  walls_.insert(walls_.end(), rest.begin(), rest.end());
}

}  // namespace maze
