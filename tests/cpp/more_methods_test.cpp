// more_methods_test.cpp: the seven more methods grow perfect mazes on every shape they fit,
// their steps tell every change, and the square-only ones refuse the other shapes.
#include <gtest/gtest.h>

#include <map>

#include "analysis/analysis.h"
#include "endless/endless.h"
#include "tables/methods.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "test_util.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::kMore;
using testing::kShapes;

std::string name(ShapeKind kind, Method m, int rows, int cols, int seed) {
  return std::string(shape_name(kind)) + " " + std::string(method_name(m)) + " " + std::to_string(rows) + "x" +
         std::to_string(cols) + " seed " + std::to_string(seed);
}

// Labels as the same kind of partition: rooms sharing a label, named by the lowest of them.
std::vector<int> partition(const StepMachine& machine) {
  std::map<int, int> first;
  std::vector<int> out(static_cast<std::size_t>(machine.grid().rooms()));
  for (int room = 0; room < machine.grid().rooms(); ++room)
    out[room] = first.try_emplace(machine.piece(room), room).first->second;
  return out;
}

// Every step's event, replayed on the maze the machine started from (every wall standing,
// or for division none), rebuilds the maze; pieces count down one at a time (division: one
// piece all along) and the labels are the pieces; the end is a perfect maze on the shape.
TEST(MoreMethods, GrowPerfectMazesOnEveryShapeTheyFit) {
  const int sizes[][2] = {{1, 1}, {1, 5}, {5, 1}, {2, 2}, {5, 7}, {9, 4}, {12, 12}};
  for (ShapeKind kind : kShapes)
    for (Method m : kMore)
      for (const auto& [rows, cols] : sizes)
        for (int seed = 0; seed < 3; ++seed) {
          if (!testing::fits(m, kind, rows, cols)) continue;
          const std::string what = name(kind, m, rows, cols, seed);
          const Shape shape(kind, rows, cols);
          PyRandom rng(seed);
          auto machine = make_generator(m, Grid(kind, rows, cols), rng);
          Grid rebuilt = machine->grid();
          const bool builds = method_facts(m).builds;
          EXPECT_EQ(openings(rebuilt), builds ? static_cast<int>(shape.walls().size()) : 0) << what;
          int pieces_before = machine->pieces();
          EXPECT_EQ(pieces_before, builds ? 1 : shape.rooms()) << what;
          // Before the first step: every room plain, or (division) every room in the one big room.
          for (int room = 0; room < shape.rooms(); ++room)
            ASSERT_EQ(machine->mark(room), builds ? kVisited : kPlain) << what << " room " << room;
          while (machine->step()) {
            const StepEvent e = machine->last();
            if ((e.kind == StepKind::Enter || e.kind == StepKind::Knock) && e.a >= 0) rebuilt.link(e.a, e.b);
            if (e.kind == StepKind::Build) rebuilt.unlink(e.a, e.b);
            ASSERT_EQ(rebuilt, machine->grid()) << what << ": the step tells its change";
            const int now = machine->pieces();
            EXPECT_TRUE(now == pieces_before || now == pieces_before - 1) << what;
            EXPECT_EQ(now, pieces(machine->grid())) << what;
            pieces_before = now;
            if (rows * cols <= 20) ASSERT_EQ(partition(*machine), piece_of(machine->grid())) << what;
          }
          EXPECT_TRUE(machine->done()) << what;
          EXPECT_FALSE(machine->step()) << what;
          EXPECT_EQ(machine->pieces(), 1) << what;
          testing::expect_perfect_on_shape(machine->grid(), shape, what);
          EXPECT_EQ(partition(*machine), std::vector<int>(static_cast<std::size_t>(shape.rooms()), 0)) << what;
        }
}

// How many steps of each kind a 7 x 11 maze takes follows from how each method works.
TEST(MoreMethods, EventsOfEachKind) {
  const int rooms = 77;
  for (Method m : kMore)
    for (int seed = 0; seed < 5; ++seed) {
      PyRandom rng(seed);
      auto machine = make_generator(m, 7, 11, rng);
      std::map<StepKind, int> kinds;
      while (machine->step()) ++kinds[machine->last().kind];
      const std::string what = name(ShapeKind::Square, m, 7, 11, seed);
      switch (m) {
        case ids::AldousBroder:  // every room entered once; the rest of the walk goes over old ground
          EXPECT_EQ(kinds[StepKind::Enter], rooms) << what;
          EXPECT_GT(kinds[StepKind::Walk], 0) << what;
          EXPECT_EQ(kinds.size(), 2u) << what;
          break;
        case ids::BinaryTree:
        case ids::Sidewinder:
        case ids::Eller:  // one opening a step
          EXPECT_EQ(kinds, (std::map<StepKind, int>{{StepKind::Knock, rooms - 1}})) << what;
          break;
        case ids::HuntAndKill:  // the first room, then each room walked into or hunted down
          EXPECT_EQ(kinds[StepKind::Enter] + kinds[StepKind::Knock], rooms) << what;
          EXPECT_GT(kinds[StepKind::Knock], 0) << what;
          break;
        case ids::GrowingTree:  // each room joins the list once and leaves it once
          EXPECT_EQ(kinds, (std::map<StepKind, int>{{StepKind::Enter, rooms}, {StepKind::Back, rooms}})) << what;
          break;
        default:  // division: every inner wall but the maze's 76 openings, built one a step
          EXPECT_EQ(kinds, (std::map<StepKind, int>{{StepKind::Build, 6 * 11 + 7 * 10 - (rooms - 1)}})) << what;
      }
    }
}

// Stepping one event at a time and running to the end draw the same random numbers.
TEST(MoreMethods, SteppingAndRunningAgree) {
  for (ShapeKind kind : kShapes)
    for (Method m : kMore)
      for (int seed = 0; seed < 4; ++seed) {
        if (!testing::fits(m, kind, 12, 8)) continue;
        PyRandom a(seed), b(seed);
        auto stepped = make_generator(m, Grid(kind, 12, 8), a);
        long long steps = 0;
        while (stepped->step()) ++steps;
        auto ran = make_generator(m, Grid(kind, 12, 8), b);
        EXPECT_EQ(ran->run(7), 7);
        EXPECT_EQ(ran->run(), steps - 7);
        const std::string what = name(kind, m, 12, 8, seed);
        EXPECT_EQ(stepped->grid(), ran->grid()) << what;
        EXPECT_EQ(a.next32(), b.next32()) << what;
      }
}

// Division's every step builds a wall that stood open, and only that.
TEST(MoreMethods, DivisionsStepsBuildWalls) {
  PyRandom rng(2083);
  auto machine = make_generator(ids::Division, 10, 10, rng);
  EXPECT_EQ(openings(machine->grid()), 180);  // every inner wall of 10 x 10 open
  EXPECT_EQ(dead_ends(machine->grid()), 0);
  int built = 0;
  while (machine->step()) {
    const StepEvent e = machine->last();
    ASSERT_EQ(e.kind, StepKind::Build);
    EXPECT_LT(e.a, e.b);
    EXPECT_FALSE(machine->grid().linked(e.a, e.b));
    EXPECT_EQ(openings(machine->grid()), 180 - ++built);
    EXPECT_EQ(machine->pieces(), 1);
    EXPECT_EQ(pieces(machine->grid()), 1);  // a gap in every wall: the rooms stay joined
  }
  EXPECT_EQ(built, 81);
  testing::expect_perfect(machine->grid(), "division 10x10");
}

// The methods that grow squares only say so in one sentence naming the square, and a
// session asked for one keeps what it had.
TEST(MoreMethods, SquareOnlyMethodsRefuseOtherShapes) {
  const std::map<Method, std::string> why = {
      {ids::BinaryTree, "each room opens up or to the right"},
      {ids::Sidewinder, "it runs along each row and closes each run upward"},
      {ids::Eller, "it makes the maze one row at a time"},
      {ids::Division, "it cuts the maze into rectangles"},
  };
  for (Method m : kMore) {
    EXPECT_EQ(method_facts(m).square_only, why.count(m) == 1) << method_name(m);
    for (ShapeKind kind : {ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle}) {
      PyRandom rng(1);
      if (!why.count(m)) {
        EXPECT_NO_THROW(make_generator(m, Grid(kind, 3, 4), rng)) << method_name(m);
        continue;
      }
      const std::string sentence = std::string(method_title(m)) + " grows square mazes only, not " +
                                   std::string(shape_name(kind)) + " ones: " + why.at(m);
      try {
        make_generator(m, Grid(kind, 3, 4), rng);
        ADD_FAILURE() << method_name(m) << " grew a " << shape_name(kind) << " maze";
      } catch (const MazeError& e) {
        EXPECT_EQ(e.what(), sentence);
      }
      Session s(kind, 3, 4, "9");
      s.grow(ids::Walk);
      s.finish();
      const Grid grown = s.grid();
      const long long length = s.length();
      EXPECT_THROW(s.grow(m), MazeError);
      EXPECT_EQ(s.grid(), grown);
      EXPECT_EQ(s.length(), length);
      EXPECT_FALSE(s.busy());
    }
  }
}

// The titles and names the page and the stats line use.
TEST(MoreMethods, NamesAndTitles) {
  const std::vector<std::pair<std::string, std::string>> want = {
      {"walk", "Random walk"},          {"walls", "Random walls"},   {"frontier", "Frontier"},
      {"wilson", "Wilson"},             {"aldous-broder", "Aldous\u2013Broder"},
      {"binary-tree", "Binary tree"},   {"sidewinder", "Sidewinder"}, {"hunt-and-kill", "Hunt and kill"},
      {"growing-tree", "Growing tree"}, {"eller", "Eller"},           {"division", "Recursive division"},
  };
  const auto table = methods();
  ASSERT_EQ(table.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(static_cast<std::size_t>(table[i].method), i);
    EXPECT_EQ(table[i].name, want[i].first);
    EXPECT_EQ(table[i].title, want[i].second);
    EXPECT_EQ(method_from_name(want[i].first), table[i].method);
    EXPECT_EQ(table[i].builds, want[i].first == "division");
  }
  EXPECT_EQ(method_names(),
            "walk, walls, frontier, wilson, aldous-broder, binary-tree, sidewinder, hunt-and-kill, growing-tree, eller "
            "or division");
  for (const char* pick : {"newest", "random", "oldest", "mix:0", "mix:7", "mix:100"})
    EXPECT_EQ(pick_name(pick_from_name(pick)), pick);
  EXPECT_EQ(pick_from_name("mix:050"), (Pick{Pick::Mix, 50}));
  for (const char* bad : {"", "mix", "mix:", "mix:101", "mix:-1", "mix:1000", "mix:5x", "Newest", "newest ",
                          "mix:\xb3yyyyyyy0", "mix:99999999999"})
    EXPECT_THROW(pick_from_name(bad), MazeError) << bad;
}

// Growing tree: picking the newest makes the walk's kind of maze (few dead ends, long ways
// out), picking at random the frontier's kind (many dead ends); mixes fall in between.
TEST(MoreMethods, GrowingTreesPickShapesItsCorridors) {
  std::map<std::string, double> ends;
  for (const char* pick : {"newest", "mix:75", "mix:25", "random"}) {
    PyRandom rng(1);
    long long total = 0;
    for (int i = 0; i < 50; ++i) total += dead_ends(generate(ids::GrowingTree, 20, 20, rng, {pick_from_name(pick)}));
    ends[pick] = static_cast<double>(total) / 50;
  }
  EXPECT_LT(ends["newest"], ends["mix:75"]);
  EXPECT_LT(ends["mix:75"], ends["mix:25"]);
  EXPECT_LT(ends["mix:25"], ends["random"]);
  EXPECT_LT(ends["newest"], 50);   // of 400 rooms: the random walk's kind has about 10 in 100
  EXPECT_GT(ends["random"], 110);  // the frontier's kind about 30 in 100
}

// Eller's step machine and the endless maze share one row core: the same seed gives the
// same picture, and a maze of K rows has the endless stream's first 2K - 1 lines.
TEST(MoreMethods, EllerAndTheEndlessMazeAgree) {
  for (const auto& [rows, cols] : {std::pair{1, 1}, {1, 9}, {9, 1}, {10, 10}, {37, 23}})
    for (const char* seed : {"1", "2083", "-99"}) {
      const std::string what = std::to_string(rows) + "x" + std::to_string(cols) + " seed " + seed;
      EndlessMaze closed(cols, seed), endless(cols, seed);
      std::vector<std::string> picture{closed.top()}, stream{endless.top()};
      std::string a, b;
      for (int r = 0; r < rows; ++r) {
        closed.next(r + 1 == rows, a, b);
        picture.push_back(a), picture.push_back(b);
        endless.next(false, a, b);
        stream.push_back(a), stream.push_back(b);
      }
      EXPECT_TRUE(closed.closed());
      EXPECT_THROW(closed.next(false, a, b), MazeError);
      EXPECT_EQ(closed.rows_made(), rows);
      EXPECT_EQ(picture, write_picture(read_picture_text(generate_picture(ids::Eller, rows, cols, seed)))) << what;
      EXPECT_EQ(std::vector<std::string>(picture.begin(), picture.begin() + 2 * rows - 1),
                std::vector<std::string>(stream.begin(), stream.begin() + 2 * rows - 1))
          << what;
      EXPECT_EQ(picture.back(), std::string(2 * cols + 1, '#'));  // closed at the bottom
    }
  EXPECT_THROW(EndlessMaze(0, "1"), MazeError);
  EXPECT_THROW(EndlessMaze(5, "x"), MazeError);
  EXPECT_FALSE(EndlessMaze(5, "").seed().empty());
}

// 16 million rooms with no recursion. (Aldous-Broder is left out: its walk covers the
// square in about (4/pi) n (ln n)^2 moves, some 6 billion at this size.)
TEST(Scale, MoreMethodsFourThousandByFourThousand) {
  for (Method m : kMore) {
    if (m == ids::AldousBroder) continue;
    for (const char* pick : {"newest", "random"}) {
      if (m != ids::GrowingTree && std::string(pick) == "random") continue;
      PyRandom rng(1);
      const Grid g = generate(m, 4000, 4000, rng, {pick_from_name(pick)});
      EXPECT_EQ(openings(g), 16'000'000 - 1) << method_name(m);
      EXPECT_EQ(pieces(g), 1) << method_name(m);
    }
  }
}

}  // namespace
}  // namespace maze
