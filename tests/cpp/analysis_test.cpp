// analysis_test.cpp: hand-drawn mazes with their answers worked out by hand.
#include <gtest/gtest.h>

#include "test_util.h"
#include "analysis/way_out.h"

namespace maze {
namespace {

struct Scenario {
  const char* what;
  std::vector<std::string> picture;
  int openings, pieces, loops, dead_ends, reached;
  bool perfect;
  int farthest;  // -1 when not perfect
  long long ways;
  int route;     // rooms on the way out, 0 for none
};

const Scenario kScenarios[] = {
    {"Figure 6.1",
     {"#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"},
     8, 1, 0, 3, 9, true, 6, 1, 5},
    {"one room", {"###", "#.#", "###"}, 0, 1, 0, 0, 1, true, 0, 1, 1},
    {"two rooms apart", {"#####", "#.#.#", "#####"}, 0, 2, 0, 0, 1, false, -1, 0, 0},
    {"a corridor", {"#######", "#.....#", "#######"}, 2, 1, 0, 2, 3, true, 2, 1, 3},
    {"a ring of four", {"#####", "#...#", "#.#.#", "#...#", "#####"}, 4, 1, 1, 0, 4, false, -1, 2, 3},
    {"ring plus a lonely room",
     {"#######", "#...#.#", "#.#.###", "#...#.#", "#######"},
     4, 3, 1, 0, 4, false, -1, 0, 0},
    {"all walls down 3x3",
     {"#######", "#.....#", "#.#.#.#", "#.....#", "#.#.#.#", "#.....#", "#######"},
     12, 1, 4, 0, 9, false, -1, 12, 5},
    {"is_perfect's example (one loop)",
     {"#######", "#.....#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"},
     9, 1, 1, 2, 9, false, -1, 2, 5},
};

TEST(Analysis, HandDrawnMazes) {
  for (const auto& s : kScenarios) {
    Grid g = read_picture(s.picture);
    EXPECT_EQ(openings(g), s.openings) << s.what;
    EXPECT_EQ(pieces(g), s.pieces) << s.what;
    EXPECT_EQ(loops(g), s.loops) << s.what;
    EXPECT_EQ(dead_ends(g), s.dead_ends) << s.what;
    EXPECT_EQ(rooms_reached(g), s.reached) << s.what;
    EXPECT_EQ(is_perfect(g), s.perfect) << s.what;
    if (s.perfect) EXPECT_EQ(farthest(g).steps, s.farthest) << s.what;
    else EXPECT_THROW(farthest(g), MazeError) << s.what;
    Ways w = count_ways(g, 0, g.rooms() - 1);
    EXPECT_TRUE(w.complete) << s.what;
    EXPECT_EQ(w.ways, s.ways) << s.what;
    EXPECT_EQ(static_cast<int>(way_out(g).size()), s.route) << s.what;
  }
}

TEST(Analysis, FarthestNamesTheTwoRooms) {
  Grid g = read_picture({"#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"});
  // From room 0 the farthest is room 6; from room 6 the first of the farthest is room 0.
  Farthest f = farthest(g);
  EXPECT_EQ(f.a, 6);
  EXPECT_EQ(f.b, 0);
  EXPECT_EQ(f.steps, 6);
  EXPECT_EQ(distances(g, 6)[2], 6);
}

TEST(Analysis, CountWaysStopsAtItsLimit) {
  // An open 6 x 6 field has 1,262,816 self-avoiding paths corner to corner.
  Grid g(6, 6);
  for (int room = 0; room < 36; ++room) {
    if (g.neighbour(room, Down) >= 0) g.link(room, room + 6);
    if (g.neighbour(room, Right) >= 0) g.link(room, room + 1);
  }
  Ways all = count_ways(g, 0, 35, 1'000'000'000);
  EXPECT_TRUE(all.complete);
  EXPECT_EQ(all.ways, 1'262'816);
  Ways cut = count_ways(g, 0, 35, 1000);
  EXPECT_FALSE(cut.complete);
  EXPECT_LT(cut.ways, 1000);
}

TEST(Analysis, WayOutSearchShowsItsWork) {
  Grid g = read_picture({"#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"});
  WayOut search(g);
  EXPECT_EQ(search.thread(), std::vector<int>{0});
  search.step();
  EXPECT_EQ(search.last().kind, StepKind::Visit);
  EXPECT_EQ(search.thread(), std::vector<int>{3});
  EXPECT_EQ(search.mark(0), kVisited);
  EXPECT_EQ(search.mark(3), kThread);
  search.run();
  EXPECT_EQ(search.last().kind, StepKind::Found);
  EXPECT_EQ(search.route(), (std::vector<int>{0, 3, 4, 5, 8}));
  EXPECT_EQ(search.mark(4), kRoute);
  EXPECT_EQ(search.mark(2), kVisited);  // searched, not on the way out
  EXPECT_THROW(WayOut(g, 0, 9), MazeError);
}

TEST(Analysis, SpoilingKnocksAStandingWallInPictureOrder) {
  Grid g = read_picture({"#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"});
  auto standing = standing_walls(g);
  // Picture order: row 1 (right of 0), row 2 (below 2), row 3 none, row 4 (below 3
  // and 4), row 5 none.
  EXPECT_EQ(standing, (std::vector<std::pair<int, int>>{{0, 1}, {2, 5}, {3, 6}, {4, 7}}));
  PyRandom rng(1);
  ASSERT_TRUE(knock_random_wall(g, rng));
  EXPECT_EQ(openings(g), 9);
  EXPECT_EQ(loops(g), 1);
  ASSERT_TRUE(raise_random_opening(g, rng));
  EXPECT_EQ(openings(g), 8);
}

}  // namespace
}  // namespace maze
