// robot.cpp: the wall follower: one move a step, ends out or round in a loop.
#include "analysis/robot.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "shapes/shape.h"

namespace maze {

using square_turns::hand_turn;

unsigned Locked::keys_in(int room) const {
  unsigned in = 0;
  for (std::size_t i = 0; i < keys.size(); ++i) in |= (keys[i] == room ? 1u : 0u) << i;
  return in;
}

bool take_keys(Grid& g, const Locked& locked, unsigned& held, int room) {
  const unsigned in = locked.keys_in(room) & ~held;
  held |= in;
  for (std::size_t i = 0; i < locked.doors.size(); ++i)
    if (in >> i & 1u) g.link(locked.doors[i].first, locked.doors[i].second);
  return in != 0;
}

double heading(const Grid& g, int from, int to) {
  if (g.square()) return square_turns::kHeading[square_turns::way(from, to, g.cols())];
  const Point a = g.shape()->middle(from), b = g.shape()->middle(to);
  return std::atan2(a.y - b.y, b.x - a.x);  // y grows downwards on the screen
}

// hand_next on other shapes: each opening's turn from the angles between the rooms' middles. Apart, so the square's
// inline way stays small.
int hand_next_by_angles(const Grid& g, Hand hand, int room, int came, double& best_turn) {
  const double back = came < 0 ? std::numbers::pi : heading(g, room, came);
  int best = -1;
  g.for_each_open(room, [&](int next) {
    const double t = hand_turn(hand, back, heading(g, room, next));
    if (best < 0 || t < best_turn) best = next, best_turn = t;
  });
  return best;
}

Robot::Robot(const Grid& g, Hand hand, int from, int to, Locked locked)
    : grid_(g), locked_(std::move(locked)), hand_(hand), goal_(to < 0 ? g.rooms() - 1 : to), at_(from),
      seen_square_(g.square() ? g.rooms() : 0, 0), seen_(g.square() ? 0 : g.rooms(), 0),
      walked_((g.rooms() + 63) / 64, 0) {
  if (from < 0 || from >= g.rooms() || goal_ >= g.rooms())
    throw MazeError("the way in and the way out must be rooms of the maze");
  for (const auto& [a, b] : locked_.doors) grid_.unlink(a, b);
  take_keys(grid_, locked_, held_, from);
  see(from, g.square() ? 4 : Grid::kMaxAround);  // the start
  walk_into(from);
  trail_.push_back(from);
  if (from == goal_) {
    finished_ = true;
    last_ = {StepKind::Found, from, from};
  } else if (next_room(from, -1) < 0) {
    finished_ = went_round_ = true;  // no opening: it cannot move at all
  }
}

int Robot::next_room(int room, int came) const { return hand_next(grid_, hand_, room, came); }

int Robot::entry(int room, int came) const {
  // The square's by the way it came from (grid.h's Dir), with no list of neighbours: another bit a room, as good.
  if (grid_.square()) return square_turns::way(room, came, grid_.cols());
  int around[Grid::kMaxAround];
  const int n = grid_.around(room, around);
  for (int k = 0; k < n; ++k)
    if (around[k] == came) return k;
  return Grid::kMaxAround;
}

bool Robot::step() {
  if (finished_) return false;
  const int next = next_room(at_, came_);
  came_ = at_;
  at_ = next;
  trail_.push_back(next);
  walk_into(next);
  const int k = entry(next, came_);
  if (next == goal_) {
    finished_ = true;
    last_ = {StepKind::Found, came_, next};
  } else {
    last_ = {StepKind::Walk, came_, next};
    // A door opened: a new maze. (No keys, nothing to pick up: no call a step.)
    if (!locked_.empty() && take_keys(grid_, locked_, held_, next)) forget_seen();
    else if (seen(next, k)) finished_ = went_round_ = true;
  }
  see(next, k);
  return true;
}

void Robot::forget_seen() {
  std::fill(seen_square_.begin(), seen_square_.end(), 0);
  std::fill(seen_.begin(), seen_.end(), 0);
}

Mark Robot::mark(int room) const {
  if (room == at_) return kCurrent;
  return walked(room) ? kVisited : kPlain;
}

void Robot::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(last_.a);
  if (last_.b >= 0) out.push_back(last_.b);
}

}  // namespace maze
