// layout.cpp: a shape's geometry flattened for drawing.
#include "shapes/layout.h"

#include "shapes/shape.h"

namespace maze {

namespace {
void add_line(const Segment& s, std::vector<float>& line, std::vector<std::uint8_t>& arc) {
  for (double v : {s.from.x, s.from.y, s.to.x, s.to.y}) line.push_back(static_cast<float>(v));
  arc.push_back(s.arc ? 1 : 0);
}
}  // namespace

Layout layout_of(const Grid& g) {
  const Shape owned = g.shape() ? Shape() : Shape(ShapeKind::Square, g.rows(), g.cols());
  const Shape& shape = g.shape() ? *g.shape() : owned;
  Layout out;
  out.width = shape.width(), out.height = shape.height();
  out.centre_x = shape.centre().x, out.centre_y = shape.centre().y;
  out.outline_start.push_back(0);
  for (int room = 0; room < shape.rooms(); ++room) {
    for (const Point& p : shape.outline(room)) {
      out.outline.push_back(static_cast<float>(p.x));
      out.outline.push_back(static_cast<float>(p.y));
    }
    out.outline_start.push_back(static_cast<int>(out.outline.size() / 2));
    const Point m = shape.middle(room);
    out.middle.push_back(static_cast<float>(m.x));
    out.middle.push_back(static_cast<float>(m.y));
  }
  for (int w = 0; w < static_cast<int>(shape.walls().size()); ++w) {
    const Wall& wall = shape.wall(w);
    out.wall_rooms.push_back(wall.a);
    out.wall_rooms.push_back(wall.b);
    out.wall_bit.push_back(static_cast<std::uint8_t>(g.wall_bit(wall.a, wall.b)));
    out.wall_owner.push_back(g.wall_owner(wall.a, wall.b) == wall.b ? 1 : 0);
    add_line(shape.wall_segment(w), out.wall_line, out.wall_arc);
  }
  for (const Segment& s : shape.boundary()) add_line(s, out.edge_line, out.edge_arc);
  if (shape.kind() == ShapeKind::Circle)
    for (int ring = 0; ring <= shape.rows(); ++ring) out.ring_start.push_back(shape.ring_start(ring));
  return out;
}

}  // namespace maze
