// changes_test.cpp: the rooms each step reports cover every room whose look changed; ways; distances.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "session/session.h"
#include "shapes/shape.h"
#include "test_util.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::kAll;

// Steps one at a time (n at a time) and checks that every room whose look differs from
// before was reported, unless the session said "all". Returns the steps taken.
long long check_changes(Session& s, const std::string& what, int n = 1) {
  s.changes();
  auto before = s.looks();
  long long steps = 0;
  int alls = 0, frames = 0;
  while (s.busy()) {
    ++frames;
    steps += s.step_watched(n);
    const Changes c = s.changes();
    const auto after = s.looks();
    alls += c.all;
    if (!c.all)
      for (int room = 0; room < s.grid().rooms(); ++room)
        if (after[room] != before[room])
          EXPECT_TRUE(std::binary_search(c.rooms.begin(), c.rooms.end(), room))
              << what << ": room " << room << " changed at step " << s.position() << " but was not reported";
    before = after;
  }
  // "All" only for a step onto the search's start or one that changed over a quarter of
  // the rooms: rare, one step at a time, in a maze of a hundred rooms or more.
  if (s.grid().rooms() >= 100 && n == 1) EXPECT_LE(alls * 20, frames) << what;
  return steps;
}

TEST(Changes, EveryStepReportsTheRoomsItChanged) {
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 8}, {7, 1}, {4, 4}, {10, 10}, {13, 9}};
  for (Method m : kAll)
    for (auto [rows, cols] : sizes)
      for (const char* seed : {"1", "2083", "-40"}) {
        const std::string what = std::string(method_name(m)) + " " + std::to_string(rows) + "x" +
                                 std::to_string(cols) + " seed " + seed;
        Session s(rows, cols, seed);
        s.grow(m);
        EXPECT_TRUE(s.changes().all) << what;
        check_changes(s, what);
        s.solve();
        EXPECT_TRUE(s.changes().all) << what;
        check_changes(s, what + " (way out)");
        // Many steps a frame, as the page asks for them, after going back in time.
        s.seek(0);
        EXPECT_TRUE(s.changes().all) << what;
        check_changes(s, what + " (7 a frame)", 7);
      }
}

// The seven more methods, on every shape each grows, one step a frame and seven.
TEST(Changes, MoreMethodsReportTheRoomsTheyChanged) {
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 8}, {7, 1}, {10, 10}, {13, 9}};
  for (Method m : testing::kMore)
    for (ShapeKind kind : testing::kShapes)
      for (auto [rows, cols] : sizes)
        for (const char* seed : {"1", "-40"}) {
          if (!testing::fits(m, kind, rows, cols)) continue;
          const std::string what = std::string(shape_name(kind)) + " " + std::string(method_name(m)) + " " +
                                   std::to_string(rows) + "x" + std::to_string(cols) + " seed " + seed;
          Session s(kind, rows, cols, seed);
          s.grow(m);
          EXPECT_TRUE(s.changes().all) << what;
          check_changes(s, what);
          s.seek(0);
          EXPECT_TRUE(s.changes().all) << what;
          check_changes(s, what + " (7 a frame)", 7);
        }
}

TEST(Changes, LooksHoldMarkWallsAndLabel) {
  Session s(10, 10, "2083");
  s.grow(ids::Walls);
  s.step_many(50);
  const auto looks = s.looks();
  const auto marks = s.marks();
  const auto labels = s.piece_labels();
  for (int room = 0; room < 100; ++room) {
    EXPECT_EQ(looks[room] & 0xf, marks[room]);
    EXPECT_EQ(looks[room] >> 4 & 3, s.grid().bits()[room]);
    EXPECT_EQ(static_cast<int>(looks[room] >> 8), labels[room]);
  }
  EXPECT_EQ(s.looks({7, 3, 7}), (std::vector<std::uint32_t>{looks[7], looks[3], looks[7]}));
  EXPECT_THROW(s.looks({100}), MazeError);
  EXPECT_THROW(s.looks({-1}), MazeError);
}

// A refused wall is reported (the page flashes it) though no look changes.
TEST(Changes, ARefusedWallReportsItsTwoRooms) {
  Session s(10, 10, "2083");
  s.grow(ids::Walls);
  s.changes();
  int refusals = 0;
  while (s.busy()) {
    const StepEvent e = s.step();
    const Changes c = s.changes();
    if (e.kind != StepKind::Refuse) continue;
    ++refusals;
    EXPECT_FALSE(c.all);
    EXPECT_EQ(c.rooms, (std::vector<int>{std::min(e.a, e.b), std::max(e.a, e.b)}));
  }
  EXPECT_EQ(refusals, 81);  // the lesson's 180 walls: 99 knocked down, 81 left standing
}

// The smaller piece takes the bigger one's label: each room is relabeled at most log2(rooms) times.
TEST(Changes, JoiningPiecesRelabelsFewRooms) {
  Session s(64, 64, "3");
  s.grow(ids::Walls);
  s.changes();
  long long reported = 0;
  while (s.busy()) {
    s.step();
    reported += static_cast<long long>(s.changes().rooms.size());
  }
  const long long walls = 2 * 64 * 63, rooms = 64 * 64;
  EXPECT_LE(reported, 2 * walls + rooms * 12);
  EXPECT_GT(reported, 2 * walls);
}

TEST(Ways, FrontierPicksItsOwnOnTheLeftAndRightSides) {
  for (const char* seed : {"2", "2083", "17", "-3"})
    for (auto [rows, cols] : {std::pair{10, 10}, std::pair{5, 13}, std::pair{1, 1}, std::pair{9, 1}}) {
      Session s(rows, cols, seed);
      s.grow(ids::Frontier);
      s.step();
      EXPECT_EQ(s.ways(), (Ends{0, rows * cols - 1}));  // until the last step picks them
      const long long steps = s.finish();
      EXPECT_EQ(s.last().kind, StepKind::Ends);
      const Ends ends = s.ways();
      EXPECT_EQ(ends, (Ends{s.last().a, s.last().b}));
      EXPECT_EQ(s.grid().col_of(ends.in), 0) << seed;
      EXPECT_EQ(s.grid().col_of(ends.out), cols - 1) << seed;
      s.seek(steps - 1);  // one step before: not picked yet
      EXPECT_EQ(s.ways(), (Ends{0, rows * cols - 1}));
      s.solve();
      s.finish();
      const auto route = s.route();
      ASSERT_FALSE(route.empty());
      EXPECT_EQ(route.front(), ends.in);
      EXPECT_EQ(route.back(), ends.out);
      EXPECT_EQ(s.ways(), ends);
    }
}

TEST(Ways, TheLessonsMethodsGoFromTopLeftToBottomRight) {
  for (Method m : {ids::Walk, ids::Walls, ids::Wilson}) {
    Session s(7, 11, "2083");
    s.grow(m);
    s.finish();
    EXPECT_EQ(s.ways(), (Ends{0, 76}));
    s.solve();
    s.finish();
    EXPECT_EQ(s.route().front(), 0);
    EXPECT_EQ(s.route().back(), 76);
  }
}

TEST(Distances, HandDrawnPictures) {
  Session s(1, 1, "0");
  // Figure 6.1 of the lesson: worked out by hand from the top left room.
  s.load("#######\n#.#...#\n#.#.###\n#.....#\n#####.#\n#.....#\n#######");
  EXPECT_EQ(s.distances(0), (std::vector<int>{0, 3, 4, 1, 2, 3, 6, 5, 4}));
  EXPECT_EQ(s.distances(8), (std::vector<int>{4, 3, 4, 3, 2, 1, 2, 1, 0}));
  // A ring of four rooms; the top right and bottom right rooms are cut off.
  s.load("#######\n#...#.#\n#.#.###\n#...#.#\n#######");
  EXPECT_EQ(s.distances(0), (std::vector<int>{0, 1, -1, 1, 2, -1}));
  EXPECT_EQ(s.distances(2), (std::vector<int>{-1, -1, 0, -1, -1, -1}));
  EXPECT_THROW(s.distances(6), MazeError);
  EXPECT_THROW(s.distances(-1), MazeError);
}

}  // namespace
}  // namespace maze
