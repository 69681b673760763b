// braid_test.cpp: loops on purpose: Buck's braid after the growth, as its header's Python does it.
#include <gtest/gtest.h>

#include <sstream>

#include "analysis/analysis.h"
#include "steps/braid.h"
#include "tables/methods.h"
#include "shapes/random_cells.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "test_util.h"
#include "tables/shapes.h"

namespace maze {
namespace {

const std::string kBraidFixture = MAZE_FIXTURE_DIR "/braid.txt";

Grid braid_empty(ShapeKind kind, int rows, int cols, PyRandom& rng) { return empty_maze(kind, rows, cols, rng); }

// Each `braid` block: CPython's random.seed, the lesson's program, then the braid of braid.h's
// header, on the lesson's picture: the same picture, and the dead ends counted there.
TEST(Braid, MatchesThePythonOfItsHeader) {
  const auto lines = testing::lines_of(testing::read_file(kBraidFixture));
  ASSERT_FALSE(lines.empty()) << "missing " << kBraidFixture;
  int cases = 0;
  for (std::size_t i = 0; i < lines.size();) {
    std::stringstream head(lines[i++]);
    std::string word, method, seed;
    int rows, cols, percent, before, after, knocked;
    head >> word;
    if (word != "braid") break;
    head >> method >> seed >> rows >> cols >> percent >> before >> after >> knocked;
    const std::string what = method + " seed " + seed + " braid " + std::to_string(percent);
    PyRandom rng(seed), plain_rng(seed);
    const Grid plain = generate(method_from_name(method), Grid(rows, cols), plain_rng);
    auto machine = make_generator(method_from_name(method), Grid(rows, cols), rng, with_braid(percent));
    machine->run();
    const std::vector<std::string> want(lines.begin() + static_cast<std::ptrdiff_t>(i),
                                        lines.begin() + static_cast<std::ptrdiff_t>(i) + 2 * rows + 1);
    i += 2 * rows + 1;
    EXPECT_EQ(write_picture(machine->grid()), want) << what;
    EXPECT_EQ(dead_ends(plain), before) << what;
    EXPECT_EQ(dead_ends(machine->grid()), after) << what;
    EXPECT_EQ(dynamic_cast<const Braid&>(*machine).knocked(), knocked) << what;
    EXPECT_EQ(openings(machine->grid()), openings(plain) + knocked) << what;
    ++cases;
  }
  EXPECT_EQ(cases, 7);
}

TEST(Braid, FixtureIsWhatCPythonMakes) { testing::expect_fixture_made_by("make_braid_fixtures.py", kBraidFixture); }

// Seed 2083's 10 x 10 walk: 12 dead ends; half of them (the coin) leave 4, by 7 knocks (a knock
// between two dead ends removes both). Counted here again from the rooms' openings.
TEST(Braid, FiftyRemovesAboutHalf) {
  PyRandom rng(2083);
  const Grid g = generate(ids::Walk, Grid(10, 10), rng, with_braid(50));
  int ends = 0;
  for (int room = 0; room < g.rooms(); ++room) {
    int out[Grid::kMaxAround];
    ends += g.open_around(room, out) == 1;
  }
  EXPECT_EQ(ends, 4);
  EXPECT_EQ(dead_ends(g), 4);
  // Over many mazes, half the dead ends are knocked from, and a knock into another dead end
  // removes that one too: about two in three go.
  long long before = 0, after = 0;
  PyRandom a(1), b(1);
  for (int k = 0; k < 200; ++k) {
    before += dead_ends(generate(ids::Wilson, Grid(20, 20), a));
    after += dead_ends(generate(ids::Wilson, Grid(20, 20), b, with_braid(50)));
  }
  const double gone = 1 - static_cast<double>(after) / static_cast<double>(before);
  EXPECT_GT(gone, 0.6);
  EXPECT_LT(gone, 0.75);
}

// On every shape and with every method: no dead end left at 100 (but in a room with one
// neighbour: the triangles' bottom corners), one piece, and the loops are the walls knocked
// (openings - rooms + 1).
TEST(Braid, HundredLeavesNoDeadEndOnEveryShape) {
  const ShapeKind shapes[] = {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle, ShapeKind::Voronoi};
  for (ShapeKind kind : shapes)
    for (const MethodFacts& m : methods())
      for (int seed = 0; seed < 3; ++seed)
        for (int percent : {100, 50, 1}) {
          const std::string what = std::string(shape_name(kind)) + " " + std::string(m.name) + " seed " +
                                   std::to_string(seed) + " braid " + std::to_string(percent);
          PyRandom rng(seed);
          const Grid empty = braid_empty(kind, 7, 9, rng);
          std::unique_ptr<StepMachine> machine;
          try {
            machine = make_generator(m.method, empty, rng, with_braid(percent));
          } catch (const MazeError& e) {  // a square-only method
            EXPECT_NE(std::string(e.what()).find("square"), std::string::npos) << what;
            continue;
          }
          machine->run();
          const Grid& g = machine->grid();
          const int knocked = dynamic_cast<const Braid&>(*machine).knocked();
          EXPECT_EQ(pieces(g), 1) << what;
          EXPECT_EQ(loops(g), openings(g) - g.rooms() + 1) << what;
          EXPECT_EQ(loops(g), knocked) << what;
          int lone = 0;
          for (int room = 0; room < g.rooms(); ++room) lone += empty.shape() && empty.shape()->degree(room) == 1;
          if (percent == 100) EXPECT_EQ(dead_ends(g), lone) << what;
          EXPECT_TRUE(machine->done()) << what;
        }
}

// A corridor's two end rooms have one neighbour each: no wall to knock, only the coin drawn.
TEST(Braid, ACorridorKeepsItsEnds) {
  PyRandom rng(5), plain(5);
  const Grid g = generate(ids::Walk, Grid(1, 12), rng, with_braid(100));
  generate(ids::Walk, Grid(1, 12), plain);
  EXPECT_EQ(dead_ends(g), 2);
  std::vector<int> ends{0, 11};
  plain.shuffle(ends);
  plain.random(), plain.random();
  EXPECT_EQ(rng.random(), plain.random()) << "the two ends shuffled, a coin each, nothing else";
}

// Braid 0 is no braid: the very machine and the very stream of the lesson's mazes.
TEST(Braid, ZeroIsTheLessonsMaze) {
  PyRandom a(2083), b(2083);
  auto machine = make_generator(ids::Walk, Grid(10, 10), a, with_braid(0));
  EXPECT_EQ(dynamic_cast<const Braid*>(machine.get()), nullptr);
  machine->run();
  EXPECT_EQ(machine->grid(), generate(ids::Walk, 10, 10, b));
  EXPECT_EQ(a.random(), b.random());
  EXPECT_THROW(make_generator(ids::Walk, Grid(3, 3), a, with_braid(101)), MazeError);
  EXPECT_THROW(make_generator(ids::Walk, Grid(3, 3), a, with_braid(-1)), MazeError);
}

// Its steps: the growth's, then one a dead end (Knock or Visit), each Knock a wall of the maze.
TEST(Braid, StepsTellEveryKnockAndSeekingReplaysThem) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Voronoi}) {
    PyRandom rng(9);
    const Grid empty = braid_empty(kind, 6, 8, rng);
    PyRandom copy = rng;
    auto plain = make_generator(ids::Frontier, empty, copy);
    const long long growth = plain->run();
    auto machine = make_generator(ids::Frontier, empty, rng, with_braid(60));
    Grid rebuilt = empty.blank();
    long long steps = 0, looks = 0;
    while (machine->step()) {
      ++steps;
      const StepEvent e = machine->last();
      if (steps <= growth) {
        if ((e.kind == StepKind::Enter || e.kind == StepKind::Knock) && e.a >= 0) rebuilt.link(e.a, e.b);
        continue;
      }
      ++looks;
      ASSERT_TRUE(e.kind == StepKind::Knock || e.kind == StepKind::Visit) << shape_name(kind);
      EXPECT_EQ(machine->mark(e.a), kCurrent);
      if (e.kind == StepKind::Knock) rebuilt.link(e.a, e.b);
    }
    EXPECT_EQ(rebuilt, machine->grid()) << shape_name(kind);
    EXPECT_EQ(looks, dead_ends(plain->grid())) << shape_name(kind);
    EXPECT_EQ(machine->ways(), plain->ways()) << "the frontier's own ways stay";
    // A session records the braid on its timeline: back and forth gives the same maze.
    Session s(kind, 6, 8, "9");
    s.grow(ids::Frontier, with_braid(60));
    s.finish();
    const Grid end = s.grid();
    EXPECT_EQ(s.length(), steps) << shape_name(kind);
    EXPECT_EQ(end, machine->grid()) << shape_name(kind);
    s.seek(growth + looks / 2);
    EXPECT_EQ(s.busy(), true);
    s.seek(s.length());
    EXPECT_EQ(s.grid(), end);
    EXPECT_FALSE(s.busy());
    s.solve();
    s.finish();
    EXPECT_FALSE(s.route().empty());
  }
}

TEST(Braid, TheCommandBraidsAndSaysWhatIsWrong) {
  auto ran = testing::maze_cmd("generate --method walk --seed 2083 --braid 100 | '" MAZE_CLI "' check");
  EXPECT_EQ(ran.status, 0);
  EXPECT_NE(ran.out.find("loops: 11\n"), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("dead ends: 0\n"), std::string::npos) << ran.out;
  ran = testing::maze_cmd("generate --method walk --seed 2083 --braid 0");
  EXPECT_EQ(ran.out, testing::maze_cmd("generate --method walk --seed 2083").out);
  ran = testing::maze_cmd("stats --method walk,walls --seed 1 --braid 100 --mazes 10");
  EXPECT_EQ(ran.status, 0);
  EXPECT_NE(ran.out.find("Random walk: 0.0 dead ends"), std::string::npos) << ran.out;
  ran = testing::maze_cmd("generate --method wilson --shape voronoi --rows 6 --cols 6 --seed 3 --braid 100 --format json"
                          " | '" MAZE_CLI "' check");
  EXPECT_NE(ran.out.find("dead ends: 0\n"), std::string::npos) << ran.out;
  ran = testing::maze_cmd("generate --method walk --braid 101", true);
  EXPECT_EQ(ran.out, "maze: --braid must be a whole number from 0 to 100 (got \"101\")\n");
  ran = testing::maze_cmd("generate --method walk --braid half", true);
  EXPECT_EQ(ran.out, "maze: --braid must be a whole number from 0 to 100 (got \"half\")\n");
}

}  // namespace
}  // namespace maze
