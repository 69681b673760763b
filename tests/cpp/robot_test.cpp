// robot_test.cpp: the robot (a hand on the wall) on small mazes worked out by hand, on the
// session's timeline, and in the `maze solve --rule` command.
#include <gtest/gtest.h>

#include "analysis/analysis.h"
#include "formats/picture.h"
#include "analysis/robot.h"
#include "session/session.h"
#include "test_util.h"
#include "analysis/way_out.h"

namespace maze {
namespace {

using testing::lines_of;
using testing::run;

// The lesson's first maze. Rooms 0 1 2 / 3 4 5 / 6 7 8; openings 0-3, 1-2, 1-4, 3-4, 4-5,
// 5-8, 6-7, 7-8 (a perfect maze).
const char* kLesson =
    "#######\n"
    "#.#...#\n"
    "#.#.###\n"
    "#.....#\n"
    "#####.#\n"
    "#.....#\n"
    "#######\n";

// A ring round the middle room: every outer room opens to the next, and room 4 opens only
// to room 1 above it (one loop).
const char* kRing =
    "#######\n"
    "#.....#\n"
    "#.#.#.#\n"
    "#.#.#.#\n"
    "#.###.#\n"
    "#.....#\n"
    "#######\n";

std::vector<int> walk(const Grid& g, Hand hand, int to, Robot* out = nullptr) {
  Robot robot(g, hand, 0, to);
  robot.run();
  if (out) *out = robot;
  return robot.trail();
}

TEST(Robot, RightHandOnTheLessonsMaze) {
  // Starts in room 0 as if it came in from the left, facing right: right hand = down.
  // 0: only down is open -> 3 (facing down; its right hand is on the left).
  // 3: left is the edge, ahead (6) is a wall, its left (4) is open -> 4 (facing right).
  // 4: its right (7, below) is a wall, ahead (5) is open -> 5.
  // 5: its right (8, below) is open -> 8, the way out: 4 steps.
  const Grid g = read_picture_text(kLesson);
  Robot robot(g, Hand::Right);
  walk(g, Hand::Right, 8, &robot);
  EXPECT_EQ(robot.trail(), (std::vector<int>{0, 3, 4, 5, 8}));
  EXPECT_EQ(robot.steps(), 4);
  EXPECT_TRUE(robot.got_out());
  EXPECT_FALSE(robot.went_round());
  EXPECT_EQ(robot.last(), (StepEvent{StepKind::Found, 5, 8}));
}

TEST(Robot, LeftHandOnTheLessonsMazeTriesTheDeadEnd) {
  // Facing right in 0, left hand up (edge), ahead (1) a wall, right (3) open -> 3.
  // 3 facing down: left hand on the right side: 4 open -> 4 (facing right).
  // 4: left hand up: 1 open -> 1 (facing up). 1: left (0) a wall, ahead the edge, right: 2.
  // 2 is a dead end: left, ahead and right are walls -> back to 1 (facing left).
  // 1: left hand down: 4 -> 4 (facing down). 4: its left (5) -> 5. 5: left (2) a wall,
  // ahead the edge, right (8) -> 8: 8 steps.
  const Grid g = read_picture_text(kLesson);
  EXPECT_EQ(walk(g, Hand::Left, 8), (std::vector<int>{0, 3, 4, 1, 2, 1, 4, 5, 8}));
}

TEST(Robot, GoesRoundForEverWhenTheWayOutIsInTheMiddle) {
  // Right hand, way out room 4: its right hand stays on the outer wall:
  // 0 -> 3 -> 6 -> 7 -> 8 -> 5 -> 2 -> 1 -> 0 -> 3. At 1 (facing left) its right hand is on
  // the edge and ahead is open, so it never turns down into 4. Back in 3, come from 0, a
  // second time: the same room facing the same way, so it would go round for ever.
  const Grid g = read_picture_text(kRing);
  Robot robot(g, Hand::Right);
  EXPECT_EQ(walk(g, Hand::Right, 4, &robot), (std::vector<int>{0, 3, 6, 7, 8, 5, 2, 1, 0, 3}));
  EXPECT_TRUE(robot.went_round());
  EXPECT_FALSE(robot.got_out());
  EXPECT_EQ(robot.steps(), 9);
  EXPECT_TRUE(robot.done());
  EXPECT_FALSE(robot.step());
  // The left hand goes round the other way: 0 -> 1 -> 2 -> 5 -> 8 -> 7 -> 6 -> 3 -> 0 -> 1.
  EXPECT_EQ(walk(g, Hand::Left, 4), (std::vector<int>{0, 1, 2, 5, 8, 7, 6, 3, 0, 1}));
  // The breadth-first search finds room 4 at once: 0, 1, 4.
  EXPECT_EQ(way_out(g, 0, 4), (std::vector<int>{0, 1, 4}));
  // With the way out in the corner, loops or not, the outer wall leads there: 0 3 6 7 8.
  EXPECT_EQ(walk(g, Hand::Right, 8), (std::vector<int>{0, 3, 6, 7, 8}));
}

TEST(Robot, HexagonsTurnByTheAngleToEachNeighbour) {
  // Hexagons 2 x 2, every wall knocked down: rooms 0 1 on top, 2 3 below shifted right.
  // Right hand from 0 (back to the left): counter-clockwise from the left, 2 (down right,
  // at 300 degrees) comes before 1 (at 360) -> 2. In 2, come from 0 (at 120 degrees):
  // 3 (at 360, 240 on) before 1 (at 60, 300 on) -> 3: 0 2 3.
  // Left hand: clockwise from the left, 1 (180 on) before 2 (240 on) -> 1. In 1, come from
  // 0 (at 180): 3 (at 300, 240 on clockwise) before 2 (at 240, 300 on) -> 3: 0 1 3.
  Grid g(ShapeKind::Hex, 2, 2);
  for (auto [a, b] : standing_walls(g)) g.link(a, b);
  EXPECT_EQ(walk(g, Hand::Right, 3), (std::vector<int>{0, 2, 3}));
  EXPECT_EQ(walk(g, Hand::Left, 3), (std::vector<int>{0, 1, 3}));
}

TEST(Robot, InAPerfectMazeItAlwaysGetsOut) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle})
    for (Method m : {ids::Walk, ids::Walls}) {
      Session s(kind, 8, 8, "7");
      s.grow(m);
      s.finish();
      for (Hand hand : {Hand::Right, Hand::Left}) {
        Robot robot(s.grid(), hand);
        robot.run();
        EXPECT_TRUE(robot.got_out()) << static_cast<int>(kind);
        // Each opening at most once each way: at most 2 (rooms - 1) steps.
        EXPECT_LE(robot.steps(), 2LL * (s.grid().rooms() - 1));
      }
    }
}

TEST(Robot, NoOpeningMeansNoWayOut) {
  Grid g(2, 2);
  Robot robot(g, Hand::Right);
  EXPECT_TRUE(robot.done());
  EXPECT_TRUE(robot.went_round());
  EXPECT_EQ(robot.steps(), 0);
  Robot there(g, Hand::Left, 3, 3);
  EXPECT_TRUE(there.got_out());
  EXPECT_THROW(Robot(g, Hand::Right, 0, 4), MazeError);
}

TEST(Robot, WalksOnTheSessionsTimelineAfterTheGrowth) {
  Session s(10, 10, "2083");
  s.grow(ids::Walk);
  s.finish();
  const long long grown = s.length();
  s.walk_robot(Hand::Right, 0, 99);
  EXPECT_TRUE(s.robot().walking);
  s.finish();
  const RobotResult done = s.robot();
  EXPECT_TRUE(done.out);
  EXPECT_EQ(s.length(), grown + done.steps);
  const std::vector<int> trail = s.thread();
  EXPECT_EQ(s.route(), trail);
  EXPECT_EQ(trail.size(), static_cast<std::size_t>(done.steps + 1));
  // The same walk off the timeline.
  Robot robot(s.grid(), Hand::Right, 0, 99);
  robot.run();
  EXPECT_EQ(robot.trail(), trail);
  // Step back into the walk and on again: the very same steps.
  s.seek(grown + 5);
  EXPECT_EQ(s.thread(), std::vector<int>(trail.begin(), trail.begin() + 6));
  EXPECT_EQ(s.robot().steps, 5);
  s.seek(s.length());
  EXPECT_EQ(s.thread(), trail);
  // Back into the growth: no robot.
  s.seek(grown - 1);
  EXPECT_FALSE(s.robot().walking || s.robot().out);
  // The breadth-first way out beside it: the lesson's 47 rooms.
  EXPECT_EQ(s.shortest_route(0, 99).size(), 47u);
  // The way-out search takes the search's place again.
  s.solve();
  s.finish();
  EXPECT_EQ(s.route().size(), 47u);
  EXPECT_FALSE(s.robot().out);
}

TEST(Robot, KnockingAWallStartsANewTimeline) {
  Session s(ShapeKind::Square, 3, 3, "1");
  s.grow(ids::Frontier);
  s.finish();
  const Ends ends = s.ways();
  const auto [a, b] = s.knock_random();
  ASSERT_GE(a, 0);
  EXPECT_TRUE(s.grid().linked(a, b));
  EXPECT_EQ(loops(s.grid()), 1);
  EXPECT_EQ(s.length(), 0);
  EXPECT_EQ(s.ways(), ends);  // the way in and out stay
  EXPECT_THROW(s.knock(0, 8), MazeError);
  Session all(ShapeKind::Square, 2, 2, "1");
  for (int i = 0; i < 4; ++i) EXPECT_GE(all.knock_random().first, 0);
  EXPECT_EQ(all.knock_random(), (std::pair<int, int>{-1, -1}));
  all.walk_robot(Hand::Right, 0, 3);
  all.finish();
  EXPECT_EQ(all.thread(), (std::vector<int>{0, 2, 3}));  // facing right, right hand down
}

TEST(Robot, TheMazeCommandWalksTheRobot) {
  const std::string maze = MAZE_CLI;
  const std::string ring = std::string("printf '") + kRing + "' | '" + maze + "' solve";
  auto right = run(ring + " --rule right-hand --to 4");
  EXPECT_EQ(right.status, 1);
  EXPECT_EQ(right.out,
            "#######\n#ooooo#\n#o#.#o#\n#o#.#o#\n#o###o#\n#ooooo#\n#######\n"
            "The robot went round in a loop: it never gets out\n");
  auto out = run(ring + " --rule left-hand");
  EXPECT_EQ(out.status, 0);
  EXPECT_EQ(lines_of(out.out).back(), "The robot walked 4 steps");
  auto bfs = run(ring + " --rule bfs --to 4");
  EXPECT_EQ(bfs.status, 0);
  EXPECT_EQ(lines_of(bfs.out).back(), "The way out goes through 3 rooms");
  auto lesson = run("printf '" + std::string(kLesson) + "' | '" + maze + "' solve --format text --rule left-hand");
  EXPECT_EQ(lines_of(lesson.out).back(), "The robot walked 8 steps");
  auto bad = run(ring + " --rule wall 2>&1");
  EXPECT_EQ(bad.status, 2);
  EXPECT_EQ(bad.out, "maze: unknown rule \"wall\": use bfs, dfs, a-star, dead-end-filling, shortest-ways, random-mouse, tremaux, right-hand, left-hand, pledge or cul-de-sac-filling\n");
}

}  // namespace
}  // namespace maze
