// shapes.cpp: the one table of shapes; adding a shape adds its row here and its geometry (shapes/).
#include "tables/shapes.h"

#include "base/one_of.h"
#include "shapes/shape.h"

namespace maze {

namespace {
// The one table of shapes, in ShapeKind's order. Fields: kind, id, title, walls, lesson, text
// picture, tiles, Inside, what its size gives, drawn from the seed, tunnels, most rooms.
constexpr ShapeFacts kShapes[] = {
    {ShapeKind::Square, "square", "Square", true, true, true, true, true, "grid", false, false, Shape::kMaxRooms},
    {ShapeKind::Hex, "hex", "Hexagons", false, false, false, false, false, "grid", false, false, Shape::kMaxRooms},
    {ShapeKind::Triangle, "triangle", "Triangles", false, false, false, false, false, "grid", false, false,
     Shape::kMaxRooms},
    {ShapeKind::Circle, "circle", "Circle", false, false, false, false, false, "rings", false, false, Shape::kMaxRooms},
    {ShapeKind::Voronoi, "voronoi", "Random cells", false, false, false, false, false, "grid", true, false,
     Shape::kMaxCells},
    {ShapeKind::Mask, "mask", "Mask", false, false, true, false, false, "drawing", false, false, Shape::kMaxRooms},
    {ShapeKind::Weave, "weave", "Weave", false, false, false, false, false, "grid", false, true, Shape::kMaxRooms},
};
static_assert([] {
  for (std::size_t i = 0; i < std::size(kShapes); ++i)
    if (static_cast<std::size_t>(kShapes[i].kind) != i) return false;
  return true;
}(), "the table's rows are in ShapeKind's order");

std::string listed(auto keep) {
  std::vector<std::string_view> names;
  for (const ShapeFacts& s : kShapes)
    if (keep(s)) names.push_back(s.name);
  return one_of(names);
}
}  // namespace

std::span<const ShapeFacts> shapes() { return kShapes; }

const ShapeFacts& shape_facts(ShapeKind kind) {
  const auto i = static_cast<std::size_t>(kind);
  if (i >= std::size(kShapes)) throw MazeError("unknown shape");
  return kShapes[i];
}

std::string shape_names() {
  return listed([](const ShapeFacts&) { return true; });
}

std::string shape_names(bool ShapeFacts::*fact) {
  return listed([fact](const ShapeFacts& s) { return s.*fact; });
}

ShapeKind shape_from_name(std::string_view name) {
  return row_named(kShapes, name, "shape", [](const ShapeFacts& s) { return s.name; }).kind;
}

std::string_view shape_name(ShapeKind kind) { return shape_facts(kind).name; }

}  // namespace maze
