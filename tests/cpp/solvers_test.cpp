// solvers_test.cpp: every rule on every shape, perfect and braided, from many rooms to many rooms: each way found is
// a way through openings; the rules that promise the shortest give it; A* looks at no more rooms than breadth-first;
// in a perfect maze every rule that finds the way gives the one way; Tremaux finds any room that can be reached; the
// count of shortest ways is the count of a search of every way; a rule stepped one step at a time ends as solve()
// does; and the table, the JSON and the limit.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <utility>

#include "analysis/analysis.h"
#include "analysis/way_out.h"
#include "shapes/mask.h"
#include "shapes/random_cells.h"
#include "solvers/rules.h"
#include "solvers/solver.h"
#include "tables/methods.h"
#include "tables/shapes.h"
#include "test_util.h"

namespace maze {
namespace {

// A maze of each kind the engine grows: the shapes, a mask, and weave (its tunnels are passages too).
struct Made {
  std::string what;
  Grid grid;
  bool perfect;
};

std::vector<Made> solver_mazes(int seeds) {
  std::vector<Made> out;
  const ShapeKind kinds[] = {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle, ShapeKind::Voronoi, ShapeKind::Weave};
  for (int seed = 1; seed <= seeds; ++seed)
    for (int braid : {0, 60}) {
      for (ShapeKind kind : kinds) {
        PyRandom rng(seed);
        const Method m = seed % 2 ? ids::Walk : ids::Walls;
        Grid g = generate(m, empty_maze(kind, kind == ShapeKind::Circle ? 4 : 7, kind == ShapeKind::Circle ? 6 : 9, rng), rng, with_braid(braid));
        out.push_back({std::string(shape_name(kind)) + " seed " + std::to_string(seed) + " braid " + std::to_string(braid), std::move(g), braid == 0});
      }
      PyRandom rng(seed);
      out.push_back({"mask seed " + std::to_string(seed) + " braid " + std::to_string(braid),
                     generate(ids::Wilson, mask_maze(word_mask("OK")), rng, with_braid(braid)), braid == 0});
    }
  return out;
}

// Seeds of each shape, perfect and braided: 1,400 mazes, four pairs of rooms each.
constexpr int kSolverSeeds = 100;

bool opens_to(const Grid& g, int a, int b) {
  const std::vector<int> open = open_rooms(g, a);
  return std::find(open.begin(), open.end(), b) != open.end();
}

// Every rule from room to room on every maze, against the lesson's breadth-first way out.
TEST(Solvers, EveryRuleOnEveryShape) {
  int checked = 0;
  for (const Made& made : solver_mazes(kSolverSeeds)) {
    const Grid& g = made.grid;
    PyRandom pick(made.what.size());
    for (int pair = 0; pair < 4; ++pair) {
      const int a = static_cast<int>(pick.randbelow(g.rooms())), b = static_cast<int>(pick.randbelow(g.rooms()));
      const std::vector<int> shortest = way_out(g, a, b);
      const std::string what = made.what + " from " + std::to_string(a) + " to " + std::to_string(b);
      int bfs_visited = -1;
      for (const RuleFacts& rule : rules()) {
        const Solved s = solve(g, rule.rule, {a, b, "7", 1'000'000});
        const std::string who = what + " by " + std::string(rule.name);
        if (s.found) {
          ASSERT_FALSE(s.route.empty()) << who;
          EXPECT_EQ(s.route.front(), a) << who;
          EXPECT_EQ(s.route.back(), b) << who;
          for (std::size_t i = 1; i < s.route.size(); ++i) ASSERT_TRUE(opens_to(g, s.route[i - 1], s.route[i])) << who << " at " << i;
          EXPECT_FALSE(shortest.empty()) << who << ": found a way where there is none";
        } else {
          EXPECT_TRUE(s.route.empty()) << who;
        }
        if (rule.map || rule.name == "tremaux") {
          EXPECT_EQ(s.found, !shortest.empty()) << who;
        }
        if (rule.shortest && s.found) {
          EXPECT_EQ(s.route.size(), shortest.size()) << who;
        }
        if (made.perfect && s.found) {
          EXPECT_EQ(s.route, shortest) << who << ": a perfect maze has one way";
        }
        if (made.perfect && !rule.map && !rule.limited) {
          EXPECT_EQ(s.found, !shortest.empty()) << who << ": a perfect maze is a tree";
        }
        if (rule.limited && !s.found && !shortest.empty()) {
          EXPECT_TRUE(s.gave_up) << who;
        }
        if (rule.name == "bfs") bfs_visited = s.visited;
        if (rule.name == "a-star") {
          EXPECT_LE(s.visited, bfs_visited) << who;
        }
        if (rule.name == "shortest-ways" && made.perfect) {
          EXPECT_EQ(s.ways, s.found ? "1" : "0") << who;
        }
        EXPECT_GE(s.steps, 0) << who;
        EXPECT_LE(s.visited, g.rooms()) << who;
        ++checked;
      }
    }
  }
  EXPECT_EQ(checked, kSolverSeeds * 2 * 7 * 4 * static_cast<int>(rules().size()));
}

// Every way from a to b of the shortest length, counted by trying every walk without a repeated room.
std::string count_by_search(const Grid& g, int a, int b) {
  const std::size_t length = way_out(g, a, b).size();
  if (length == 0) return "0";
  long long ways = 0;
  std::vector<char> on(g.rooms(), 0);
  std::function<void(int, std::size_t)> walk = [&](int room, std::size_t rooms) {
    if (rooms > length) return;
    if (room == b) return void(ways += rooms == length);
    on[room] = 1;
    for (int next : open_rooms(g, room))
      if (!on[next]) walk(next, rooms + 1);
    on[room] = 0;
  };
  walk(a, 1);
  return std::to_string(ways);
}

TEST(Solvers, ShortestWaysCountsEveryWay) {
  const Rule rule = rule_from_name("shortest-ways");
  int many = 0;
  for (int seed = 1; seed <= 40; ++seed)
    for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Weave}) {
      PyRandom rng(seed);
      const Grid g = generate(ids::Walk, empty_maze(kind, 4, 5, rng), rng, with_braid(100));
      const Solved s = solve(g, rule, {0, g.rooms() - 1, "", 1});
      EXPECT_EQ(s.ways, count_by_search(g, 0, g.rooms() - 1)) << shape_name(kind) << " seed " << seed;
      many += s.ways != "1";
    }
  EXPECT_GT(many, 20);  // the braided mazes do have loops
  // An open field of 12 x 12 rooms: C(22, 11) shortest ways from corner to corner.
  Grid field(12, 12);
  for (int r = 0; r < 12; ++r)
    for (int c = 0; c < 12; ++c) {
      if (c + 1 < 12) field.link(field.room(r, c), field.room(r, c + 1));
      if (r + 1 < 12) field.link(field.room(r, c), field.room(r + 1, c));
    }
  EXPECT_EQ(solve(field, rule, {0, 143, "", 1}).ways, "705432");
}

TEST(Solvers, TheLessonsMazeAndItsJson) {
  PyRandom rng(2083);
  const Grid g = generate(ids::Walk, Grid(10, 10), rng);
  for (const RuleFacts& rule : rules()) {
    const Solved s = solve(g, rule.rule, {0, 99, "1", 1'000'000});
    EXPECT_EQ(s.route.size(), 47u) << rule.name;  // the 47 rooms of the lesson's way out
  }
  const std::string bfs = solved_json(solve(g, rule_from_name("bfs"), {0, 99, "", 1}));
  EXPECT_EQ(bfs.substr(0, 64), "{\"rule\":\"bfs\",\"from\":0,\"to\":99,\"found\":true,\"route\":[0,10,11,21,");
  EXPECT_NE(bfs.find(",\"steps\":"), std::string::npos);
  EXPECT_EQ(bfs.find("seed"), std::string::npos);  // nothing drawn, no seed
  const std::string mouse = solved_json(solve(g, rule_from_name("random-mouse"), {0, 99, "12", 1'000'000}));
  EXPECT_NE(mouse.find(",\"gave_up\":false,\"seed\":\"12\"}"), std::string::npos) << mouse;
  const std::string hand = solved_json(solve(g, rule_from_name("right-hand"), {0, 99, "", 1}));
  EXPECT_NE(hand.find(",\"out\":true}"), std::string::npos) << hand;
  EXPECT_NE(solved_json(solve(g, rule_from_name("shortest-ways"), {0, 99, "", 1})).find(",\"ways\":\"1\"}"), std::string::npos);
}

TEST(Solvers, TheSameSeedTheSameChoices) {
  PyRandom rng(5);
  const Grid g = generate(ids::Walls, Grid(12, 12), rng, with_braid(50));
  for (const char* name : {"random-mouse", "tremaux"}) {
    const Rule rule = rule_from_name(name);
    const Solved one = solve(g, rule, {0, 143, "99", 1'000'000}), two = solve(g, rule, {0, 143, "99", 1'000'000});
    EXPECT_EQ(one.trail, two.trail) << name;
    EXPECT_NE(one.trail, solve(g, rule, {0, 143, "100", 1'000'000}).trail) << name;
  }
}

TEST(Solvers, TheRandomMouseGivesUpAtItsLimit) {
  PyRandom rng(3);
  const Grid g = generate(ids::Walk, Grid(30, 30), rng);
  const Solved s = solve(g, rule_from_name("random-mouse"), {0, 899, "1", 25});
  EXPECT_FALSE(s.found);
  EXPECT_TRUE(s.gave_up);
  EXPECT_EQ(s.steps, 25);
  EXPECT_EQ(s.trail.size(), 26u);  // the first room, then a room a step
}

// start() stepped one step at a time ends where solve() ends, byte for byte, its counts growing as it goes; a seeded
// rule given no seed says the fresh one it drew, which gives the same again.
TEST(Solvers, StartStepsToWhatSolveGives) {
  int runs = 0;
  for (const Made& made : solver_mazes(6)) {
    const Grid& g = made.grid;
    for (const auto& [a, b] : {std::pair{0, g.rooms() - 1}, std::pair{g.rooms() / 2, 1}, std::pair{3, 3}})
      for (const RuleFacts& rule : rules()) {
        const SolveRequest request{a, b, rule.seeded ? "5" : "", 300};
        const std::string who = made.what + " " + std::string(rule.name) + " from " + std::to_string(a);
        const std::unique_ptr<Steps> steps = start(g, rule.rule, request);
        long long taken = 0;
        while (!steps->done()) {
          if (taken == 0) EXPECT_THROW(steps->result(), MazeError) << who;
          const long long before = steps->steps();
          const bool more = steps->step();
          ++taken;
          ASSERT_EQ(more, !steps->done()) << who;
          ASSERT_GE(steps->steps(), before) << who;
          ASSERT_LE(steps->visited(), g.rooms()) << who;
          ASSERT_LE(taken, 1'000'000) << who;
        }
        EXPECT_FALSE(steps->step()) << who << ": no step once done";
        EXPECT_EQ(steps->last().kind == StepKind::Found, steps->found()) << who;  // the robot going round: its last walk
        const Solved s = steps->result();
        EXPECT_EQ(solved_json(s), solved_json(solve(g, rule.rule, request))) << who;
        EXPECT_EQ(s.trail, steps->trail()) << who;
        EXPECT_EQ(s.steps, steps->steps()) << who;
        ++runs;
      }
  }
  EXPECT_EQ(runs, 6 * 2 * 7 * 3 * static_cast<int>(rules().size()));
  PyRandom rng(4);
  const Grid g = generate(ids::Walls, Grid(8, 8), rng, with_braid(50));
  for (const char* name : {"random-mouse", "tremaux"}) {
    const std::unique_ptr<Steps> steps = start(g, rule_from_name(name), {0, 63, "", 10'000});
    steps->finish();
    const Solved s = steps->result();
    ASSERT_FALSE(s.seed.empty()) << name;
    EXPECT_EQ(solved_json(s), solved_json(solve(g, rule_from_name(name), {0, 63, s.seed, 10'000}))) << name;
  }
}

TEST(Solvers, TheTableSaysWhatIsWrong) {
  EXPECT_EQ(rules().size(), 11u);
  try {
    rule_from_name("teleport");
    FAIL();
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "unknown rule \"teleport\": use bfs, dfs, a-star, dead-end-filling, shortest-ways, random-mouse, tremaux, right-hand, left-hand, pledge or cul-de-sac-filling");
  }
  const Grid g(3, 3);
  EXPECT_THROW(solve(g, rule_from_name("bfs"), {0, 9, "", 1}), MazeError);
  EXPECT_THROW(solve(g, rule_from_name("random-mouse"), {0, 8, "1", 0}), MazeError);
  EXPECT_THROW(start(g, rule_from_name("tremaux"), {-1, 8, "1", 1}), MazeError);
  // Nothing open: no rule finds a way, none walks for ever.
  for (const RuleFacts& rule : rules()) EXPECT_FALSE(solve(g, rule.rule, {0, 8, "1", 1000}).found) << rule.name;
  for (const RuleFacts& rule : rules()) EXPECT_EQ(solve(g, rule.rule, {4, 4, "1", 1000}).route, std::vector<int>{4}) << rule.name;
}

}  // namespace
}  // namespace maze
