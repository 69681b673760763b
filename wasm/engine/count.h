// count.h: how many different perfect mazes fit in a grid, counted exactly.
#pragma once
#include <string>

namespace maze {

// The largest grid (in rooms) count_perfect_mazes accepts. The work grows
// like rooms^2 * (shorter side)^2, so a square is the slowest shape: 60 x 60
// takes about 1.3 s natively (-O2), and 70 x 70 would take about 3 s.
inline constexpr int kMaxCountRooms = 3600;

// The exact number of perfect mazes (spanning trees of the grid graph) on a
// rows x cols grid, in decimal: 1 x N gives "1", 2 x 2 gives "4", 3 x 3 "192".
// Throws MazeError if rows or cols is below 1 or the grid has more than
// kMaxCountRooms rooms.
std::string count_perfect_mazes(int rows, int cols);

}  // namespace maze
