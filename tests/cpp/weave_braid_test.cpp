// weave_braid_test.cpp: a braided weave maze keeps the weave's rule of tunnels: the braid (steps/braid.h) knocks only
// the walls can_open allows, so its JSON reads back, and `maze check` and `maze solve` take it.
#include <gtest/gtest.h>

#include <string>

#include "analysis/analysis.h"
#include "analysis/way_out.h"
#include "formats/maze_json.h"
#include "shapes/weave.h"
#include "steps/braid.h"
#include "test_util.h"

namespace maze {
// A namespace of its own: the test build puts several test files in one unity file.
namespace weave_braid_test {

// Every tunnel under a room crossed straight across and closed to both ends, worked out from rows and columns again.
void expect_straight(const Grid& g, const std::string& what) {
  for (const auto& [a, b, c] : tunnels(g)) {
    const bool down = b - a == 2 * g.cols();
    const int side1 = down ? c - 1 : c - g.cols(), side2 = down ? c + 1 : c + g.cols();
    EXPECT_TRUE(g.linked(c, side1) && g.linked(c, side2)) << what << ": room " << c << " is not crossed straight";
    EXPECT_FALSE(g.linked(c, a) || g.linked(c, b)) << what << ": room " << c << " opens to the tunnel under it";
  }
}

// Walk and walls, four sizes, six shares, 25 seeds: 1,200 braided weave mazes.
TEST(WeaveBraid, KeepsTheRuleOfTunnelsAndReadsBack) {
  const int sizes[][2] = {{3, 3}, {5, 8}, {9, 11}, {16, 16}};
  long long mazes = 0, knocked = 0, tunnels_opened = 0;
  for (Method m : {ids::Walk, ids::Walls})
    for (const auto& [rows, cols] : sizes)
      for (int percent : {1, 10, 30, 50, 75, 100})
        for (int seed = 0; seed < 25; ++seed) {
          const std::string what = std::string(method_name(m)) + " " + std::to_string(rows) + "x" + std::to_string(cols) +
                                   " braid " + std::to_string(percent) + " seed " + std::to_string(seed);
          PyRandom rng(seed), plain_rng(seed);
          const Grid plain = generate(m, Grid(ShapeKind::Weave, rows, cols), plain_rng);
          auto machine = make_generator(m, Grid(ShapeKind::Weave, rows, cols), rng, with_braid(percent));
          machine->run();
          const Grid& g = machine->grid();
          knocked += dynamic_cast<const Braid&>(*machine).knocked();
          tunnels_opened += static_cast<long long>(tunnels(g).size() - tunnels(plain).size());
          expect_straight(g, what);
          EXPECT_NO_THROW(check_tunnels(g)) << what;
          const std::string json = write_json(g);
          EXPECT_EQ(read_json(json), g) << what;
          EXPECT_EQ(pieces(g), 1) << what;
          EXPECT_FALSE(way_out(g, 0, g.rooms() - 1).empty()) << what;
          // A dead end a braid of 100 leaves (none, in these) would be one with no wall the rule lets it knock.
          for (int room = 0; percent == 100 && room < g.rooms(); ++room) {
            if (g.degree(room) != 1) continue;
            int around[Grid::kMaxAround];
            for (int k = 0, n = g.around(room, around); k < n; ++k)
              if (!g.linked(room, around[k])) EXPECT_FALSE(can_open(g, room, around[k])) << what << " room " << room;
          }
          ++mazes;
        }
  EXPECT_EQ(mazes, 1200);
  EXPECT_GT(knocked, 8'000);
  EXPECT_GT(tunnels_opened, 100);  // the braid opens tunnels too, where the rule allows them
}

// The rule by hand on a 3 x 3: room 4 crossed left to right, the tunnel from 1 to 7 under it.
TEST(WeaveBraid, CanOpenByHand) {
  Grid g(ShapeKind::Weave, 3, 3);
  g.link(3, 4), g.link(4, 5), g.link(1, 7);
  EXPECT_FALSE(can_open(g, 1, 4));  // room 4 would open to the tunnel's end
  EXPECT_FALSE(can_open(g, 4, 7));
  EXPECT_TRUE(can_open(g, 0, 1));   // a wall no tunnel passes through
  EXPECT_TRUE(can_open(g, 6, 7));
  EXPECT_FALSE(can_open(g, 3, 5));  // a tunnel along room 4's own corridor
  Grid square(3, 3);
  square.link(3, 4), square.link(4, 5);
  EXPECT_TRUE(can_open(square, 1, 4));  // no rule on other shapes
}

// The command: `maze generate --shape weave --braid P --format json` reads back with `maze check` and `maze solve`.
TEST(WeaveBraid, TheCommandChecksAndSolvesIt) {
  for (const char* method : {"walk", "walls"})
    for (int braid : {50, 100})
      for (int seed = 1; seed <= 6; ++seed) {
        const std::string what = std::string(method) + " braid " + std::to_string(braid) + " seed " + std::to_string(seed);
        const auto json = testing::maze_in_process("generate --method " + std::string(method) + " --shape weave --rows 9 --cols 9 --braid " +
                                                   std::to_string(braid) + " --seed " + std::to_string(seed) + " --format json");
        ASSERT_EQ(json.status, 0) << what << json.err;
        const auto checked = testing::maze_in_process("check", json.out);
        EXPECT_EQ(checked.status, 0) << what << checked.err;
        EXPECT_EQ(checked.out.find("perfect: yes"), std::string::npos) << what << ": the braid made loops";
        const auto solved = testing::maze_in_process("solve --format json --rule bfs", json.out);
        EXPECT_EQ(solved.status, 0) << what << solved.err;
        EXPECT_EQ(solved.out.rfind("{\"rule\":\"bfs\",\"from\":0,\"to\":80,\"found\":true,", 0), 0u) << what << solved.out;
      }
}

}  // namespace weave_braid_test
}  // namespace maze
