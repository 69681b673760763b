// shape_geometry.cpp: where the rooms of a square, hex or triangle shape sit, for drawing.
#include <cmath>

#include "shapes/shape.h"
#include "shapes/voronoi.h"

namespace maze {
namespace {

const double kHexSide = 1 / std::sqrt(3.0);          // a hexagon 1 wide has sides 1/sqrt(3)
const double kTriangleHeight = std::sqrt(3.0) / 2;  // a triangle with sides 1

}  // namespace

double Shape::width() const {
  switch (kind_) {
    case ShapeKind::Square:
    case ShapeKind::Mask:
    case ShapeKind::Weave:
    case ShapeKind::Voronoi: return cols_;
    case ShapeKind::Hex: return cols_ + (rows_ > 1 ? 0.5 : 0.0);
    case ShapeKind::Triangle: return (cols_ + 1) / 2.0;
    default: return 2.0 * (rows_ + 1);
  }
}

double Shape::height() const {
  switch (kind_) {
    case ShapeKind::Square:
    case ShapeKind::Mask:
    case ShapeKind::Weave:
    case ShapeKind::Voronoi: return rows_;
    case ShapeKind::Hex: return kHexSide * (0.5 + 1.5 * rows_);
    case ShapeKind::Triangle: return rows_ * kTriangleHeight;
    default: return 2.0 * (rows_ + 1);
  }
}

// Corners clockwise on screen. Edge e runs from corner e to the next one:
// square: top, right, bottom, left; hex (from the top corner): NE, E, SE, SW, W, NW;
// up triangle (from the apex): right side, base, left side; down triangle (from the
// top left corner): top, right side, left side.
std::vector<Point> Shape::grid_outline(int room) const {
  const int r = place(room) / cols_, c = place(room) % cols_;
  switch (kind_) {
    case ShapeKind::Square:
    case ShapeKind::Mask:
    case ShapeKind::Weave:
      return {{c + 0.0, r + 0.0}, {c + 1.0, r + 0.0}, {c + 1.0, r + 1.0}, {c + 0.0, r + 1.0}};
    case ShapeKind::Hex: {
      const Point m = middle(room);
      const double s = kHexSide;
      return {{m.x, m.y - s},       {m.x + 0.5, m.y - s / 2}, {m.x + 0.5, m.y + s / 2},
              {m.x, m.y + s},       {m.x - 0.5, m.y + s / 2}, {m.x - 0.5, m.y - s / 2}};
    }
    default: {
      const double left = c / 2.0, top = r * kTriangleHeight, bottom = (r + 1) * kTriangleHeight;
      if ((r + c) % 2 == 0) return {{left + 0.5, top}, {left + 1, bottom}, {left, bottom}};
      return {{left, top}, {left + 1, top}, {left + 0.5, bottom}};
    }
  }
}

Segment Shape::grid_edge(int room, int edge) const {
  const std::vector<Point> corners = grid_outline(room);
  return {corners[static_cast<std::size_t>(edge)], corners[(static_cast<std::size_t>(edge) + 1) % corners.size()]};
}

// The edge of `room` it shares with its neighbour `next`.
int Shape::grid_edge_toward(int room, int next) const {
  const int r = place(room) / cols_, c = place(room) % cols_, nr = place(next) / cols_, nc = place(next) % cols_;
  switch (kind_) {
    case ShapeKind::Square:
    case ShapeKind::Mask:
    case ShapeKind::Weave:
      return nr < r ? 0 : nc > c ? 1 : nr > r ? 2 : 3;
    case ShapeKind::Hex: {
      const int west = (r & 1) - 1;  // the column step to NW and SW
      if (nr == r) return nc > c ? 1 : 4;
      if (nr < r) return nc - c == west ? 5 : 0;
      return nc - c == west ? 3 : 2;
    }
    default: {
      const bool up = (r + c) % 2 == 0;
      if (nr != r) return up ? 1 : 0;
      if (nc < c) return 2;
      return up ? 0 : 1;
    }
  }
}

std::vector<Point> Shape::outline(int room) const {
  if (kind_ == ShapeKind::Voronoi) return voronoi_outline(room);
  return kind_ == ShapeKind::Circle ? circle_outline(room) : grid_outline(room);
}

Point Shape::middle(int room) const {
  if (kind_ == ShapeKind::Circle) return circle_middle(room);
  if (kind_ == ShapeKind::Voronoi) return cells().points()[static_cast<std::size_t>(room)];
  const int r = place(room) / cols_, c = place(room) % cols_;
  switch (kind_) {
    case ShapeKind::Square:
    case ShapeKind::Mask:
    case ShapeKind::Weave: return {c + 0.5, r + 0.5};
    case ShapeKind::Hex: return {c + 0.5 + 0.5 * (r & 1), kHexSide * (1 + 1.5 * r)};
    default: {  // the triangle's centroid, a third of the way from its flat side
      const double third = kTriangleHeight / 3;
      return {c / 2.0 + 0.5, r * kTriangleHeight + ((r + c) % 2 == 0 ? 2 * third : third)};
    }
  }
}

Segment Shape::wall_segment(int w) const {
  const Wall& wall = walls_[static_cast<std::size_t>(w)];
  if (kind_ == ShapeKind::Circle) return circle_wall_segment(wall.a, wall.b);
  if (kind_ == ShapeKind::Voronoi) return voronoi_edge(wall.a, wall.b);
  if (kind_ == ShapeKind::Weave && wall.b - wall.a != 1 && wall.b - wall.a != cols_)  // a tunnel's way
    return {middle(wall.a), middle(wall.b)};
  return grid_edge(wall.a, grid_edge_toward(wall.a, wall.b));
}

// Only rooms on the first or last row or column can have edges without a neighbour.
std::vector<Segment> Shape::boundary() const {
  if (kind_ == ShapeKind::Circle) return circle_boundary();
  if (kind_ == ShapeKind::Voronoi) return voronoi_boundary();
  std::vector<Segment> out;
  const auto add_room = [&](int room) {
    bool shared[6] = {};
    for (int next : neighbours(room)) shared[grid_edge_toward(room, next)] = true;
    const int edges = static_cast<int>(grid_outline(room).size());
    for (int e = 0; e < edges; ++e)
      if (!shared[e]) out.push_back(grid_edge(room, e));
  };
  if (kind_ == ShapeKind::Mask) {  // any room may border a room left out
    for (int room = 0; room < rooms(); ++room) add_room(room);
    return out;
  }
  for (int c = 0; c < cols_; ++c) add_room(c);
  for (int r = 1; r + 1 < rows_; ++r) {
    add_room(r * cols_);
    if (cols_ > 1) add_room(r * cols_ + cols_ - 1);
  }
  if (rows_ > 1)
    for (int c = 0; c < cols_; ++c) add_room((rows_ - 1) * cols_ + c);
  return out;
}

}  // namespace maze
