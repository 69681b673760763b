// pledge.cpp: one step is one move: along the wall with the right hand while the count of turns is above zero, else
// the way it prefers (or left of it, to the wall).
#include "solvers/pledge.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace maze {

namespace {
constexpr double kWhole = 2 * std::numbers::pi;
constexpr double kPrefer = 0;     // the way it prefers: to the right on the screen
constexpr double kZero = 1e-6;    // a count (or a turn) this near zero is zero: the angles are sums of floats
}  // namespace

Pledge::Pledge(const Grid& g, int from, int to, long long limit, Locked locked)
    : SolverOf(g, from, to, std::move(locked)), limit_(limit), at_(from), left_from_(g.rooms(), 0) {
  visit(from, kCurrent);
  remember(2);  // the way it faces and its count of turns
}

int Pledge::leave_wall() {
  int ahead = -1, left = -1;
  double least = 0;
  grid_.for_each_open(at_, [&](int next) {
    double turn = std::fmod(heading(grid_, at_, next) - kPrefer, kWhole);
    if (turn < 0) turn += kWhole;
    if (turn < kZero || turn > kWhole - kZero) ahead = next;
    else if (left < 0 || turn < least) left = next, least = turn;
  });
  along_ = ahead < 0 && left >= 0;
  count_ = along_ ? least : 0;
  return ahead >= 0 ? ahead : left;
}

void Pledge::mark_here() {
  mark_at_ = at_, mark_came_ = came_, mark_count_ = count_;
  since_mark_ = 0, next_mark_ = 1;
}

bool Pledge::step() {
  if (done()) return false;
  if (at_ == to_) return begin_step(false), finish_found({at_}), true;  // the way in is the way out
  if (round_ || steps() >= limit_) return begin_step(false), finish_none(true), false;
  double turn = 0;
  int next = along_ ? hand_next(grid_, Hand::Right, at_, came_, &turn) : -1;
  const bool was_along = along_;
  if (along_ && count_ + turn > kZero) {
    count_ += turn;
  } else {
    // The count is back to zero (or it never had a wall): it faces the way it prefers, as it did here before.
    if (left_from_[at_]) return begin_step(false), finish_none(true), false;
    left_from_[at_] = 1;
    next = leave_wall();
    if (next < 0) return begin_step(false), finish_none(), false;  // a room with no opening: nowhere to go
  }
  begin_step();
  set_mark(at_, kVisited);
  last_ = {StepKind::Enter, at_, next};
  came_ = at_;
  at_ = next;
  visit(at_, kCurrent);
  if (pick_up(at_)) {  // a door opened: a new maze, nothing seen in it yet
    std::fill(left_from_.begin(), left_from_.end(), 0);
    mark_here();
  } else if (along_ && !was_along) {
    mark_here();  // a new wall to follow
  } else if (along_) {
    if (at_ == mark_at_ && came_ == mark_came_ && count_ >= mark_count_ - kZero) round_ = true;  // round for ever
    else if (++since_mark_ == next_mark_) mark_at_ = at_, mark_came_ = came_, mark_count_ = count_, since_mark_ = 0, next_mark_ *= 2;
  }
  if (at_ == to_) finish_found(walked_way());
  return true;
}

}  // namespace maze
