// cli_ends_test.cpp: `maze generate --ends far` (the way in and way out at the two rooms
// farthest apart, written as "in" and "out") and `maze solve` using them, on every shape.
#include <gtest/gtest.h>

#include <sstream>

#include "analysis/analysis.h"
#include "cli.h"
#include "tables/methods.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "shapes/shape.h"
#include "formats/svg.h"
#include "test_util.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
// A namespace of its own: the test build puts several test files in one unity file.
namespace ends_test {

using testing::kShapes;

using Ran = testing::CliRan;
Ran maze(const std::string& line, const std::string& input = "") { return testing::maze_in_process(line, input); }

std::string rooms_json(const std::vector<int>& rooms) {
  std::string out = "{\"route\":[";
  for (std::size_t i = 0; i < rooms.size(); ++i) out += (i ? "," : "") + std::to_string(rooms[i]);
  return out + "]}\n";
}

// Wilson, 4 x 5, seed 7, two mazes from one stream: the ends and the steps between them,
// checked against a search from every room (no pair is farther; the engine's pair is the
// one its two searches find).
struct Expected {
  ShapeKind kind;
  Ends first, second;
  int first_steps, second_steps;
};
const Expected kSeed7[] = {
    {ShapeKind::Square, {15, 17}, {0, 4}, 12, 10},
    {ShapeKind::Hex, {4, 8}, {3, 9}, 9, 15},
    {ShapeKind::Triangle, {4, 14}, {0, 12}, 10, 14},
    {ShapeKind::Circle, {1, 25}, {29, 40}, 20, 23},
};

TEST(CliEnds, FarEndsOnEveryShapeAreWrittenAsInAndOut) {
  for (const Expected& e : kSeed7) {
    const std::string shape(shape_name(e.kind));
    const std::string args = "generate --shape " + shape + " --method wilson --rows 4 --cols 5 --seed 7 --format json --mazes 2";
    const Ran far = maze(args + " --ends far"), plain = maze(args);
    ASSERT_EQ(far.status, 0) << far.err;
    const auto lines = testing::lines_of(far.out), plain_lines = testing::lines_of(plain.out);
    ASSERT_EQ(lines.size(), 2u);
    const Ends want[] = {e.first, e.second};
    const int steps[] = {e.first_steps, e.second_steps};
    for (int i = 0; i < 2; ++i) {
      const std::string tail = ",\"in\":" + std::to_string(want[i].in) + ",\"out\":" + std::to_string(want[i].out) + "}";
      // The same maze as without --ends, with the ends added before the closing brace.
      EXPECT_EQ(lines[i], plain_lines[i].substr(0, plain_lines[i].size() - 1) + tail) << shape << " maze " << i + 1;
      const JsonMaze read = read_json_maze(lines[i]);
      ASSERT_TRUE(read.ends.has_value());
      EXPECT_EQ(*read.ends, want[i]);
      // solve goes from "in" to "out": steps + 1 rooms, the shortest way between them.
      const Ran solved = maze("solve", lines[i]);
      EXPECT_EQ(solved.status, 0);
      const auto route = way_out(read.grid, want[i].in, want[i].out);
      EXPECT_EQ(static_cast<int>(route.size()), steps[i] + 1) << shape;
      EXPECT_EQ(testing::route_only(solved.out), rooms_json(route)) << shape;
    }
  }
}

TEST(CliEnds, TheLessonsMazeWithFarEnds) {
  // The seed-2083 walk maze: rooms 0 and 34 are the only pair 63 steps apart.
  const Ran far = maze("generate --method walk --seed 2083 --format json --ends far");
  ASSERT_EQ(far.status, 0);
  EXPECT_EQ(far.out.substr(far.out.size() - 18), ",\"in\":0,\"out\":34}\n");
  const Ran solved = maze("solve", far.out);
  EXPECT_EQ(testing::route_only(solved.out),
            "{\"route\":[0,10,11,21,22,23,24,14,4,5,15,25,35,36,26,16,6,7,8,9,19,18,28,38,48,58,57,67,66,56,46,45,55,"
            "54,53,63,64,65,75,74,84,94,93,83,82,72,62,61,71,70,60,50,51,52,42,41,40,30,31,32,33,43,44,34]}\n");
  // Without --ends (or with --ends own) every output is as it was, byte for byte.
  for (const std::string format : {"text", "json", "svg"})
    for (ShapeKind kind : kShapes) {
      if (format == "text" && kind != ShapeKind::Square) continue;
      const std::string args = "generate --method frontier --rows 5 --cols 4 --seed 2083 --format " + format + " --shape " +
                               std::string(shape_name(kind));
      EXPECT_EQ(maze(args + " --ends own").out, maze(args).out) << format;
    }
  EXPECT_EQ(maze("generate --method walk --seed 2083 --ends own").out, maze("generate --method walk --seed 2083").out);
}

// The maze drawn by hand (3 0 1 2 5 4 is the longest way), as JSON with its far ends.
//   #######
//   #.....#
//   #.###.#
//   #.#...#
//   #######
TEST(CliEnds, SolveUsesTheEndsOfAHandDrawnMaze) {
  const Grid g = read_picture({"#######", "#.....#", "#.###.#", "#.#...#", "#######"});
  const std::string json = write_json(g, far_ends(g));
  EXPECT_EQ(json,
            "{\"shape\":\"square\",\"rows\":2,\"cols\":3,\"rooms\":6,\"walls\":[[0,1],[0,3],[1,2],[1,4],[2,5],[3,4],[4,5]],"
            "\"openings\":[[0,1],[0,3],[1,2],[2,5],[4,5]],\"in\":3,\"out\":4}");
  EXPECT_EQ(testing::route_only(maze("solve", json).out), "{\"route\":[3,0,1,2,5,4]}\n");
  EXPECT_EQ(testing::route_only(maze("solve --to 2", json).out), "{\"route\":[3,0,1,2]}\n");  // from the way in to room 2
  // The robot starts in the way in too; its right hand takes it along the top first.
  EXPECT_NE(maze("solve --rule right-hand", json).out.find("\"trail\":[3,0,1,2,5,4],\"steps\":5,"), std::string::npos);
  EXPECT_EQ(maze("check", json).out, maze("check", write_json(g)).out);  // check reads past the ends
  // The same maze without "in" and "out": from room 0 to the last room.
  EXPECT_EQ(testing::route_only(maze("solve", write_json(g)).out), "{\"route\":[0,1,2,5]}\n");
}

TEST(CliEnds, SvgMarksTheFarEndsAndRouteDrawsTheWayBetweenThem) {
  for (ShapeKind kind : kShapes) {
    const std::string shape(shape_name(kind));
    const Ran ran = maze("generate --shape " + shape + " --method walls --rows 5 --cols 5 --seed 3 --format svg --route --ends far");
    ASSERT_EQ(ran.status, 0) << ran.err;
    PyRandom rng("3");
    const Grid g = generate(ids::Walls, Grid(kind, 5, 5), rng);
    const Ends e = far_ends(g);
    SvgOptions options;
    options.way_in = e.in, options.way_out = e.out;
    options.route = way_out(g, e.in, e.out);
    EXPECT_EQ(ran.out, write_svg(g, options)) << shape;
    EXPECT_EQ(static_cast<int>(options.route.size()), farthest(g).steps + 1);
  }
}

TEST(CliEnds, BadUseGetsOneClearLine) {
  const Ran text = maze("generate --method walk --ends far");
  EXPECT_EQ(text.status, 2);
  EXPECT_EQ(text.out, "");
  EXPECT_EQ(text.err,
            "maze: the text picture cannot show where the way in and the way out are: with --ends far, use --format json "
            "or svg\n");
  EXPECT_NE(maze("--help").out.find("[--ends far]"), std::string::npos);
  EXPECT_EQ(maze("generate --method walk --format json --ends near").err, "maze: --ends must be far or own (got \"near\")\n");
  EXPECT_EQ(maze("generate --method walk --format json --ends").err, "maze: --ends needs a value\n");
  const std::string base = "{\"shape\":\"square\",\"rows\":1,\"cols\":2,\"rooms\":2,\"walls\":[[0,1]],\"openings\":[[0,1]]";
  EXPECT_EQ(maze("solve", base + ",\"in\":0,\"out\":2}").err,
            "maze: the way in and the way out must be rooms of the maze: room 2 is out of range (rooms 0 to 1)\n");
  EXPECT_EQ(maze("solve", base + ",\"in\":1}").err, "maze: not a maze in JSON: expected ',' but found '}' at character 87\n");
  EXPECT_EQ(maze("solve", base + ",\"out\":1,\"in\":0}").status, 2);
  EXPECT_EQ(maze("solve", base + ",\"in\":-1,\"out\":0}").err, "maze: \"in\" -1 at character 86 is out of range\n");
  EXPECT_EQ(testing::route_only(maze("solve", base + ",\"in\":1,\"out\":0}").out), "{\"route\":[1,0]}\n");
}

}  // namespace ends_test
}  // namespace maze
