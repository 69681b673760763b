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

// How far left of the way it prefers a way is, in [0, 2 pi).
double left_of_prefer(double heading) {
  double turn = std::fmod(heading - kPrefer, kWhole);
  return turn < 0 ? turn + kWhole : turn;
}

// Whether a way that far left of the one it prefers is that way itself.
bool ahead_of(double turn) { return turn < kZero || turn > kWhole - kZero; }

// The square's four ways by grid.h's Dir (up, down, left, right): how far left of the way it prefers each is, worked
// out once from their headings (robot.h's), the very same numbers with no angle computed a step; and the order to try
// them in, so the first one open is the one leave_wall's search of every opening picks: the way it prefers (the last
// one of the search, were there two), then the least turn left (the first of the search among equal turns).
struct SquareLeft {
  double turn[4];
  int order[4];
  SquareLeft() {
    const Grid g(3, 3);  // room 4, the middle, has each way
    for (int d = 0; d < 4; ++d) turn[d] = left_of_prefer(heading(g, 4, g.next_to(4, d)));
    int k = 0;
    for (int d = 4; d-- > 0;)
      if (ahead_of(turn[d])) order[k++] = d;
    const int lefts = k;
    for (int d = 0; d < 4; ++d)
      if (!ahead_of(turn[d])) order[k++] = d;
    std::stable_sort(order + lefts, order + 4, [&](int a, int b) { return turn[a] < turn[b]; });
  }
};
const SquareLeft kSquareLeft;

}  // namespace

Pledge::Pledge(const Grid& g, int from, int to, long long limit, Locked locked)
    : SolverOf(g, from, to, std::move(locked)), limit_(limit), at_(from), left_from_(g.rooms(), false) {
  visit(from);
  remember(2);  // the way it faces and its count of turns
}

int Pledge::leave_wall() {
  int ahead = -1, left = -1;
  double least = 0;
  if (grid_->square()) {
    for (int d : kSquareLeft.order)
      if (grid_->open(at_, d)) {
        (ahead_of(kSquareLeft.turn[d]) ? ahead : left) = grid_->next_to(at_, d), least = kSquareLeft.turn[d];
        break;
      }
  } else {
    grid_->for_each_open(at_, [&](int next) {
      const double turn = left_of_prefer(heading(*grid_, at_, next));
      if (ahead_of(turn)) ahead = next;
      else if (left < 0 || turn < least) left = next, least = turn;
    });
  }
  along_ = ahead < 0 && left >= 0;
  count_ = along_ ? least : 0;
  return ahead >= 0 ? ahead : left;
}

void Pledge::mark_here() {
  mark_at_ = at_, mark_came_ = came_, mark_count_ = count_;
  since_mark_ = 0, next_mark_ = 1;
}

bool Pledge::moves(long long n, std::vector<int>* rooms) {
  // Where it is and where it came from are written back to at_ and came_ before the calls that read them.
  return mouse_moves(n, rooms, at_, came_, [&](int& at, int& came) {
    if (round_ || steps() >= limit_) return begin_step(false), finish_none(true), false;
    double turn = 0;
    int next = along_ ? hand_next(*grid_, Hand::Right, at, came, &turn) : -1;
    const bool was_along = along_;
    if (along_ && count_ + turn > kZero) {
      count_ += turn;
    } else {
      // The count is back to zero (or it never had a wall): it faces the way it prefers, as it did here before.
      if (left_from_[at]) return begin_step(false), finish_none(true), false;
      left_from_[at] = true;
      at_ = at;
      next = leave_wall();
      if (next < 0) return begin_step(false), finish_none(), false;  // a room with no opening: nowhere to go
    }
    begin_step();
    enter(at, came, next);
    if (!locked_.empty() && pick_up(at)) {  // a door opened: a new maze, nothing seen in it yet (no keys: no call)
      std::fill(left_from_.begin(), left_from_.end(), false);
      at_ = at, came_ = came, mark_here();
    } else if (along_ && !was_along) {
      at_ = at, came_ = came, mark_here();  // a new wall to follow
    } else if (along_) {
      if (at == mark_at_ && came == mark_came_ && count_ >= mark_count_ - kZero) round_ = true;  // round for ever
      else if (++since_mark_ == next_mark_) mark_at_ = at, mark_came_ = came, mark_count_ = count_, since_mark_ = 0, next_mark_ *= 2;
    }
    return true;
  });
}

}  // namespace maze
