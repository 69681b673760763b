// square_turns.h: a hand on the wall on the square, by table: the turns the angles between rooms' middles give,
// worked out once, so a step of the robot or of Pledge computes no angle and makes no call (robot.h's hand_next).
#pragma once
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numbers>

#include "shapes/grid.h"

namespace maze {

enum class Hand : std::uint8_t { Right, Left };

namespace square_turns {

inline constexpr double kTurn = 2 * std::numbers::pi;
// The square's headings by grid.h's Dir (up, down, left, right): robot.h's heading() gives these.
inline constexpr double kHeading[4] = {std::numbers::pi / 2, -std::numbers::pi / 2, std::numbers::pi, 0};

// The way from `room` to `next` on the square as heading() tells it: down checked first (one column has d == 1
// below), anything that is no neighbour to the left.
inline int way(int room, int next, int cols) {
  const int d = next - room;
  return d == cols ? Down : d == -cols ? Up : d == 1 ? Right : Left;
}

// How far round a hand turns from the way back to the way `ahead` (counter-clockwise for the right hand, clockwise
// for the left), in (0, 2 pi]: straight back comes last.
inline double hand_turn(Hand hand, double back, double ahead) {
  double t = std::fmod(hand == Hand::Right ? ahead - back : back - ahead, kTurn);
  if (t < 0) t += kTurn;
  return t < 1e-9 ? kTurn : t;
}

// The turns, [hand][way back][way on], as the angles give them: the very same numbers; and the ways on from the
// least turn to the most (among equal turns in grid.h's order, as the search of every opening keeps the first), so
// the first one open is the one the angles pick.
struct Table {
  double t[2][4][4];
  int order[2][4][4];
  Table() {
    for (int h = 0; h < 2; ++h)
      for (int back = 0; back < 4; ++back) {
        int* ways = order[h][back];
        for (int on = 0; on < 4; ++on) {
          t[h][back][on] = hand_turn(static_cast<Hand>(h), kHeading[back], kHeading[on]);
          ways[on] = on;
        }
        std::stable_sort(ways, ways + 4, [&](int a, int b) { return t[h][back][a] < t[h][back][b]; });
      }
  }
};
inline const Table kTable;

}  // namespace square_turns
}  // namespace maze
