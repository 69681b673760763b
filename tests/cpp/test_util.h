// test_util.h: helpers shared by the engine's tests.
#pragma once
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "analysis.h"
#include "cli.h"
#include "generators.h"
#include "grid.h"
#include "picture.h"

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

// Runs `maze ARGS` (the built command), capturing stdout, or stderr when `errors` is set.
inline Ran maze_cmd(const std::string& args, bool errors = false) {
  return run("'" + std::string(MAZE_CLI) + "' " + args + (errors ? " 2>&1 >/dev/null" : " 2>/dev/null"));
}

// Writes `text` to a file in the test's temporary folder and returns its path.
inline std::string temp_file(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// The four ways to grow a maze, in the lesson's order.
inline constexpr Method kAll[] = {Method::Walk, Method::Walls, Method::Frontier, Method::Wilson};
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

inline bool have_python() { return run("command -v python3 >/dev/null 2>&1").status == 0; }

}  // namespace maze::testing
