// solver_programs_test.cpp: the engine's ways out take, on the lesson's mazes, the very rooms their lesson-style
// programs (web/src/lesson/programs/: fill.py, dead_end_filling.py, a_star.py, tremaux.py, random_mouse.py,
// pledge.py, robot.py) take under CPython: the same trail, room by room, and the same way out; and on two of them with
// loops knocked in, all but Pledge and the robot.
#include <gtest/gtest.h>

#include <map>
#include <sstream>

#include "method_ids.h"
#include "session/session.h"
#include "solvers/rules.h"
#include "test_util.h"

namespace maze {
namespace {

const std::string kSolverTrails = MAZE_FIXTURE_DIR "/solver_trails.txt";

// One way out of tests/cpp/fixtures/solver_trails.txt (tools/make_solver_fixtures.py).
struct ProgramWay {
  std::string rule, seed, limit;  // "-": none
  int from = 0, to = 0;
  std::vector<int> trail, route;
  bool gives_route = true;  // robot.py gives its walk only
};
// One of the lesson's mazes: `maze METHOD SEED ROWS COLS LOOPS` (LOOPS walls knocked out after), its picture, then
// its ways out.
struct ProgramMaze {
  std::string method, seed;
  int rows = 0, cols = 0, loops = 0;
  std::vector<std::string> picture;
  std::vector<ProgramWay> ways;
};

std::vector<int> rooms_after_word(const std::string& line, const std::string& word, bool* dash = nullptr) {
  std::stringstream in(line);
  std::string first;
  in >> first;
  EXPECT_EQ(first, word) << line;
  std::vector<int> rooms;
  for (std::string item; in >> item;) {
    if (item == "-" && dash) {
      *dash = true;
      continue;
    }
    rooms.push_back(std::stoi(item));
  }
  return rooms;
}

std::vector<ProgramMaze> program_mazes() {
  const auto lines = testing::lines_of(testing::read_file(kSolverTrails));
  std::vector<ProgramMaze> mazes;
  for (std::size_t i = 0; i < lines.size();) {
    std::stringstream head(lines[i++]);
    std::string word;
    head >> word;
    if (word == "maze") {
      ProgramMaze m;
      head >> m.method >> m.seed >> m.rows >> m.cols >> m.loops;
      m.picture.assign(lines.begin() + static_cast<std::ptrdiff_t>(i), lines.begin() + static_cast<std::ptrdiff_t>(i) + 2 * m.rows + 1);
      i += static_cast<std::size_t>(2 * m.rows + 1);
      mazes.push_back(std::move(m));
    } else if (word == "solve" && !mazes.empty() && i + 1 < lines.size()) {
      ProgramWay w;
      head >> w.rule >> w.from >> w.to >> w.seed >> w.limit;
      w.trail = rooms_after_word(lines[i++], "trail");
      bool dash = false;
      w.route = rooms_after_word(lines[i++], "route", &dash);
      w.gives_route = !dash;
      mazes.back().ways.push_back(std::move(w));
    } else {
      ADD_FAILURE() << "solver_trails.txt: a line that is no maze and no way out: " << lines[i - 1];
      break;
    }
  }
  return mazes;
}

Solved solved_as_programmed(const Grid& g, const ProgramWay& w) {
  SolveRequest request;
  request.from = w.from, request.to = w.to;
  if (w.seed != "-") request.seed = w.seed;
  if (w.limit != "-") request.limit = std::stoll(w.limit);
  return solve(g, rule_from_name(w.rule), request);
}

// Every way out in the fixture: the engine's trail and route are the program's, and it finds a way exactly when the
// program does (a mouse at its limit gives up in both).
TEST(SolverPrograms, EngineTakesTheProgramsTrailAndRoute) {
  std::map<std::string, int> ways;
  for (const ProgramMaze& m : program_mazes()) {
    const Grid g = read_picture(m.picture);
    for (const ProgramWay& w : m.ways) {
      const std::string what = w.rule + " on " + m.method + " seed " + m.seed + " " + std::to_string(m.rows) + "x" +
                               std::to_string(m.cols) + " from " + std::to_string(w.from) + " to " + std::to_string(w.to) +
                               " seed " + w.seed + " limit " + w.limit;
      const Solved s = solved_as_programmed(g, w);
      EXPECT_EQ(s.trail, w.trail) << what;
      if (w.gives_route) {
        EXPECT_EQ(s.route, w.route) << what;
        EXPECT_EQ(s.found, !w.route.empty()) << what;
      }
      ++ways[w.rule];
    }
  }
  // Fourteen mazes (two with loops), five pairs of rooms each; Pledge and the robot (from the way in to the way out)
  // on the twelve perfect ones.
  EXPECT_EQ(ways.size(), 8u);
  for (const char* rule : {"bfs", "dfs", "a-star", "dead-end-filling", "tremaux", "random-mouse"}) EXPECT_EQ(ways[rule], 70) << rule;
  EXPECT_EQ(ways["pledge"], 60);
  EXPECT_EQ(ways["right-hand"], 12);
}

// The fixture's mazes are the lesson's: the engine grows each picture from its seed (walk: make_maze, walls:
// random_walls); one with loops is the lesson's with that many openings more.
TEST(SolverPrograms, MazesAreTheLessons) {
  const auto mazes = program_mazes();
  ASSERT_EQ(mazes.size(), 14u);
  for (const ProgramMaze& m : mazes) {
    ASSERT_TRUE(m.method == "walk" || m.method == "walls") << m.method;
    const Method method = m.method == "walk" ? ids::Walk : ids::Walls;
    const Grid lesson = read_picture_text(generate_picture(method, m.rows, m.cols, m.seed));
    const Grid g = read_picture(m.picture);
    if (m.loops == 0) EXPECT_EQ(write_picture(lesson), m.picture) << m.method << " " << m.seed;
    EXPECT_EQ(openings(g), openings(lesson) + m.loops) << m.method << " " << m.seed;
    for (const auto& [a, b] : openings_list(lesson)) EXPECT_TRUE(g.linked(a, b)) << m.method << " " << m.seed;
  }
}

// Each program as the page runs it, whole (its maze, seeds, printing and drawing), under CPython with a stand-in
// `pixels`: it prints the counts of the engine's run on the seed-2083 maze from the way in to the way out.
TEST(SolverPrograms, EachProgramRunsWholeAndPrintsTheEnginesCounts) {
  ASSERT_TRUE(testing::have_python()) << "python3 is needed (scripts/setup.sh installs it)";
  const Grid g = read_picture_text(generate_picture(ids::Walk, 10, 10, "2083"));
  auto ran = [&](const std::string& rule, const std::string& seed = "") {
    SolveRequest request;
    request.from = 0, request.to = 99, request.seed = seed;
    return solve(g, rule_from_name(rule), request);
  };
  auto counts = [](const Solved& s, const std::string& done) {
    return std::to_string(done == "steps" ? s.trail.size() - 1 : s.trail.size()) + " " +
           (done == "steps" ? "steps" : done) + ", a way out through " + std::to_string(s.route.size()) + " rooms";
  };
  const std::map<std::string, std::vector<std::string>> want = {
      {"fill", {"A stack: " + counts(ran("dfs"), "rooms looked at"), "A queue: " + counts(ran("bfs"), "rooms looked at")}},
      {"dead_end_filling", {counts(ran("dead-end-filling"), "rooms filled")}},
      {"a_star", {"A*: " + counts(ran("a-star"), "rooms looked at")}},
      {"tremaux", {"Chalk: walked " + counts(ran("tremaux", "1"), "steps")}},
      {"random_mouse", {"The mouse walked " + counts(ran("random-mouse", "1"), "steps")}},
      {"pledge", {"Pledge walked " + counts(ran("pledge"), "steps")}},
  };
  for (const auto& [name, lines] : want) {
    const auto out = testing::run(
        "cd '" MAZE_TOOLS_DIR "/../web/src/lesson/programs' && python3 -c \"import sys, types; "
        "p = types.ModuleType('pixels'); p.show_grid = lambda grid, colours: None; "
        "sys.modules['pixels'] = p; exec(open('" + name + ".py').read())\"");
    ASSERT_EQ(out.status, 0) << name;
    EXPECT_EQ(testing::lines_of(out.out), lines) << name;
  }
}

// The committed fixture is what the programs give under CPython today.
TEST(SolverPrograms, FixtureIsWhatTheProgramsGive) {
  testing::expect_fixture_made_by("make_solver_fixtures.py", kSolverTrails);
}

}  // namespace
}  // namespace maze
