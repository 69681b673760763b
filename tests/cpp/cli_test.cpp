// cli_test.cpp: the `maze` command as DESIGN.md's contract describes it.
#include <gtest/gtest.h>

#include "test_util.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::run;

const std::string kMaze = MAZE_CLI;

using testing::maze_cmd;
using testing::temp_file;

TEST(Cli, GenerateGivesTheLessonsPictures) {
  auto walk = maze_cmd("generate --method walk --seed 2083");
  EXPECT_EQ(walk.status, 0);
  EXPECT_EQ(testing::lines_of(walk.out).size(), 21u);
  EXPECT_EQ(walk.out.substr(0, 44), "#####################\n#.#...#.....#.......#\n");
  auto walls = maze_cmd("generate --method=walls --rows 10 --cols 10 --seed 2083");
  EXPECT_EQ(walls.out.substr(22, 22), "#.#.#.....#...#.....#\n");
  auto wide = maze_cmd("generate --method frontier --rows 2 --cols 5 --seed 1");
  EXPECT_EQ(testing::lines_of(wide.out).size(), 5u);
  EXPECT_EQ(testing::lines_of(wide.out)[0].size(), 11u);
}

TEST(Cli, SolveDrawsTheRouteAndCountsItsRooms) {
  std::string file = temp_file("fig.txt", "#######\n#.#...#\n#.#.###\n#.....#\n#####.#\n#.....#\n#######\n");
  auto solved = maze_cmd("solve " + file);
  EXPECT_EQ(solved.status, 0);
  EXPECT_EQ(solved.out,
            "#######\n#o#...#\n#o#.###\n#ooooo#\n#####o#\n#....o#\n#######\n"
            "The way out goes through 5 rooms\n");
  auto piped = run("'" + kMaze + "' generate --method walk --seed 2083 | '" + kMaze + "' solve | tail -n 1");
  EXPECT_EQ(piped.out, "The way out goes through 47 rooms\n");
  std::string cut = temp_file("cut.txt", "#####\n#.#.#\n#####\n");
  auto none = maze_cmd("solve " + cut);
  EXPECT_EQ(none.status, 1);
  EXPECT_EQ(none.out, "#####\n#.#.#\n#####\nThere is no way out: the bottom right room cannot be reached from the top left\n");
}

TEST(Cli, CheckListsTheFacts) {
  std::string fig = temp_file("fig.txt", "#######\n#.#...#\n#.#.###\n#.....#\n#####.#\n#.....#\n#######\n");
  EXPECT_EQ(maze_cmd("check " + fig).out,
            "rooms: 9\nopenings: 8\npieces: 1\nloops: 0\nperfect: yes\ndead ends: 3\nfarthest: 6\n");
  std::string ring = temp_file("ring.txt", "#######\n#...#.#\n#.#.###\n#...#.#\n#######\n");
  EXPECT_EQ(maze_cmd("check " + ring).out, "rooms: 6\nopenings: 4\npieces: 3\nloops: 1\nperfect: no\ndead ends: 0\n");
}

TEST(Cli, StatsReproducesTheLessonsTable) {
  auto table = maze_cmd("stats --method walk,walls --seed 1");
  EXPECT_EQ(table.status, 0);
  EXPECT_EQ(table.out,
            "Random walk: 11.8 dead ends, way out through 46.2 rooms\n"
            "Random walls: 30.6 dead ends, way out through 25.0 rooms\n");
  auto one = maze_cmd("stats --method wilson --rows 1 --cols 5 --mazes 3 --seed 7");
  EXPECT_EQ(one.out, "Wilson: 2.0 dead ends, way out through 5.0 rooms\n");
}

TEST(Cli, CountGivesExactNumbers) {
  EXPECT_EQ(maze_cmd("count --rows 3 --cols 3").out, "192\n");
  EXPECT_EQ(maze_cmd("count --rows 10 --cols 10").out, "5694319004079097795957215725765328371712000\n");
}

TEST(Cli, BadArgumentsExitWithStatus2AndOneLine) {
  struct Bad {
    std::string args, message;
  };
  const Bad cases[] = {
      {"", "usage:"},
      {"dance", "maze: unknown command \"dance\": use generate, solve, check, stats, count, lab, tenprint or endless\n"},
      {"generate", "maze: say which method: --method walk, walls, frontier, wilson, aldous-broder, binary-tree, sidewinder, hunt-and-kill, growing-tree, eller or division\n"},
      {"generate --method maze", "maze: unknown method \"maze\": use walk, walls, frontier, wilson, aldous-broder, binary-tree, sidewinder, hunt-and-kill, growing-tree, eller or division\n"},
      {"generate --method binary-tree --shape hex --format json",
       "maze: Binary tree grows square mazes only, not hex ones: each room opens up or to the right\n"},
      {"generate --method sidewinder --shape circle --format svg",
       "maze: Sidewinder grows square mazes only, not circle ones: it runs along each row and closes each run upward\n"},
      {"stats --method walk,eller --shape triangle",
       "maze: Eller grows square mazes only, not triangle ones: it makes the maze one row at a time\n"},
      {"lab --shape hex --rows 2 --cols 2 --mazes 5 --seed 1 --method division",
       "maze: Recursive division grows square mazes only, not hex ones: it cuts the maze into rectangles\n"},
      {"generate --method walk --pick newest",
       "maze: --pick is how growing-tree picks its next room: give --method growing-tree too\n"},
      {"generate --method growing-tree --pick mix:101",
       "maze: the pick must be newest, random, oldest or mix:P with P the share of newest from 0 to 100 (got \"mix:101\")\n"},
      {"generate --method growing-tree --pick middle",
       "maze: the pick must be newest, random, oldest or mix:P with P the share of newest from 0 to 100 (got \"middle\")\n"},
      {"endless", "maze: maze endless needs --cols: how many rooms across\n"},
      {"endless --cols 0", "maze: --cols must be a whole number from 1 to 100000 (got \"0\")\n"},
      {"endless --cols 5 --rows 0", "maze: --rows must be a whole number from 1 to 2147483647 (got \"0\")\n"},
      {"endless --cols 5 --seed x", "maze: a seed must be a whole number, like 2083 (got \"x\")\n"},
      {"endless --cols 5 --method eller", "maze: maze endless has no option --method\n"},
      {"endless --cols 5 maze.txt", "maze: maze endless takes no file (got \"maze.txt\")\n"},
      {"generate --method walk --rows 0", "maze: --rows must be a whole number from 1 to 16000000 (got \"0\")\n"},
      {"generate --method walk --rows ten", "maze: --rows must be a whole number from 1 to 16000000 (got \"ten\")\n"},
      {"generate --method walk --rows 5000 --cols 5000",
       "maze: a maze can have at most 16,000,000 rooms, like 4000 x 4000 (got 5000 x 5000)\n"},
      {"generate --method walk --seed 1.5", "maze: a seed must be a whole number, like 2083 (got \"1.5\")\n"},
      {"generate --method walk --colour red", "maze: maze generate has no option --colour\n"},
      {"generate --method walk --seed", "maze: --seed needs a value\n"},
      {"generate --method walk,walls", "maze: maze generate takes one method\n"},
      {"stats --method walk --mazes 0", "maze: --mazes must be a whole number from 1 to 100000000 (got \"0\")\n"},
      {"solve /no/such/file", "maze: cannot read the file /no/such/file\n"},
      {"count --rows 0 --cols 3", "maze: --rows must be a whole number from 1 to 16000000 (got \"0\")\n"},
  };
  for (const auto& c : cases) {
    auto ran = maze_cmd(c.args, true);
    EXPECT_EQ(ran.status, 2) << c.args;
    if (c.message == "usage:") EXPECT_EQ(ran.out.rfind("usage:", 0), 0u) << c.args;
    else EXPECT_EQ(ran.out, c.message) << c.args;
  }
}

// The endless maze: with --rows K a perfect maze, the same picture as Eller's method, and its
// first K - 1 rows of rooms (the picture's first 2K - 1 lines) the endless stream's, read
// through a pipe its reader closes: the stream then ends with status 0.
TEST(Cli, EndlessMazeRowByRow) {
  const auto closed = maze_cmd("endless --cols 40 --seed 1 --rows 500");
  EXPECT_EQ(closed.status, 0);
  const auto lines = testing::lines_of(closed.out);
  ASSERT_EQ(lines.size(), 1001u);
  const Grid g = read_picture(lines);
  EXPECT_EQ(g.rooms(), 20'000);
  testing::expect_perfect(g, "endless 40 x 500");
  const std::string file = temp_file("endless.txt", closed.out);
  EXPECT_EQ(maze_cmd("check " + file).out.rfind("rooms: 20000\nopenings: 19999\npieces: 1\nloops: 0\nperfect: yes\n", 0), 0u);
  EXPECT_EQ(maze_cmd("generate --method eller --rows 500 --cols 40 --seed 1").out, closed.out);
  const auto stream = run("bash -c \"set -o pipefail; '" + kMaze + "' endless --cols 40 --seed 1 | head -n 999\"");
  EXPECT_EQ(stream.status, 0) << "the endless maze must end quietly when its reader goes away";
  const auto first = testing::lines_of(stream.out);
  ASSERT_EQ(first.size(), 999u);
  EXPECT_EQ(first, std::vector<std::string>(lines.begin(), lines.begin() + 999));
  // Line 1000, the last row of rooms, differs: the closed maze joins all its pieces there.
  const auto more = testing::lines_of(run("'" + kMaze + "' endless --cols 40 --seed 1 | head -n 1001").out);
  ASSERT_EQ(more.size(), 1001u);
  EXPECT_NE(more[999], lines[999]);
  EXPECT_NE(more[1000], lines[1000]);
  // No seed: a fresh one, and still a stream that ends when its reader does.
  const auto fresh = run("bash -c \"set -o pipefail; '" + kMaze + "' endless --cols 3 | head -n 5\"");
  EXPECT_EQ(fresh.status, 0);
  EXPECT_EQ(testing::lines_of(fresh.out).size(), 5u);
  EXPECT_EQ(testing::lines_of(fresh.out)[0], "#######");
}

TEST(Cli, MoreMethodsOnTheCommandLine) {
  EXPECT_NE(maze_cmd("--help").out.find("maze endless --cols C [--seed N] [--rows K]"), std::string::npos);
  for (const char* name : {"aldous-broder", "hunt-and-kill", "growing-tree"}) {
    const auto json = maze_cmd(std::string("generate --method ") + name + " --shape hex --rows 4 --cols 5 --format json");
    EXPECT_EQ(json.status, 0) << name;
    EXPECT_EQ(json.out.rfind("{\"shape\":\"hex\",\"rows\":4,\"cols\":5,\"rooms\":20,", 0), 0u) << json.out;
  }
  const auto picked = maze_cmd("generate --method growing-tree --pick mix:40 --seed 3 --mazes 2");
  EXPECT_EQ(picked.status, 0);
  EXPECT_EQ(testing::lines_of(picked.out).size(), 43u);
  const auto lab = maze_cmd("lab --rows 2 --cols 2 --mazes 40 --seed 1 --method binary-tree,growing-tree --pick oldest --format json");
  EXPECT_EQ(lab.status, 0);
  EXPECT_EQ(lab.out.rfind("{\"method\":\"binary-tree\",\"mazes\":40,\"kinds\":4,\"seen\":2,", 0), 0u) << lab.out;
}

TEST(Cli, BadPicturesExitWithStatus2) {
  std::string ragged = temp_file("ragged.txt", "#####\n#...#\n####\n");
  auto ran = maze_cmd("check " + ragged, true);
  EXPECT_EQ(ran.status, 2);
  EXPECT_EQ(ran.out, "maze: row 2 has 4 squares but row 0 has 5: every row must be as long as the first\n");
  auto empty = run("printf '' | '" + kMaze + "' solve 2>&1 >/dev/null");
  EXPECT_EQ(empty.status, 2);
  EXPECT_EQ(empty.out, "maze: the picture is empty: a maze picture needs at least 3 rows\n");
}

}  // namespace
}  // namespace maze

namespace maze {
namespace {

// Each command's --help prints its own usage, written from the engine's tables, and exits 0.
TEST(Cli, HelpForEachCommandComesFromTheTables) {
  const auto all = maze_cmd("--help");
  EXPECT_EQ(all.status, 0);
  for (const char* command : {"generate", "solve", "check", "stats", "count", "lab", "tenprint", "endless", "tileset"}) {
    const auto one = maze_cmd(std::string(command) + " --help");
    EXPECT_EQ(one.status, 0) << command;
    EXPECT_EQ(one.out.rfind("usage:\n  maze " + std::string(command), 0), 0u) << one.out;
  }
  const std::string generate = maze_cmd("generate --seed 3 --help").out;
  for (const MethodFacts& m : methods()) EXPECT_NE(generate.find(std::string(m.name)), std::string::npos) << m.name;
  for (const ShapeFacts& s : shapes()) EXPECT_NE(generate.find(std::string(s.name)), std::string::npos) << s.name;
  EXPECT_NE(generate.find("(B from 0 to 100:"), std::string::npos);
  EXPECT_NE(generate.find("(binary-tree, sidewinder, eller and division: square only)"), std::string::npos);
  EXPECT_NE(generate.find("P (growing-tree): newest"), std::string::npos);
  // check takes neither random cells nor a braid, so its usage names neither.
  const std::string check = maze_cmd("check --help").out;
  EXPECT_EQ(check.find("--braid"), std::string::npos) << check;
  EXPECT_EQ(check.find("maze generate"), std::string::npos) << check;
  EXPECT_EQ(maze_cmd("nonsense --help", true).status, 2);
}

}  // namespace
}  // namespace maze
