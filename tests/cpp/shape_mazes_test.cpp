// shape_mazes_test.cpp: every method grows, and the way out is found, on every shape.
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "analysis/analysis.h"
#include "analysis/count.h"
#include "tables/methods.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "algorithms/walk.h"
#include "test_util.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::kAll;
using testing::kShapes;

std::string name(ShapeKind kind, Method m, int rows, int cols, int seed) {
  return std::string(shape_name(kind)) + " " + std::string(method_name(m)) + " " + std::to_string(rows) + "x" +
         std::to_string(cols) + " seed " + std::to_string(seed);
}

using testing::expect_perfect_on_shape;

TEST(ShapeMazes, EveryMethodGrowsAPerfectMazeOnEveryShape) {
  const int sizes[][2] = {{1, 1}, {1, 5}, {2, 2}, {5, 7}, {9, 4}, {12, 12}};
  for (ShapeKind kind : kShapes)
    for (Method m : kAll)
      for (const auto& [rows, cols] : sizes)
        for (int seed = 0; seed < 3; ++seed) {
          if (kind == ShapeKind::Triangle && cols == 1 && rows > 2) continue;
          const Shape shape(kind, rows, cols);
          PyRandom rng(seed);
          auto machine = make_generator(m, Grid(kind, rows, cols), rng);
          Grid rebuilt(kind, rows, cols);
          int pieces_before = shape.rooms();
          while (machine->step()) {
            const StepEvent e = machine->last();
            if ((e.kind == StepKind::Enter || e.kind == StepKind::Knock) && e.a >= 0) rebuilt.link(e.a, e.b);
            const int now = machine->pieces();
            EXPECT_TRUE(now == pieces_before || now == pieces_before - 1) << name(kind, m, rows, cols, seed);
            pieces_before = now;
          }
          const std::string what = name(kind, m, rows, cols, seed);
          EXPECT_EQ(rebuilt, machine->grid()) << what << ": the steps tell every opening";
          expect_perfect_on_shape(machine->grid(), shape, what);
          const Ends ends = machine->ways();
          const auto route = way_out(machine->grid(), ends.in, ends.out);
          ASSERT_FALSE(route.empty()) << what;
          EXPECT_EQ(route.front(), ends.in);
          EXPECT_EQ(route.back(), ends.out);
          for (std::size_t i = 1; i < route.size(); ++i) EXPECT_TRUE(machine->grid().linked(route[i - 1], route[i]));
          EXPECT_EQ(static_cast<int>(route.size()) - 1, distances(machine->grid(), ends.in)[ends.out]) << what;
        }
}

// The frontier picks its ends on the left and right sides, or, in a circle, in the inner and outer rings.
TEST(ShapeMazes, FrontierPicksItsWaysOnTheSides) {
  for (ShapeKind kind : kShapes)
    for (int seed = 0; seed < 20; ++seed) {
      PyRandom rng(seed);
      auto machine = make_generator(ids::Frontier, Grid(kind, 6, 5), rng);
      machine->run();
      const Ends ends = machine->ways();
      const Shape shape(kind, 6, 5);
      if (kind == ShapeKind::Circle) {
        EXPECT_EQ(shape.ring_of(ends.in), 0);
        EXPECT_EQ(shape.ring_of(ends.out), 5);
      } else {
        EXPECT_EQ(ends.in % 5, 0);
        EXPECT_EQ(ends.out % 5, 4);
      }
    }
}

// The walk on a graph shuffles the room's neighbours as random.shuffle does.
TEST(ShapeMazes, WalkShufflesTheNeighboursAsPythonDoes) {
  // Hex 3 x 3, room 0 (row 0, even): neighbours E = 1, SE = 3 (SW is outside).
  PyRandom rng(2083), copy(2083);
  Walk walk(Grid(ShapeKind::Hex, 3, 3), rng);
  walk.step();  // enters room 0, shuffling [1, 3]
  int order[2] = {1, 3};
  std::swap(order[1], order[copy.randbelow(2)]);
  walk.step();
  EXPECT_EQ(walk.last().b, order[0]);
}

// Chi-square over every perfect maze of a small shape. Critical value for p = 0.001 by
// the Wilson-Hilferty approximation (within 1% for these degrees of freedom).
double critical(int df) {
  const double z = 3.0902, k = 2.0 / (9.0 * df);
  return df * std::pow(1 - k + z * std::sqrt(k), 3);
}

double shape_uniformity_chi2(Method m, ShapeKind kind, int rows, int cols, int all, int per_maze, int* distinct) {
  PyRandom rng(7);
  std::map<std::vector<std::uint8_t>, int> seen;
  const Grid empty(kind, rows, cols);
  for (int i = 0; i < per_maze * all; ++i) ++seen[generate(m, empty.blank(), rng).bits()];
  *distinct = static_cast<int>(seen.size());
  double chi = 0;
  for (auto& [bits, n] : seen) chi += (n - per_maze) * (n - per_maze) / static_cast<double>(per_maze);
  return chi + (all - *distinct) * static_cast<double>(per_maze);
}

TEST(ShapeMazes, WilsonMakesEveryMazeOfEachShapeEquallyOften) {
  struct Case {
    ShapeKind kind;
    int rows, cols, all;
  };
  for (const Case& c : {Case{ShapeKind::Hex, 2, 3, 55}, Case{ShapeKind::Triangle, 3, 4, 35},
                        Case{ShapeKind::Circle, 2, 2, 75}}) {
    ASSERT_EQ(count_perfect_mazes(c.kind, c.rows, c.cols), std::to_string(c.all));
    int distinct = 0;
    const double chi = shape_uniformity_chi2(ids::Wilson, c.kind, c.rows, c.cols, c.all, 100, &distinct);
    EXPECT_EQ(distinct, c.all) << shape_name(c.kind);
    EXPECT_LT(chi, critical(c.all - 1)) << shape_name(c.kind);
    // The same test tells the random walk apart.
    EXPECT_GT(shape_uniformity_chi2(ids::Walk, c.kind, c.rows, c.cols, c.all, 100, &distinct), critical(c.all - 1))
        << shape_name(c.kind);
  }
}

TEST(ShapeMazes, AnalysesOnAHexMaze) {
  // Hex 2 x 2: every pair of rooms are neighbours but 0 and 3. Openings 0-1, 1-3, 3-2 make
  // the path 0, 1, 3, 2; then 0-2 closes a loop.
  Grid g(ShapeKind::Hex, 2, 2);
  g.link(0, 1), g.link(1, 3), g.link(3, 2);
  EXPECT_TRUE(is_perfect(g));
  EXPECT_EQ(dead_ends(g), 2);
  EXPECT_EQ(farthest(g).steps, 3);
  EXPECT_EQ(distances(g, 0), (std::vector<int>{0, 1, 3, 2}));
  g.link(0, 2);
  EXPECT_EQ(loops(g), 1);
  EXPECT_EQ(count_ways(g, 0, 3).ways, 2);
  g.unlink(1, 3), g.unlink(0, 2);
  EXPECT_EQ(pieces(g), 2);
  EXPECT_EQ(standing_walls(g).size(), Shape(ShapeKind::Hex, 2, 2).walls().size() - 2);
  EXPECT_THROW(g.link(0, 3), MazeError);  // (0, 0) and (1, 1) do not touch
}

TEST(ShapeMazes, SessionsGrowEveryShapeAndGoBack) {
  for (ShapeKind kind : kShapes) {
    Session s(kind, 8, 6, "2083");
    s.grow(ids::Walk);
    s.finish();
    const Grid grown = s.grid();
    s.solve();
    s.finish();
    ASSERT_FALSE(s.route().empty()) << shape_name(kind);
    const long long end = s.length();
    s.seek(end / 3);
    s.seek(end);
    EXPECT_EQ(s.grid(), grown);
    EXPECT_EQ(facts(grown).pieces, 1);
    if (kind != ShapeKind::Square) EXPECT_THROW(s.picture(), MazeError);
  }
}

// 16 million rooms of hex and of triangles, and a circle of 1000 rings, with no recursion.
TEST(ShapeMazes, BiggestShapes) {
  for (ShapeKind kind : {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle}) {
    const int rows = kind == ShapeKind::Circle ? 1000 : 4000, cols = kind == ShapeKind::Circle ? 6 : 4000;
    PyRandom rng(1);
    const Grid g = generate(ids::Walk, Grid(kind, rows, cols), rng);
    EXPECT_EQ(openings(g), g.rooms() - 1) << shape_name(kind);
    EXPECT_EQ(pieces(g), 1) << shape_name(kind);
  }
}

}  // namespace
}  // namespace maze
