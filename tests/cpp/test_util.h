// test_util.h: helpers shared by the engine's tests.
#pragma once
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <unistd.h>
#include <sstream>
#include <string>
#include <vector>

#include "analysis/analysis.h"
#include "cli.h"
#include "method_ids.h"
#include "tables/methods.h"
#include "shapes/grid.h"
#include "formats/picture.h"
#include "shapes/shape.h"

namespace maze::testing {

// A perfect maze: one piece, rooms - 1 openings, no loops, and every link seen from
// both sides alike.
inline void expect_perfect(const Grid& g, const std::string& what) {
  EXPECT_EQ(pieces(g), 1) << what;
  EXPECT_EQ(openings(g), g.rooms() - 1) << what;
  EXPECT_EQ(loops(g), 0) << what;
  for (int room = 0; room < g.rooms(); ++room)
    for (int d = 0; d < 4; ++d) {
      int next = g.neighbour(room, d);
      if (next >= 0) ASSERT_EQ(g.open(room, d), g.linked(next, room)) << what << " room " << room;
    }
}

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::stringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Ran {
  int status = -1;
  std::string out;
};

// Runs a shell command, returning its exit status and standard output.
inline Ran run(const std::string& command) {
  Ran ran;
  FILE* pipe = popen(command.c_str(), "r");
  if (!pipe) return ran;
  char buffer[65536];
  for (std::size_t n; (n = fread(buffer, 1, sizeof buffer, pipe)) > 0;) ran.out.append(buffer, n);
  int status = pclose(pipe);
  ran.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return ran;
}

// What `maze solve --format json` says of its way alone, as {"route":[...]} and a line end (the rest: solvers_test.cpp).
inline std::string route_only(const std::string& json) {
  const std::size_t at = json.find("\"route\":");
  if (at == std::string::npos) return json;
  return "{" + json.substr(at, json.find(']', at) - at + 1) + "}\n";
}

// Runs `maze ARGS` (the built command), capturing stdout, or stderr when `errors` is set.
inline Ran maze_cmd(const std::string& args, bool errors = false) {
  return run("'" + std::string(MAZE_CLI) + "' " + args + (errors ? " 2>&1 >/dev/null" : " 2>/dev/null"));
}

// Writes `text` to a file in the test's temporary folder and returns its path. The folder is shared by the tests
// ctest runs side by side (each its own process), so the name carries the process's id: two tests writing
// "hex.json" at once must not read each other's maze.
inline std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + std::to_string(::getpid()) + "-" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// The four ways to grow a maze, in the lesson's order.
inline constexpr Method kAll[] = {ids::Walk, ids::Walls, ids::Frontier, ids::Wilson};
// The four shapes (shared here: the test build joins test files, so two copies would clash).
inline constexpr ShapeKind kShapes[] = {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle};

struct CliRan {
  int status;
  std::string out, err;
};
// The `maze` command in-process: words split at spaces, `input` on stdin.
inline CliRan maze_in_process(const std::string& line, const std::string& input = "") {
  std::vector<std::string> words;
  std::stringstream split(line);
  for (std::string word; split >> word;) words.push_back(word);
  std::istringstream in(input);
  std::ostringstream out, err;
  const int status = run_cli(words, in, out, err);
  return {status, out.str(), err.str()};
}

// One seeded run of tests/cpp/fixtures/method_mazes.txt (tools/make_method_fixtures.py): a
// line `run NAME SEED ROWS COLS COUNT`, then COUNT pictures of 2 * ROWS + 1 lines, made one
// after another from random.seed(SEED). The runs end at the first other line.
struct FixtureRun {
  std::string name, seed;
  int rows = 0, cols = 0;
  std::vector<std::vector<std::string>> mazes;
};
inline std::vector<FixtureRun> fixture_runs(const std::string& path) {
  const auto lines = lines_of(read_file(path));
  std::vector<FixtureRun> runs;
  for (std::size_t i = 0; i < lines.size();) {
    std::stringstream head(lines[i++]);
    std::string word;
    FixtureRun run;
    int count = 0;
    head >> word >> run.name >> run.seed >> run.rows >> run.cols >> count;
    if (word != "run") break;
    for (int k = 0; k < count; ++k, i += static_cast<std::size_t>(2 * run.rows + 1))
      run.mazes.emplace_back(lines.begin() + static_cast<std::ptrdiff_t>(i),
                             lines.begin() + static_cast<std::ptrdiff_t>(i) + 2 * run.rows + 1);
    runs.push_back(std::move(run));
  }
  return runs;
}

// The seven more methods (issue 26).
inline constexpr Method kMore[] = {ids::AldousBroder, ids::BinaryTree, ids::Sidewinder, ids::HuntAndKill,
                                   ids::GrowingTree,  ids::Eller,      ids::Division};

// Whether a method grows a shape of that size (square-only methods; a triangle shape one
// column wide falls apart above two rows).
inline bool fits(Method m, ShapeKind kind, int rows, int cols) {
  if (kind == ShapeKind::Triangle && cols == 1 && rows > 2) return false;
  return kind == ShapeKind::Square || !method_facts(m).square_only;
}

// One piece, rooms - 1 openings, and every opening a wall of the shape, seen alike from both sides.
inline void expect_perfect_on_shape(const Grid& g, const Shape& shape, const std::string& what) {
  ASSERT_EQ(g.rooms(), shape.rooms()) << what;
  EXPECT_EQ(pieces(g), 1) << what;
  EXPECT_EQ(openings(g), g.rooms() - 1) << what;
  EXPECT_TRUE(is_perfect(g)) << what;
  int seen = 0;
  for (const Wall& w : shape.walls()) {
    EXPECT_EQ(g.linked(w.a, w.b), g.linked(w.b, w.a)) << what;
    seen += g.linked(w.a, w.b);
  }
  EXPECT_EQ(seen, g.rooms() - 1) << what << ": an opening that is not a wall of the shape";
  for (const auto& [a, b] : openings_list(g)) EXPECT_GE(shape.wall_between(a, b), 0) << what;
}

inline bool have_python() { return run("command -v python3 >/dev/null 2>&1").status == 0; }

// The committed fixture is what tools/TOOL (a CPython program) writes today. python3 is part
// of the build's setup, so its absence is a failure, not a skip.
inline void expect_fixture_made_by(const std::string& tool, const std::string& fixture) {
  ASSERT_TRUE(have_python()) << "python3 is needed to re-create the fixture (scripts/setup.sh installs it)";
  const std::string out = ::testing::TempDir() + tool + ".out";
  auto ran = run("python3 '" MAZE_TOOLS_DIR "/" + tool + "' '" + out + "'");
  ASSERT_EQ(ran.status, 0);
  EXPECT_TRUE(read_file(out) == read_file(fixture)) << "regenerate with tools/" << tool;
}

}  // namespace maze::testing
