// random_cells.h: the points of a "random cells" maze (shape voronoi), drawn from the seeded stream.
//
// The draws, as a Python program makes them after random.seed(N):
//
//     points = []
//     for r in range(R):
//         for c in range(C):
//             x = c + random.random()
//             y = r + random.random()
//             points.append((x, y))
//
// that is 2 * R * C calls of random.random(), x before y, row by row: one point inside each
// square of an R x C grid. Then kLloydSteps steps of Lloyd's relaxation, which draw nothing:
// each step moves every point, all at once, to the centre of mass of its cell (clipped to the
// box [0, C] x [0, R]), so the cells come out more even. The method then grows the maze
// from the same stream.
#pragma once
#include <vector>

#include "shapes/grid.h"
#include "random/py_random.h"
#include "shapes/shape.h"

namespace maze {

inline constexpr int kLloydSteps = 2;

// The R x C points as drawn, row by row (2 * R * C draws); throws MazeError for a bad size
// before drawing.
std::vector<Point> jittered_points(int rows, int cols, PyRandom& rng);
// Lloyd's steps on points in the box [0, cols] x [0, rows].
std::vector<Point> relaxed(int rows, int cols, std::vector<Point> points, int steps = kLloydSteps);
// The two together: the points of random cells.
std::vector<Point> random_points(int rows, int cols, PyRandom& rng);
// An empty maze on the cells of those points.
Grid random_cells(int rows, int cols, PyRandom& rng);
// An empty maze of any shape: random cells draw their points from rng, the others draw nothing.
Grid empty_maze(ShapeKind kind, int rows, int cols, PyRandom& rng);
// The empty maze for the next of several mazes from one stream (`last`: the one before, or
// an empty Grid): random cells draw new points for each maze, as a session does each time it
// grows; the other shapes are built once.
Grid next_empty(ShapeKind kind, int rows, int cols, const Grid& last, PyRandom& rng);

}  // namespace maze
