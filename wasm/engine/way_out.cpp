// way_out.cpp: breadth-first search; each step looks around one room.
#include "way_out.h"

#include <algorithm>

namespace maze {

WayOut::WayOut(const Grid& g, int from, int to)
    : grid_(g), goal_(to < 0 ? g.rooms() - 1 : to), came_from_(g.rooms(), -1), state_(g.rooms(), kPlain) {
  if (from < 0 || from >= g.rooms() || goal_ >= g.rooms())
    throw MazeError("the way in and the way out must be rooms of the maze");
  came_from_[from] = from;
  queue_.push_back(from);
  state_[from] = kThread;
}

bool WayOut::step() {
  if (finished_) return false;
  if (head_ == queue_.size()) {  // everything reachable searched: no way out
    finished_ = true;
    last_ = {StepKind::Done, -1, -1};
    return true;
  }
  int room = queue_[head_++];
  state_[room] = kVisited;
  if (room == goal_) {
    for (int r = room;; r = came_from_[r]) {
      route_.push_back(r);
      state_[r] = kRoute;
      if (came_from_[r] == r) break;
    }
    std::reverse(route_.begin(), route_.end());
    finished_ = true;
    last_ = {StepKind::Found, route_.front(), room};
    return true;
  }
  for (int d = 0; d < 4; ++d) {
    if (!grid_.open(room, d)) continue;
    int next = grid_.neighbour(room, d);
    if (came_from_[next] >= 0) continue;
    came_from_[next] = room;
    queue_.push_back(next);
    state_[next] = kThread;
  }
  last_ = {StepKind::Visit, room, -1};
  return true;
}

std::vector<int> WayOut::thread() const { return {queue_.begin() + static_cast<std::ptrdiff_t>(head_), queue_.end()}; }

std::vector<int> way_out(const Grid& g, int from, int to) {
  WayOut search(g, from, to);
  search.run();
  return search.route();
}

}  // namespace maze
