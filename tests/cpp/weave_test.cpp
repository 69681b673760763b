// weave_test.cpp: weave mazes: perfect with their tunnels over many seeds, every tunnel under a
// straight crossing room, the JSON's "under", the drawing, other methods and pictures refused.
#include <gtest/gtest.h>

#include "analysis/analysis.h"
#include "analysis/way_out.h"
#include "formats/maze_json.h"
#include "formats/svg.h"
#include "shapes/weave.h"
#include "test_util.h"

namespace maze {
namespace {

// The rule, worked out again from the rooms' rows and columns: c lies between a and b; its
// corridor is open on both sides across the tunnel and closed toward a and b.
void expect_straight_crossing(const Grid& g, int a, int b, int c, const std::string& what) {
  const int cols = g.cols();
  const bool down = b - a == 2 * cols;
  ASSERT_TRUE(down || (b - a == 2 && a / cols == b / cols)) << what;
  ASSERT_EQ(c, (a + b) / 2) << what;
  const int side1 = down ? c - 1 : c - cols, side2 = down ? c + 1 : c + cols;
  EXPECT_TRUE(g.linked(c, side1) && g.linked(c, side2)) << what << ": room " << c << " is not crossed straight";
  EXPECT_FALSE(g.linked(c, a) || g.linked(c, b)) << what;
}

TEST(Weave, PerfectWithTunnelsOverManySeeds) {
  const int sizes[][2] = {{1, 1}, {1, 7}, {7, 1}, {2, 5}, {3, 3}, {5, 8}, {12, 12}, {20, 31}};
  long long tunnels_seen = 0;
  for (Method m : {ids::Walk, ids::Walls})
    for (const auto& [rows, cols] : sizes)
      for (int seed = 0; seed < 60; ++seed) {
        const std::string what = std::string(method_name(m)) + " " + std::to_string(rows) + "x" + std::to_string(cols) +
                                  " seed " + std::to_string(seed);
        const Grid empty(ShapeKind::Weave, rows, cols);
        PyRandom rng(seed);
        auto machine = make_generator(m, empty, rng);
        Grid rebuilt = empty.blank();
        while (machine->step()) {
          const StepEvent e = machine->last();
          if ((e.kind == StepKind::Enter || e.kind == StepKind::Knock) && e.a >= 0) rebuilt.link(e.a, e.b);
        }
        const Grid& g = machine->grid();
        EXPECT_EQ(rebuilt, g) << what;
        testing::expect_perfect_on_shape(g, *empty.shape(), what);
        for (const auto& [a, b, c] : tunnels(g)) expect_straight_crossing(g, a, b, c, what);
        EXPECT_NO_THROW(check_tunnels(g)) << what;
        tunnels_seen += static_cast<long long>(tunnels(g).size());
        const auto route = way_out(g, 0, g.rooms() - 1);
        ASSERT_FALSE(route.empty()) << what;
        EXPECT_EQ(write_json(read_json(write_json(g))), write_json(g)) << what;
      }
  EXPECT_GT(tunnels_seen, 2000);  // weave mazes do weave
}

// No tunnel in a shape too thin for a crossing: a room between needs neighbours on both sides.
TEST(Weave, ThinShapesHaveNoTunnels) {
  for (Method m : {ids::Walk, ids::Walls})
    for (int seed = 0; seed < 20; ++seed) {
      PyRandom rng(seed);
      EXPECT_TRUE(tunnels(generate(m, Grid(ShapeKind::Weave, 2, 9), rng)).empty());
    }
}

// The rule on a hand-made 3 x 3: room 4 crossed left to right, the tunnel from 1 to 7 under it.
TEST(Weave, TheRuleByHand) {
  Grid g(ShapeKind::Weave, 3, 3);
  EXPECT_EQ(tunnel_middle(g, 1, 7), 4);
  EXPECT_EQ(tunnel_middle(g, 3, 5), 4);
  EXPECT_EQ(tunnel_middle(g, 0, 4), -1);
  EXPECT_FALSE(can_tunnel(g, 1, 7));  // room 4 has no corridor yet
  g.link(3, 4);
  EXPECT_FALSE(can_tunnel(g, 1, 7));  // open on one side only
  g.link(4, 5);
  EXPECT_TRUE(can_tunnel(g, 1, 7));
  EXPECT_FALSE(can_tunnel(g, 3, 5));  // along its own corridor: no
  g.link(1, 7);
  EXPECT_EQ(tunnels(g), (std::vector<std::array<int, 3>>{{1, 7, 4}}));
  EXPECT_EQ(write_json(g).substr(write_json(g).find("\"openings\"")),
            "\"openings\":[[1,7],[3,4],[4,5]],\"under\":[[1,7,4]]}");
  g.link(4, 7);  // the room's corridor now turns into the tunnel's side
  EXPECT_THROW(check_tunnels(g), MazeError);
}

// JSON: "under" must be exactly the tunnels, and each must keep the rule.
TEST(Weave, JsonUnderReadBack) {
  Grid g(ShapeKind::Weave, 3, 3);
  g.link(3, 4), g.link(4, 5), g.link(1, 7), g.link(0, 1), g.link(0, 3), g.link(2, 5), g.link(5, 8), g.link(6, 7);
  const std::string json = write_json(g);
  EXPECT_EQ(read_json(json), g);
  const auto without = json.substr(0, json.find(",\"under\"")) + ",\"under\":[]}";
  EXPECT_EQ(testing::maze_in_process("check", without).err, "maze: \"under\" leaves out the tunnel [1,7,4]\n");
  const auto wrong = json.substr(0, json.find(",\"under\"")) + ",\"under\":[[1,7,3]]}";
  EXPECT_EQ(testing::maze_in_process("check", wrong).err,
            "maze: \"under\": [1,7,3] is not the next tunnel of the openings (each opening between rooms two apart, "
            "[a,b,c] from a to b under c, in the openings' order)\n");
  Grid bent = g;
  bent.unlink(4, 5), bent.link(4, 7), bent.unlink(6, 7);
  EXPECT_EQ(testing::maze_in_process("check", write_json(bent)).err,
            "maze: the tunnel from room 1 to room 7 passes under room 4, whose own corridor must run straight across "
            "it (open on both sides, closed to both ends), with no other passage through those sides\n");
  EXPECT_EQ(testing::maze_in_process("check", json).out,
            "rooms: 9\nopenings: 8\npieces: 1\nloops: 0\nperfect: yes\ndead ends: 3\nfarthest: 7\n");
}

// The drawing: room 4's corridor over (its top and bottom sides drawn straight across), the
// tunnel's sides in rooms 1 and 7 drawn out to room 4's edges and broken there.
TEST(Weave, SvgDrawsTheLowerCorridorBroken) {
  Grid g(ShapeKind::Weave, 3, 3);
  g.link(3, 4), g.link(4, 5), g.link(1, 7), g.link(0, 1), g.link(0, 3), g.link(2, 5), g.link(5, 8), g.link(6, 7);
  const auto lines = weave_lines(g);
  const auto has = [&](Point p, Point q) {
    for (const Segment& s : lines)
      if ((s.from.x == p.x && s.from.y == p.y && s.to.x == q.x && s.to.y == q.y) ||
          (s.from.x == q.x && s.from.y == q.y && s.to.x == p.x && s.to.y == p.y))
        return true;
    return false;
  };
  const double i = kWeaveInset;
  EXPECT_TRUE(has({1 + i, 1 + i}, {2 - i, 1 + i}));  // room 4's top side: the upper corridor
  EXPECT_TRUE(has({1 + i, 2 - i}, {2 - i, 2 - i}));  // and its bottom side
  EXPECT_TRUE(has({1 + i, 1 - i}, {1 + i, 1}));      // room 1's corridor down to room 4's edge
  EXPECT_FALSE(has({1 + i, 1}, {1 + i, 1 + i}));     // and not on into room 4: broken
  EXPECT_TRUE(has({1 + i, 2}, {1 + i, 2 + i}));      // room 7's side starts at room 4's lower edge
  const std::string svg = write_svg(g);
  EXPECT_NE(svg.find("<title>Maze 3 x 3, weave</title>"), std::string::npos);
}

// The route through the tunnel from room 1 to room 7: it stops at room 4's upper corridor and
// starts again past it, so it is never drawn over that corridor (scale 16, margin 8: the
// corridor's sides at y = 8 + 16 * (1 + 0.2) and 8 + 16 * (2 - 0.2)).
TEST(Weave, SvgRouteGoesOutOfSightUnderTheCrossing) {
  Grid g(ShapeKind::Weave, 3, 3);
  g.link(3, 4), g.link(4, 5), g.link(1, 7), g.link(0, 1), g.link(0, 3), g.link(2, 5), g.link(5, 8), g.link(6, 7);
  SvgOptions options;
  options.route = {0, 1, 7, 6};
  const std::string svg = write_svg(g, options);
  EXPECT_NE(svg.find("<polyline points=\"16,16 32,16 32,27.2\""), std::string::npos) << svg;
  EXPECT_NE(svg.find("<polyline points=\"32,36.8 32,48 16,48\""), std::string::npos) << svg;
  options.route = {0, 1};  // no tunnel on the way: one line as before
  const std::string plain = write_svg(g, options);
  EXPECT_EQ(plain.find("<polyline"), plain.rfind("<polyline"));
}

TEST(Weave, OtherMethodsAndPicturesRefused) {
  for (const MethodFacts& f : methods()) {
    if (f.weaves) continue;
    std::string said;
    try {
      check_method(f.method, ShapeKind::Weave);
    } catch (const MazeError& e) {
      said = e.what();
    }
    EXPECT_EQ(said, std::string(f.title) + " cannot grow weave mazes: only Random walk and Random walls lay tunnels under rooms");
  }
  EXPECT_EQ(testing::maze_in_process("generate --method walls --shape weave").err,
            "maze: the text picture cannot show a corridor passing under a room: use --format json or svg for a weave maze\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walls --shape weave --format tiles").err,
            "maze: a tile map cannot show a corridor passing under a room: use --format json or svg for a weave maze\n");
  EXPECT_EQ(testing::maze_in_process("count --shape weave").err,
            "maze: weave mazes are not counted: which tunnels may open depends on the corridors over them\n");
  const auto json = testing::maze_in_process("generate --method walk --shape weave --rows 8 --cols 8 --seed 3 --format json");
  EXPECT_EQ(json.status, 0);
  EXPECT_EQ(testing::maze_in_process("check", json.out).out.rfind("rooms: 64\nopenings: 63\npieces: 1\nloops: 0\nperfect: yes\n", 0), 0u);
}

}  // namespace
}  // namespace maze
