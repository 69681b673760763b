// generators_test.cpp: every method makes perfect mazes, step by step or all at once.
#include <gtest/gtest.h>

#include <map>

#include "algorithms/frontier.h"
#include "tables/methods.h"
#include "test_util.h"
#include "algorithms/walk.h"
#include "algorithms/wilson.h"

namespace maze {
namespace {

using testing::kAll;

std::string name(Method m, int rows, int cols, int seed) {
  return std::string(method_name(m)) + " " + std::to_string(rows) + "x" + std::to_string(cols) + " seed " +
         std::to_string(seed);
}

TEST(Generators, TheTestsNamesAreTheTablesRows) {
  const std::pair<Method, const char*> named[] = {
      {ids::Walk, "walk"},           {ids::Walls, "walls"},         {ids::Frontier, "frontier"},
      {ids::Wilson, "wilson"},       {ids::AldousBroder, "aldous-broder"}, {ids::BinaryTree, "binary-tree"},
      {ids::Sidewinder, "sidewinder"}, {ids::HuntAndKill, "hunt-and-kill"}, {ids::GrowingTree, "growing-tree"},
      {ids::Eller, "eller"},         {ids::Division, "division"}};
  ASSERT_EQ(methods().size(), std::size(named));
  for (const auto& [m, name] : named) EXPECT_EQ(method_from_name(name), m) << name;
  for (std::size_t i = 0; i < methods().size(); ++i) EXPECT_EQ(static_cast<std::size_t>(methods()[i].method), i);
}

TEST(Generators, EveryMethodMakesPerfectMazesOfManySizes) {
  const int sizes[][2] = {{1, 1}, {1, 2}, {2, 1}, {1, 30}, {30, 1}, {2, 2}, {3, 3}, {4, 9}, {9, 4}, {10, 10}, {40, 40}};
  for (Method m : kAll)
    for (auto [rows, cols] : sizes)
      for (int seed = 0; seed < 20; ++seed) {
        PyRandom rng(seed);
        testing::expect_perfect(generate(m, rows, cols, rng), name(m, rows, cols, seed));
      }
}

// Replaying the events on an empty grid rebuilds the maze; the event count per
// method follows from how it works.
TEST(Generators, EventsRebuildTheMaze) {
  for (Method m : kAll)
    for (int seed = 0; seed < 10; ++seed) {
      PyRandom rng(seed);
      auto machine = make_generator(m, 7, 11, rng);
      Grid rebuilt(7, 11);
      std::map<StepKind, int> kinds;
      while (machine->step()) {
        StepEvent e = machine->last();
        ++kinds[e.kind];
        if ((e.kind == StepKind::Enter || e.kind == StepKind::Knock) && e.a >= 0) rebuilt.link(e.a, e.b);
      }
      EXPECT_EQ(rebuilt, machine->grid()) << name(m, 7, 11, seed);
      EXPECT_TRUE(machine->done());
      EXPECT_EQ(machine->pieces(), 1);
      EXPECT_FALSE(machine->step());
      switch (m) {
        case ids::Walk:
          EXPECT_EQ(kinds[StepKind::Enter], 77);
          EXPECT_EQ(kinds[StepKind::Back], 77);
          break;
        case ids::Walls:
          EXPECT_EQ(kinds[StepKind::Knock], 76);
          EXPECT_EQ(kinds[StepKind::Knock] + kinds[StepKind::Refuse], 7 * 10 + 6 * 11);
          break;
        case ids::Frontier:
          EXPECT_EQ(kinds[StepKind::Enter], 1);
          EXPECT_EQ(kinds[StepKind::Knock], 76);
          EXPECT_EQ(kinds[StepKind::Ends], 1);
          break;
        case ids::Wilson:
          EXPECT_EQ(kinds[StepKind::Enter], 1);
          EXPECT_EQ(kinds[StepKind::Knock], 76);
          break;
      }
    }
}

// Stepping one event at a time and running to the end draw the same random numbers.
TEST(Generators, SteppingAndRunningAgree) {
  for (Method m : kAll)
    for (int seed = 0; seed < 10; ++seed) {
      PyRandom a(seed), b(seed);
      auto stepped = make_generator(m, 12, 8, a);
      long long steps = 0;
      while (stepped->step()) ++steps;
      auto ran = make_generator(m, 12, 8, b);
      EXPECT_EQ(ran->run(), steps);
      EXPECT_EQ(stepped->grid(), ran->grid()) << name(m, 12, 8, seed);
      EXPECT_EQ(a.next32(), b.next32()) << name(m, 12, 8, seed);
    }
}

TEST(Generators, PiecesCountDownFromRoomsToOne) {
  for (Method m : kAll) {
    PyRandom rng(3);
    auto machine = make_generator(m, 10, 10, rng);
    EXPECT_EQ(machine->pieces(), 100) << method_name(m);
    int before = 100;
    while (machine->step()) {
      int now = machine->pieces();
      EXPECT_TRUE(now == before || now == before - 1) << method_name(m);
      before = now;
    }
    EXPECT_EQ(before, 1) << method_name(m);
  }
}

TEST(Generators, WalkThreadIsTheOpenCalls) {
  PyRandom rng(2083);
  Walk walk(10, 10, rng);
  std::size_t longest = 0;
  while (walk.step()) {
    auto thread = walk.thread();
    if (thread.empty()) continue;
    EXPECT_EQ(walk.mark(thread.back()), kCurrent);
    for (std::size_t i = 0; i + 1 < thread.size(); ++i) {
      EXPECT_TRUE(walk.grid().linked(thread[i], thread[i + 1]));
      EXPECT_EQ(walk.mark(thread[i]), kThread);
    }
    longest = std::max(longest, thread.size());
  }
  EXPECT_TRUE(walk.thread().empty());
  EXPECT_GT(longest, 30u);
}

TEST(Generators, WallsPiecesAreTheLessonsLabels) {
  // After random walls, rooms of one piece share a label and labels are room numbers.
  PyRandom rng(2083);
  auto machine = make_generator(ids::Walls, 10, 10, rng);
  machine->run(90);
  std::map<int, int> sizes;
  for (int room = 0; room < 100; ++room) ++sizes[machine->piece(room)];
  EXPECT_EQ(static_cast<int>(sizes.size()), machine->pieces());
  for (auto [label, size] : sizes) EXPECT_EQ(machine->piece(label), label);
}

TEST(Generators, FrontierMarksAndEnds) {
  PyRandom rng(9);
  Frontier f(6, 6, rng);
  f.step();
  for (int room : f.frontier()) EXPECT_EQ(f.mark(room), kFrontier);
  f.run();
  EXPECT_TRUE(f.frontier().empty());
  EXPECT_EQ(f.last().kind, StepKind::Ends);
  EXPECT_EQ(f.way_in() % 6, 0);
  EXPECT_EQ(f.way_out() % 6, 5);
}

TEST(Generators, WilsonsLooseWalkHasNoLoops) {
  PyRandom rng(4);
  Wilson w(8, 8, rng);
  int erased = 0;
  while (w.step()) {
    auto walk = w.thread();
    std::vector<int> seen(64, 0);
    for (int room : walk) EXPECT_LE(++seen[room], 1);
    erased += w.last().kind == StepKind::Erase;
  }
  EXPECT_GT(erased, 0);
}

// Chi-square over every perfect maze of a small grid, with fixed seeds. Critical values
// for p = 0.001: 16.27 with 3 degrees of freedom, 255.6 with 191.
double uniformity_chi2(Method m, int rows, int cols, int per_maze, int seed, int* distinct) {
  PyRandom rng(seed);
  std::map<std::vector<std::uint8_t>, int> seen;
  const int all = rows == 2 ? 4 : 192;
  int mazes = per_maze * all;
  for (int i = 0; i < mazes; ++i) ++seen[generate(m, rows, cols, rng).bits()];
  *distinct = static_cast<int>(seen.size());
  double expected = per_maze, chi = 0;
  for (auto& [bits, n] : seen) chi += (n - expected) * (n - expected) / expected;
  chi += (all - *distinct) * expected;  // each maze never made counts (0 - e)^2 / e
  return chi;
}

TEST(Generators, WilsonMakesEveryMazeEquallyOften) {
  int distinct = 0;
  EXPECT_LT(uniformity_chi2(ids::Wilson, 2, 2, 1000, 1, &distinct), 16.27);
  EXPECT_EQ(distinct, 4);
  EXPECT_LT(uniformity_chi2(ids::Wilson, 3, 3, 100, 2, &distinct), 255.6);
  EXPECT_EQ(distinct, 192);
  // The same test tells the random walk apart: it favours long corridors.
  EXPECT_GT(uniformity_chi2(ids::Walk, 3, 3, 100, 2, &distinct), 255.6);
}

// 16 million rooms with no recursion: the thread of the walk gets millions of rooms long.
TEST(Scale, FourThousandByFourThousand) {
  for (Method m : kAll) {
    PyRandom rng(1);
    Grid g = generate(m, 4000, 4000, rng);
    EXPECT_EQ(openings(g), 16'000'000 - 1) << method_name(m);
    EXPECT_EQ(pieces(g), 1) << method_name(m);
  }
}

}  // namespace
}  // namespace maze
