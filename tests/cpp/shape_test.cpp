// shape_test.cpp: the rooms, neighbours and walls of every shape (shape.h).
#include "shapes/shape.h"
#include "tables/shapes.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace maze {
namespace {

const ShapeKind kKinds[] = {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle};

std::string name(const Shape& s) {
  return std::string(shape_name(s.kind())) + " " + std::to_string(s.rows()) + " x " + std::to_string(s.cols());
}

std::vector<int> list(std::span<const int> s) { return {s.begin(), s.end()}; }

// The number of walls each shape should have, counted another way.
long long expected_walls(const Shape& s) {
  const long long R = s.rows(), C = s.cols();
  switch (s.kind()) {
    case ShapeKind::Square: return R * (C - 1) + C * (R - 1);
    case ShapeKind::Hex: return R * (C - 1) + (R - 1) * (2 * C - 1);
    case ShapeKind::Triangle: {
      long long bases = 0;  // up triangles with a row below
      for (long long r = 0; r + 1 < R; ++r) bases += (C + 1 - r % 2) / 2;
      return R * (C - 1) + bases;
    }
    default: {
      long long walls = 0;
      for (int ring = 0; ring < s.rows(); ++ring) {
        const int n = s.ring_size(ring);
        walls += n >= 3 ? n : n - 1;                     // beside each other
        if (ring > 0) walls += n;                        // every room has one inside it
      }
      return walls;
    }
  }
}

// Every list in range, without the room itself or repeats; neighbours symmetric; each
// wall listed once, a < b, room by room in neighbour order, and found from both sides;
// the band right; the shape in one piece.
void ExpectConsistent(const Shape& s) {
  const std::string what = name(s);
  ASSERT_EQ(static_cast<long long>(s.rooms()), Shape::count_rooms(s.kind(), s.rows(), s.cols())) << what;
  ASSERT_EQ(static_cast<long long>(s.walls().size()), expected_walls(s)) << what;
  std::vector<int> seen_from(s.walls().size(), 0);
  std::size_t next_wall = 0;
  int band = 0;
  for (int a = 0; a < s.rooms(); ++a) {
    const auto near = list(s.neighbours(a));
    ASSERT_EQ(near.size(), s.walls_of(a).size()) << what;
    ASSERT_EQ(static_cast<int>(near.size()), s.degree(a)) << what;
    for (std::size_t k = 0; k < near.size(); ++k) {
      const int b = near[k], w = s.walls_of(a)[k];
      ASSERT_TRUE(b >= 0 && b < s.rooms() && b != a) << what << " room " << a;
      ASSERT_EQ(std::count(near.begin(), near.end(), b), 1) << what << " room " << a;
      const auto back = list(s.neighbours(b));
      ASSERT_EQ(std::count(back.begin(), back.end(), a), 1) << what << " " << a << " and " << b;
      ASSERT_TRUE(w >= 0 && w < static_cast<int>(s.walls().size())) << what;
      EXPECT_EQ(s.wall(w).a, std::min(a, b)) << what;
      EXPECT_EQ(s.wall(w).b, std::max(a, b)) << what;
      EXPECT_EQ(s.wall_between(a, b), w) << what;
      ++seen_from[static_cast<std::size_t>(w)];
      if (b > a) EXPECT_EQ(static_cast<std::size_t>(w), next_wall++) << what << " walls out of order at room " << a;
      band = std::max(band, b - a);
    }
  }
  for (int times : seen_from) ASSERT_EQ(times, 2) << what;
  EXPECT_EQ(s.band(), band) << what;
  EXPECT_EQ(s.wall_between(0, 0), -1) << what;
  EXPECT_EQ(s.way_in(), 0);
  EXPECT_EQ(s.way_out(), s.rooms() - 1);
  std::vector<int> stack{0};  // one piece: a search reaches every room
  std::vector<char> reached(static_cast<std::size_t>(s.rooms()), 0);
  reached[0] = 1;
  int count = 1;
  while (!stack.empty()) {
    const int room = stack.back();
    stack.pop_back();
    for (int next : s.neighbours(room))
      if (!reached[static_cast<std::size_t>(next)]) reached[static_cast<std::size_t>(next)] = 1, ++count, stack.push_back(next);
  }
  EXPECT_EQ(count, s.rooms()) << what;
}

TEST(Shape, EveryShapeIsConsistentOverManySizes) {
  const auto falls_apart = [](ShapeKind kind, int rows, int cols) {
    return kind == ShapeKind::Triangle && cols == 1 && rows > 2;  // refused, see BadSizesGetClearMessages
  };
  for (ShapeKind kind : kKinds)
    for (int rows = 1; rows <= 9; ++rows)
      for (int cols = 1; cols <= 9; ++cols)
        if (!falls_apart(kind, rows, cols)) ExpectConsistent(Shape(kind, rows, cols));
  for (ShapeKind kind : kKinds)
    for (auto [rows, cols] : {std::pair{1, 40}, {40, 1}, {17, 30}, {30, 17}, {2, 64}, {64, 2}})
      if (!falls_apart(kind, rows, cols)) ExpectConsistent(Shape(kind, rows, cols));
}

TEST(Shape, SquareKeepsTheLessonsOrder) {
  const Shape s(ShapeKind::Square, 3, 4);
  EXPECT_EQ(list(s.neighbours(5)), (std::vector<int>{1, 9, 4, 6}));  // up, down, left, right
  EXPECT_EQ(list(s.neighbours(0)), (std::vector<int>{4, 1}));
  EXPECT_EQ(list(s.neighbours(11)), (std::vector<int>{7, 10}));
  const Shape two(ShapeKind::Square, 2, 2);  // below, then right, room by room
  std::vector<std::pair<int, int>> walls;
  for (const Wall& w : two.walls()) walls.emplace_back(w.a, w.b);
  EXPECT_EQ(walls, (std::vector<std::pair<int, int>>{{0, 2}, {0, 1}, {1, 3}, {2, 3}}));
  EXPECT_EQ(Shape(ShapeKind::Square, 5, 1).band(), 1);
  EXPECT_EQ(Shape(ShapeKind::Square, 5, 7).band(), 7);
}

TEST(Shape, HexNeighboursAsTheContractSays) {
  const Shape s(ShapeKind::Hex, 4, 5);  // E, W, NW, NE, SW, SE
  EXPECT_EQ(list(s.neighbours(12)), (std::vector<int>{13, 11, 6, 7, 16, 17}));  // (2, 2), even row
  EXPECT_EQ(list(s.neighbours(7)), (std::vector<int>{8, 6, 2, 3, 12, 13}));     // (1, 2), odd row
  EXPECT_EQ(list(s.neighbours(0)), (std::vector<int>{1, 5}));
  EXPECT_EQ(list(s.neighbours(9)), (std::vector<int>{8, 4, 14}));     // (1, 4), odd row, last column
  EXPECT_EQ(list(s.neighbours(15)), (std::vector<int>{16, 10, 11}));  // (3, 0), odd row, last row
  EXPECT_EQ(list(s.neighbours(10)), (std::vector<int>{11, 5, 15}));   // (2, 0), even row, first column
  EXPECT_EQ(s.band(), 6);
}

TEST(Shape, TriangleNeighboursAsTheContractSays) {
  const Shape s(ShapeKind::Triangle, 3, 4);  // left, right, then below (up) or above (down)
  EXPECT_EQ(list(s.neighbours(0)), (std::vector<int>{1, 4}));      // (0, 0) up
  EXPECT_EQ(list(s.neighbours(1)), (std::vector<int>{0, 2}));      // (0, 1) down, top row
  EXPECT_EQ(list(s.neighbours(5)), (std::vector<int>{4, 6, 9}));   // (1, 1) up
  EXPECT_EQ(list(s.neighbours(6)), (std::vector<int>{5, 7, 2}));   // (1, 2) down
  EXPECT_EQ(list(s.neighbours(11)), (std::vector<int>{10, 7}));    // (2, 3) down
  EXPECT_EQ(list(s.neighbours(10)), (std::vector<int>{9, 11}));    // (2, 2) up, bottom row
}

TEST(Shape, CircleRingSizes) {
  EXPECT_EQ(Shape::ring_sizes(4, 8), (std::vector<int>{8, 8, 16, 16}));
  EXPECT_EQ(Shape::ring_sizes(8, 6), (std::vector<int>{6, 12, 12, 24, 24, 24, 24, 48}));
  EXPECT_EQ(Shape::ring_sizes(5, 1), (std::vector<int>{1, 2, 4, 8, 16}));
  EXPECT_EQ(Shape::ring_sizes(3, 100), (std::vector<int>{100, 100, 100}));
  EXPECT_EQ(Shape::ring_sizes(1, 7), (std::vector<int>{7}));
  const Shape s(ShapeKind::Circle, 8, 6);
  EXPECT_EQ(s.rooms(), 174);
  EXPECT_EQ(s.ring_start(3), 30);
  EXPECT_EQ(s.ring_size(7), 48);
  EXPECT_EQ(s.ring_of(29), 2);
  EXPECT_EQ(s.ring_of(30), 3);
}

TEST(Shape, CircleNeighboursWorkedByHand) {
  const Shape s(ShapeKind::Circle, 3, 4);  // rings of 4, 8, 16 from rooms 0, 4, 12
  // clockwise, counter-clockwise, inside, outside
  EXPECT_EQ(list(s.neighbours(0)), (std::vector<int>{3, 1, 4, 5}));
  EXPECT_EQ(list(s.neighbours(5)), (std::vector<int>{4, 6, 0, 14, 15}));
  EXPECT_EQ(list(s.neighbours(11)), (std::vector<int>{10, 4, 3, 26, 27}));
  EXPECT_EQ(list(s.neighbours(27)), (std::vector<int>{26, 12, 11}));
  const Shape two(ShapeKind::Circle, 2, 2);  // a ring of 2 lists its other room once
  EXPECT_EQ(list(two.neighbours(0)), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(list(two.neighbours(1)), (std::vector<int>{0, 4, 5}));
  EXPECT_EQ(two.walls().size(), 9u);
  const Shape one(ShapeKind::Circle, 3, 1);  // a ring of 1 has no room beside it
  EXPECT_EQ(list(one.neighbours(0)), (std::vector<int>{1, 2}));
  EXPECT_EQ(list(one.neighbours(1)), (std::vector<int>{2, 0, 3, 4}));
  EXPECT_EQ(Shape().rooms(), 1);
  const Shape alone(ShapeKind::Circle, 1, 1);
  EXPECT_EQ(alone.rooms(), 1);
  EXPECT_TRUE(alone.walls().empty());
  const Shape same(ShapeKind::Circle, 2, 7);  // 7 rooms are not too wide at radius 2
  EXPECT_EQ(list(same.neighbours(0)), (std::vector<int>{6, 1, 7}));
  EXPECT_EQ(list(same.neighbours(13)), (std::vector<int>{12, 7, 6}));
}

void ExpectError(ShapeKind kind, int rows, int cols, const std::string& message) {
  try {
    Shape s(kind, rows, cols);
    ADD_FAILURE() << shape_name(kind) << " " << rows << " x " << cols << " should have thrown";
  } catch (const MazeError& e) {
    EXPECT_EQ(e.what(), message);
  }
}

TEST(Shape, BadSizesGetClearMessages) {
  ExpectError(ShapeKind::Hex, 0, 5, "a maze needs at least 1 row and 1 column of rooms (got 0 x 5)");
  ExpectError(ShapeKind::Triangle, 3, -1, "a maze needs at least 1 row and 1 column of rooms (got 3 x -1)");
  ExpectError(ShapeKind::Hex, 4001, 4000,
              "a maze can have at most 16,000,000 rooms, like 4000 x 4000 (got 4001 x 4000)");
  ExpectError(ShapeKind::Triangle, 3, 1,
              "a triangle maze with more than 2 rows needs at least 2 columns: in one column the triangles of "
              "every other row only touch at a corner (got 3 x 1)");
  EXPECT_EQ(Shape(ShapeKind::Triangle, 2, 1).walls().size(), 1u);  // an up triangle on a down one
  ExpectError(ShapeKind::Circle, 0, 8,
              "a circle maze needs at least 1 ring and 1 room in the inner ring (got 0 rings, 8 rooms)");
  ExpectError(ShapeKind::Circle, 5, 0,
              "a circle maze needs at least 1 ring and 1 room in the inner ring (got 5 rings, 0 rooms)");
  ExpectError(ShapeKind::Circle, 1001, 8, "a circle maze can have at most 1000 rings (got 1001)");
  ExpectError(ShapeKind::Circle, 1000, 16001,
              "a maze can have at most 16,000,000 rooms (got 1000 rings with 16001 rooms in the inner ring: "
              "16001000 rooms)");
  ExpectError(ShapeKind::Circle, 2147483647, 2147483647, "a circle maze can have at most 1000 rings (got 2147483647)");
  EXPECT_EQ(Shape::count_rooms(ShapeKind::Circle, 1000, 16000), 16'000'000);
  try {
    shape_from_name("star");
    ADD_FAILURE() << "star should have thrown";
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "unknown shape \"star\": use square, hex, triangle, circle, voronoi, mask or weave");
  }
  for (ShapeKind kind : kKinds) EXPECT_EQ(shape_from_name(shape_name(kind)), kind);
}

// The biggest shapes build without recursion (a deep call chain would crash here).
TEST(Shape, BiggestShapesBuild) {
  for (ShapeKind kind : {ShapeKind::Hex, ShapeKind::Triangle}) {
    const Shape s(kind, 4000, 4000);
    EXPECT_EQ(s.rooms(), 16'000'000);
    EXPECT_EQ(static_cast<long long>(s.walls().size()), expected_walls(s));
    EXPECT_EQ(s.band(), kind == ShapeKind::Hex ? 4001 : 4000);
    EXPECT_EQ(s.way_out(), 15'999'999);
    const std::vector<int> room_4001 =  // (1, 1)
        kind == ShapeKind::Hex ? std::vector<int>{4002, 4000, 1, 2, 8001, 8002} : std::vector<int>{4000, 4002, 8001};
    EXPECT_EQ(list(s.neighbours(4001)), room_4001);
  }
  const Shape circle(ShapeKind::Circle, 1000, 8);
  EXPECT_EQ(circle.rooms(), 2'319'456);
  EXPECT_EQ(circle.ring_size(999), 4096);
  EXPECT_EQ(static_cast<long long>(circle.walls().size()), expected_walls(circle));
  EXPECT_EQ(list(circle.neighbours(circle.rooms() - 1)),
            (std::vector<int>{circle.rooms() - 2, circle.ring_start(999), circle.ring_start(999) - 1}));
}

}  // namespace
}  // namespace maze
