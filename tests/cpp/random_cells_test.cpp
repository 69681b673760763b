// random_cells_test.cpp: the shape voronoi ("random cells"): its points, its graph, its cells, its mazes.
#include <gtest/gtest.h>

#include <cmath>
#include <numeric>
#include <sstream>

#include "analysis/analysis.h"
#include "analysis/count.h"
#include "tables/methods.h"
#include "lab/lab.h"
#include "shapes/layout.h"
#include "formats/maze_json.h"
#include "shapes/random_cells.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "formats/svg.h"
#include "test_util.h"
#include "shapes/voronoi.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
namespace {

Grid cells_of(int rows, int cols, const std::string& seed) {
  PyRandom rng(seed);
  return random_cells(rows, cols, rng);
}

double cross(Point o, Point a, Point b) { return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x); }
double dist(Point a, Point b) { return std::hypot(a.x - b.x, a.y - b.y); }

// A line along a side of the box [0, cols] x [0, rows].
bool on_box(const Segment& seg, int rows, int cols) {
  const double eps = 1e-9;
  const bool upright = std::abs(seg.from.x - seg.to.x) < eps, level = std::abs(seg.from.y - seg.to.y) < eps;
  return (upright && (std::abs(seg.from.x) < eps || std::abs(seg.from.x - cols) < eps)) ||
         (level && (std::abs(seg.from.y) < eps || std::abs(seg.from.y - rows) < eps));
}

// The `points` blocks of the fixture: CPython's draws, bit for bit, and the method's first draw after them.
TEST(RandomCells, PointsAreCPythonsDrawsThenTheMethodsStream) {
  const auto lines = testing::lines_of(testing::read_file(MAZE_FIXTURE_DIR "/braid.txt"));
  int blocks = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::stringstream head(lines[i]);
    std::string word, seed;
    int rows = 0, cols = 0;
    double next = 0;
    head >> word;
    if (word != "points") continue;
    head >> seed >> rows >> cols >> next;
    PyRandom rng(seed);
    const std::vector<Point> drawn = jittered_points(rows, cols, rng);
    ASSERT_EQ(drawn.size(), static_cast<std::size_t>(rows * cols));
    for (int k = 0; k < rows * cols; ++k) {
      std::stringstream xy(lines[i + 1 + static_cast<std::size_t>(k)]);
      double x, y;
      xy >> x >> y;
      EXPECT_EQ(drawn[static_cast<std::size_t>(k)].x, x) << "seed " << seed << " point " << k;
      EXPECT_EQ(drawn[static_cast<std::size_t>(k)].y, y) << "seed " << seed << " point " << k;
    }
    EXPECT_EQ(rng.random(), next);
    PyRandom again(seed);
    random_cells(rows, cols, again);  // Lloyd's steps draw nothing
    EXPECT_EQ(again.random(), next);
    ++blocks;
  }
  EXPECT_EQ(blocks, 3);
}

TEST(RandomCells, RoomsAreNumberedInTheGridOrderOfTheirPoints) {
  const Grid g = cells_of(12, 17, "4");
  const Shape& s = *g.shape();
  EXPECT_EQ(s.kind(), ShapeKind::Voronoi);
  EXPECT_EQ(s.rooms(), 12 * 17);
  EXPECT_EQ(s.width(), 17);
  EXPECT_EQ(s.height(), 12);
  // Relaxed, every point is still well inside the square of the grid it was drawn in, or next to it.
  for (int room = 0; room < s.rooms(); ++room) {
    const Point p = s.middle(room);
    EXPECT_LT(std::abs(p.x - (room % 17 + 0.5)), 1.0) << room;
    EXPECT_LT(std::abs(p.y - (room / 17 + 0.5)), 1.0) << room;
  }
  EXPECT_EQ(s.way_in(), 0);
  EXPECT_EQ(s.way_out(), 12 * 17 - 1);
  EXPECT_LT(s.middle(0).x, 1.5);
  EXPECT_GT(s.middle(s.way_out()).y, 10.5);
}

// Symmetric neighbours in increasing order, each wall once (a < b, sorted), planar, within the byte.
TEST(RandomCells, TheGraphIsSymmetricPlanarAndFitsItsBits) {
  for (const auto& [rows, cols] : {std::pair{1, 1}, {1, 2}, {2, 2}, {1, 9}, {3, 3}, {7, 11}, {40, 30}})
    for (int seed = 0; seed < 4; ++seed) {
      const Grid g = cells_of(rows, cols, std::to_string(seed));
      const Shape& s = *g.shape();
      const std::string what = std::to_string(rows) + "x" + std::to_string(cols) + " seed " + std::to_string(seed);
      std::vector<int> owned(static_cast<std::size_t>(s.rooms()), 0);
      for (int w = 0; w < static_cast<int>(s.walls().size()); ++w) {
        const Wall& wall = s.wall(w);
        ASSERT_LT(wall.a, wall.b) << what;
        if (w > 0) ASSERT_TRUE(s.wall(w - 1).a < wall.a || (s.wall(w - 1).a == wall.a && s.wall(w - 1).b < wall.b)) << what;
        EXPECT_EQ(s.wall_between(wall.a, wall.b), w) << what;
        EXPECT_EQ(s.wall_between(wall.b, wall.a), w) << what;
        EXPECT_TRUE(s.owner(w) == wall.a || s.owner(w) == wall.b) << what;
        EXPECT_EQ(g.wall_owner(wall.a, wall.b), s.owner(w)) << what;
        ++owned[static_cast<std::size_t>(s.owner(w))];
      }
      for (int room = 0; room < s.rooms(); ++room) {
        const auto list = s.neighbours(room);
        EXPECT_LE(list.size(), static_cast<std::size_t>(Grid::kMaxAround)) << what;
        EXPECT_LE(owned[static_cast<std::size_t>(room)], Shape::kMaxOwned) << what;
        for (std::size_t k = 0; k < list.size(); ++k) {
          if (k > 0) EXPECT_LT(list[k - 1], list[k]) << what;
          const auto back = s.neighbours(list[k]);
          EXPECT_NE(std::find(back.begin(), back.end(), room), back.end()) << what << " room " << room;
        }
      }
      if (s.rooms() >= 3) EXPECT_LE(static_cast<long long>(s.walls().size()), 3LL * s.rooms() - 6) << what;
      EXPECT_GE(static_cast<long long>(s.walls().size()), s.rooms() - 1LL) << what;
      // Every bit of every room stands for one wall, and knocking each wall sets just its bit.
      Grid maze = g.blank();
      for (const Wall& w : s.walls()) {
        EXPECT_FALSE(maze.linked(w.a, w.b));
        maze.link(w.a, w.b);
        EXPECT_TRUE(maze.linked(w.b, w.a));
      }
      EXPECT_EQ(openings(maze), static_cast<int>(s.walls().size())) << what;
      for (int room = 0; room < s.rooms(); ++room)
        EXPECT_EQ(maze.bits()[static_cast<std::size_t>(room)], (1 << owned[static_cast<std::size_t>(room)]) - 1) << what;
    }
}

// Each room a convex polygon in the box; neighbours share their wall's line; the cells tile the box;
// every edge of an outline is a wall, the box or an edge that always stands.
TEST(RandomCells, CellsAreConvexAndTileTheBox) {
  for (const auto& [rows, cols, seed] : {std::tuple{10, 10, "1"}, {23, 31, "2083"}, {1, 7, "5"}, {6, 1, "6"}}) {
    const Grid g = cells_of(rows, cols, seed);
    const Shape& s = *g.shape();
    const std::string what = std::to_string(rows) + "x" + std::to_string(cols) + " seed " + seed;
    const double eps = 1e-9;
    double area = 0, perimeter = 0;
    for (int room = 0; room < s.rooms(); ++room) {
      const auto corners = s.outline(room);
      ASSERT_GE(corners.size(), 3u) << what;
      double twice = 0;
      for (std::size_t i = 0; i < corners.size(); ++i) {
        const Point a = corners[i], b = corners[(i + 1) % corners.size()], c = corners[(i + 2) % corners.size()];
        EXPECT_GE(cross(a, b, c), -eps) << what << " room " << room << ": not convex (clockwise on screen)";
        EXPECT_TRUE(a.x >= -eps && a.x <= cols + eps && a.y >= -eps && a.y <= rows + eps) << what;
        twice += a.x * b.y - b.x * a.y;
        perimeter += dist(a, b);
      }
      EXPECT_GT(twice, 0) << what;
      area += twice / 2;
      // The room's point is inside its cell.
      const Point m = s.middle(room);
      for (std::size_t i = 0; i < corners.size(); ++i)
        EXPECT_GT(cross(corners[i], corners[(i + 1) % corners.size()], m), 0) << what;
    }
    EXPECT_NEAR(area / (rows * cols), 1.0, 1e-9) << what;
    // Each wall's line is an edge of both its rooms' outlines.
    double walls = 0;
    const auto has_corner = [&](int room, Point p) {
      for (const Point& c : s.outline(room))
        if (dist(c, p) < 1e-9) return true;
      return false;
    };
    for (int w = 0; w < static_cast<int>(s.walls().size()); ++w) {
      const Segment seg = s.wall_segment(w);
      EXPECT_GE(dist(seg.from, seg.to), Shape::kShortestWall) << what;
      for (int room : {s.wall(w).a, s.wall(w).b}) {
        EXPECT_TRUE(has_corner(room, seg.from)) << what << " wall " << w;
        EXPECT_TRUE(has_corner(room, seg.to)) << what << " wall " << w;
      }
      walls += dist(seg.from, seg.to);
    }
    double edge = 0, box = 0;
    for (const Segment& seg : s.boundary()) {
      const double len = dist(seg.from, seg.to);
      const bool side = on_box(seg, rows, cols);
      (side ? box : edge) += len;
      if (!side) EXPECT_LT(len, Shape::kShortestWall) << what;
    }
    EXPECT_NEAR(box, 2.0 * (rows + cols), 1e-9) << what;
    EXPECT_NEAR(perimeter, 2 * (walls + edge) + box, 1e-8) << what;
  }
}

// Spanning trees of the shape's graph, by trying every set of rooms - 1 walls.
long long brute_force_trees(const Shape& s) {
  const int n = s.rooms(), m = static_cast<int>(s.walls().size());
  std::vector<int> chosen(static_cast<std::size_t>(n - 1));
  std::iota(chosen.begin(), chosen.end(), 0);
  long long trees = 0;
  for (;;) {
    std::vector<int> up(static_cast<std::size_t>(n));
    std::iota(up.begin(), up.end(), 0);
    const auto find = [&](int a) {
      while (up[static_cast<std::size_t>(a)] != a) a = up[static_cast<std::size_t>(a)];
      return a;
    };
    int joined = 0;
    for (int w : chosen) {
      const int a = find(s.wall(w).a), b = find(s.wall(w).b);
      if (a != b) up[static_cast<std::size_t>(a)] = b, ++joined;
    }
    trees += joined == n - 1;
    int i = n - 2;
    while (i >= 0 && chosen[static_cast<std::size_t>(i)] == m - (n - 1) + i) --i;
    if (i < 0) return trees;
    ++chosen[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < n - 1; ++j) chosen[static_cast<std::size_t>(j)] = chosen[static_cast<std::size_t>(j) - 1] + 1;
  }
}

TEST(RandomCells, CountsAgreeWithBruteForceAndTheLab) {
  for (const auto& [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}})
    for (const char* seed : {"1", "2", "2083"}) {
      const Grid g = cells_of(rows, cols, seed);
      const std::string count = count_perfect_mazes(*g.shape());
      EXPECT_EQ(count, std::to_string(brute_force_trees(*g.shape()))) << rows << "x" << cols << " seed " << seed;
      std::stringstream args;
      args << "count --shape voronoi --rows " << rows << " --cols " << cols << " --seed " << seed;
      EXPECT_EQ(testing::maze_cmd(args.str()).out, count + "\n");
      if (rows * cols <= 9) EXPECT_EQ(std::to_string(lab_kinds(ShapeKind::Voronoi, rows, cols, seed)->size()), count);
    }
  EXPECT_EQ(testing::maze_cmd("count --shape voronoi --rows 3 --cols 3", true).out,
            "maze: random cells are drawn from the seeded stream: give --seed N to count them\n");
  EXPECT_EQ(testing::maze_cmd("count --rows 3 --cols 3 --seed 1", true).out,
            "maze: only random cells (--shape voronoi) take --seed to count them: their points are drawn from it\n");
}

// Every method that works on any graph grows a perfect maze on it, its steps tell every opening,
// and the way out is found; the frontier's own ways are rooms on the left and right sides.
TEST(RandomCells, EveryMethodGrowsAPerfectMaze) {
  int grown = 0;
  for (const MethodFacts& m : methods())
    for (const auto& [rows, cols] : {std::pair{1, 1}, {1, 6}, {2, 2}, {8, 5}, {15, 21}})
      for (int seed = 0; seed < 3; ++seed) {
        const std::string what = std::string(m.name) + " " + std::to_string(rows) + "x" + std::to_string(cols) +
                                 " seed " + std::to_string(seed);
        PyRandom rng(seed);
        const Grid empty = random_cells(rows, cols, rng);
        std::unique_ptr<StepMachine> machine;
        try {
          machine = make_generator(m.method, empty, rng);
        } catch (const MazeError& e) {  // a square-only method says so
          EXPECT_NE(std::string(e.what()).find("square"), std::string::npos) << what;
          continue;
        }
        Grid rebuilt = empty.blank();
        while (machine->step()) {
          const StepEvent e = machine->last();
          if ((e.kind == StepKind::Enter || e.kind == StepKind::Knock) && e.a >= 0) rebuilt.link(e.a, e.b);
        }
        const Grid& g = machine->grid();
        EXPECT_EQ(rebuilt, g) << what;
        EXPECT_TRUE(is_perfect(g)) << what;
        EXPECT_EQ(openings(g), g.rooms() - 1) << what;
        for (const auto& [a, b] : openings_list(g)) EXPECT_GE(empty.shape()->wall_between(a, b), 0) << what;
        const Ends ends = machine->ways();
        EXPECT_FALSE(way_out(g, ends.in, ends.out).empty()) << what;
        if (m.own_ways) {
          const auto left = empty.shape()->way_rooms(false), right = empty.shape()->way_rooms(true);
          EXPECT_NE(std::find(left.begin(), left.end(), ends.in), left.end()) << what;
          EXPECT_NE(std::find(right.begin(), right.end(), ends.out), right.end()) << what;
          for (int room : left) EXPECT_LT(empty.shape()->middle(room).x, 2.0) << what;
          for (int room : right) EXPECT_GT(empty.shape()->middle(room).x, cols - 2.0) << what;
        } else {
          EXPECT_EQ(ends, (Ends{0, g.rooms() - 1})) << what;
        }
        ++grown;
      }
  EXPECT_GE(grown, 4 * 5 * 3);
}

// Points that cut a cell off with short edges only, and a cell with more than 16 long edges.
TEST(RandomCells, ShortEdgesStandUnlessACellWouldBeCutOff) {
  // 5 x 5: a tiny square cell in the middle (edges 0.1 long), four points round it, the rest far out.
  std::vector<Point> points{{2.5, 2.5}, {2.6, 2.5}, {2.4, 2.5}, {2.5, 2.6}, {2.5, 2.4}};
  for (int k = 0; points.size() < 25; ++k) points.push_back({0.3 + (k % 5), k < 10 ? 0.3 + k / 5 : 3.7 + (k - 10) / 5 * 0.5});
  const Shape tiny(5, 5, points);
  EXPECT_EQ(tiny.degree(0), 1) << "its longest edge joins it to the rest";
  Grid g(std::make_shared<const Shape>(tiny));
  PyRandom rng(1);
  EXPECT_TRUE(is_perfect(generate(ids::Wilson, g, rng)));
  // 5 x 5: a point ringed by 20 others at distance 2 (edges 0.316), and four corners.
  std::vector<Point> ring{{2.5, 2.5}};
  for (int k = 0; k < 20; ++k) {
    const double a = 2 * 3.14159265358979 * k / 20;
    ring.push_back({2.5 + 2 * std::cos(a), 2.5 + 2 * std::sin(a)});
  }
  for (const Point& corner : {Point{0.1, 0.1}, {4.9, 0.1}, {0.1, 4.9}, {4.9, 4.9}}) ring.push_back(corner);
  const Shape crowded(5, 5, ring);
  EXPECT_EQ(crowded.degree(0), Grid::kMaxAround);
  int standing = 0;
  for (const Segment& seg : crowded.boundary()) standing += !on_box(seg, 5, 5) && dist(seg.from, seg.to) >= Shape::kShortestWall;
  EXPECT_EQ(standing, 20 - Grid::kMaxAround) << "the edges past 16 stand, drawn with the boundary";
  EXPECT_THROW(Shape(2, 2, std::vector<Point>{{0.5, 0.5}}), MazeError);
  EXPECT_THROW(Shape(1, 2, std::vector<Point>{{0.5, 0.5}, {2.5, 0.5}}), MazeError);
  EXPECT_THROW(Shape(ShapeKind::Voronoi, 3, 3), MazeError);
  EXPECT_THROW(Grid(ShapeKind::Voronoi, 3, 3), MazeError);
}

TEST(RandomCells, SizesAreChecked) {
  PyRandom rng(1);
  EXPECT_THROW(random_cells(0, 3, rng), MazeError);
  try {
    random_cells(1001, 1000, rng);
    FAIL();
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "random cells can have at most 1,000,000 rooms, like 1000 x 1000 (got 1001 x 1000)");
  }
  EXPECT_EQ(rng.random(), PyRandom(1).random()) << "refused before drawing";
  EXPECT_EQ(shape_from_name("voronoi"), ShapeKind::Voronoi);
  EXPECT_EQ(shape_name(ShapeKind::Voronoi), "voronoi");
}

// JSON: written like every shape's; read back as the graph of its walls, to solve and check.
TEST(RandomCells, JsonReadsBackAsItsGraph) {
  PyRandom rng(7);
  const Grid empty = random_cells(6, 8, rng);
  const Grid g = generate(ids::Walls, empty, rng, with_braid(40));
  const std::string json = write_json(g);
  EXPECT_EQ(json.rfind("{\"shape\":\"voronoi\",\"rows\":6,\"cols\":8,\"rooms\":48,\"walls\":[[0,1],", 0), 0u) << json;
  const Grid back = read_json(json);
  EXPECT_EQ(write_json(back), json);
  EXPECT_EQ(facts(back).loops, facts(g).loops);
  EXPECT_EQ(way_out(back), way_out(g));
  EXPECT_EQ(sorted_walls(back), sorted_walls(g));
  EXPECT_THROW(back.shape()->outline(0), MazeError);
  EXPECT_THROW(read_json("{\"shape\":\"voronoi\",\"rows\":1,\"cols\":3,\"rooms\":3,\"walls\":[[0,1]],\"openings\":[]}"), MazeError);
  EXPECT_THROW(read_json("{\"shape\":\"voronoi\",\"rows\":1,\"cols\":3,\"rooms\":3,\"walls\":[[0,1],[0,1]],\"openings\":[]}"),
               MazeError);
  // Ten rooms all neighbours of each other are no map of cells: 45 walls, more than 3 x 10 - 6.
  std::string all = "{\"shape\":\"voronoi\",\"rows\":2,\"cols\":5,\"rooms\":10,\"walls\":[";
  for (int a = 0; a < 10; ++a)
    for (int b = a + 1; b < 10; ++b) all += (a + b > 1 ? "," : "") + std::string("[") + std::to_string(a) + "," + std::to_string(b) + "]";
  try {
    read_json(all + "],\"openings\":[]}");
    FAIL();
  } catch (const MazeError& e) {
    EXPECT_NE(std::string(e.what()).find("too many walls"), std::string::npos) << e.what();
  }
  auto ran = testing::maze_cmd("generate --method walk --shape voronoi --rows 5 --cols 5 --seed 3 --format json | '" MAZE_CLI "' solve");
  EXPECT_EQ(ran.status, 0);
  ran = testing::maze_cmd("generate --method walk --shape voronoi --rows 5 --cols 5 --seed 3", true);
  EXPECT_EQ(ran.out, "maze: the text picture is for square mazes only: use --format json or svg for a voronoi maze\n");
}

// Drawing: the layout, the SVG (with its route through the gaps), and the session's new cells each growth.
TEST(RandomCells, LayoutSvgAndSessions) {
  PyRandom rng(3);
  const Grid empty = random_cells(4, 5, rng);
  const Grid g = generate(ids::Walk, empty, rng);
  const Layout l = layout_of(g);
  EXPECT_EQ(l.width, 5);
  EXPECT_EQ(l.height, 4);
  EXPECT_EQ(l.wall_owner.size(), empty.shape()->walls().size());
  for (std::size_t w = 0; w < l.wall_owner.size(); ++w) {
    const int owner = l.wall_rooms[2 * w + l.wall_owner[w]];
    const bool open = (g.bits()[static_cast<std::size_t>(owner)] >> l.wall_bit[w]) & 1;
    EXPECT_EQ(open, g.linked(l.wall_rooms[2 * w], l.wall_rooms[2 * w + 1]));
  }
  SvgOptions options;
  options.way_in = 0, options.way_out = 19;
  options.route = way_out(g);
  const std::string svg = write_svg(g, options);
  EXPECT_NE(svg.find("<title>Maze 4 x 5, random cells</title>"), std::string::npos);
  auto ran = testing::maze_cmd("generate --method walk --shape voronoi --rows 4 --cols 5 --seed 3 --format svg --route");
  EXPECT_EQ(ran.out, svg);
  // The session draws the points when it grows, from its stream: the command's maze.
  Session s(ShapeKind::Voronoi, 4, 5, "3");
  EXPECT_EQ(sorted_walls(s.grid()), sorted_walls(empty)) << "before growing: the cells the stream would draw";
  s.grow(ids::Walk);
  s.finish();
  EXPECT_EQ(s.grid(), g);
  EXPECT_EQ(sorted_walls(s.grid()), sorted_walls(g));
  s.seek(3);
  s.seek(s.length());
  EXPECT_EQ(s.grid(), g);
  s.grow(ids::Walk);  // the stream has moved on: other points
  s.finish();
  EXPECT_NE(layout_of(s.grid()).middle, l.middle);
  s.reseed("3");
  s.grow(ids::Walk);
  s.finish();
  EXPECT_EQ(layout_of(s.grid()).middle, l.middle);
  EXPECT_EQ(s.grid(), g);
  // --mazes K: each maze its own cells, drawn first, as the session's growths one after another.
  const auto lines = testing::lines_of(
      testing::maze_cmd("generate --method walk --shape voronoi --rows 4 --cols 5 --seed 3 --format json --mazes 2").out);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], write_json(g));
  s.grow(ids::Walk);
  s.finish();
  EXPECT_EQ(lines[1], write_json(s.grid()));
  EXPECT_NE(sorted_walls(s.grid()), sorted_walls(g));
}

// Random cells of a million rooms: built, grown and braided, in one piece.
TEST(RandomCells, BiggestShapes) {
  PyRandom rng(1);
  const Grid empty = random_cells(1000, 1000, rng);
  const Shape& s = *empty.shape();
  EXPECT_EQ(s.rooms(), 1'000'000);
  EXPECT_LE(static_cast<long long>(s.walls().size()), 3LL * s.rooms() - 6);
  const Grid g = generate(ids::Walk, empty, rng, with_braid(100));
  EXPECT_EQ(pieces(g), 1);
  EXPECT_EQ(dead_ends(g), 0);
}

}  // namespace
}  // namespace maze
