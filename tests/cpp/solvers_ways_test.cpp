// solvers_ways_test.cpp: the three later ways out (issue 44): Pledge gets to the outside wall from every room of every
// shape, even off an island the hand on the wall goes round; cul-de-sac filling finds the shortest way on braided
// mazes, filling the loops that hang by one room; and locked doors: bfs and a-star fetch each key before its door by
// the shortest walk that does (a search of every (room, keys held) says how short), the mice pick keys up as they go.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <deque>
#include <map>

#include "analysis/robot.h"
#include "analysis/way_out.h"
#include "games/game.h"
#include "shapes/mask.h"
#include "shapes/random_cells.h"
#include "solvers/rules.h"
#include "solvers/solver.h"
#include "tables/shapes.h"
#include "test_util.h"

namespace maze {
// A namespace of its own: the test build puts several test files in one unity file.
namespace ways_test {

// Whether a room has a side on the outside wall: the shape's edge, not a hole inside it (a circle's middle, a mask's
// hole).
std::vector<char> on_outside_wall(const Grid& g) {
  std::vector<char> out(g.rooms(), 0);
  const Shape* s = g.shape();
  int around[Grid::kMaxAround];
  for (int r = 0; r < g.rooms(); ++r) {
    switch (g.kind()) {
      case ShapeKind::Square:
      case ShapeKind::Weave:
        out[r] = g.row_of(r) == 0 || g.col_of(r) == 0 || g.row_of(r) == g.rows() - 1 || g.col_of(r) == g.cols() - 1;
        break;
      case ShapeKind::Hex: out[r] = g.around(r, around) < 6; break;
      case ShapeKind::Triangle: out[r] = g.around(r, around) < 3; break;
      case ShapeKind::Circle: out[r] = s->ring_of(r) == g.rows() - 1; break;
      case ShapeKind::Voronoi: {
        const std::vector<Point> o = s->outline(r);
        const auto same = [](double a, double b) { return std::fabs(a - b) < 1e-7; };
        for (std::size_t i = 0; i < o.size(); ++i) {
          const Point a = o[i], b = o[(i + 1) % o.size()];
          for (double edge : {0.0, s->width()}) out[r] |= same(a.x, edge) && same(b.x, edge);
          for (double edge : {0.0, s->height()}) out[r] |= same(a.y, edge) && same(b.y, edge);
        }
        break;
      }
      case ShapeKind::Mask: break;
    }
  }
  if (g.kind() == ShapeKind::Mask) {  // the places with no room that the outside reaches, then the rooms beside them
    const int rows = g.rows(), cols = g.cols();
    const auto outside = [&](int r, int c) { return r < 0 || c < 0 || r >= rows || c >= cols; };
    std::vector<char> sea(static_cast<std::size_t>(rows * cols), 0);
    std::vector<int> todo;
    for (int p = 0; p < rows * cols; ++p) {
      const int r = p / cols, c = p % cols;
      if ((r == 0 || c == 0 || r == rows - 1 || c == cols - 1) && s->room_at(p) < 0) sea[p] = 1, todo.push_back(p);
    }
    while (!todo.empty()) {
      const int p = todo.back();
      todo.pop_back();
      for (int d = 0; d < 4; ++d) {
        const int r = p / cols + kRowStep[d], c = p % cols + kColStep[d];
        if (!outside(r, c) && !sea[r * cols + c] && s->room_at(r * cols + c) < 0) sea[r * cols + c] = 1, todo.push_back(r * cols + c);
      }
    }
    for (int room = 0; room < g.rooms(); ++room)
      for (int d = 0; d < 4; ++d) {
        const int r = s->place(room) / cols + kRowStep[d], c = s->place(room) % cols + kColStep[d];
        if (outside(r, c) || sea[r * cols + c]) out[room] = 1;
      }
  }
  return out;
}

struct Made {
  std::string what;
  Grid grid;
  int braid;
};

// Mazes of every shape the engine grows, a mask and weave among them, perfect and braided.
std::vector<Made> every_shape(int seeds, std::initializer_list<int> braids, int rows = 7, int cols = 9) {
  std::vector<Made> out;
  const ShapeKind kinds[] = {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle, ShapeKind::Voronoi, ShapeKind::Weave, ShapeKind::Mask};
  for (int seed = 1; seed <= seeds; ++seed)
    for (int braid : braids)
      for (ShapeKind kind : kinds) {
        PyRandom rng(seed);
        const bool circle = kind == ShapeKind::Circle;
        const Grid empty = kind == ShapeKind::Mask ? mask_maze(word_mask("OK")) : empty_maze(kind, circle ? rows / 2 : rows, circle ? 6 : cols, rng);
        const Method m = kind == ShapeKind::Weave ? (seed % 2 ? ids::Walk : ids::Walls) : testing::kAll[seed % 4];
        out.push_back({std::string(shape_name(kind)) + " seed " + std::to_string(seed) + " braid " + std::to_string(braid),
                       generate(m, empty, rng, with_braid(braid)), braid});
      }
  return out;
}

bool opens(const Grid& g, int a, int b) {
  const std::vector<int> open = open_rooms(g, a);
  return std::find(open.begin(), open.end(), b) != open.end();
}

// A way from a to b through openings, room by room.
void expect_way(const Grid& g, const std::vector<int>& route, int a, int b, const std::string& what) {
  ASSERT_FALSE(route.empty()) << what;
  EXPECT_EQ(route.front(), a) << what;
  EXPECT_EQ(route.back(), b) << what;
  for (std::size_t i = 1; i < route.size(); ++i) ASSERT_TRUE(opens(g, route[i - 1], route[i])) << what << " at " << i;
}

// From every room (every fifth on bigger mazes) to a room on the outside wall, on every shape, perfect and braided:
// Pledge gets along the outside wall to the room asked for, by a way through openings, on every flat maze (every shape
// and mask, perfect or braided, and weave without loops), from the rooms where the right hand goes round an island
// too. A braided weave maze is not flat (a loop through a tunnel crosses itself, and going round it turns the mouse
// no whole turn): there Pledge promises nothing, but it still ends, found or given up.
TEST(SolversWays, PledgeGetsToTheOutsideWallFromEveryRoom) {
  const Rule pledge = rule_from_name("pledge"), right = rule_from_name("right-hand");
  long long runs = 0, islands = 0, weave_short = 0;
  std::vector<Made> mazes = every_shape(40, {0, 40, 100});
  for (Made& big : every_shape(3, {0, 30, 100}, 24, 30)) mazes.push_back(std::move(big));
  for (const Made& made : mazes) {
    const Grid& g = made.grid;
    const std::vector<char> outside = on_outside_wall(g);
    std::vector<int> out_rooms;
    for (int r = 0; r < g.rooms(); ++r)
      if (outside[r]) out_rooms.push_back(r);
    ASSERT_FALSE(out_rooms.empty()) << made.what;
    const bool flat = g.kind() != ShapeKind::Weave || made.braid == 0;
    for (int from = 0; from < g.rooms(); from += g.rooms() > 200 ? 5 : 1) {
      const int to = out_rooms[static_cast<std::size_t>(from * 7 + g.rooms()) % out_rooms.size()];
      const std::string what = made.what + " from " + std::to_string(from) + " to " + std::to_string(to);
      const Solved s = solve(g, pledge, {from, to, "", 1'000'000});
      ++runs;
      if (flat) {
        EXPECT_TRUE(s.found) << what;
        if (!solve(g, right, {from, to, "", 1}).found) ++islands;
      }
      weave_short += !flat && !s.found;
      if (s.found) expect_way(g, s.route, from, to, what);
      if (!s.found) EXPECT_TRUE(s.gave_up) << what << ": a rule with a limit says it gave up";
      EXPECT_LT(s.steps, 1'000'000) << what << ": it knows when it is going round";
    }
  }
  EXPECT_GT(runs, 50'000);
  EXPECT_GT(islands, 12'000);  // starts where the hand on the wall goes round for ever
  EXPECT_GT(weave_short, 0);
}

// An open field: no wall near the middle for the hand to touch, so it goes round four rooms for ever; Pledge walks the
// way it prefers (right) to the outside wall, then along it.
TEST(SolversWays, PledgeLeavesTheIslandTheHandGoesRound) {
  Grid field(7, 7);
  for (int r = 0; r < 7; ++r)
    for (int c = 0; c < 7; ++c) {
      if (c + 1 < 7) field.link(field.room(r, c), field.room(r, c + 1));
      if (r + 1 < 7) field.link(field.room(r, c), field.room(r + 1, c));
    }
  const Solved hand = solve(field, rule_from_name("right-hand"), {24, 48, "", 1});
  EXPECT_FALSE(hand.found);
  EXPECT_EQ(hand.trail, (std::vector<int>{24, 31, 30, 23, 24, 31}));  // the same move again: round for ever
  const Solved pledge = solve(field, rule_from_name("pledge"), {24, 48, "", 1'000'000});
  EXPECT_TRUE(pledge.found);
  // Right to the wall, then left along it and round the corners: four turns left, the count never back to zero.
  EXPECT_EQ(pledge.route, (std::vector<int>{24, 25, 26, 27, 20, 13, 6, 5, 4, 3, 2, 1, 0, 7, 14, 21, 28, 35, 42, 43, 44, 45, 46, 47, 48}));
  EXPECT_EQ(pledge.memory, 2);  // the way it faces and its count of turns
  // Its limit: it gives up, and says so.
  const Solved short_of = solve(field, rule_from_name("pledge"), {24, 48, "", 3});
  EXPECT_FALSE(short_of.found);
  EXPECT_TRUE(short_of.gave_up);
  EXPECT_EQ(short_of.steps, 3);
}

// A corridor from 0 to 4 with a stalk from room 2 down to a loop of four rooms (7, 8, 13, 12): dead-end filling fills
// only the rooms cut off; cul-de-sac filling cuts the loop open beside room 7, fills it, then room 7, the stalk.
TEST(SolversWays, CulDeSacFillingFillsTheNoose) {
  Grid g(3, 5);
  for (auto [a, b] : {std::pair{0, 1}, {1, 2}, {2, 3}, {3, 4}, {2, 7}, {7, 8}, {8, 13}, {13, 12}, {12, 7}}) g.link(a, b);
  const Solved dead = solve(g, rule_from_name("dead-end-filling"), {0, 4, "", 1});
  const Solved noose = solve(g, rule_from_name("cul-de-sac-filling"), {0, 4, "", 1});
  EXPECT_EQ(dead.visited, 6);  // 5, 6, 9, 10, 11, 14: no way in
  EXPECT_EQ(noose.trail, (std::vector<int>{5, 6, 9, 10, 11, 14, 12, 13, 8, 7}));
  EXPECT_EQ(noose.visited, 10);
  EXPECT_EQ(noose.route, (std::vector<int>{0, 1, 2, 3, 4}));
  // From inside the loop it is no cul-de-sac: the way stays.
  const Solved inside = solve(g, rule_from_name("cul-de-sac-filling"), {13, 4, "", 1});
  EXPECT_EQ(inside.route.size(), way_out(g, 13, 4).size());
}

// On braided mazes of every shape: a shortest way whenever there is one, and never fewer rooms filled than dead-end
// filling fills (and on many mazes more: the loops that hang by one room).
TEST(SolversWays, CulDeSacFillingFindsTheShortestWayOnBraids) {
  const Rule culs = rule_from_name("cul-de-sac-filling"), dead = rule_from_name("dead-end-filling");
  int more = 0, runs = 0;
  for (const Made& made : every_shape(40, {20, 60, 100})) {
    const Grid& g = made.grid;
    PyRandom pick(static_cast<int>(made.what.size()) + g.rooms());
    for (int pair = 0; pair < 6; ++pair) {
      const int a = static_cast<int>(pick.randbelow(g.rooms())), b = static_cast<int>(pick.randbelow(g.rooms()));
      const std::string what = made.what + " from " + std::to_string(a) + " to " + std::to_string(b);
      const std::vector<int> shortest = way_out(g, a, b);
      const Solved s = solve(g, culs, {a, b, "", 1});
      ++runs;
      ASSERT_EQ(s.found, !shortest.empty()) << what;
      if (!s.found) continue;
      expect_way(g, s.route, a, b, what);
      EXPECT_EQ(s.route.size(), shortest.size()) << what;
      const int filled_by_dead_ends = solve(g, dead, {a, b, "", 1}).visited;
      EXPECT_GE(s.visited, filled_by_dead_ends) << what;
      more += s.visited > filled_by_dead_ends;
      for (int room : s.route) EXPECT_EQ(std::count(s.trail.begin(), s.trail.end(), room), 0) << what << ": room " << room << " filled";
    }
  }
  EXPECT_EQ(runs, 40 * 3 * 7 * 6);
  EXPECT_GT(more, runs / 4);
}

// The fewest moves from a to b through locked doors, by a search of every (room, keys held); -1 if none.
int fewest_moves(const Grid& g, const Locked& locked, int a, int b) {
  std::map<std::pair<int, unsigned>, int> moves;
  std::deque<std::pair<int, unsigned>> list;
  const std::pair<int, unsigned> start{a, locked.keys_in(a)};
  moves[start] = 0;
  list.push_back(start);
  while (!list.empty()) {
    const auto at = list.front();
    list.pop_front();
    if (at.first == b) return moves[at];
    for (int next : open_rooms(g, at.first)) {
      bool shut = false;
      for (std::size_t i = 0; i < locked.doors.size(); ++i)
        shut |= (locked.doors[i] == std::pair{at.first, next} || locked.doors[i] == std::pair{next, at.first}) && !(at.second >> i & 1u);
      const std::pair<int, unsigned> to{next, at.second | locked.keys_in(next)};
      if (!shut && !moves.count(to)) moves[to] = moves[at] + 1, list.push_back(to);
    }
  }
  return -1;
}

// A way through locked doors: through openings, each door passed holding its key (picked up in a room walked before),
// and no room twice between one key picked up and the next (it doubles back only to fetch a key).
void expect_keyed_way(const Grid& g, const Locked& locked, const std::vector<int>& route, int a, int b, const std::string& what) {
  expect_way(g, route, a, b, what);
  unsigned held = locked.keys_in(a);
  std::vector<int> since{a};
  for (std::size_t i = 1; i < route.size(); ++i) {
    for (std::size_t k = 0; k < locked.doors.size(); ++k)
      if (locked.doors[k] == std::pair{route[i - 1], route[i]} || locked.doors[k] == std::pair{route[i], route[i - 1]})
        ASSERT_TRUE(held >> k & 1u) << what << ": door " << k << " passed at " << i << " without its key";
    EXPECT_EQ(std::count(since.begin(), since.end(), route[i]), 0) << what << ": room " << route[i] << " twice at " << i;
    since.push_back(route[i]);
    if (locked.keys_in(route[i]) & ~held) held |= locked.keys_in(route[i]), since = {route[i]};
  }
}

// Games of five shapes with 1 to 9 keys, from the way in to the way out and between other rooms; and braided mazes
// with doors and keys put anywhere.
TEST(SolversWays, KeysAreFetchedBeforeTheirDoors) {
  const ShapeKind kinds[] = {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle, ShapeKind::Voronoi};
  struct Keyed {
    std::string what;
    Grid grid;
    Locked locked;
    Ends ends;
  };
  std::vector<Keyed> mazes;
  for (int seed = 0; seed < 300; ++seed) {
    const ShapeKind kind = kinds[seed % 5];
    GameRequest request;
    request.method = testing::kAll[(seed / 5) % 4];
    request.kind = kind;
    request.rows = 5 + seed % 4, request.cols = 6 + (seed / 7) % 4;
    request.keys = 1 + (seed / 3) % 4;
    PyRandom rng(seed);
    try {
      Game game = make_game(request, empty_maze(kind, request.rows, request.cols, rng), rng);
      mazes.push_back({"game seed " + std::to_string(seed) + " " + std::string(shape_name(kind)), game.grid,
                       {game.locks.doors, game.locks.keys}, game.ends});
      EXPECT_EQ(fewest_moves(game.grid, mazes.back().locked, game.ends.in, game.ends.out), finish_moves(game.grid, game.ends, game.locks));
    } catch (const MazeError&) {  // no room for so many keys
    }
  }
  for (int seed = 1; seed <= 60; ++seed) {  // loops: doors on openings picked at random, keys in rooms picked at random
    PyRandom rng(seed);
    const ShapeKind kind = seed % 2 ? ShapeKind::Square : ShapeKind::Hex;
    Grid g = generate(ids::Walls, empty_maze(kind, 6, 7, rng), rng, with_braid(60));
    Locked locked;
    const auto pairs = openings_list(g);
    for (int k = 0; k < 1 + seed % 3; ++k) {
      const auto door = pairs[static_cast<std::size_t>(rng.randbelow(pairs.size()))];
      if (std::count(locked.doors.begin(), locked.doors.end(), door)) continue;  // one door an opening
      locked.doors.push_back(door);
      locked.keys.push_back(static_cast<int>(rng.randbelow(g.rooms())));
    }
    mazes.push_back({"braided seed " + std::to_string(seed), g, locked, {0, g.rooms() - 1}});
  }
  ASSERT_GT(mazes.size(), 250u);
  int fetched = 0, checked = 0;
  for (const Keyed& m : mazes) {
    const Grid& g = m.grid;
    Grid shut = g;
    for (std::size_t i = 0; i < m.locked.doors.size(); ++i) shut.unlink(m.locked.doors[i].first, m.locked.doors[i].second);
    PyRandom pick(g.rooms());
    std::vector<std::pair<int, int>> ends{{m.ends.in, m.ends.out}};
    for (int i = 0; i < 3; ++i) ends.emplace_back(static_cast<int>(pick.randbelow(g.rooms())), static_cast<int>(pick.randbelow(g.rooms())));
    for (const auto& [a, b] : ends) {
      const int fewest = fewest_moves(g, m.locked, a, b);
      Grid shut_here = g;  // the doors shut but the one whose key lies where it starts
      for (std::size_t i = 0; i < m.locked.doors.size(); ++i)
        if (!(m.locked.keys_in(a) >> i & 1u)) shut_here.unlink(m.locked.doors[i].first, m.locked.doors[i].second);
      for (const RuleFacts& rule : rules()) {
        const std::string what = m.what + " from " + std::to_string(a) + " to " + std::to_string(b) + " by " + std::string(rule.name);
        const Solved s = solve(g, rule.rule, {a, b, "3", 20'000, m.locked});
        ++checked;
        if (s.found) expect_keyed_way(g, m.locked, s.route, a, b, what);
        if (rule.name == "bfs" || rule.name == "a-star" || rule.name == "dfs" || rule.name == "tremaux")
          EXPECT_EQ(s.found, fewest >= 0) << what;
        if ((rule.name == "bfs" || rule.name == "a-star") && s.found) {
          EXPECT_EQ(static_cast<int>(s.route.size()) - 1, fewest) << what;
          fetched += s.route.size() > way_out(g, a, b).size();
        }
        if ((rule.name == "right-hand" || rule.name == "left-hand") && m.what.rfind("game", 0) == 0)
          EXPECT_EQ(s.found, fewest >= 0) << what << ": a perfect maze, door after door";
        if (rule.map && rule.name != "bfs" && rule.name != "a-star" && rule.name != "dfs")
          EXPECT_EQ(s.found, !way_out(shut_here, a, b).empty()) << what << ": to the map's other rules a door is a wall";
      }
    }
  }
  EXPECT_GT(fetched, 200);  // ways that double back for a key
  EXPECT_GT(checked, 10'000);
}

// No keys, no change: a game's maze solved with its doors and keys empty is solved as the maze alone.
TEST(SolversWays, NoKeysNoChange) {
  PyRandom rng(2083);
  const Grid g = generate(ids::Walk, Grid(10, 10), rng, with_braid(30));
  for (const RuleFacts& rule : rules()) {
    const Solved plain = solve(g, rule.rule, {0, 99, "5", 1'000'000}), keyed = solve(g, rule.rule, {0, 99, "5", 1'000'000, Locked{}});
    EXPECT_EQ(solved_json(plain), solved_json(keyed)) << rule.name;
  }
}

}  // namespace ways_test
}  // namespace maze
