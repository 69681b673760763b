// random_cells.cpp: jittered points in a grid, relaxed by Lloyd's steps, and their cells.
#include "shapes/random_cells.h"

#include <memory>

#include "shapes/voronoi.h"

namespace maze {

std::vector<Point> jittered_points(int rows, int cols, PyRandom& rng) {
  Shape::count_rooms(ShapeKind::Voronoi, rows, cols);  // throws for a bad size
  std::vector<Point> points;
  points.reserve(static_cast<std::size_t>(rows) * cols);
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) {
      const double x = c + rng.random();
      const double y = r + rng.random();
      points.push_back({x, y});
    }
  return points;
}

std::vector<Point> random_points(int rows, int cols, PyRandom& rng) {
  return relaxed(rows, cols, jittered_points(rows, cols, rng));
}

std::vector<Point> relaxed(int rows, int cols, std::vector<Point> points, int steps) {
  for (int step = 0; step < steps; ++step) {
    const Cells cells(cols, rows, std::move(points));
    std::vector<Point> moved(static_cast<std::size_t>(cells.size()));
    for (int i = 0; i < cells.size(); ++i) moved[static_cast<std::size_t>(i)] = cells.centroid(i);
    points = std::move(moved);
  }
  return points;
}

Grid random_cells(int rows, int cols, PyRandom& rng) {
  return Grid(std::make_shared<const Shape>(rows, cols, random_points(rows, cols, rng)));
}

Grid empty_maze(ShapeKind kind, int rows, int cols, PyRandom& rng) {
  return kind == ShapeKind::Voronoi ? random_cells(rows, cols, rng) : Grid(kind, rows, cols);
}

Grid next_empty(ShapeKind kind, int rows, int cols, const Grid& last, PyRandom& rng) {
  if (kind != ShapeKind::Voronoi && last.rooms() > 0) return last.blank();
  return empty_maze(kind, rows, cols, rng);
}

}  // namespace maze
