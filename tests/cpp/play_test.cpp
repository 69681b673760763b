// play_test.cpp: what a player needs from the engine: the open neighbour nearest a heading,
// the ways on from a room by name, a run along a corridor, the two rooms farthest apart.
#include <gtest/gtest.h>

#include "analysis/analysis.h"
#include "play/corridor.h"
#include "play/heading.h"
#include "shapes/shape.h"
#include "test_util.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
// A namespace of its own: the test build puts several test files in one unity file.
namespace play_test {

constexpr Heading kEvery[] = {Heading::Up,     Heading::Down,    Heading::Left,     Heading::Right,
                              Heading::UpLeft, Heading::UpRight, Heading::DownLeft, Heading::DownRight};

// Every wall knocked down: each neighbour is open, so a heading's room is the geometry's alone.
Grid all_open(ShapeKind kind, int rows, int cols) {
  Grid g(kind, rows, cols);
  int around[Grid::kMaxAround];
  for (int room = 0; room < g.rooms(); ++room)
    for (int k = 0, n = g.around(room, around); k < n; ++k)
      if (around[k] > room) g.link(room, around[k]);
  return g;
}

std::string names(const std::vector<Way>& ways) {
  std::string out;
  for (const Way& w : ways) out += (out.empty() ? "" : ", ") + std::string(heading_name(w.heading)) + " " + std::to_string(w.room);
  return out;
}

TEST(Heading, NamesAndVectors) {
  for (Heading h : kEvery) EXPECT_EQ(heading_from_name(heading_name(h)), h);
  EXPECT_EQ(heading_name(Heading::UpLeft), "up-left");
  EXPECT_EQ(heading_vector(Heading::Up).y, -1);
  EXPECT_EQ(heading_vector(Heading::DownRight).x, 1);
  EXPECT_THROW(heading_from_name("north"), MazeError);
  EXPECT_EQ(headings_of(ShapeKind::Square).size(), 4u);
  EXPECT_EQ(headings_of(ShapeKind::Hex).size(), 6u);
  EXPECT_EQ(headings_of(ShapeKind::Triangle).size(), 6u);
  EXPECT_EQ(headings_of(ShapeKind::Circle).size(), 8u);
}

// The lesson's Figure 6.1: up, down, left and right take exactly the room that way when it
// is open; a diagonal takes none on the square.
TEST(Heading, TheSquareIsExact) {
  const Grid g = read_picture({"#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######"});
  for (int room = 0; room < g.rooms(); ++room) {
    for (int d = 0; d < 4; ++d) {
      const int want = g.neighbour(room, d) >= 0 && g.open(room, d) ? g.neighbour(room, d) : -1;
      const Toward t = toward(g, room, static_cast<Heading>(d));
      EXPECT_EQ(t.room, want) << "room " << room << " " << heading_name(static_cast<Heading>(d));
      EXPECT_FALSE(t.tie);
    }
    for (Heading h : {Heading::UpLeft, Heading::UpRight, Heading::DownLeft, Heading::DownRight})
      EXPECT_EQ(toward(g, room, h).room, -1) << room;
  }
  // A swipe a little off straight still goes that way.
  EXPECT_EQ(toward(g, 3, 1, 0.4).room, 4);
  EXPECT_EQ(toward(g, 3, 0.4, 1).room, -1);  // down from room 3: a wall
  EXPECT_EQ(names(ways_on(g, 4)), "up 1, left 3, right 5");
  EXPECT_EQ(names(ways_on(g, 0)), "down 3");
  EXPECT_THROW(toward(g, 9, Heading::Up), MazeError);
  EXPECT_THROW(toward(g, 0, 0, 0), MazeError);
}

// Hexagons, odd-r rows: from the offsets in shape.h, not from the geometry. Right and left are
// E and W, the diagonals NE, NW, SE, SW; up and down lie halfway between two neighbours, so
// they go where only one of the two is, and tie where both are.
TEST(Heading, HexagonsFromTheirOffsets) {
  const int R = 4, C = 4;
  const Grid g = all_open(ShapeKind::Hex, R, C);
  for (int room = 0; room < g.rooms(); ++room) {
    const int r = room / C, c = room % C, s = r & 1;
    const auto at = [&](int dr, int dc) {
      const int nr = r + dr, nc = c + dc;
      return nr >= 0 && nr < R && nc >= 0 && nc < C ? nr * C + nc : -1;
    };
    const int e = at(0, 1), w = at(0, -1), ne = at(-1, s), nw = at(-1, s - 1), se = at(1, s), sw = at(1, s - 1);
    const auto between = [](int a, int b) { return a >= 0 && b >= 0 ? -1 : std::max(a, b); };
    const std::pair<Heading, int> want[] = {{Heading::Right, e},    {Heading::Left, w},       {Heading::UpRight, ne},
                                            {Heading::UpLeft, nw},  {Heading::DownRight, se}, {Heading::DownLeft, sw},
                                            {Heading::Up, between(ne, nw)}, {Heading::Down, between(se, sw)}};
    for (const auto& [h, next] : want) {
      const Toward t = toward(g, room, h);
      EXPECT_EQ(t.room, next) << "room " << room << " " << heading_name(h);
      const bool both = (h == Heading::Up && ne >= 0 && nw >= 0) || (h == Heading::Down && se >= 0 && sw >= 0);
      EXPECT_EQ(t.tie, both) << "room " << room << " " << heading_name(h);
    }
  }
  // Room 5 (row 1, odd) has all six: named as the six headings, in Heading order.
  EXPECT_EQ(names(ways_on(g, 5)), "left 4, right 6, up-left 1, up-right 2, down-left 9, down-right 10");
}

// Triangles: an up triangle's neighbours lie up-left, up-right and straight down; a down
// triangle's down-left, down-right and straight up. Up from an up triangle, and down from a
// down one, lie 60 degrees from both sides: inside the triangle's cone of 90, a tie.
TEST(Heading, TrianglesByHand) {
  const int R = 3, C = 5;
  const Grid g = all_open(ShapeKind::Triangle, R, C);
  for (int room = 0; room < g.rooms(); ++room) {
    const int r = room / C, c = room % C;
    const bool up = (r + c) % 2 == 0;
    const int left = c > 0 ? room - 1 : -1, right = c + 1 < C ? room + 1 : -1;
    const int third = up ? (r + 1 < R ? room + C : -1) : (r > 0 ? room - C : -1);  // the flat side's neighbour
    const int both = left >= 0 && right >= 0 ? -1 : std::max(left, right);
    // Left is 30 degrees from the side room and 90 from the third; a diagonal towards the third
    // room is 45 from it and 75 from the side room.
    const std::pair<Heading, int> want[] = {
        {Heading::Left, left},
        {Heading::Right, right},
        {up ? Heading::UpLeft : Heading::DownLeft, left},
        {up ? Heading::UpRight : Heading::DownRight, right},
        {up ? Heading::Down : Heading::Up, third},
        {up ? Heading::Up : Heading::Down, both},
        {up ? Heading::DownLeft : Heading::UpLeft, third >= 0 ? third : left},
        {up ? Heading::DownRight : Heading::UpRight, third >= 0 ? third : right},
    };
    for (const auto& [h, next] : want)
      EXPECT_EQ(toward(g, room, h).room, next) << "room " << room << (up ? " (up) " : " (down) ") << heading_name(h);
  }
  EXPECT_EQ(names(ways_on(g, 6)), "down 11, up-left 5, up-right 7");  // row 1, col 1: an up triangle
  EXPECT_EQ(names(ways_on(g, 7)), "up 2, down-left 6, down-right 8");   // row 1, col 2: a down one
}

// Circle of 2 rings, 4 rooms inside and 8 outside (4 < pi * 2, so the ring doubles). Room 0
// spans 0 to 90 degrees; its middle is at 45 degrees, 1.5 from the centre. Its doorways, the
// middles of its walls: to room 1 (the line at 90 degrees) 157.5 degrees round from the
// right, to room 3 (the line at 0) -67.5, to rooms 4 and 5 outside (the middles of its outer
// arc's halves, 2 from the centre) -20.6 and 110.6.
TEST(Heading, ACircleWorkedByHand) {
  const Grid g = all_open(ShapeKind::Circle, 2, 4);
  ASSERT_EQ(g.rooms(), 12);
  const std::pair<Heading, int> want[] = {
      {Heading::Up, 5},      {Heading::Down, 3},      {Heading::Left, 1},       {Heading::Right, 4},
      {Heading::UpLeft, 1},  {Heading::UpRight, -1},  {Heading::DownLeft, -1},  {Heading::DownRight, 3},
  };
  for (const auto& [h, next] : want) EXPECT_EQ(toward(g, 0, h).room, next) << heading_name(h);
  // Up-right is 65.6 degrees from rooms 4 and 5 and down-left 67.5 from rooms 1 and 3: outside
  // the circle's cone of 60, so no tie.
  EXPECT_FALSE(toward(g, 0, Heading::UpRight).tie);
  EXPECT_FALSE(toward(g, 0, Heading::DownLeft).tie);
  // Left and up-left are both 22.5 degrees from room 1: the lesson's four name it first.
  EXPECT_EQ(names(ways_on(g, 0)), "up 5, down 3, left 1, right 4");
  // With room 5 walled off, up goes nowhere (room 1 is 67.5 degrees away).
  Grid walled = g;
  walled.unlink(0, 5);
  EXPECT_EQ(toward(walled, 0, Heading::Up).room, -1);
  EXPECT_EQ(names(ways_on(walled, 0)), "down 3, left 1, right 4");
  // Ring 0 of a circle with 2 inner rooms: room 0's one wall with room 1 is the line at 180
  // degrees (the line at 0 always stands), straight down-left of its middle.
  const Grid two = all_open(ShapeKind::Circle, 2, 2);
  EXPECT_EQ(toward(two, 0, Heading::DownLeft).room, 1);
  EXPECT_EQ(toward(two, 0, Heading::Up).room, -1);  // rooms 2 and 3 lie 93.5 degrees from up
  EXPECT_EQ(names(ways_on(two, 0)), "left 3, right 2, down-left 1");
}

// On every shape, over seeded mazes: each open way is named once, the heading that names it
// takes the player there, and every heading's room is an open neighbour.
void expect_named_ways_reached(const Grid& g) {
  const std::string shape(shape_name(g.kind()));
  for (int room = 0; room < g.rooms(); ++room) {
    const auto ways = ways_on(g, room);
    ASSERT_EQ(static_cast<int>(ways.size()), g.degree(room)) << shape << " room " << room;
    for (std::size_t i = 0; i < ways.size(); ++i) {
      EXPECT_TRUE(g.linked(room, ways[i].room));
      EXPECT_EQ(toward(g, room, ways[i].heading).room, ways[i].room) << shape << " " << g.cols() << " room " << room;
      if (i > 0) EXPECT_LT(ways[i - 1].heading, ways[i].heading) << shape << " room " << room;  // each name once
    }
    for (Heading h : kEvery) {
      const int next = toward(g, room, h).room;
      if (next >= 0) EXPECT_TRUE(g.linked(room, next));
    }
  }
}

TEST(Heading, EveryWayOnIsReachedByItsName) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle})
    for (Method m : testing::kAll) {
      PyRandom rng("23");
      expect_named_ways_reached(generate(m, Grid(kind, 7, 6), rng));
    }
  // Every wall down gives the most ways a room can have, and circles of every inner ring size
  // from 1 room to 9 (the rooms there lean most).
  for (int inner = 1; inner <= 9; ++inner) expect_named_ways_reached(all_open(ShapeKind::Circle, 12, inner));
  expect_named_ways_reached(all_open(ShapeKind::Hex, 5, 6));
  expect_named_ways_reached(all_open(ShapeKind::Triangle, 5, 6));
}


// A hand-drawn maze: junctions at 3 and 4, dead ends at 0, 6 and 8, and a loop 4 1 2 5.
//   #######
//   #.#...#     rooms 0 1 2: 1-2 open
//   #.#.#.#     0-3, 1-4 and 2-5 open
//   #.....#     rooms 3 4 5: 3-4 and 4-5 open
//   #.#.###     3-6 and 4-7 open
//   #.#...#     rooms 6 7 8: 7-8 open
//   #######
TEST(Corridor, RunsToAJunctionADeadEndOrTheWayOut) {
  const Grid g = read_picture({"#######", "#.#...#", "#.#.#.#", "#.....#", "#.#.###", "#.#...#", "#######"});
  EXPECT_EQ(run_along(g, 0, 3), (std::vector<int>{3}));            // 3 is a junction (0, 4, 6)
  EXPECT_EQ(run_along(g, 3, 6), (std::vector<int>{6}));            // 6 is a dead end
  EXPECT_EQ(run_along(g, 4, 5), (std::vector<int>{5, 2, 1, 4}));   // round the loop, back in 4
  EXPECT_EQ(run_along(g, 4, 7), (std::vector<int>{7, 8}));         // 7 corridor; 8 a dead end
  EXPECT_EQ(run_along(g, 4, 7, 7), (std::vector<int>{7}));         // stops in the way out
  EXPECT_EQ(run_along(g, 1, 2, 8), (std::vector<int>{2, 5, 4}));   // 4 is a junction
  EXPECT_THROW(run_along(g, 0, 1), MazeError);                     // a wall
  EXPECT_THROW(run_along(g, 0, 5), MazeError);                     // not a neighbour
  // A ring of four: the run goes round and stops back where it started.
  const Grid ring = read_picture({"#####", "#...#", "#.#.#", "#...#", "#####"});
  EXPECT_EQ(run_along(ring, 0, 1), (std::vector<int>{1, 3, 2, 0}));
}

TEST(Corridor, RunsOnEveryShape) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle}) {
    PyRandom rng("5");
    const Grid g = generate(ids::Walk, Grid(kind, 6, 6), rng);
    const int out = g.rooms() - 1;
    int around[Grid::kMaxAround];
    for (int room = 0; room < g.rooms(); ++room)
      for (int k = 0, n = g.open_around(room, around); k < n; ++k) {
        const auto run = run_along(g, room, around[k], out);
        int from = room;
        for (std::size_t i = 0; i < run.size(); ++i) {
          ASSERT_TRUE(g.linked(from, run[i]));
          const bool last = i + 1 == run.size();
          // Every room passed has two openings; the last is a junction, a dead end or the way out.
          if (!last) EXPECT_EQ(g.degree(run[i]), 2) << shape_name(kind);
          else EXPECT_TRUE(g.degree(run[i]) != 2 || run[i] == out) << shape_name(kind);
          from = run[i];
        }
      }
  }
}

// The pair farthest apart, the smaller room the way in, from a hand-drawn maze where the
// first search ends at the bigger room: 3 0 1 2 5 4, five steps.
//   #######
//   #.....#
//   #.###.#
//   #.#...#
//   #######
TEST(FarEnds, TheTwoRoomsFarthestApart) {
  const Grid g = read_picture({"#######", "#.....#", "#.###.#", "#.#...#", "#######"});
  const Farthest f = farthest(g);
  EXPECT_EQ(f.steps, 5);
  EXPECT_EQ(f.a, 4);  // farthest from room 0
  EXPECT_EQ(f.b, 3);  // farthest from room 4
  EXPECT_EQ(far_ends(g), (Ends{3, 4}));
  EXPECT_EQ(way_out(g, 3, 4), (std::vector<int>{3, 0, 1, 2, 5, 4}));
  // The lesson's seed-2083 walk maze: rooms 0 and 34, 63 steps apart (the only such pair).
  PyRandom rng("2083");
  const Grid lesson = generate(ids::Walk, 10, 10, rng);
  EXPECT_EQ(far_ends(lesson), (Ends{0, 34}));
  EXPECT_EQ(way_out(lesson, 0, 34).size(), 64u);
  EXPECT_THROW(far_ends(read_picture({"#####", "#...#", "#.#.#", "#...#", "#####"})), MazeError);  // a loop
  EXPECT_EQ(far_ends(read_picture({"###", "#.#", "###"})), (Ends{0, 0}));
}

// On every shape and method: no two rooms are farther apart than the ends (checked by a
// search from every room).
TEST(FarEnds, NoPairIsFartherOnEveryShape) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle})
    for (Method m : testing::kAll) {
      PyRandom rng("8");
      const Grid g = generate(m, Grid(kind, 5, 6), rng);
      const Ends e = far_ends(g);
      EXPECT_LT(e.in, e.out);
      const int steps = distances(g, e.in)[static_cast<std::size_t>(e.out)];
      for (int room = 0; room < g.rooms(); ++room)
        for (int d : distances(g, room)) EXPECT_LE(d, steps) << shape_name(kind) << " " << method_name(m);
    }
}

}  // namespace play_test
}  // namespace maze
