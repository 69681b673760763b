// shape_geometry_test.cpp: where the rooms of every shape sit, and that they fit together (shape.h).
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <numbers>
#include <string>
#include <tuple>
#include <vector>

#include "shapes/shape.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using Edge = std::tuple<long long, long long, long long, long long>;

// Points a millionth apart or less are the same corner.
Edge edge_key(Point p, Point q) {
  auto a = std::pair{std::llround(p.x * 1e6), std::llround(p.y * 1e6)};
  auto b = std::pair{std::llround(q.x * 1e6), std::llround(q.y * 1e6)};
  if (b < a) std::swap(a, b);
  return {a.first, a.second, b.first, b.second};
}

// Twice the signed area: positive when the corners go clockwise on screen (y down).
double twice_area(const std::vector<Point>& p) {
  double sum = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const Point a = p[i], b = p[(i + 1) % p.size()];
    sum += a.x * b.y - b.x * a.y;
  }
  return sum;
}

bool inside(const std::vector<Point>& p, Point m) {  // crossing count of a ray to the right
  bool in = false;
  for (std::size_t i = 0, j = p.size() - 1; i < p.size(); j = i++)
    if ((p[i].y > m.y) != (p[j].y > m.y) && m.x < p[j].x + (m.y - p[j].y) * (p[i].x - p[j].x) / (p[i].y - p[j].y))
      in = !in;
  return in;
}

// Every outline edge belongs to exactly one wall (shared by that wall's two rooms and
// no other) or to the boundary; outlines go clockwise, hold their middle, tile the
// shape's area and stay inside its box.
void ExpectFitsTogether(const Shape& s) {
  const std::string what = std::string(shape_name(s.kind())) + " " + std::to_string(s.rows()) + " x " +
                           std::to_string(s.cols());
  std::map<Edge, std::vector<int>> rooms_of;
  double total = 0;
  for (int room = 0; room < s.rooms(); ++room) {
    const auto outline = s.outline(room);
    std::map<Edge, int> mine;
    for (std::size_t i = 0; i < outline.size(); ++i) {
      const Point p = outline[i], q = outline[(i + 1) % outline.size()];
      ASSERT_GT(std::hypot(p.x - q.x, p.y - q.y), 1e-6) << what << " room " << room;
      ASSERT_TRUE(p.x > -1e-9 && p.y > -1e-9 && p.x < s.width() + 1e-9 && p.y < s.height() + 1e-9) << what;
      ++mine[edge_key(p, q)];
    }
    for (const auto& [edge, times] : mine)
      if (times == 1) rooms_of[edge].push_back(room);  // twice: a ring of one room's seam, in and out
    const double area = twice_area(outline) / 2;
    EXPECT_GT(area, 0) << what << " room " << room;
    EXPECT_TRUE(inside(outline, s.middle(room))) << what << " room " << room;
    total += area;
  }
  std::map<Edge, int> used;
  for (int w = 0; w < static_cast<int>(s.walls().size()); ++w) {
    const auto points = s.points_of(s.wall_segment(w));
    ASSERT_GE(points.size(), 2u);
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
      const Edge e = edge_key(points[i], points[i + 1]);
      ++used[e];
      EXPECT_EQ(rooms_of[e], (std::vector<int>{s.wall(w).a, s.wall(w).b})) << what << " wall " << w;
    }
  }
  for (const Segment& line : s.boundary()) {
    const auto points = s.points_of(line);
    for (std::size_t i = 0; i + 1 < points.size(); ++i) {
      const Edge e = edge_key(points[i], points[i + 1]);
      ++used[e];
      EXPECT_TRUE(rooms_of[e].size() == 1 || rooms_of[e].size() == 2) << what;
      if (rooms_of[e].size() == 2) EXPECT_EQ(s.ring_size(s.ring_of(rooms_of[e][0])), 2) << what;
    }
  }
  for (const auto& [edge, rooms] : rooms_of) EXPECT_EQ(used[edge], 1) << what << " room " << rooms[0];
  const double R = s.rows(), C = s.cols(), root3 = std::sqrt(3.0);
  switch (s.kind()) {
    case ShapeKind::Square: EXPECT_NEAR(total, R * C, 1e-9) << what; break;
    case ShapeKind::Hex: EXPECT_NEAR(total, R * C * root3 / 2, 1e-6) << what; break;
    case ShapeKind::Triangle: EXPECT_NEAR(total, R * C * root3 / 4, 1e-6) << what; break;
    default: {  // the annulus, a little less where the outlines cut across its arcs
      const double annulus = std::numbers::pi * ((R + 1) * (R + 1) - 1);
      EXPECT_LT(total, annulus) << what;
      EXPECT_GT(total, 0.98 * annulus) << what;
    }
  }
}

TEST(ShapeGeometry, RoomsFitTogetherInEveryShape) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle})
    for (int rows = 1; rows <= 6; ++rows)
      for (int cols = 1; cols <= 7; ++cols)
        if (kind != ShapeKind::Triangle || cols > 1 || rows <= 2) ExpectFitsTogether(Shape(kind, rows, cols));
  ExpectFitsTogether(Shape(ShapeKind::Circle, 12, 5));
  ExpectFitsTogether(Shape(ShapeKind::Circle, 3, 40));
  ExpectFitsTogether(Shape(ShapeKind::Hex, 9, 13));
}

TEST(ShapeGeometry, WorkedByHand) {
  const Shape square(ShapeKind::Square, 2, 3);
  EXPECT_EQ(square.width(), 3);
  EXPECT_EQ(square.height(), 2);
  const Segment below = square.wall_segment(square.wall_between(1, 4));
  EXPECT_EQ(std::tuple(below.from.x, below.from.y, below.to.x, below.to.y), std::tuple(2.0, 1.0, 1.0, 1.0));  // clockwise round room 1
  EXPECT_EQ(square.boundary().size(), 10u);
  const Shape hex(ShapeKind::Hex, 2, 2);
  EXPECT_DOUBLE_EQ(hex.width(), 2.5);
  EXPECT_DOUBLE_EQ(hex.middle(3).x, 2.0);  // (1, 1): an odd row, half a room to the right
  EXPECT_DOUBLE_EQ(hex.middle(3).y, 2.5 / std::sqrt(3.0));
  const Shape triangle(ShapeKind::Triangle, 1, 3);
  EXPECT_DOUBLE_EQ(triangle.width(), 2.0);
  EXPECT_EQ(triangle.outline(1).size(), 3u);
  EXPECT_DOUBLE_EQ(triangle.outline(1)[2].x, 1.0);  // the down triangle's bottom corner
  const Shape circle(ShapeKind::Circle, 2, 4);
  EXPECT_EQ(circle.width(), 6);
  EXPECT_EQ(circle.centre().x, 3);
  const Segment arc = circle.wall_segment(circle.wall_between(0, 4));
  EXPECT_TRUE(arc.arc);
  EXPECT_NEAR(arc.from.x, 5, 1e-12);  // radius 2 at angle 0, right of the centre
  EXPECT_NEAR(arc.from.y, 3, 1e-12);
  EXPECT_NEAR(arc.to.x, 3 + 2 * std::cos(std::numbers::pi / 4), 1e-12);
  EXPECT_NEAR(arc.to.y, 3 - 2 * std::sin(std::numbers::pi / 4), 1e-12);  // counter-clockwise is up
  const Segment line = circle.wall_segment(circle.wall_between(0, 1));
  EXPECT_FALSE(line.arc);
  EXPECT_NEAR(line.from.y, 2, 1e-12);  // at a quarter turn, from radius 1 out to radius 2
  EXPECT_NEAR(line.to.y, 1, 1e-12);
}

}  // namespace
}  // namespace maze
