// a_star.cpp: on the square the guess is the rows and columns apart; on other shapes, the distance between the
// rooms' middles over the longest passage, so it is never more than the rooms still to walk.
#include "solvers/a_star.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "shapes/layout.h"

namespace maze {

namespace {
// Not std::hypot: its last bit differs between glibc and WebAssembly's libc, so tied guesses would
// be taken in another order by the command and by the package.
double apart(double dx, double dy) { return std::sqrt(dx * dx + dy * dy); }
}  // namespace

RoomsToGo::RoomsToGo(const Grid& g, int to)
    : square_(g.square()), cols_(g.cols()), to_(to), to_row_(square_ ? to / cols_ : 0),
      to_col_(square_ ? to % cols_ : 0) {
  if (square_) return;
  middle_ = layout_of(g).middle;
  longest_ = 0;
  for (int r = 0; r < g.rooms(); ++r)
    g.for_each_open(r, [&](int n) {
      longest_ = std::max<double>(longest_, apart(middle_[2 * r] - middle_[2 * n], middle_[2 * r + 1] - middle_[2 * n + 1]));
    });
  if (longest_ <= 0) longest_ = 1;
}

double RoomsToGo::apart_from_middles(int room) const {
  return apart(middle_[2 * room] - middle_[2 * to_], middle_[2 * room + 1] - middle_[2 * to_ + 1]) / longest_;
}

AStar::AStar(const Grid& g, int from, int to)
    : SolverOf(g, from, to), guess_(g, to), came_from_(g.rooms(), -1), walked_(g.rooms(), 0), closed_(g.rooms(), 0) {
  came_from_[from] = from;
  put(from, 0);
  listed_ = 1;
  remember(1);
}

void AStar::put(int room, int walked) {
  const auto order = static_cast<std::uint32_t>(put_.size());
  open_.push({walked + guess_(room), std::uint64_t(walked) << 32 | (0xffff'ffffu - order)});
  put_.push_back(room);
}

bool AStar::step() {
  if (done()) return false;
  while (!open_.empty() && closed_[top_room()]) open_.pop();  // an older, longer way to a room looked at
  begin_step();
  if (open_.empty()) return finish_none(), false;
  const int room = top_room(), walked = open_.top().walked() + 1;
  open_.pop();
  --listed_;
  closed_[room] = 1;
  visit(room);
  if (room == to_) {
    std::vector<int> route;
    for (int r = room;; r = came_from_[r]) {
      route.push_back(r);
      if (r == from_) break;
    }
    std::reverse(route.begin(), route.end());
    finish_found(std::move(route));
    return true;
  }
  grid_->for_each_open(room, [&](int next) {
    if (closed_[next] || (came_from_[next] >= 0 && walked_[next] <= walked)) return;
    if (came_from_[next] < 0) ++listed_;
    came_from_[next] = room;
    walked_[next] = walked;
    put(next, walked);
  });
  remember(listed_);
  last_ = {StepKind::Visit, room, -1};
  return true;
}

}  // namespace maze
