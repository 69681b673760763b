// cli_shape_test.cpp: `maze count --shape S` counts the perfect mazes of every shape.
#include <gtest/gtest.h>

#include "test_util.h"

namespace maze {
namespace {

using testing::maze_cmd;

TEST(CliShapes, CountGivesExactNumbersForEveryShape) {
  EXPECT_EQ(maze_cmd("count --shape square --rows 3 --cols 3").out, "192\n");
  EXPECT_EQ(maze_cmd("count --shape=square --rows 10 --cols 10").out, "5694319004079097795957215725765328371712000\n");
  EXPECT_EQ(maze_cmd("count --shape hex --rows 2 --cols 2").out, "8\n");
  // Triangles 2 x 3 make one loop of 6 rooms: leave out any one of its 6 walls.
  EXPECT_EQ(maze_cmd("count --shape triangle --rows 2 --cols 3").out, "6\n");
  EXPECT_EQ(maze_cmd("count --shape circle --rows 1 --cols 5").out, "5\n");
  const auto hex = maze_cmd("count --shape hex --rows 10 --cols 10");
  EXPECT_EQ(hex.status, 0);
  EXPECT_EQ(hex.out, "885716444038832834750633921391490640674630844110354645782671\n");
}

TEST(CliShapes, UsageNamesTheShapes) {
  EXPECT_NE(maze_cmd("--help").out.find("  maze count [--shape square|hex|triangle|circle] --rows R --cols C\n"),
            std::string::npos);
}

TEST(CliShapes, BadShapesExitWithStatus2AndOneLine) {
  struct Bad {
    std::string args, message;
  };
  const Bad cases[] = {
      {"count --shape star --rows 2 --cols 2", "maze: unknown shape \"star\": use square, hex, triangle, circle, voronoi, mask or weave\n"},
      {"count --shape circle --rows 1001 --cols 3", "maze: a circle maze can have at most 1000 rings (got 1001)\n"},
      {"count --shape circle --rows 0 --cols 3", "maze: --rows must be a whole number from 1 to 16000000 (got \"0\")\n"},
      {"count --shape hex --rows 61 --cols 60",
       "maze: counting is limited to mazes of at most 3600 rooms (for example 60 x 60), because bigger ones take "
       "too long to count; this one has 3660 rooms\n"},
      {"count --shape triangle --rows 5000 --cols 5000",
       "maze: counting is limited to mazes of at most 3600 rooms (for example 60 x 60), because bigger ones take "
       "too long to count; this one has 25000000 rooms\n"},
      {"count --shape hex --rows 60 --cols 60",
       "maze: counting this hex maze would take too long: its rooms x band x band (the band: how far apart two "
       "neighbours' numbers are) is 13395600, more than the 12960000 of a 60 x 60 square\n"},
      {"count --shape hex --shape hex --rows 2 --cols 2", "maze: --shape is given twice\n"},
      {"count --shape", "maze: --shape needs a value\n"},
  };
  for (const auto& c : cases) {
    auto ran = maze_cmd(c.args, true);
    EXPECT_EQ(ran.status, 2) << c.args;
    EXPECT_EQ(ran.out, c.message) << c.args;
  }
}

}  // namespace
}  // namespace maze
