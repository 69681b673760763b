// way_out.cpp: breadth-first search; each step looks around one room.
#include "analysis/way_out.h"

#include <algorithm>

namespace maze {

WayOut::WayOut(const Grid& g, int from, int to)
    : grid_(g), goal_(to < 0 ? g.rooms() - 1 : to), came_from_(g.rooms(), -1), queue_(new int[g.rooms()]),
      state_(g.rooms(), kPlain) {
  if (from < 0 || from >= g.rooms() || goal_ >= g.rooms())
    throw MazeError("the way in and the way out must be rooms of the maze");
  came_from_[from] = from;
  queue_[tail_++] = from;
  state_[from] = kThread;
}

WayOut::WayOut(const WayOut& o)
    : StepMachine(o), grid_(o.grid_), goal_(o.goal_), came_from_(o.came_from_), queue_(new int[grid_.rooms()]),
      head_(o.head_), tail_(o.tail_), queued_from_(o.queued_from_), state_(o.state_), route_(o.route_),
      finished_(o.finished_), last_(o.last_) {
  std::copy(o.queue_.get(), o.queue_.get() + tail_, queue_.get());
}

WayOut& WayOut::operator=(const WayOut& o) {
  if (this == &o) return *this;
  if (grid_.rooms() != o.grid_.rooms()) queue_.reset(new int[o.grid_.rooms()]);
  grid_ = o.grid_, goal_ = o.goal_, came_from_ = o.came_from_;
  std::copy(o.queue_.get(), o.queue_.get() + o.tail_, queue_.get());
  head_ = o.head_, tail_ = o.tail_, queued_from_ = o.queued_from_, state_ = o.state_, route_ = o.route_;
  finished_ = o.finished_, last_ = o.last_;
  return *this;
}

// Visit: the room looked around and the rooms it put on the list; Found: the route.
void WayOut::touched(std::vector<int>& out) const {
  if (last_.kind == StepKind::Found) return out.insert(out.end(), route_.begin(), route_.end()), void();
  if (last_.a >= 0) out.push_back(last_.a);
  out.insert(out.end(), queue_.get() + queued_from_, queue_.get() + tail_);
}

void WayOut::found_at(int room) {
  for (int r = room;; r = came_from_[r]) {
    route_.push_back(r);
    state_[r] = kRoute;
    if (came_from_[r] == r) break;
  }
  std::reverse(route_.begin(), route_.end());
  finished_ = true;
  last_ = {StepKind::Found, route_.front(), room};
}

long long WayOut::burst(long long max_steps) {
  if (finished_ || max_steps <= 0) return 0;
  // Locals, not members, in the loop: a byte store to state could alias any member.
  const int cols = grid_.cols(), goal = goal_;
  const bool square = grid_.square();
  const std::uint8_t* bits = grid_.bits().data();
  int* came_from = came_from_.data();
  int* queue = queue_.get();
  std::uint8_t* state = state_.data();
  int head = head_, tail = tail_;
  long long n = 0;
  StepEvent last = last_;
  auto reach = [&](int room, int next) {
    if (came_from[next] >= 0) return;
    came_from[next] = room;
    queue[tail++] = next;
    state[next] = kThread;
  };
  while (n < max_steps) {
    ++n;
    if (head == tail) {  // everything reachable searched: no way out
      finished_ = true;
      last = {StepKind::Done, -1, -1};
      break;
    }
    const int room = queue[head++];
    state[room] = kVisited;
    if (room == goal) {
      head_ = head, tail_ = tail;
      found_at(room);
      return n;
    }
    if (square) {
      // Grid::open for up, down, left, right, on the local copy of the bits.
      if (room >= cols && (bits[room - cols] & Grid::kDown)) reach(room, room - cols);
      if (bits[room] & Grid::kDown) reach(room, room + cols);
      if (room > 0 && (bits[room - 1] & Grid::kRight)) reach(room, room - 1);
      if (bits[room] & Grid::kRight) reach(room, room + 1);
    } else {
      int open[Grid::kMaxAround];
      for (int k = 0, count = grid_.open_around(room, open); k < count; ++k) reach(room, open[k]);
    }
    last = {StepKind::Visit, room, -1};
  }
  head_ = head, tail_ = tail, last_ = last;
  return n;
}

std::vector<int> WayOut::thread() const { return {queue_.get() + head_, queue_.get() + tail_}; }

std::vector<int> way_out(const Grid& g, int from, int to) {
  WayOut search(g, from, to);
  search.run();
  return search.route();
}

}  // namespace maze
