// robot.cpp: the wall follower: one move a step, ends out or round in a loop.
#include "analysis/robot.h"

#include <cmath>
#include <numbers>

#include "shapes/shape.h"

namespace maze {

namespace {
constexpr double kTurn = 2 * std::numbers::pi;
constexpr std::uint32_t kStart = 1u << Grid::kMaxAround;
}  // namespace

Robot::Robot(const Grid& g, Hand hand, int from, int to)
    : grid_(g), hand_(hand), goal_(to < 0 ? g.rooms() - 1 : to), at_(from), seen_(g.rooms(), 0), walked_(g.rooms(), 0) {
  if (from < 0 || from >= g.rooms() || goal_ >= g.rooms())
    throw MazeError("the way in and the way out must be rooms of the maze");
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

double Robot::angle(int from, int to) const {
  if (grid_.square()) {
    const int d = to - from, cols = grid_.cols();
    if (d == cols) return -std::numbers::pi / 2;  // down (checked first: one column has d == 1 below)
    if (d == -cols) return std::numbers::pi / 2;
    return d == 1 ? 0 : std::numbers::pi;
  }
  const Point a = grid_.shape()->middle(from), b = grid_.shape()->middle(to);
  return std::atan2(a.y - b.y, b.x - a.x);  // y grows downwards on the screen
}

int Robot::next_room(int room, int came) const {
  const double back = came < 0 ? std::numbers::pi : angle(room, came);
  int best = -1;
  double best_turn = 0;
  grid_.for_each_open(room, [&](int next) {
    double turn = hand_ == Hand::Right ? angle(room, next) - back : back - angle(room, next);
    turn = std::fmod(turn, kTurn);
    if (turn < 0) turn += kTurn;
    if (turn < 1e-9) turn = kTurn;  // straight back comes last
    if (best < 0 || turn < best_turn) best = next, best_turn = turn;
  });
  return best;
}

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
    if (seen_[next] & bit) finished_ = went_round_ = true;
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
