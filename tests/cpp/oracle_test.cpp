// oracle_test.cpp: seeded mazes agree with the lesson's Python, maze for maze.
#include <gtest/gtest.h>

#include <cstdlib>

#include "tables/methods.h"
#include "test_util.h"
#include "analysis/way_out.h"

namespace maze {
namespace {

const std::string kMazesFixture = MAZE_FIXTURE_DIR "/lesson_mazes.txt";

// Each `run` block: the lesson's program seeded once, then `count` mazes in a row.
TEST(Oracle, SeededMazesMatchTheLessonsPython) {
  auto lines = testing::lines_of(testing::read_file(kMazesFixture));
  ASSERT_FALSE(lines.empty()) << "missing " << kMazesFixture;
  int runs = 0, mazes = 0;
  for (std::size_t i = 0; i < lines.size();) {
    std::stringstream head(lines[i]);
    std::string word, method, seed;
    int rows, cols, count;
    head >> word;
    if (word != "run") break;
    head >> method >> seed >> rows >> cols >> count;
    ++i;
    ++runs;
    PyRandom rng(seed);
    for (int k = 0; k < count; ++k, ++mazes) {
      std::string what = method + " seed " + seed + " " + std::to_string(rows) + "x" + std::to_string(cols) +
                         " maze " + std::to_string(k);
      Grid g = generate(method_from_name(method), rows, cols, rng);
      std::vector<std::string> want(lines.begin() + i, lines.begin() + i + 2 * rows + 1);
      i += 2 * rows + 1;
      EXPECT_EQ(write_picture(g), want) << what;
      std::stringstream facts(lines[i++]);
      std::string label;
      int route_rooms, ends;
      facts >> label >> route_rooms >> label >> ends;
      EXPECT_EQ(static_cast<int>(way_out(g).size()), route_rooms) << what;
      EXPECT_EQ(dead_ends(g), ends) << what;
      testing::expect_perfect(g, what);
    }
  }
  EXPECT_EQ(runs, 24);
  EXPECT_EQ(mazes, 60);
}

// The committed fixture is what the lesson's programs (web/src/lesson/programs/) give under
// CPython today. python3 is part of the build's setup, so its absence is a failure, not a skip.
TEST(Oracle, FixtureIsWhatTheLessonsProgramsMake) {
  ASSERT_TRUE(testing::have_python()) << "python3 is needed to re-create the fixture (scripts/setup.sh installs it)";
  std::string out = ::testing::TempDir() + "lesson_mazes.txt";
  auto ran = testing::run("python3 '" MAZE_TOOLS_DIR "/make_lesson_fixtures.py' '" + out + "'");
  ASSERT_EQ(ran.status, 0);
  EXPECT_TRUE(testing::read_file(out) == testing::read_file(kMazesFixture)) << "regenerate with tools/make_lesson_fixtures.py";
}

}  // namespace
}  // namespace maze
