// games_keys_test.cpp: locked doors and keys (games/keys.h): every maze of 10,000 seeds, on every
// shape, can be finished, every door is needed, and every key lies off the way out, reached
// through the doors before it only.
#include <gtest/gtest.h>

#include <string>

#include "analysis/analysis.h"
#include "analysis/way_out.h"
#include "games/game.h"
#include "games/game_json.h"
#include "shapes/random_cells.h"
#include "solvers/rules.h"
#include "test_util.h"
#include "tables/shapes.h"

namespace maze {
// A namespace of its own: the test build puts several test files in one unity file.
namespace keys_test {

// Whether `to` can be reached from `from` with the doors from `first` on shut.
bool reached_with_doors_shut(Grid g, const Locks& locks, std::size_t first, int from, int to) {
  for (std::size_t i = first; i < locks.doors.size(); ++i) g.unlink(locks.doors[i].first, locks.doors[i].second);
  return distances(g, from)[to] >= 0;
}

// Everything keys.h promises of one maze, with `what` naming it in failures.
void expect_fair(const Grid& g, Ends ends, const Locks& locks, const Halls& halls, const std::string& what) {
  ASSERT_EQ(locks.doors.size(), locks.keys.size()) << what;
  EXPECT_GE(finish_moves(g, ends, locks), 0) << what;
  const std::vector<int> way = way_out(g, ends.in, ends.out);
  std::vector<int> place(g.rooms(), -1);
  for (std::size_t i = 0; i < way.size(); ++i) place[way[i]] = static_cast<int>(i);
  const std::vector<int> hall_of = hall_of_rooms(g, halls);
  int last = -1;
  for (std::size_t i = 0; i < locks.doors.size(); ++i) {
    const auto [a, b] = locks.doors[i];
    const std::string door = what + " door " + std::to_string(i);
    ASSERT_TRUE(g.linked(a, b)) << door;
    ASSERT_GE(place[a], 0) << door << " is on the way out";
    EXPECT_EQ(place[b], place[a] + 1) << door << " is on the way out, a nearer the way in";
    EXPECT_GT(place[a], last) << door << " is farther from the way in than the door before";
    last = place[a];
    EXPECT_FALSE(hall_of[a] >= 0 && hall_of[a] == hall_of[b]) << door << " stands inside a hall";
    Grid shut = g;
    shut.unlink(a, b);
    EXPECT_TRUE(way_out(shut, ends.in, ends.out).empty()) << door << " cuts the way in off from the way out";
    const int key = locks.keys[i];
    EXPECT_EQ(place[key], -1) << what << " key " << i << " lies off the way out";
    EXPECT_TRUE(reached_with_doors_shut(g, locks, i, ends.in, key)) << what << " key " << i << " is reached through doors before it";
    if (i > 0)
      EXPECT_FALSE(reached_with_doors_shut(g, locks, i - 1, ends.in, key)) << what << " key " << i << " lies past door " << i - 1;
  }
}

// The methods that grow this shape.
std::vector<Method> methods_for(ShapeKind kind) {
  std::vector<Method> out;
  for (const MethodFacts& m : methods())
    if (!m.square_only || kind == ShapeKind::Square) out.push_back(m.method);
  return out;
}

// The count in "this maze has room for only N locked doors ..." (0 for "no").
int room_for(const std::string& message) {
  const std::string only = "this maze has room for only ";
  if (message.rfind(only, 0) == 0) return std::stoi(message.substr(only.size()));
  EXPECT_EQ(message.rfind("this maze has room for no locked doors", 0), 0u) << message;
  return 0;
}

// Each seed: a shape, a method that grows it, a size and 1 to 9 keys. A maze with room for
// fewer doors says how many, and then takes exactly that many.
TEST(GamesKeys, TenThousandSeedsOnEveryShapeCanBeFinished) {
  const ShapeKind kinds[] = {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle, ShapeKind::Voronoi};
  int as_asked = 0, fewer = 0, none = 0;
  for (int seed = 0; seed < 10'000; ++seed) {
    const ShapeKind kind = kinds[seed % 5];
    const std::vector<Method> list = methods_for(kind);
    GameRequest request;
    request.method = list[(seed / 5) % list.size()];
    request.kind = kind;
    request.rows = 3 + seed % 6, request.cols = 4 + (seed / 7) % 6;
    request.keys = 1 + (seed / 3) % 9;
    request.far = seed % 4 == 0;
    const std::string what = "seed " + std::to_string(seed) + " " + std::string(shape_name(kind)) + " " +
                             std::string(method_name(request.method)) + " keys " + std::to_string(request.keys);
    const auto make = [&] {
      PyRandom rng(seed);
      const Grid empty = empty_maze(kind, request.rows, request.cols, rng);
      return make_game(request, empty, rng);
    };
    try {
      const Game game = make();
      ASSERT_EQ(game.locks.keys.size(), static_cast<std::size_t>(request.keys)) << what;
      expect_fair(game.grid, game.ends, game.locks, {}, what);
      ++as_asked;
    } catch (const MazeError& e) {
      const int most = room_for(e.what());
      ASSERT_LT(most, request.keys) << what;
      if (most == 0) {
        // Truly no room: with the way out's openings all shut, every room off it hangs from the way out's last room.
        PyRandom rng(seed);
        GameRequest plain = request;
        plain.keys = 0;
        const Game game = make_game(plain, empty_maze(kind, request.rows, request.cols, rng), rng);
        const std::vector<int> way = way_out(game.grid, game.ends.in, game.ends.out);
        Grid shut = game.grid;
        for (std::size_t i = 0; i + 1 < way.size(); ++i) shut.unlink(way[i], way[i + 1]);
        const std::vector<int> from_out = distances(shut, game.ends.out);
        std::vector<char> on_way(game.grid.rooms(), 0);
        for (int room : way) on_way[room] = 1;
        for (int room = 0; room < game.grid.rooms(); ++room)
          if (!on_way[room]) EXPECT_GE(from_out[room], 0) << what << ": room " << room << " could hold a key";
        ++none;
        continue;
      }
      request.keys = most;
      const Game game = make();
      expect_fair(game.grid, game.ends, game.locks, {}, what + " (as many as fit)");
      ++fewer;
    }
  }
  EXPECT_EQ(as_asked + fewer + none, 10'000);
  EXPECT_GT(as_asked, 5'000);
}

TEST(GamesKeys, TheMazeOfASeedIsTheSameWithOrWithoutKeys) {
  for (int seed = 0; seed < 200; ++seed) {
    GameRequest plain;
    plain.method = methods_for(ShapeKind::Square)[seed % 11];
    GameRequest keyed = plain;
    keyed.keys = 1;
    PyRandom a(seed), b(seed);
    const Grid empty(10, 10);
    EXPECT_EQ(make_game(plain, empty, a).grid, make_game(keyed, empty, b).grid) << seed;
  }
}

TEST(GamesKeys, TheSearchRefusesADoorWithoutItsKey) {
  // 2 x 4: the way out 0-1-2-3 along the top, a branch 1-5-4 below it; door 0 between 1 and 2.
  Grid g(2, 4);
  g.link(0, 1), g.link(1, 2), g.link(2, 3), g.link(1, 5), g.link(5, 4);
  const Ends ends{0, 3};
  Locks locks{{{1, 2}}, {4}};
  EXPECT_EQ(finish_moves(g, ends, locks), 7);  // 0 1 5 4 5 1 2 3: fetch the key, back, on
  locks.keys = {2};                            // the key behind its own door
  EXPECT_EQ(finish_moves(g, ends, locks), -1);
  EXPECT_EQ(finish_moves(g, ends, Locks{}), 3);
}

TEST(GamesKeys, AMazeTooSmallSaysHowManyItHasRoomFor) {
  GameRequest request;
  request.method = ids::Walk;
  request.rows = 1, request.cols = 5;
  request.keys = 1;
  PyRandom rng(1);
  try {
    make_game(request, Grid(1, 5), rng);
    FAIL() << "a corridor has no room beside its way out";
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "this maze has room for no locked doors with a key beside the way out: ask for fewer keys or a bigger maze");
  }
  request.keys = 10;
  try {
    check_game(request);
    FAIL() << "10 keys";
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "the keys must be a whole number from 1 to 9 (got 10)");
  }
}

TEST(GamesKeys, TheCommandWritesDoorsAndKeysAfterTheWays) {
  const auto ran = testing::maze_in_process("generate --method walk --seed 2083 --keys 3 --format json");
  ASSERT_EQ(ran.status, 0) << ran.err;
  GameRequest request;
  request.method = ids::Walk;
  request.keys = 3;
  PyRandom rng("2083");
  const Game game = make_game(request, Grid(10, 10), rng);
  EXPECT_EQ(ran.out, write_game_json(game) + "\n");
  const std::string tail = ran.out.substr(ran.out.find("\"in\""));
  EXPECT_EQ(tail, "\"in\":0,\"out\":99,\"doors\":[[66,56],[63,64],[96,97]],\"keys\":[13,17,82]}\n");
  expect_fair(game.grid, game.ends, game.locks, {}, "seed 2083");
  // `maze solve` goes through the game's doors: to each key before its door, in the fewest moves that can.
  std::string route = "{\"route\":[";
  const Solved keyed = solve(game.grid, rule_from_name("bfs"), {0, 99, "", 1, {game.locks.doors, game.locks.keys}});
  for (int room : keyed.route) route += std::to_string(room) + ",";
  route.back() = ']';
  EXPECT_EQ(testing::route_only(testing::maze_in_process("solve", ran.out).out), route + "}\n");
  EXPECT_EQ(static_cast<int>(keyed.route.size()) - 1, finish_moves(game.grid, game.ends, game.locks));
  EXPECT_GT(keyed.route.size(), way_out(game.grid, 0, 99).size());
  EXPECT_EQ(testing::maze_in_process("generate --method walk --seed 2083 --keys 3").err,
            "maze: only JSON and Tiled maps show doors and keys: with --keys, use --format json or tiled\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --keys 0 --format json").err,
            "maze: --keys must be a whole number from 1 to 9 (got \"0\")\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --keys 2 --braid 50 --format json").err,
            "maze: keys and halls need a maze with one way between two rooms, and a braid makes loops: leave out the braid\n");
}

}  // namespace keys_test
}  // namespace maze
