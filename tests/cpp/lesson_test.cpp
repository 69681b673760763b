// lesson_test.cpp: every figure the lesson prints, made by the engine.
#include <gtest/gtest.h>

#include <map>

#include "analysis/count.h"
#include "tables/methods.h"
#include "test_util.h"
#include "algorithms/walk.h"
#include "algorithms/walls.h"
#include "analysis/way_out.h"

namespace maze {
namespace {

const std::vector<std::string> kWalk2083 = {
    "#####################", "#.#...#.....#.......#", "#.###.#.#.#.#.#####.#", "#...#...#.#.#.#.#...#",
    "###.#####.#.#.#.#.###", "#.#.......#.#.#.#.#.#", "#.#########.#.#.#.#.#", "#.......#.#...#.#.#.#",
    "#.#####.#.#####.#.#.#", "#.....#...#.....#.#.#", "#####.#####.#.###.#.#", "#.....#.....#.#...#.#",
    "#.#####.#####.#.###.#", "#.#...#.....#...#...#", "#.#.#.#####.#####.#.#", "#...#...#...#.#...#.#",
    "#.###.###.###.#.#.###", "#...#...#.#.....#...#", "###.###.#.#########.#", "#.....#.............#",
    "#####################",
};

const std::vector<std::string> kWalls2083 = {
    "#####################", "#.#.#.....#...#.....#", "#.#.###.#.#.#.###.###", "#.......#...#.....#.#",
    "#.#.#.#####.#####.#.#", "#.#.#.#.......#.#...#", "###.#########.#.#.#.#", "#.....#...#...#.#.#.#",
    "#.#.#.###.#####.#.###", "#.#.#.#.#.#.#.....#.#", "#.#.#.#.#.#.#.###.#.#", "#.#.#...#.#.#.#...#.#",
    "#.#.#.#.#.#.#.#.###.#", "#.#.#.#.#...#.#.....#", "#.#.#####.#.###.#.#.#", "#.#...#...#.#...#.#.#",
    "#####.#.#######.#####", "#...#...#.#.#.....#.#", "#.#.###.#.#.###.#.#.#", "#.#.....#.......#...#",
    "#####################",
};

TEST(Lesson, Step1Figure61HasNineRoomsAndEightOpenings) {
  Grid g = read_picture({"#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"});
  EXPECT_EQ(g.rooms(), 9);
  EXPECT_EQ(openings(g), 8);
}

TEST(Lesson, Step2Seed2083WalkIsThePicture) {
  PyRandom rng(2083);
  Grid g = generate(ids::Walk, 10, 10, rng);
  EXPECT_EQ(write_picture(g), kWalk2083);
  EXPECT_EQ(g.rooms(), 100);
  EXPECT_EQ(openings(g), 99);
}

// Step 3's 200 pictures, rebuilt from the walk's events: a picture when each call of
// carve opens (room and the wall to it orange) and one when it closes (the room turns
// to floor; the wall behind it turns to floor just after).
TEST(Lesson, Step3TwoHundredPicturesFromTheEvents) {
  PyRandom rng(2083);
  Walk walk(10, 10, rng);
  std::vector<std::string> grid(21, std::string(21, '#'));
  auto square = [&](int room) -> char& { return grid[2 * (room / 10) + 1][2 * (room % 10) + 1]; };
  auto wall = [&](int a, int b) -> char& {
    return grid[(2 * (a / 10) + 2 * (b / 10)) / 2 + 1][(2 * (a % 10) + 2 * (b % 10)) / 2 + 1];
  };
  std::vector<std::vector<std::string>> frames;
  while (walk.step()) {
    StepEvent e = walk.last();
    if (e.kind == StepKind::Enter) {
      if (e.a >= 0) wall(e.a, e.b) = 'o';
      square(e.b) = 'o';
      frames.push_back(grid);
    } else {
      ASSERT_EQ(e.kind, StepKind::Back);
      square(e.a) = '.';
      frames.push_back(grid);
      if (e.b >= 0) wall(e.a, e.b) = '.';
    }
  }
  ASSERT_EQ(frames.size(), 200u);
  auto fixture = testing::lines_of(testing::read_file(MAZE_FIXTURE_DIR "/lesson_mazes.txt"));
  auto at = std::find(fixture.begin(), fixture.end(), "frames 2083 10 10 200");
  ASSERT_NE(at, fixture.end());
  for (std::size_t f = 0; f < frames.size(); ++f)
    for (int r = 0; r < 21; ++r) ASSERT_EQ(frames[f][r], *(at + 1 + f * 21 + r)) << "picture " << f << " row " << r;
  EXPECT_EQ(frames.back(), kWalk2083);
}

TEST(Lesson, Step4TheWayOutGoesThrough47Rooms) {
  PyRandom rng(2083);
  auto route = way_out(generate(ids::Walk, 10, 10, rng));
  EXPECT_EQ(route.size(), 47u);
  EXPECT_EQ(route.front(), 0);
  EXPECT_EQ(route.back(), 99);
}

TEST(Lesson, Step5RandomWallsLooksAt180AndKnocks99) {
  PyRandom rng(2083);
  Walls walls(10, 10, rng);
  int knocked = 0, refused = 0;
  while (walls.step()) {
    knocked += walls.last().kind == StepKind::Knock;
    refused += walls.last().kind == StepKind::Refuse;
  }
  EXPECT_EQ(walls.walls_looked_at(), 180);
  EXPECT_EQ(knocked, 99);
  EXPECT_EQ(refused, 81);
  EXPECT_EQ(walls.pieces(), 1);
  EXPECT_EQ(write_picture(walls.grid()), kWalls2083);
}

TEST(Lesson, HundredMazesOfEachAreAllTrees) {
  PyRandom rng(1);
  for (Method m : {ids::Walk, ids::Walls}) {
    std::map<long long, int> ways;
    for (int i = 0; i < 100; ++i) {
      Grid g = generate(m, 10, 10, rng);
      EXPECT_EQ(openings(g), 99);
      EXPECT_EQ(rooms_reached(g), 100);
      Ways w = count_ways(g, 0, 99);
      EXPECT_TRUE(w.complete);
      ++ways[w.ways];
    }
    EXPECT_EQ(ways, (std::map<long long, int>{{1, 100}})) << method_title(m);
  }
}

TEST(Lesson, OneMoreOpeningGivesTwoWaysOut64Times) {
  PyRandom rng(1);
  std::map<long long, int> results;
  for (int i = 0; i < 100; ++i) {
    Grid g = generate(ids::Walk, 10, 10, rng);
    ASSERT_TRUE(knock_random_wall(g, rng));
    Ways w = count_ways(g, 0, 99);
    ASSERT_TRUE(w.complete);
    ++results[w.ways];
  }
  EXPECT_EQ(results, (std::map<long long, int>{{2, 64}, {1, 36}}));
}

TEST(Lesson, TheShapeOfTheCorridors) {
  PyRandom rng(1);
  struct Want {
    Method method;
    long long ends, long_way;
  };
  // Totals over 100 mazes, from the lesson's Python: 11.8 and 46.2 for the walk,
  // 30.6 and 25.0 for random walls once divided by 100.
  for (Want want : {Want{ids::Walk, 1175, 4618}, Want{ids::Walls, 3055, 2498}}) {
    long long ends = 0, long_way = 0;
    for (int i = 0; i < 100; ++i) {
      Grid g = generate(want.method, 10, 10, rng);
      ends += dead_ends(g);
      long_way += static_cast<long long>(way_out(g).size());
    }
    EXPECT_EQ(ends, want.ends) << method_title(want.method);
    EXPECT_EQ(long_way, want.long_way) << method_title(want.method);
  }
}

TEST(Lesson, HowManyPerfectMazes) {
  EXPECT_EQ(count_perfect_mazes(3, 3), "192");
  EXPECT_EQ(count_perfect_mazes(4, 4), "100352");
  EXPECT_EQ(count_perfect_mazes(10, 10), "5694319004079097795957215725765328371712000");
  EXPECT_EQ(count_perfect_mazes(10, 10).size(), 43u);
}

}  // namespace
}  // namespace maze
