// games_halls_test.cpp: halls (games/halls.h): over thousands of seeds each hall is a rectangle
// of 2 x 2 to 4 x 4 open rooms, halls never touch, and counted as one room each hall keeps the
// maze a tree; keys with halls still cut the way; other shapes are refused.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "analysis/analysis.h"
#include "analysis/way_out.h"
#include "games/game.h"
#include "test_util.h"

namespace maze {
// A namespace of its own: the test build puts several test files in one unity file.
namespace halls_test {

// The rooms of the hall make a rectangle of 2 to 4 rows and columns.
void expect_rectangle(const Grid& g, const std::vector<int>& rooms, const std::string& what) {
  ASSERT_FALSE(rooms.empty()) << what;
  const int r0 = g.row_of(rooms.front()), c0 = g.col_of(rooms.front());
  const int r1 = g.row_of(rooms.back()), c1 = g.col_of(rooms.back());
  const int h = r1 - r0 + 1, w = c1 - c0 + 1;
  EXPECT_TRUE(h >= 2 && h <= 4 && w >= 2 && w <= 4) << what << ": " << h << " x " << w;
  ASSERT_EQ(rooms.size(), static_cast<std::size_t>(h * w)) << what;
  for (std::size_t i = 0; i < rooms.size(); ++i)
    EXPECT_EQ(rooms[i], g.room(r0 + static_cast<int>(i) / w, c0 + static_cast<int>(i) % w)) << what;
}

TEST(GamesHalls, ThousandsOfSeedsStayATreeWithEachHallOneRoom) {
  int made = 0;
  for (int seed = 0; seed < 3'000; ++seed) {
    GameRequest request;
    request.method = methods()[seed % methods().size()].method;
    request.rows = 8 + seed % 9, request.cols = 8 + (seed / 9) % 9;
    request.halls = 1 + seed % 4;
    request.keys = seed % 3 == 0 ? 1 + seed % 4 : 0;
    const std::string what = "seed " + std::to_string(seed) + " " + std::string(method_name(request.method));
    PyRandom rng(seed);
    Game game;
    try {
      game = make_game(request, Grid(request.rows, request.cols), rng);
    } catch (const MazeError& e) {
      const std::string message = e.what();
      ASSERT_TRUE(message.rfind("this maze has room for ", 0) == 0 || message.rfind("there is no place left for hall", 0) == 0)
          << what << ": " << message;
      continue;
    }
    ++made;
    ASSERT_EQ(game.halls.size(), static_cast<std::size_t>(request.halls)) << what;
    EXPECT_TRUE(tree_with_halls(game.grid, game.halls)) << what;
    std::set<int> seen;
    for (const auto& hall : game.halls) {
      expect_rectangle(game.grid, hall, what);
      for (int room : hall) EXPECT_TRUE(seen.insert(room).second) << what << ": room " << room << " in two halls";
    }
    // Counted with each hall as one room: as many openings outside the halls as halls and rooms outside them, less one.
    long long inside = 0, rooms_in_halls = 0;
    for (const auto& hall : game.halls) {
      rooms_in_halls += static_cast<long long>(hall.size());
      for (int a : hall)
        for (int b : hall) inside += a < b && game.grid.linked(a, b);
    }
    EXPECT_EQ(openings(game.grid) - inside, game.grid.rooms() - rooms_in_halls + static_cast<long long>(game.halls.size()) - 1)
        << what;
    EXPECT_EQ(pieces(game.grid), 1) << what;
    if (request.keys > 0) {
      EXPECT_GE(finish_moves(game.grid, game.ends, game.locks), 0) << what;
      const std::vector<int> hall_of = hall_of_rooms(game.grid, game.halls);
      for (const auto& [a, b] : game.locks.doors) {
        EXPECT_FALSE(hall_of[a] >= 0 && hall_of[a] == hall_of[b]) << what;
        Grid shut = game.grid;
        shut.unlink(a, b);
        EXPECT_TRUE(way_out(shut, game.ends.in, game.ends.out).empty()) << what << ": door " << a << "-" << b;
      }
    }
  }
  EXPECT_GT(made, 2'500);
}

TEST(GamesHalls, TheTreeCheckSeesAClosedWallOrALoop) {
  GameRequest request;
  request.method = ids::Walk;
  request.rows = request.cols = 12;
  request.halls = 2;
  PyRandom rng(2083);
  Game game = make_game(request, Grid(12, 12), rng);
  ASSERT_TRUE(tree_with_halls(game.grid, game.halls));
  Grid closed = game.grid;
  closed.unlink(game.halls[0][0], game.halls[0][1]);
  EXPECT_FALSE(tree_with_halls(closed, game.halls));
  // A wall outside the halls knocked down makes a loop.
  Grid loop = game.grid;
  const std::vector<int> hall_of = hall_of_rooms(loop, game.halls);
  for (const auto& [a, b] : standing_walls(loop))
    if (hall_of[a] < 0 && hall_of[b] < 0) {
      loop.link(a, b);
      break;
    }
  EXPECT_FALSE(tree_with_halls(loop, game.halls));
  EXPECT_FALSE(tree_with_halls(game.grid, {}));  // the halls' own loops, counted room by room
}

TEST(GamesHalls, OtherShapesAndCrowdedMazesAreRefused) {
  EXPECT_EQ(testing::maze_in_process("generate --method walk --shape hex --halls 2 --format json").err,
            "maze: halls are rectangles of rooms, so they are for square mazes only\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --rows 4 --cols 4 --halls 5 --seed 1").err,
            "maze: there is no place left for hall 2 of 5 in this 4 x 4 maze (halls never touch): ask for fewer halls or a "
            "bigger maze\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --halls 21").err,
            "maze: --halls must be a whole number from 1 to 20 (got \"21\")\n");
  EXPECT_EQ(testing::maze_in_process("generate --method walk --halls 1 --ends far --format json").err,
            "maze: the two rooms farthest apart are found along a maze's one way, and halls hold many: leave out the far ends or the halls\n");
}

TEST(GamesHalls, TheMazeAroundTheHallsIsTheSeedsMaze) {
  // Halls only knock walls down inside themselves and wall up again what would close a loop:
  // every opening of the hall maze outside the halls was an opening of the seed's maze.
  for (int seed = 0; seed < 100; ++seed) {
    GameRequest plain;
    plain.method = ids::Walk;
    GameRequest halls = plain;
    halls.halls = 2;
    PyRandom a(seed), b(seed);
    const Grid maze = make_game(plain, Grid(10, 10), a).grid;
    const Game game = make_game(halls, Grid(10, 10), b);
    const std::vector<int> hall_of = hall_of_rooms(game.grid, game.halls);
    for (const auto& [x, y] : openings_list(game.grid))
      if (hall_of[x] < 0 || hall_of[x] != hall_of[y]) EXPECT_TRUE(maze.linked(x, y)) << seed << ": " << x << "-" << y;
  }
}

// docs/programs/halls.py, the idea in the lesson's style, makes under CPython the very mazes the
// engine makes: 24 seeds, sizes and counts of halls.
TEST(GamesHalls, TheLessonStyleProgramMakesTheEnginesMazes) {
  ASSERT_TRUE(testing::have_python()) << "python3 is needed (scripts/setup.sh installs it)";
  struct Case {
    int seed, rows, cols, halls;
  };
  std::vector<Case> cases;
  std::string want;
  for (int seed = 0; cases.size() < 24; ++seed) {
    const Case k{seed * 37 + 5, 6 + seed % 7, 7 + seed % 5, 1 + seed % 3};
    GameRequest request;
    request.method = ids::Walk;
    request.rows = k.rows, request.cols = k.cols, request.halls = k.halls;
    PyRandom rng(k.seed);
    try {
      want += write_picture_text(make_game(request, Grid(k.rows, k.cols), rng).grid) + "\n\n";
      cases.push_back(k);
    } catch (const MazeError&) {  // no place left for a hall: the program's random.choice fails there too
    }
  }
  std::string loop = "for s, r, c, n in [";
  for (const Case& k : cases)
    loop += "(" + std::to_string(k.seed) + "," + std::to_string(k.rows) + "," + std::to_string(k.cols) + "," +
            std::to_string(k.halls) + "),";
  loop += "]:\n random.seed(s)\n print('\\n'.join(''.join(row) for row in halls.add_halls(halls.make_maze(r, c), r, c, n)))\n print()";
  const auto ran = testing::run("cd '" MAZE_TOOLS_DIR "/../docs/programs' && python3 -c \"import random, halls\n" + loop + "\"");
  ASSERT_EQ(ran.status, 0) << ran.out;
  EXPECT_EQ(ran.out, want);
}

}  // namespace halls_test
}  // namespace maze
