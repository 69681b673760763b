// method_programs_test.cpp: the seven more methods make, for the square, the very mazes their
// lesson-style programs (web/src/lesson/programs/) make under CPython.
#include <gtest/gtest.h>

#include <map>

#include "tables/methods.h"
#include "session/session.h"
#include "test_util.h"

namespace maze {
namespace {

const std::string kFixture = MAZE_FIXTURE_DIR "/method_mazes.txt";

// "growing-tree:random" is growing-tree with its pick.
std::pair<Method, MethodOptions> method_of(const std::string& name) {
  const auto colon = name.find(':');
  MethodOptions options;
  if (colon != std::string::npos) options.pick = pick_from_name(name.substr(colon + 1));
  return {method_from_name(name.substr(0, colon)), options};
}

// Each `run` block: the program seeded once, then `count` mazes in a row from that stream.
// Every maze must be the program's, picture for picture, and perfect.
TEST(MethodPrograms, EngineMakesTheProgramsMazes) {
  std::map<std::string, int> mazes;
  for (const auto& run : testing::fixture_runs(kFixture)) {
    const auto [method, options] = method_of(run.name);
    PyRandom rng(run.seed);
    for (std::size_t k = 0; k < run.mazes.size(); ++k) {
      const std::string what = run.name + " seed " + run.seed + " " + std::to_string(run.rows) + "x" +
                               std::to_string(run.cols) + " maze " + std::to_string(k);
      const Grid g = generate(method, run.rows, run.cols, rng, options);
      EXPECT_EQ(write_picture(g), run.mazes[k]) << what;
      testing::expect_perfect(g, what);
      ++mazes[run.name];
    }
  }
  // Seven methods (growing-tree with seven picks), each 20 mazes in 10 runs.
  EXPECT_EQ(mazes.size(), 13u);
  for (const auto& [name, n] : mazes) EXPECT_EQ(n, 20) << name;
}

// The same mazes come out of a session grown step by step, and of generate_picture.
TEST(MethodPrograms, SessionsAndPicturesAgree) {
  for (const char* name : {"aldous-broder", "binary-tree", "sidewinder", "hunt-and-kill", "growing-tree:random",
                           "growing-tree:mix:30", "eller", "division"}) {
    const auto [method, options] = method_of(name);
    for (const char* seed : {"2083", "-3", "77"}) {
      PyRandom rng{std::string_view(seed)};
      const std::string want = write_picture_text(generate(method, 9, 13, rng, options));
      Session s(9, 13, seed);
      s.grow(method, options);
      while (s.busy()) s.step();
      EXPECT_EQ(s.picture(), want) << name << " seed " << seed;
      EXPECT_EQ(generate_picture(method, 9, 13, seed, options), want) << name << " seed " << seed;
    }
  }
}

// `maze stats` gives the line CPython gives from the programs (the fixture's stats lines).
TEST(MethodPrograms, StatsLinesAreThePrograms) {
  int lines = 0;
  for (const std::string& line : testing::lines_of(testing::read_file(kFixture))) {
    if (line.rfind("stats ", 0) != 0) continue;
    std::stringstream in(line);
    std::string word, name, seed, rows, cols, mazes;
    in >> word >> name >> seed >> rows >> cols >> mazes;
    std::string want;
    std::getline(in, want);
    const auto colon = name.find(':');
    const std::string pick = colon == std::string::npos ? "" : " --pick " + name.substr(colon + 1);
    const auto ran = testing::maze_cmd("stats --method " + name.substr(0, colon) + pick + " --seed " + seed + " --rows " +
                                       rows + " --cols " + cols + " --mazes " + mazes);
    EXPECT_EQ(ran.status, 0) << name;
    EXPECT_EQ(ran.out, want.substr(1) + "\n") << name;
    ++lines;
  }
  EXPECT_EQ(lines, 13);
}

// Each program as the page runs it, whole (its seeding, printing and drawing too), under
// CPython with a stand-in `pixels` that prints the picture it is shown: it prints its line
// and shows the engine's seed-2083 maze.
TEST(MethodPrograms, EachProgramRunsWholeAndShowsTheEnginesMaze) {
  ASSERT_TRUE(testing::have_python()) << "python3 is needed (scripts/setup.sh installs it)";
  for (const char* name : {"aldous-broder", "binary-tree", "sidewinder", "hunt-and-kill", "growing-tree", "eller", "division"}) {
    std::string file = name;
    for (char& ch : file) ch = ch == '-' ? '_' : ch;
    const auto ran = testing::run(
        "cd '" MAZE_TOOLS_DIR "/../web/src/lesson/programs' && python3 -c \"import sys, types; "
        "p = types.ModuleType('pixels'); p.show_grid = lambda grid, colours: print('\\n'.join(grid)); "
        "sys.modules['pixels'] = p; exec(open('" + file + ".py').read())\"");
    ASSERT_EQ(ran.status, 0) << name;
    const auto lines = testing::lines_of(ran.out);
    ASSERT_EQ(lines.size(), 22u) << name << ": " << ran.out;
    EXPECT_EQ(lines[0], "Rooms: 100  Openings: 99") << name;
    const auto method = method_from_name(name);
    EXPECT_EQ(std::vector<std::string>(lines.begin() + 1, lines.end()),
              testing::lines_of(generate_picture(method, 10, 10, "2083")))
        << name;
  }
}

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
