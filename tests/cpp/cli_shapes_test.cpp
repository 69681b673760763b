// cli_shapes_test.cpp: `maze generate/solve/check/stats` for every shape, as text, JSON and SVG.
#include <gtest/gtest.h>

#include <sstream>

#include "analysis/analysis.h"
#include "cli.h"
#include "tables/methods.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "formats/svg.h"
#include "test_util.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::kAll;
using testing::kShapes;

using Ran = testing::CliRan;
Ran maze(const std::string& line, const std::string& input = "") { return testing::maze_in_process(line, input); }

using testing::temp_file;

TEST(CliShapes, MazesGivesOneJsonLineForEachMazeOfOneStream) {
  for (ShapeKind kind : kShapes)
    for (Method m : kAll) {
      const std::string shape(shape_name(kind)), method(method_name(m));
      const Ran ran = maze("generate --shape " + shape + " --method " + method + " --rows 5 --cols 6 --seed 2083 --format json --mazes 4");
      ASSERT_EQ(ran.status, 0) << ran.err;
      const auto lines = testing::lines_of(ran.out);
      ASSERT_EQ(lines.size(), 4u) << shape << " " << method;
      PyRandom rng("2083");
      for (const auto& line : lines) {
        const Grid made = generate(m, Grid(kind, 5, 6), rng);
        EXPECT_EQ(line, write_json(made)) << shape << " " << method;
        EXPECT_TRUE(is_perfect(read_json(line)));
      }
    }
}

TEST(CliShapes, TheSquaresTextIsUnchanged) {
  const std::string lesson = maze("generate --method walk --seed 2083").out;
  PyRandom rng("2083");
  EXPECT_EQ(lesson, write_picture_text(generate(ids::Walk, 10, 10, rng)) + "\n");
  EXPECT_EQ(maze("generate --method walk --seed 2083 --shape square --format text").out, lesson);
  EXPECT_EQ(maze("generate --method walk --seed 2083 --mazes 1").out, lesson);
  // Three pictures from one stream, an empty line between them.
  const Ran three = maze("generate --method walls --rows 3 --cols 4 --seed 9 --mazes 3");
  PyRandom again("9");
  std::string want;
  for (int i = 0; i < 3; ++i) want += (i ? "\n" : "") + write_picture_text(generate(ids::Walls, 3, 4, again)) + "\n";
  EXPECT_EQ(three.out, want);
}

TEST(CliShapes, SvgIsTheOneRenderersPictureWithTheWaysAndTheRoute) {
  for (ShapeKind kind : kShapes) {
    const std::string shape(shape_name(kind));
    const Ran ran = maze("generate --shape " + shape + " --method frontier --rows 6 --cols 5 --seed 4 --format svg --route");
    ASSERT_EQ(ran.status, 0) << ran.err;
    PyRandom rng("4");
    auto machine = make_generator(ids::Frontier, Grid(kind, 6, 5), rng);
    machine->run();
    SvgOptions options;
    options.way_in = machine->ways().in, options.way_out = machine->ways().out;
    options.route = way_out(machine->grid(), options.way_in, options.way_out);
    EXPECT_EQ(ran.out, write_svg(machine->grid(), options)) << shape;
    options.route.clear();
    EXPECT_EQ(maze("generate --shape " + shape + " --method frontier --rows 6 --cols 5 --seed 4 --format svg").out,
              write_svg(machine->grid(), options));
  }
}

TEST(CliShapes, SolveReadsJsonAndPrintsTheRoute) {
  const std::string hex = maze("generate --shape hex --method walk --rows 4 --cols 4 --seed 1 --format json").out;
  const Grid g = read_json(hex);
  std::string want = "{\"route\":[";
  const auto route = way_out(g);
  for (std::size_t i = 0; i < route.size(); ++i) want += (i ? "," : "") + std::to_string(route[i]);
  want += "]}\n";
  const Ran solved = maze("solve", hex);
  EXPECT_EQ(solved.status, 0);
  EXPECT_EQ(testing::route_only(solved.out), want);
  EXPECT_EQ(testing::route_only(maze("solve --shape hex --format json " + temp_file("hex.json", hex)).out), want);
  // Hex 2 x 2 by hand, rooms 0 and 3 joined through 2: the route 0, 2, 3.
  const std::string small = "{\"shape\":\"hex\",\"rows\":2,\"cols\":2,\"rooms\":4,"
                            "\"walls\":[[0,1],[0,2],[1,2],[1,3],[2,3]],\"openings\":[[0,2],[2,3]]}";
  EXPECT_EQ(testing::route_only(maze("solve", small).out), "{\"route\":[0,2,3]}\n");
  const std::string cut = "{\"shape\":\"hex\",\"rows\":2,\"cols\":2,\"rooms\":4,"
                          "\"walls\":[[0,1],[0,2],[1,2],[1,3],[2,3]],\"openings\":[[0,2],[1,3]]}";
  const Ran none = maze("solve", cut);
  EXPECT_EQ(none.status, 1);
  EXPECT_EQ(testing::route_only(none.out), "{\"route\":[]}\n");
  EXPECT_NE(none.out.find("\"found\":false"), std::string::npos);
  EXPECT_EQ(none.err, "");
  // A square as JSON is solved as JSON too.
  EXPECT_EQ(testing::route_only(maze("solve --format json", maze("generate --method walk --rows 1 --cols 3 --seed 1 --format json").out).out),
            "{\"route\":[0,1,2]}\n");
}

TEST(CliShapes, CheckReadsJsonOfEveryShape) {
  for (ShapeKind kind : kShapes) {
    const std::string shape(shape_name(kind));
    const std::string json = maze("generate --shape " + shape + " --method wilson --rows 4 --cols 6 --seed 3 --format json").out;
    const Facts f = facts(read_json(json));
    const std::string want = "rooms: " + std::to_string(f.rooms) + "\nopenings: " + std::to_string(f.rooms - 1) +
                             "\npieces: 1\nloops: 0\nperfect: yes\ndead ends: " + std::to_string(f.dead_ends) +
                             "\nfarthest: " + std::to_string(f.farthest) + "\n";
    EXPECT_EQ(maze("check --format json " + temp_file(shape + ".json", json)).out, want) << shape;
    EXPECT_EQ(maze("check --shape " + shape, json).out, want) << shape;
  }
  // Triangles 2 x 3 with two openings: 6 rooms in 4 pieces, no loop.
  EXPECT_EQ(maze("check", "{\"shape\":\"triangle\",\"rows\":2,\"cols\":3,\"rooms\":6,\"walls\":[[0,1],[0,3],[1,2],"
                          "[2,5],[3,4],[4,5]],\"openings\":[[0,1],[4,5]]}")
                .out,
            "rooms: 6\nopenings: 2\npieces: 4\nloops: 0\nperfect: no\ndead ends: 4\n");
}

TEST(CliShapes, StatsWorksForEveryShape) {
  for (ShapeKind kind : kShapes) {
    const std::string shape(shape_name(kind));
    const Ran ran = maze("stats --shape " + shape + " --method walk,wilson --rows 5 --cols 5 --mazes 7 --seed 12");
    ASSERT_EQ(ran.status, 0) << ran.err;
    PyRandom rng("12");
    std::string want;
    for (Method m : {ids::Walk, ids::Wilson}) {
      long long ends = 0, way = 0;
      for (int i = 0; i < 7; ++i) {
        const Grid g = generate(m, Grid(kind, 5, 5), rng);
        ends += dead_ends(g), way += static_cast<long long>(way_out(g).size());
      }
      char line[160];
      std::snprintf(line, sizeof line, "%s: %.1f dead ends, way out through %.1f rooms\n",
                    std::string(method_title(m)).c_str(), ends / 7.0, way / 7.0);
      want += line;
    }
    EXPECT_EQ(ran.out, want) << shape;
  }
}

TEST(CliShapes, ThePipelineWorksThroughTheRealCommand) {
  const std::string cli = "'" + std::string(MAZE_CLI) + "'";
  const auto piped = testing::run(cli + " generate --shape circle --rows 3 --cols 4 --method walls --seed 8 --format json | " +
                                  cli + " check --shape circle | head -n 5");
  EXPECT_EQ(piped.out, "rooms: 28\nopenings: 27\npieces: 1\nloops: 0\nperfect: yes\n");
}

TEST(CliShapes, UsageNamesTheNewOptions) {
  const std::string usage = maze("--help").out;
  EXPECT_NE(usage.find("[--shape square|hex|triangle|circle|weave] [--format text|json|svg] [--route] [--mazes K]"),
            std::string::npos);
  EXPECT_NE(usage.find("  maze solve [--shape S] [--format text|json] [FILE]"), std::string::npos);
  EXPECT_NE(usage.find("  maze stats --method M[,M2...] [--shape S]"), std::string::npos);
}

TEST(CliShapes, BadCombinationsExitWithStatus2AndOneLine) {
  struct Bad {
    std::string args, input, message;
  };
  const std::string hex22 = "{\"shape\":\"hex\",\"rows\":2,\"cols\":2,\"rooms\":4,"
                            "\"walls\":[[0,1],[0,2],[1,2],[1,3],[2,3]],\"openings\":[]}";
  const Bad cases[] = {
      {"generate --method walk --shape hex", "",
       "maze: the text picture is for square mazes only: use --format json or svg for a hex maze\n"},
      {"generate --method walk --shape star --format json", "",
       "maze: unknown shape \"star\": use square, hex, triangle, circle, voronoi, mask or weave\n"},
      {"generate --method walk --format png", "", "maze: maze generate --format must be text, json, svg, tiles or tiled (got \"png\")\n"},
      // A JSON maze's shape with a line break and a control character in it: still one line.
      {"check", "{\"shape\":\"he\nx\x01\"}", "maze: unknown shape \"he\\nx\\x01\": use square, hex, triangle, circle, voronoi, mask or weave\n"},
      {"generate --method walk --route", "", "maze: --route draws the way out in the picture: give --format svg\n"},
      {"generate --method walk --format svg --route=yes", "", "maze: --route takes no value\n"},
      {"generate --method walk --format svg --mazes 2", "",
       "maze: an SVG picture holds one maze: leave out --mazes or use --format json\n"},
      {"generate --method walk --format json --mazes 0", "",
       "maze: --mazes must be a whole number from 1 to 100000000 (got \"0\")\n"},
      {"generate --method walk --shape circle --rows 1001 --cols 3 --format json", "",
       "maze: a circle maze can have at most 1000 rings (got 1001)\n"},
      {"generate --method walk --shape triangle --rows 3 --cols 1 --format json", "",
       "maze: a triangle maze with more than 2 rows needs at least 2 columns: in one column the triangles of every "
       "other row only touch at a corner (got 3 x 1)\n"},
      {"solve --format svg", "", "maze: maze solve --format must be text or json (got \"svg\")\n"},
      {"solve --shape hex", "#####\n#...#\n#####\n",
       "maze: a text picture is a square maze: give the hex maze as JSON (--format json)\n"},
      {"solve --shape square", hex22, "maze: the maze is a hex maze but --shape says square\n"},
      {"check --format json", "#####\n", "maze: not a maze in JSON: it must start with '{' at character 0\n"},
      {"check", hex22.substr(0, 40), "maze: not a maze in JSON: expected ':' but found the end at character 40\n"},
      {"stats --method walk --shape hex --rows 5000 --cols 5000", "",
       "maze: a maze can have at most 16,000,000 rooms, like 4000 x 4000 (got 5000 x 5000)\n"},
  };
  for (const auto& c : cases) {
    const Ran ran = maze(c.args, c.input);
    EXPECT_EQ(ran.status, 2) << c.args;
    EXPECT_EQ(ran.err, c.message) << c.args;
    EXPECT_EQ(ran.out, "") << c.args;
  }
}

}  // namespace
}  // namespace maze
