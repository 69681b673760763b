// walk_shape.cpp: the random walk on any shape other than the square and the mask: the plain loop, a room's
// neighbours shuffled as the lesson's `random.shuffle(moves)` would (walk.cpp: the square's).
#include "algorithms/walk.h"

#include <algorithm>

#include "shapes/shape.h"
#include "shapes/weave.h"

namespace maze {

// The same walk on a graph: a frame is its room and the moves tried (bits 24-27); its
// neighbours, shuffled, wait in moves_ as indexes into the room's list, 3 bits each. In a
// weave maze a room two away is a move only while a tunnel to it is allowed (weave.h).
long long Walk::burst_shape(long long max_steps) {
  PyRandom& rng = *rng_;
  const bool weave = grid_.kind() == ShapeKind::Weave;  // a room two away: only through a tunnel allowed now
  long long n = 0;
  const Shape& shape = *grid_.shape();
  auto enter = [&](int from, int room, int wall) {
    if (from >= 0) grid_.link_wall(wall);
    int order[Grid::kMaxAround];
    const int count = shape.degree(room);
    for (int k = 0; k < count; ++k) order[k] = k;
    for (int i = count; i-- > 1;) std::swap(order[i], order[rng.randbelow(static_cast<std::uint64_t>(i) + 1)]);
    std::uint32_t packed = 0;
    for (int k = 0; k < count; ++k) packed |= static_cast<std::uint32_t>(order[k]) << (3 * k);
    state_[room] = kThread;
    moves_[static_cast<std::size_t>(depth_)] = packed;
    stack_[depth_++] = static_cast<std::uint32_t>(room);
    ++entered_;
    last_ = {StepKind::Enter, from, room};
  };
  if (entered_ == 0) {
    enter(-1, 0, -1);
    ++n;
  }
  while (n < max_steps && depth_ > 0) {
    ++n;
    std::uint32_t& frame = stack_[depth_ - 1];
    const int room = static_cast<int>(frame & kRoomMask);
    const std::uint32_t order = moves_[static_cast<std::size_t>(depth_ - 1)];
    const auto list = shape.neighbours(room);
    const int count = static_cast<int>(list.size());
    int next = -1, wall = -1;
    for (int tried = static_cast<int>(frame >> kRoomBits); tried < count && next < 0; ++tried) {
      const int k = static_cast<int>((order >> (3 * tried)) & 7);
      const int candidate = list[static_cast<std::size_t>(k)];
      if (state_[candidate] == kPlain &&
          (!weave || tunnel_middle(grid_, room, candidate) < 0 || can_tunnel(grid_, room, candidate)))
        next = candidate, wall = shape.walls_of(room)[static_cast<std::size_t>(k)];
      frame = static_cast<std::uint32_t>(room) | static_cast<std::uint32_t>(tried + 1) << kRoomBits;
    }
    if (next >= 0) {
      enter(room, next, wall);
      continue;
    }
    state_[room] = kVisited;
    --depth_;
    last_ = {StepKind::Back, room, depth_ > 0 ? static_cast<int>(stack_[depth_ - 1] & kRoomMask) : -1};
  }
  finished_ = depth_ == 0;
  return n;
}

}  // namespace maze
