// robot.cpp: the wall follower: one move a step, ends out or round in a loop.
#include "analysis/robot.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "shapes/shape.h"

namespace maze {

namespace {
constexpr double kTurn = 2 * std::numbers::pi;

// The square's headings by grid.h's Dir (up, down, left, right): heading() gives these.
constexpr double kSquareHeading[4] = {std::numbers::pi / 2, -std::numbers::pi / 2, std::numbers::pi, 0};

// The way from `room` to `next` on the square as heading() tells it: down checked first (one column has d == 1
// below), anything that is no neighbour to the left.
int square_way(int room, int next, int cols) {
  const int d = next - room;
  return d == cols ? Down : d == -cols ? Up : d == 1 ? Right : Left;
}

// How far round a hand turns from the way back to the way `ahead` (counter-clockwise for the right hand, clockwise
// for the left), in (0, 2 pi]: straight back comes last.
double hand_turn(Hand hand, double back, double ahead) {
  double t = std::fmod(hand == Hand::Right ? ahead - back : back - ahead, kTurn);
  if (t < 0) t += kTurn;
  return t < 1e-9 ? kTurn : t;
}

// The square's turns, [hand][way back][way on], worked out once as the angles give them: the very same numbers, with
// no angle computed a step; and the ways on from the least turn to the most (among equal turns in grid.h's order, as
// the search of every opening keeps the first), so the first one open is the one the angles pick.
struct SquareTurns {
  double t[2][4][4];
  int order[2][4][4];
  SquareTurns() {
    for (int h = 0; h < 2; ++h)
      for (int back = 0; back < 4; ++back) {
        int* ways = order[h][back];
        for (int on = 0; on < 4; ++on) {
          t[h][back][on] = hand_turn(static_cast<Hand>(h), kSquareHeading[back], kSquareHeading[on]);
          ways[on] = on;
        }
        std::stable_sort(ways, ways + 4, [&](int a, int b) { return t[h][back][a] < t[h][back][b]; });
      }
  }
};
const SquareTurns kSquareTurns;
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
  if (g.square()) return kSquareHeading[square_way(from, to, g.cols())];
  const Point a = g.shape()->middle(from), b = g.shape()->middle(to);
  return std::atan2(a.y - b.y, b.x - a.x);  // y grows downwards on the screen
}

namespace {

// hand_next on other shapes: each opening's turn from the angles between the rooms' middles. Apart, so the square's
// call below stays small.
[[gnu::noinline]] int hand_next_by_angles(const Grid& g, Hand hand, int room, int came, double& best_turn) {
  const double back = came < 0 ? std::numbers::pi : heading(g, room, came);
  int best = -1;
  g.for_each_open(room, [&](int next) {
    const double t = hand_turn(hand, back, heading(g, room, next));
    if (best < 0 || t < best_turn) best = next, best_turn = t;
  });
  return best;
}

}  // namespace

int hand_next(const Grid& g, Hand hand, int room, int came, double* turn) {
  int best = -1;
  double best_turn = 0;
  if (g.square()) {  // the first way open from the least turn, and its turn, from the table
    const int h = static_cast<int>(hand), back = came < 0 ? Left : square_way(room, came, g.cols());
    for (int d : kSquareTurns.order[h][back])
      if (g.open(room, d)) {
        best = g.next_to(room, d), best_turn = kSquareTurns.t[h][back][d];
        break;
      }
  } else {
    best = hand_next_by_angles(g, hand, room, came, best_turn);
  }
  if (turn) *turn = hand == Hand::Right ? best_turn - std::numbers::pi : std::numbers::pi - best_turn;
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
  if (grid_.square()) return square_way(room, came, grid_.cols());
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
