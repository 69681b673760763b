// json_test.cpp: a maze of any shape written as one line of JSON and read back, and every bad JSON's message.
#include <gtest/gtest.h>

#include "analysis/analysis.h"
#include "tables/methods.h"
#include "formats/maze_json.h"
#include "shapes/shape.h"
#include "test_util.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::kAll;
using testing::kShapes;

TEST(Json, EveryShapeAndMethodReadsBackAsTheSameMaze) {
  const int sizes[][2] = {{1, 1}, {1, 4}, {2, 2}, {5, 7}, {8, 3}};
  for (ShapeKind kind : kShapes)
    for (Method m : kAll)
      for (const auto& [rows, cols] : sizes) {
        PyRandom rng(rows * 100 + cols);
        Grid g = generate(m, Grid(kind, rows, cols), rng);
        const std::string what = std::string(shape_name(kind)) + " " + std::string(method_name(m)) + " " +
                                 std::to_string(rows) + "x" + std::to_string(cols);
        for (int spoil = 0; spoil < 2; ++spoil) {  // the perfect maze, then one with a loop
          const std::string text = write_json(g);
          EXPECT_EQ(text.find('\n'), std::string::npos) << what;
          const Grid back = read_json(text);
          EXPECT_TRUE(back == g) << what;
          EXPECT_EQ(write_json(back), text) << what;
          knock_random_wall(g, rng);
        }
      }
}

TEST(Json, WallsAreEveryNeighbourPairSortedAndOpeningsTheKnockedDownOnes) {
  // Hex 2 x 2: row 1 is shifted right, so room 2 (1, 0) touches 0 and 1, and room 3 touches 1 and 2.
  Grid hex(ShapeKind::Hex, 2, 2);
  hex.link(2, 0), hex.link(1, 2), hex.link(3, 2);
  EXPECT_EQ(write_json(hex),
            "{\"shape\":\"hex\",\"rows\":2,\"cols\":2,\"rooms\":4,\"walls\":[[0,1],[0,2],[1,2],[1,3],[2,3]],"
            "\"openings\":[[0,2],[1,2],[2,3]]}");
  // Triangles 2 x 3: up, down, up over down, up, down; six walls round one loop.
  Grid tri(ShapeKind::Triangle, 2, 3);
  tri.link(0, 1);
  EXPECT_EQ(write_json(tri),
            "{\"shape\":\"triangle\",\"rows\":2,\"cols\":3,\"rooms\":6,\"walls\":[[0,1],[0,3],[1,2],[2,5],[3,4],[4,5]],"
            "\"openings\":[[0,1]]}");
  // A circle of one ring of 3 rooms: each beside the other two.
  EXPECT_EQ(write_json(Grid(ShapeKind::Circle, 1, 3)),
            "{\"shape\":\"circle\",\"rows\":1,\"cols\":3,\"rooms\":3,\"walls\":[[0,1],[0,2],[1,2]],\"openings\":[]}");
  Grid square(2, 2);
  square.link(0, 1), square.link(1, 3), square.link(3, 2);
  EXPECT_EQ(write_json(square),
            "{\"shape\":\"square\",\"rows\":2,\"cols\":2,\"rooms\":4,\"walls\":[[0,1],[0,2],[1,3],[2,3]],"
            "\"openings\":[[0,1],[1,3],[2,3]]}");
  EXPECT_TRUE(read_json(write_json(square)) == square);
}

TEST(Json, WhitespaceBetweenPartsIsAllowed) {
  const Grid g = read_json(
      " {\n  \"shape\" : \"hex\",\n  \"rows\": 2, \"cols\" :2,\r\n \"rooms\":4,\n"
      "  \"walls\": [ [0, 1], [0,2] ,[1,2],[1,3],[2,3] ],\n  \"openings\": [[0,2],[1,3],[2,3]]\n}\n");
  EXPECT_EQ(g.kind(), ShapeKind::Hex);
  EXPECT_TRUE(g.linked(0, 2) && g.linked(3, 1) && g.linked(2, 3) && !g.linked(0, 1));
  EXPECT_TRUE(is_perfect(g));
}

const std::string kWalls = "\"walls\":[[0,1],[0,2],[1,2],[1,3],[2,3]]";
std::string hex(const std::string& openings, const std::string& walls = kWalls) {
  return "{\"shape\":\"hex\",\"rows\":2,\"cols\":2,\"rooms\":4," + walls + ",\"openings\":[" + openings + "]}";
}

TEST(Json, EveryBadInputSaysWhatIsWrong) {
  struct Bad {
    std::string json, message;
  };
  const Bad cases[] = {
      {"", "the maze's JSON is empty"},
      {"  \n", "the maze's JSON is empty"},
      {"#####", "not a maze in JSON: it must start with '{' at character 0"},
      {"{\"rows\":2}",
       "not a maze in JSON: expected the key \"shape\" (the keys are shape, rows, cols, rooms, at (masks only), "
       "walls, openings, under (weave only), in that order) at character 1"},
      {"{\"shape\":\"star\"", "unknown shape \"star\": use square, hex, triangle, circle, voronoi, mask or weave"},
      {"{\"shape\":hex", "not a maze in JSON: expected '\"' but found 'h' at character 9"},
      {"{\"shape\":\"hex\",\"rows\":2.5", "not a maze in JSON: expected a whole number for \"rows\" at character 22"},
      {"{\"shape\":\"hex\",\"rows\":-2", "\"rows\" -2 at character 22 is out of range"},
      {"{\"shape\":\"hex\",\"rows\":1234567890", "\"rows\" 1234567890 at character 22 is out of range"},
      {"{\"shape\":\"hex\",\"rows\":0,\"cols\":2", "a maze needs at least 1 row and 1 column of rooms (got 0 x 2)"},
      {"{\"shape\":\"square\",\"rows\":5000,\"cols\":5000",
       "a maze can have at most 16,000,000 rooms, like 4000 x 4000 (got 5000 x 5000)"},
      {"{\"shape\":\"circle\",\"rows\":1001,\"cols\":3", "a circle maze can have at most 1000 rings (got 1001)"},
      {"{\"shape\":\"triangle\",\"rows\":3,\"cols\":1",
       "a triangle maze with more than 2 rows needs at least 2 columns: in one column the triangles of every other "
       "row only touch at a corner (got 3 x 1)"},
      {"{\"shape\":\"hex\",\"rows\":2,\"cols\":2,\"rooms\":5", "\"rooms\" is 5 but a hex maze of 2 x 2 has 4 rooms"},
      {"{\"shape\":\"hex\",\"rows\":4000,\"cols\":4000,\"rooms\":16000000,\"walls\":[[0,1]]}",
       "walls: a hex maze of 4000 x 4000 has more walls than this text can list"},
      {"{\"shape\":\"circle\",\"rows\":2,\"cols\":3,\"rooms\":6",
       "\"rooms\" is 6 but a circle maze of 2 rings with 3 rooms in the inner ring has 9 rooms"},
      {hex("", "\"walls\":[[0,1],[0,2],[1,2],[1,3]]"), "walls: the wall between rooms 2 and 3 is missing"},
      {hex("", "\"walls\":[[0,1],[1,2],[1,3],[2,3]]"), "walls: the wall between rooms 0 and 2 is missing"},
      {hex("", "\"walls\":[[0,1],[0,2],[0,3],[1,2],[1,3],[2,3]]"),
       "walls: rooms 0 and 3 at character 64 are not neighbours in this hex maze"},
      {hex("", "\"walls\":[[0,1],[0,2],[1,2],[1,3],[2,3],[2,3]]"),
       "walls: the pair [2,3] at character 82 is listed twice"},
      {hex("", "\"walls\":[[0,1],[0,2],[1,3],[1,2],[2,3]]"),
       "walls: the pair [1,2] at character 70 comes after [1,3]: the pairs must be sorted"},
      {hex("", "\"walls\":[[1,0],[0,2],[1,2],[1,3],[2,3]]"),
       "walls: the pair [1,0] at character 52 must have the smaller room first"},
      {hex("", "\"walls\":[[0,1],[0,4]]"), "walls: room 4 in the pair at character 58 is out of range: this maze has rooms 0 to 3"},
      {hex("", "\"walls\":[[0,1],[0,2],[1,2],[1,3],[2,3]"),
       "not a maze in JSON: expected '[' but found '\"' at character 82"},
      {hex("[0,3]"), "openings: rooms 0 and 3 at character 95 have no wall between them to knock down"},
      {hex("[0,2],[0,1]"), "openings: the pair [0,1] at character 101 comes after [0,2]: the pairs must be sorted"},
      {hex("[0,2],[0,2]"), "openings: the pair [0,2] at character 101 is listed twice"},
      {hex("[2,0]"), "openings: the pair [2,0] at character 95 must have the smaller room first"},
      {hex("[0,-1]"), "a room in openings -1 at character 98 is out of range"},
      {hex("[0,2]") + "x", "not a maze in JSON: more text after the closing '}' at character 102"},
      {hex("[0,2]").substr(0, 101), "not a maze in JSON: expected '}' but found the end at character 101"},
  };
  for (const auto& c : cases) {
    try {
      read_json(c.json);
      ADD_FAILURE() << "no error for " << c.json;
    } catch (const MazeError& e) {
      EXPECT_EQ(std::string(e.what()), c.message) << c.json;
    }
  }
}

TEST(Json, SortedWallsListsEveryWallOfTheShapeOnce) {
  for (ShapeKind kind : kShapes) {
    const Grid g(kind, 6, 5);
    const auto walls = sorted_walls(g);
    const Shape shape(kind, 6, 5);
    ASSERT_EQ(walls.size(), shape.walls().size()) << shape_name(kind);
    for (std::size_t i = 0; i < walls.size(); ++i) {
      EXPECT_LT(walls[i].first, walls[i].second);
      EXPECT_GE(shape.wall_between(walls[i].first, walls[i].second), 0);
      if (i) EXPECT_LT(walls[i - 1], walls[i]) << shape_name(kind);
    }
  }
}

}  // namespace
}  // namespace maze
