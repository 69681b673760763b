// timeline_test.cpp: seek equals stepping a fresh session, replays repeat, the search extends the timeline.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <random>

#include "session/session.h"
#include "test_util.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::kAll;
const char* const kSeeds[] = {"0", "2083", "-7", "123456789012345678901"};

// Everything a page can see of a session at one moment.
struct Snapshot {
  std::vector<std::uint8_t> walls, marks;
  std::vector<int> pieces_of, thread, route;  // pieces_of: each room's piece as its lowest room
  int pieces = 0;
  StepEvent last;
  long long position = 0;
  bool operator==(const Snapshot&) const = default;
};

// Labels as a partition: rooms sharing a label, named by the lowest room among them.
std::vector<int> partition(const std::vector<int>& labels) {
  std::map<int, int> first;
  std::vector<int> out(labels.size());
  for (std::size_t room = 0; room < labels.size(); ++room)
    out[room] = first.try_emplace(labels[room], static_cast<int>(room)).first->second;
  return out;
}

// What differs between two snapshots, for failure messages.
void PrintTo(const Snapshot& s, std::ostream* out) {
  auto list = [&](const char* name, const auto& v) {
    *out << name << ":";
    for (auto x : v) *out << " " << +x;
    *out << "\n";
  };
  list("walls", s.walls), list("marks", s.marks), list("pieces of", s.pieces_of), list("thread", s.thread);
  list("route", s.route);
  *out << "pieces " << s.pieces << ", last " << static_cast<int>(s.last.kind) << " " << s.last.a << " " << s.last.b
       << ", position " << s.position;
}

Snapshot snap(const Session& s) {
  return {s.grid().bits(), s.marks(), partition(s.piece_labels()), s.thread(), s.route(), s.pieces(), s.last(),
          s.position()};
}

std::string named(Method m, int rows, int cols, const char* seed) {
  return std::string(method_name(m)) + " " + std::to_string(rows) + "x" + std::to_string(cols) + " seed " + seed;
}

// A fresh session stepped one step at a time to the end of its growth, then (solved from
// its own ways) to the end of its search: the snapshot after each number of steps.
std::vector<Snapshot> stepped(Method m, int rows, int cols, const char* seed, long long* grown,
                              ShapeKind kind = ShapeKind::Square, const MethodOptions& options = {}) {
  Session s(kind, rows, cols, seed);
  s.grow(m, options);
  std::vector<Snapshot> out{snap(s)};
  while (s.step().kind != StepKind::Done || s.busy()) out.push_back(snap(s));
  *grown = s.position();
  s.solve();
  out.back() = snap(s);  // step `grown` now shows the search about to start
  while (s.busy()) {
    s.step();
    out.push_back(snap(s));
  }
  return out;
}

// Seeking to steps of the timeline (growth and way out), in a shuffled order, shows exactly
// what stepping a fresh session showed there.
void expect_seeks_equal_steps(Method m, ShapeKind kind, int rows, int cols, const char* seed,
                              const MethodOptions& options = {}) {
  const std::string what = std::string(shape_name(kind)) + " " + named(m, rows, cols, seed);
  long long grown = 0;
  const auto expected = stepped(m, rows, cols, seed, &grown, kind, options);
  const long long total = static_cast<long long>(expected.size()) - 1;
  Session s(kind, rows, cols, seed);
  s.grow(m, options);
  EXPECT_EQ(s.position(), 0) << what;
  EXPECT_EQ(s.length(), 0) << what;
  EXPECT_EQ(s.finish(), grown) << what;
  EXPECT_EQ(s.length(), grown) << what;
  s.solve();
  EXPECT_EQ(s.position(), grown) << what;
  s.finish();
  ASSERT_EQ(s.length(), total) << what;
  // Every step for small mazes; for bigger ones a few hundred, in a shuffled order.
  std::vector<long long> ks;
  const long long every = std::max<long long>(1, total / 300);
  for (long long k = 0; k <= total; k += every) ks.push_back(k);
  ks.push_back(total), ks.push_back(grown), ks.push_back(std::max<long long>(0, grown - 1));
  std::shuffle(ks.begin(), ks.end(), std::mt19937(7));
  for (long long k : ks) {
    s.seek(k);
    ASSERT_EQ(snap(s), expected[k]) << what << " at step " << k;
  }
}

TEST(Timeline, SeekEqualsSteppingAFreshSession) {
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 7}, {6, 1}, {10, 10}, {37, 23}};
  for (Method m : kAll)
    for (auto [rows, cols] : sizes)
      for (const char* seed : kSeeds) expect_seeks_equal_steps(m, ShapeKind::Square, rows, cols, seed);
}

// The seven more methods, on every shape each grows (growing-tree with every kind of pick).
TEST(Timeline, MoreMethodsSeekEqualsStepping) {
  const std::pair<int, int> sizes[] = {{1, 1}, {1, 7}, {6, 1}, {9, 8}, {23, 17}};
  for (Method m : testing::kMore)
    for (ShapeKind kind : testing::kShapes)
      for (auto [rows, cols] : sizes)
        for (const char* seed : {"2083", "-7"}) {
          if (!testing::fits(m, kind, rows, cols)) continue;
          expect_seeks_equal_steps(m, kind, rows, cols, seed);
        }
  for (const char* pick : {"random", "oldest", "mix:60"})
    expect_seeks_equal_steps(ids::GrowingTree, ShapeKind::Hex, 11, 7, "5", {pick_from_name(pick)});
}

TEST(Timeline, SteppingOnAfterGoingBackRepeatsTheSameSteps) {
  for (Method m : kAll)
    for (const char* seed : kSeeds) {
      const std::string what = named(m, 12, 9, seed);
      Session s(12, 9, seed);
      s.grow(m);
      std::vector<StepEvent> events;
      while (s.busy()) events.push_back(s.step());
      s.solve();
      for (StepEvent e; (e = s.step()).kind != StepKind::Done || s.busy();) events.push_back(e);
      const long long total = s.length();
      ASSERT_EQ(static_cast<long long>(events.size()), total) << what;
      for (long long back : {total - 1, total / 2, total / 3, 59LL, 3LL, 0LL}) {
        s.seek(back);
        for (long long k = back; k < total; ++k) {
          ASSERT_EQ(s.step(), events[k]) << what << " from " << back << " step " << k + 1;
          ASSERT_EQ(s.position(), k + 1);
        }
        EXPECT_EQ(s.length(), total) << what;
        EXPECT_EQ(s.step().kind, StepKind::Done) << what;
      }
      s.seek(40);
      s.step_back();
      EXPECT_EQ(s.position(), 39) << what;
      EXPECT_EQ(s.last(), events[38]) << what;
      EXPECT_EQ(s.step_many(10), 10) << what;
      EXPECT_EQ(s.last(), events[48]) << what;
    }
}

TEST(Timeline, SolvingMidGrowthFinishesTheGrowthFirst) {
  for (Method m : kAll) {
    Session s(10, 10, "2083"), whole(10, 10, "2083");
    whole.grow(m);
    const long long grown = whole.finish();
    s.grow(m);
    s.step_many(17);
    s.solve();
    EXPECT_EQ(s.position(), grown) << method_name(m);
    EXPECT_EQ(s.picture(), whole.picture()) << method_name(m);
    s.finish();
    const auto route = s.route();
    const long long total = s.length();
    s.seek(5);
    EXPECT_TRUE(s.route().empty());
    s.seek(total);
    EXPECT_EQ(s.route(), route) << method_name(m);
    // A new search replaces the old one on the timeline.
    s.solve(0, 0);
    EXPECT_EQ(s.length(), grown);
    EXPECT_EQ(s.finish(), 1);
    EXPECT_EQ(s.route(), std::vector<int>{0});
  }
}

TEST(Timeline, ReseedingMidGrowthIsReplayedToo) {
  Session s(15, 15, "1");
  s.grow(ids::Walls);  // the walls are shuffled with seed 1
  s.step_many(30);
  s.reseed("99");         // random walls draws nothing more: the same maze
  s.grow(ids::Wilson);
  s.step_many(100);
  s.reseed("5");
  std::vector<StepEvent> events;
  while (s.busy()) events.push_back(s.step());
  const std::string picture = s.picture();
  s.seek(50);
  s.finish();
  EXPECT_EQ(s.picture(), picture);
  s.seek(100);
  for (const StepEvent& e : events) ASSERT_EQ(s.step(), e);
}

TEST(Timeline, LoadedPicturesHaveOnlyTheSearch) {
  Session s(1, 1, "0");
  s.load("#######\n#.....#\n#.###.#\n#...#.#\n#######");
  EXPECT_EQ(s.length(), 0);
  EXPECT_EQ(s.ways(), (Ends{0, 5}));
  s.solve();
  const long long steps = s.finish();
  EXPECT_EQ(s.route(), (std::vector<int>{0, 1, 2, 5}));
  EXPECT_EQ(s.length(), steps);
  s.seek(0);
  EXPECT_EQ(s.marks()[0], kThread);
  EXPECT_TRUE(s.route().empty());
  s.seek(steps);
  EXPECT_EQ(s.route(), (std::vector<int>{0, 1, 2, 5}));
  EXPECT_THROW(s.seek(steps + 1), MazeError);
  EXPECT_THROW(s.seek(-1), MazeError);
  s.resize(3, 3);
  EXPECT_EQ(s.length(), 0);
  EXPECT_EQ(s.position(), 0);
}

TEST(Timeline, CheckpointsKeepToTheirBudgetAndSeekRightFarFromTheStart) {
  for (Method m : kAll) {
    Session s(300, 300, "4");
    s.grow(m);
    const long long total = s.finish();
    EXPECT_GT(s.checkpoint_bytes(), 0u) << method_name(m);
    EXPECT_LE(s.checkpoint_bytes(), Checkpoints::kBudget) << method_name(m);
    for (long long k : {total * 3 / 4, total / 3, total - 1}) {
      Session fresh(300, 300, "4");
      fresh.grow(m);
      fresh.step_many(k);
      s.seek(k);
      EXPECT_EQ(snap(s), snap(fresh)) << method_name(m) << " at step " << k;
    }
  }
}

}  // namespace
}  // namespace maze

namespace maze {
namespace {

// Finishing at once makes no copies on the way (only the one at step 0); the first seek's
// replay makes them, and later seeks use them.
TEST(Timeline, FinishingAtOnceLeavesCheckpointsToTheFirstSeek) {
  Session s(200, 200, "2083");
  s.grow(ids::Walk);
  const std::size_t at_start = s.checkpoint_bytes();
  const long long end = s.finish();
  EXPECT_EQ(s.checkpoint_bytes(), at_start);
  s.seek(end - 1);
  EXPECT_GT(s.checkpoint_bytes(), 10 * at_start);
  const Grid near_end = s.grid();
  s.seek(end / 2);
  s.seek(end - 1);
  EXPECT_EQ(s.grid(), near_end);
  // The same maze as one stepped there without finishing first.
  Session t(200, 200, "2083");
  t.grow(ids::Walk);
  t.step_many(end - 1);
  EXPECT_EQ(t.grid(), near_end);
}

}  // namespace
}  // namespace maze
