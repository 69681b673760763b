// method_programs_test.cpp: the seven more methods make, for the square, the very mazes their
// lesson-style programs (web/src/lesson/programs/) make under CPython.
#include <gtest/gtest.h>

#include "test_util.h"

namespace maze {
namespace {

const std::string kFixture = MAZE_FIXTURE_DIR "/method_mazes.txt";

// The committed fixture is what the programs give under CPython today. python3 is part of
// the build's setup, so its absence is a failure, not a skip.
TEST(MethodPrograms, FixtureIsWhatTheProgramsMake) {
  ASSERT_TRUE(testing::have_python()) << "python3 is needed to re-create the fixture (scripts/setup.sh installs it)";
  const std::string out = ::testing::TempDir() + "method_mazes.txt";
  const auto ran = testing::run("python3 '" MAZE_TOOLS_DIR "/make_method_fixtures.py' '" + out + "'");
  ASSERT_EQ(ran.status, 0);
  EXPECT_TRUE(testing::read_file(out) == testing::read_file(kFixture)) << "regenerate with tools/make_method_fixtures.py";
}

}  // namespace
}  // namespace maze
