// count.h: how many different perfect mazes fit in a grid, counted exactly.
#pragma once
#include <string>

namespace maze {

// The largest grid (in rooms) count_perfect_mazes accepts; 70 x 70 is the
// biggest square, and the worst case for the time it takes (about a second).
inline constexpr int kMaxCountRooms = 4900;

// The exact number of perfect mazes (spanning trees of the grid graph) on a
// rows x cols grid, in decimal: 1 x N gives "1", 2 x 2 gives "4", 3 x 3 "192".
// Throws MazeError if rows or cols is below 1 or the grid has more than
// kMaxCountRooms rooms.
std::string count_perfect_mazes(int rows, int cols);

}  // namespace maze
