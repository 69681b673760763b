// count.h: how many different perfect mazes fit in a shape, counted exactly.
#pragma once
#include <string>
#include <string_view>

#include "shapes/shape.h"

namespace maze {

// The most rooms count_perfect_mazes accepts. The work grows like
// rooms^2 * band^2 (the band: how far apart two neighbours' numbers can be,
// after numbering the rooms to keep it small), so a square is the slowest grid:
// 60 x 60 takes about 1.3 s natively (-O2), and 70 x 70 would take about 3 s.
inline constexpr int kMaxCountRooms = 3600;
// The most work (rooms * band * band) allowed: that of the 60 x 60 square.
inline constexpr long long kMaxCountWork = 3600LL * 60 * 60;

// The exact number of perfect mazes (spanning trees of the grid graph) on a
// rows x cols square grid, in decimal: 1 x N gives "1", 2 x 2 gives "4", 3 x 3
// "192". Throws MazeError if rows or cols is below 1 or the grid has more than
// kMaxCountRooms rooms.
std::string count_perfect_mazes(int rows, int cols);

// The same for any shape (see shape.h): the spanning trees of its graph of rooms
// and walls. Checks the size before building the shape; throws MazeError for a bad
// size, more than kMaxCountRooms rooms or more than kMaxCountWork work.
std::string count_perfect_mazes(ShapeKind kind, int rows, int cols);
std::string count_perfect_mazes(const Shape& shape);
// The size checks of count_perfect_mazes(kind, rows, cols), without building the shape (for
// random cells, before drawing their points).
void check_count_size(ShapeKind kind, int rows, int cols);
// Random cells (voronoi): their points drawn after random.seed(seed), as a maze of them
// draws them first; then the same count. Checks the size before drawing.
std::string count_random_cells(int rows, int cols, std::string_view seed);
// Any shape by its kind: random cells need the seed their points are drawn from (seed not empty);
// the other shapes take none (seed empty). The one check of that, with one message each.
std::string count_mazes(ShapeKind kind, int rows, int cols, std::string_view seed);

}  // namespace maze
