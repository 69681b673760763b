// games_choose_test.cpp: one maze chosen from the mazes of K seeds (games/choose.h): the kept one
// is the longest (or shortest, or has the most or fewest dead ends) of its K, the first on a
// tie, and its seed alone makes it again; the Tiled map and the tile grid carry a game.
#include <gtest/gtest.h>

#include <string>

#include "analysis/analysis.h"
#include "analysis/way_out.h"
#include "formats/tiles.h"
#include "games/game.h"
#include "games/game_json.h"
#include "session/session.h"
#include "test_util.h"

namespace maze {
// A namespace of its own: the test build puts several test files in one unity file.
namespace choose_test {

TEST(GamesChoose, TheEndsAreFarOrOwn) {
  EXPECT_TRUE(far_ends_named("far"));
  EXPECT_FALSE(far_ends_named("own"));
  try {
    far_ends_named("near");
    FAIL() << "near";
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "the ends must be far (the two rooms farthest apart) or own (the method's own) (got \"near\")");
  }
}

TEST(GamesChoose, SeedPlusCountsInDecimal) {
  EXPECT_EQ(seed_plus("2083", 19), "2102");
  EXPECT_EQ(seed_plus("999", 1), "1000");
  EXPECT_EQ(seed_plus("0", 0), "0");
  EXPECT_EQ(seed_plus("18446744073709551615", 1), "18446744073709551616");
  EXPECT_THROW(seed_plus("-5", 1), MazeError);
  GameRequest request;
  request.of = 3;
  try {
    choose_game(request, "");
    FAIL() << "no seed";
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "to choose among the mazes of seeds S, S+1, ..., give the first seed S");
  }
}

TEST(GamesChoose, TheKeptMazeIsTheBestOfItsSeedsAndTheFirstOnATie) {
  for (const KeepFacts& keep : keeps()) {
    GameRequest request;
    request.method = ids::Walk;
    request.of = 20;
    request.keep = keep.keep;
    const Game kept = choose_game(request, "2083");
    // Each seed's maze made alone, as --seed alone makes it.
    long long best = 0;
    std::string first;
    for (int i = 0; i < 20; ++i) {
      const std::string seed = std::to_string(2083 + i);
      PyRandom rng(seed);
      const Grid g = generate(ids::Walk, 10, 10, rng);
      const bool ways = keep.keep == Keep::Longest || keep.keep == Keep::Shortest;
      const bool most = keep.keep == Keep::Longest || keep.keep == Keep::MostDeadEnds;
      const long long score = ways ? static_cast<long long>(way_out(g, 0, 99).size()) : dead_ends(g);
      if (first.empty() || (most ? score > best : score < best)) best = score, first = seed;
    }
    EXPECT_EQ(kept.seed, first) << keep.name;
    PyRandom again(kept.seed);
    EXPECT_EQ(kept.grid, generate(ids::Walk, 10, 10, again)) << keep.name;
  }
}

TEST(GamesChoose, TheCommandsChoiceRemakesFromItsSeed) {
  const auto chosen = testing::maze_in_process("generate --method wilson --seed 7 --of 30 --keep most-dead-ends --keys 2 --format json");
  ASSERT_EQ(chosen.status, 0) << chosen.err;
  const auto at = chosen.out.find(",\"seed\":\"");
  ASSERT_NE(at, std::string::npos);
  const std::string seed = chosen.out.substr(at + 9, chosen.out.find('"', at + 9) - at - 9);
  const auto again = testing::maze_in_process("generate --method wilson --seed " + seed + " --keys 2 --format json");
  EXPECT_EQ(chosen.out, again.out.substr(0, again.out.size() - 2) + ",\"seed\":\"" + seed + "\"}\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --of 5").err,
            "maze: --of K makes the mazes of seeds S, S+1, ..., S+K-1: give --seed S too\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --keep longest --seed 1").err,
            "maze: --keep says which maze of many to keep: give --of K too (the mazes of K seeds)\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --of 5 --keep hardest --seed 1").err,
            "maze: keep must be longest, shortest, most-dead-ends or fewest-dead-ends (got \"hardest\")\n");
}

TEST(GamesChoose, TiledMapsCarryTheGameAndTileGridsMarkTheWays) {
  const auto ran = testing::maze_in_process("generate --method walk --seed 2083 --rows 6 --cols 6 --keys 1 --halls 1 --format tiled");
  ASSERT_EQ(ran.status, 0) << ran.err;
  GameRequest request;
  request.method = ids::Walk;
  request.rows = request.cols = 6;
  request.keys = 1, request.halls = 1;
  PyRandom rng("2083");
  const Game game = make_game(request, Grid(6, 6), rng);
  const auto [a, b] = game.locks.doors[0];
  // The door's rectangle: over the opening between its rooms, one tile of 16 pixels.
  const int row = (2 * game.grid.row_of(a) + 1 + 2 * game.grid.row_of(b) + 1) / 2;
  const int col = (2 * game.grid.col_of(a) + 1 + 2 * game.grid.col_of(b) + 1) / 2;
  const std::string door = "{\"id\":3,\"name\":\"door\",\"type\":\"\",\"x\":" + std::to_string(col * 16) + ",\"y\":" +
                           std::to_string(row * 16) + ",\"width\":16,\"height\":16,\"rotation\":0,\"visible\":true," +
                           "\"properties\":[{\"name\":\"door\",\"type\":\"int\",\"value\":0},{\"name\":\"a\",\"type\":\"int\",\"value\":" +
                           std::to_string(a) + "},{\"name\":\"b\",\"type\":\"int\",\"value\":" + std::to_string(b) + "}]}";
  EXPECT_NE(ran.out.find(door), std::string::npos) << ran.out;
  EXPECT_NE(ran.out.find("\"name\":\"key\""), std::string::npos);
  EXPECT_NE(ran.out.find("\"name\":\"hall\""), std::string::npos);
  EXPECT_NE(ran.out.find("\"nextlayerid\":4,\"nextobjectid\":6"), std::string::npos);
  EXPECT_NE(ran.out.find("\"name\":\"game\""), std::string::npos);

  const auto marked = testing::maze_in_process("generate --method walk --seed 2083 --rows 2 --cols 3 --format tiles --mark-ways");
  PyRandom r2("2083");
  TileMap map = tile_map(generate(ids::Walk, 2, 3, r2));
  map.tiles[1 * map.width + 1] = 2;  // room 0's square in the picture
  map.tiles[3 * map.width + 5] = 3;  // room 5's
  EXPECT_EQ(marked.out, write_tiles_csv(map));
  EXPECT_EQ(testing::maze_in_process("generate --method walk --mark-ways").err,
            "maze: --mark-ways marks the way in (2) and the way out (3) in a tile grid: give --format tiles\n");
}

// A session's maze, grown step by step, takes its game after the growth (Session::rework) and
// becomes the very maze `maze generate` makes with the same settings.
TEST(GamesChoose, ASessionTakesItsGameAfterItsGrowth) {
  GameRequest request;
  request.method = ids::Frontier;
  request.keys = 2, request.halls = 1;
  Session s(10, 10, "2083");
  s.grow(request.method);
  Game game;
  s.rework([&](Grid& g, Ends ways, PyRandom& rng) {
    game = finish_game(request, g, ways, rng);
    g = game.grid;
    return game.ends;
  });
  PyRandom rng("2083");
  const Game made = make_game(request, Grid(10, 10), rng);
  EXPECT_EQ(s.grid(), made.grid);
  EXPECT_EQ(s.ways(), made.ends);
  EXPECT_EQ(write_game_json(game), write_game_json(made));
  // A change that throws leaves the session as it was, its stream too.
  Session t(10, 10, "5");
  t.grow(ids::Walk);
  t.finish();
  const Grid before = t.grid();
  request.keys = 0, request.halls = 20;  // 10 x 10 holds at most 9 halls apart: the 10th has no place
  EXPECT_THROW(t.rework([&](Grid& g, Ends ways, PyRandom& r) {
    game = finish_game(request, g, ways, r);
    return game.ends;
  }), MazeError);
  EXPECT_EQ(t.grid(), before);
  Session u(10, 10, "5");
  u.grow(ids::Walk);
  u.finish();
  EXPECT_EQ(t.knock_random(), u.knock_random());
}

}  // namespace choose_test
}  // namespace maze
