// robot.cpp: the wall follower: one move a step, ends out or round in a loop.
#include "analysis/robot.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "shapes/shape.h"

namespace maze {

namespace {
constexpr double kTurn = 2 * std::numbers::pi;
constexpr std::uint32_t kStart = 1u << Grid::kMaxAround;
}  // namespace

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
  if (g.square()) {
    const int d = to - from, cols = g.cols();
    if (d == cols) return -std::numbers::pi / 2;  // down (checked first: one column has d == 1 below)
    if (d == -cols) return std::numbers::pi / 2;
    return d == 1 ? 0 : std::numbers::pi;
  }
  const Point a = g.shape()->middle(from), b = g.shape()->middle(to);
  return std::atan2(a.y - b.y, b.x - a.x);  // y grows downwards on the screen
}

int hand_next(const Grid& g, Hand hand, int room, int came, double* turn) {
  const double back = came < 0 ? std::numbers::pi : heading(g, room, came);
  int best = -1;
  double best_turn = 0;
  g.for_each_open(room, [&](int next) {
    double t = hand == Hand::Right ? heading(g, room, next) - back : back - heading(g, room, next);
    t = std::fmod(t, kTurn);
    if (t < 0) t += kTurn;
    if (t < 1e-9) t = kTurn;  // straight back comes last
    if (best < 0 || t < best_turn) best = next, best_turn = t;
  });
  if (turn) *turn = hand == Hand::Right ? best_turn - std::numbers::pi : std::numbers::pi - best_turn;
  return best;
}

Robot::Robot(const Grid& g, Hand hand, int from, int to, Locked locked)
    : grid_(g), locked_(std::move(locked)), hand_(hand), goal_(to < 0 ? g.rooms() - 1 : to), at_(from), seen_(g.rooms(), 0),
      walked_(g.rooms(), 0) {
  if (from < 0 || from >= g.rooms() || goal_ >= g.rooms())
    throw MazeError("the way in and the way out must be rooms of the maze");
  for (const auto& [a, b] : locked_.doors) grid_.unlink(a, b);
  take_keys(grid_, locked_, held_, from);
  seen_[from] = kStart;
  walked_[from] = 1;
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
  walked_[next] = 1;
  const std::uint32_t bit = 1u << entry(next, came_);
  if (next == goal_) {
    finished_ = true;
    last_ = {StepKind::Found, came_, next};
  } else {
    last_ = {StepKind::Walk, came_, next};
    if (take_keys(grid_, locked_, held_, next)) std::fill(seen_.begin(), seen_.end(), 0);  // a door opened: a new maze
    else if (seen_[next] & bit) finished_ = went_round_ = true;
  }
  seen_[next] |= bit;
  return true;
}

Mark Robot::mark(int room) const {
  if (room == at_) return kCurrent;
  return walked_[room] ? kVisited : kPlain;
}

void Robot::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(last_.a);
  if (last_.b >= 0) out.push_back(last_.b);
}

}  // namespace maze
