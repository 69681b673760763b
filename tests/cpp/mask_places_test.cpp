// mask_places_test.cpp: the methods that grow any shape grow a mask on its places, as the square's:
// the mazes and steps of all but the walk (and walls' piece numbers) are what the mask shape's
// lists give (what the graph path grew), and the walk's mazes are the lesson's program with the
// rock visited first.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "shapes/mask.h"
#include "test_util.h"

namespace maze {
namespace {

// Masks of every kind: words, a plus, a ring round a hole, a chequer of holes as the bench's,
// and random ones (from a little stream of our own) whose rooms are in one piece.
std::vector<std::pair<std::string, Grid>> places_masks() {
  std::vector<std::pair<std::string, Grid>> out;
  for (const char* word : {"HI", "ADA", "MAZE 7"}) out.emplace_back(word, mask_maze(word_mask(word)));
  out.emplace_back("plus", mask_maze(read_mask_text("X.X\n...\nX.X\n")));
  out.emplace_back("ring", mask_maze(read_mask_text(".....\n.XXX.\n.XXX.\n.....\nXX..X\n")));
  out.emplace_back("one room", mask_maze(read_mask_text("XXX\nX.X\n")));
  out.emplace_back("a row", mask_maze(read_mask_text("X......X\n")));
  MaskPlaces holes{60, 70, {}};
  for (int r = 0; r < 60; ++r)
    for (int c = 0; c < 70; ++c) holes.room.push_back((r / 20 + c / 20) % 2 == 0 && r % 20 >= 5 && c % 20 >= 5 ? 0 : 1);
  out.emplace_back("holes", mask_maze(holes));
  std::uint32_t state = 12345;
  int random = 0;
  for (int tries = 0; random < 12; ++tries) {
    MaskPlaces m{3 + tries % 9, 4 + tries % 13, {}};
    for (int p = 0; p < m.rows * m.cols; ++p) {
      state = state * 1103515245u + 12345u;
      m.room.push_back((state >> 16) % 100 < 80 ? 1 : 0);
    }
    try {
      out.emplace_back("random " + std::to_string(tries), mask_maze(m));
      ++random;
    } catch (const MazeError&) {  // in pieces: another
    }
  }
  return out;
}

// Kruskal's method as the graph path runs it: the shape's walls 0, 1, 2, ... shuffled by
// random.shuffle, each knocked down when its rooms are in two pieces; the piece keeps the
// first room's number. Each step's event and, half way, every room's piece number.
struct KruskalSteps {
  std::vector<StepEvent> events;
  std::vector<int> half_way;  // piece numbers after half the steps
  Grid grid;
};

KruskalSteps shape_kruskal(const Grid& empty, PyRandom& rng) {
  const Shape& shape = *empty.shape();
  std::vector<int> order(shape.walls().size());
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order);
  KruskalSteps out{{}, {}, empty.blank()};
  std::vector<int> label(static_cast<std::size_t>(shape.rooms()));
  std::iota(label.begin(), label.end(), 0);
  for (std::size_t k = 0; k < order.size(); ++k) {
    if (k == order.size() / 2) out.half_way = label;
    const Wall& w = shape.wall(order[k]);
    const int keep = label[static_cast<std::size_t>(w.a)], gone = label[static_cast<std::size_t>(w.b)];
    if (keep == gone) {
      out.events.push_back({StepKind::Refuse, w.a, w.b});
      continue;
    }
    for (int& l : label) l = l == gone ? keep : l;
    out.grid.link(w.a, w.b);
    out.events.push_back({StepKind::Knock, w.a, w.b});
  }
  return out;
}

TEST(MaskPlaces, WallsGrowWhatTheShapesListGrows) {
  int mazes = 0;
  for (const auto& [name, empty] : places_masks())
    for (int seed = 0; seed < 6; ++seed) {
      const std::string what = name + " seed " + std::to_string(seed);
      PyRandom want_rng(seed), rng(seed);
      const KruskalSteps want = shape_kruskal(empty, want_rng);
      auto machine = make_generator(ids::Walls, empty.blank(), rng);
      std::size_t k = 0;
      for (; k < want.events.size(); ++k) {
        if (k == want.events.size() / 2)
          for (int room = 0; room < empty.rooms(); ++room)
            ASSERT_EQ(machine->piece(room), want.half_way[static_cast<std::size_t>(room)]) << what << " room " << room;
        ASSERT_TRUE(machine->step()) << what;
        const StepEvent e = machine->last();
        ASSERT_EQ(e.kind, want.events[k].kind) << what << " step " << k;
        ASSERT_EQ(e.a, want.events[k].a) << what << " step " << k;
        ASSERT_EQ(e.b, want.events[k].b) << what << " step " << k;
      }
      EXPECT_FALSE(machine->step()) << what;
      EXPECT_EQ(machine->grid(), want.grid) << what;
      testing::expect_perfect_on_shape(machine->grid(), *empty.shape(), what);
      // A run in one go (bursts) grows the same maze and draws as much from the stream.
      PyRandom run_rng(seed);
      EXPECT_EQ(generate(ids::Walls, empty.blank(), run_rng), want.grid) << what;
      EXPECT_EQ(run_rng.random(), want_rng.random()) << what;
      ++mazes;
    }
  EXPECT_EQ(mazes, 20 * 6);
}

// The lesson's make_maze on the mask's places: visited is true at the places with no room
// before carve starts in the first room; carve shuffles [up, down, left, right] and goes
// into a place inside the grid not yet visited. Without recursion: a frame a call.
Grid lesson_walk(const Grid& empty, PyRandom& rng) {
  const Shape& shape = *empty.shape();
  const int rows = shape.rows(), cols = shape.cols();
  std::vector<char> visited(static_cast<std::size_t>(rows * cols));
  for (int p = 0; p < rows * cols; ++p) visited[static_cast<std::size_t>(p)] = shape.room_at(p) < 0;
  Grid g = empty.blank();
  struct Call {
    int r, c, moves[4], tried;
  };
  std::vector<Call> calls;
  const auto carve = [&](int r, int c) {
    visited[static_cast<std::size_t>(r * cols + c)] = 1;
    Call call{r, c, {Up, Down, Left, Right}, 0};
    rng.shuffle(call.moves);
    calls.push_back(call);
  };
  carve(shape.place(0) / cols, shape.place(0) % cols);
  while (!calls.empty()) {
    Call& call = calls.back();
    if (call.tried == 4) {
      calls.pop_back();
      continue;
    }
    const int d = call.moves[call.tried++];
    const int r = call.r + kRowStep[d], c = call.c + kColStep[d];
    if (r < 0 || r >= rows || c < 0 || c >= cols || visited[static_cast<std::size_t>(r * cols + c)]) continue;
    g.link(shape.room_at(call.r * cols + call.c), shape.room_at(r * cols + c));
    carve(r, c);  // call may dangle from here
  }
  return g;
}

TEST(MaskPlaces, TheWalkIsTheLessonsProgramWithTheRockVisited) {
  int mazes = 0;
  for (const auto& [name, empty] : places_masks())
    for (int seed = 0; seed < 6; ++seed) {
      const std::string what = name + " seed " + std::to_string(seed);
      PyRandom want_rng(seed), rng(seed);
      const Grid want = lesson_walk(empty, want_rng);
      // Step by step: each step enters a room beside the current one, or steps back.
      auto machine = make_generator(ids::Walk, empty.blank(), rng);
      Grid rebuilt = empty.blank();
      long long steps = 0;
      std::vector<int> thread;
      while (machine->step()) {
        ++steps;
        const StepEvent e = machine->last();
        if (e.kind == StepKind::Enter) {
          if (e.a >= 0) rebuilt.link(e.a, e.b);
          ASSERT_EQ(e.a, thread.empty() ? -1 : thread.back()) << what;
          thread.push_back(e.b);
        } else {
          ASSERT_EQ(e.kind, StepKind::Back) << what;
          ASSERT_EQ(e.a, thread.back()) << what;
          ASSERT_EQ(machine->mark(e.a), kVisited) << what;
          thread.pop_back();
          ASSERT_EQ(e.b, thread.empty() ? -1 : thread.back()) << what;
        }
        ASSERT_EQ(machine->thread(), thread) << what;
        if (!thread.empty()) ASSERT_EQ(machine->mark(thread.back()), kCurrent) << what;
        if (thread.size() > 1) ASSERT_EQ(machine->mark(thread.front()), kThread) << what;
      }
      EXPECT_EQ(steps, 2LL * empty.rooms()) << what;
      EXPECT_EQ(machine->grid(), want) << what;
      EXPECT_EQ(rebuilt, want) << what;
      testing::expect_perfect_on_shape(want, *empty.shape(), what);
      PyRandom run_rng(seed);
      EXPECT_EQ(generate(ids::Walk, empty.blank(), run_rng), want) << what;
      EXPECT_EQ(run_rng.random(), want_rng.random()) << what;
      ++mazes;
    }
  EXPECT_EQ(mazes, 20 * 6);
}

// Prim's frontier method as the graph path runs it, through the shape's lists (Grid::around):
// each step's event and the maze.
// The machine's steps, one by one, are the list's, and then it stops; shown(e) checks what a step shows.
template <class Shown>
void expect_steps(StepMachine& machine, const std::vector<StepEvent>& events, const std::string& what, Shown shown) {
  for (std::size_t k = 0; k < events.size(); ++k) {
    ASSERT_TRUE(machine.step()) << what;
    const StepEvent e = machine.last();
    ASSERT_EQ(e.kind, events[k].kind) << what << " step " << k;
    ASSERT_EQ(e.a, events[k].a) << what << " step " << k;
    ASSERT_EQ(e.b, events[k].b) << what << " step " << k;
    shown(e);
  }
  EXPECT_FALSE(machine.step()) << what;
}

std::vector<StepEvent> shape_frontier(const Grid& empty, PyRandom& rng, Grid& g) {
  g = empty.blank();
  std::vector<char> state(static_cast<std::size_t>(g.rooms()), 0);  // 1 frontier, 2 in the tree
  std::vector<int> frontier;
  std::vector<StepEvent> events;
  const auto add = [&](int room) {
    state[static_cast<std::size_t>(room)] = 2;
    int next[Grid::kMaxAround];
    for (int k = 0, n = g.around(room, next); k < n; ++k)
      if (state[static_cast<std::size_t>(next[k])] == 0) state[static_cast<std::size_t>(next[k])] = 1, frontier.push_back(next[k]);
  };
  const int start = static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(g.rooms())));
  add(start);
  events.push_back({StepKind::Enter, -1, start});
  while (!frontier.empty()) {
    const std::size_t pick = rng.randbelow(frontier.size());
    const int room = frontier[pick];
    frontier[pick] = frontier.back();
    frontier.pop_back();
    int next[Grid::kMaxAround], beside[Grid::kMaxAround], count = 0;
    for (int k = 0, n = g.around(room, next); k < n; ++k)
      if (state[static_cast<std::size_t>(next[k])] == 2) beside[count++] = next[k];
    const int joined = beside[rng.randbelow(static_cast<std::uint64_t>(count))];
    g.link(joined, room);
    add(room);
    events.push_back({StepKind::Knock, joined, room});
  }
  const int in = rng.choice(g.way_rooms(false)), out = rng.choice(g.way_rooms(true));
  events.push_back({StepKind::Ends, in, out});
  return events;
}

TEST(MaskPlaces, FrontierGrowsWhatTheShapesListsGrow) {
  int mazes = 0;
  for (const auto& [name, empty] : places_masks())
    for (int seed = 0; seed < 6; ++seed) {
      const std::string what = name + " seed " + std::to_string(seed);
      PyRandom want_rng(seed), rng(seed);
      Grid want;
      const std::vector<StepEvent> events = shape_frontier(empty, want_rng, want);
      auto machine = make_generator(ids::Frontier, empty.blank(), rng);
      expect_steps(*machine, events, what, [&](const StepEvent& e) {
        if (e.kind == StepKind::Knock) ASSERT_EQ(machine->mark(e.b), kCurrent) << what;
      });
      EXPECT_EQ(machine->grid(), want) << what;
      EXPECT_EQ(machine->mark(events.back().a), kRoute) << what;
      testing::expect_perfect_on_shape(want, *empty.shape(), what);
      ++mazes;
    }
  EXPECT_EQ(mazes, 20 * 6);
}

// Wilson's method as the graph path runs it, through the shape's lists (Grid::around): each
// step's event and the maze.
std::vector<StepEvent> shape_wilson(const Grid& empty, PyRandom& rng, Grid& g) {
  g = empty.blank();
  const auto rooms = static_cast<std::size_t>(g.rooms());
  std::vector<char> in(rooms, 0);
  std::vector<int> index(rooms, -1), walk;
  std::vector<StepEvent> events;
  const int root = static_cast<int>(rng.randbelow(rooms));
  in[static_cast<std::size_t>(root)] = 1;
  events.push_back({StepKind::Enter, -1, root});
  std::size_t in_maze = 1, start = 0;
  while (in_maze < rooms) {
    while (in[start]) ++start;
    walk.assign(1, static_cast<int>(start));
    index[start] = 0;
    events.push_back({StepKind::Walk, -1, static_cast<int>(start)});
    for (;;) {
      const int here = walk.back();
      int beside[Grid::kMaxAround];
      const int next = beside[rng.randbelow(static_cast<std::uint64_t>(g.around(here, beside)))];
      const auto at = static_cast<std::size_t>(next);
      if (in[at]) {
        walk.push_back(next);
        events.push_back({StepKind::Walk, here, next});
        break;
      }
      if (index[at] >= 0) {
        for (std::size_t i = static_cast<std::size_t>(index[at]) + 1; i < walk.size(); ++i) index[static_cast<std::size_t>(walk[i])] = -1;
        walk.resize(static_cast<std::size_t>(index[at]) + 1);
        events.push_back({StepKind::Erase, here, next});
      } else {
        index[at] = static_cast<int>(walk.size());
        walk.push_back(next);
        events.push_back({StepKind::Walk, here, next});
      }
    }
    for (std::size_t k = 0; k + 1 < walk.size(); ++k) {
      g.link(walk[k], walk[k + 1]);
      in[static_cast<std::size_t>(walk[k])] = 1;
      index[static_cast<std::size_t>(walk[k])] = -1;
      ++in_maze;
      events.push_back({StepKind::Knock, walk[k], walk[k + 1]});
    }
  }
  return events;
}

TEST(MaskPlaces, WilsonGrowsWhatTheShapesListsGrow) {
  int mazes = 0;
  for (const auto& [name, empty] : places_masks())
    for (int seed = 0; seed < 3; ++seed) {
      const std::string what = name + " seed " + std::to_string(seed);
      PyRandom want_rng(seed), rng(seed);
      Grid want;
      const std::vector<StepEvent> events = shape_wilson(empty, want_rng, want);
      auto machine = make_generator(ids::Wilson, empty.blank(), rng);
      expect_steps(*machine, events, what, [&](const StepEvent& e) {
        if (e.kind == StepKind::Walk && e.a >= 0 && machine->mark(e.b) != kVisited) {
          ASSERT_EQ(machine->mark(e.b), kCurrent) << what;
          ASSERT_EQ(machine->thread().back(), e.b) << what;
        }
      });
      EXPECT_EQ(machine->grid(), want) << what;
      testing::expect_perfect_on_shape(want, *empty.shape(), what);
      ++mazes;
    }
  EXPECT_EQ(mazes, 20 * 3);
}

// Hunt and kill as the graph path runs it, through the shape's lists (Grid::around): the hunt
// goes through the rooms from the first each time. Each step's event and the maze.
std::vector<StepEvent> shape_hunt_and_kill(const Grid& empty, PyRandom& rng, Grid& g) {
  g = empty.blank();
  const int rooms = g.rooms();
  std::vector<char> in(static_cast<std::size_t>(rooms), 0);
  std::vector<StepEvent> events;
  int here = static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(rooms))), in_maze = 1;
  in[static_cast<std::size_t>(here)] = 1;
  events.push_back({StepKind::Enter, -1, here});
  const auto around_in = [&](int room, bool want, int* out) {
    int next[Grid::kMaxAround], count = 0;
    for (int k = 0, n = g.around(room, next); k < n; ++k)
      if (static_cast<bool>(in[static_cast<std::size_t>(next[k])]) == want) out[count++] = next[k];
    return count;
  };
  for (; in_maze < rooms; ++in_maze) {
    int pick[Grid::kMaxAround];
    if (const int count = around_in(here, false, pick); count > 0) {
      const int next = pick[rng.randbelow(static_cast<std::uint64_t>(count))];
      g.link(here, next);
      events.push_back({StepKind::Enter, here, next});
      here = next;
    } else {
      int found = 0;
      while (in[static_cast<std::size_t>(found)] || around_in(found, true, pick) == 0) ++found;
      const int joined = pick[rng.randbelow(static_cast<std::uint64_t>(around_in(found, true, pick)))];
      g.link(joined, found);
      events.push_back({StepKind::Knock, joined, found});
      here = found;
    }
    in[static_cast<std::size_t>(here)] = 1;
  }
  return events;
}

// The growing tree as the graph path runs it: the list a plain list, a room leaving it erased
// (Python's list.pop(i)).
std::vector<StepEvent> shape_growing_tree(const Grid& empty, PyRandom& rng, const Pick& pick, Grid& g) {
  g = empty.blank();
  std::vector<char> joined(static_cast<std::size_t>(g.rooms()), 0);
  std::vector<int> list;
  std::vector<StepEvent> events;
  const int first = static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(g.rooms())));
  joined[static_cast<std::size_t>(first)] = 1;
  list.push_back(first);
  events.push_back({StepKind::Enter, -1, first});
  while (!list.empty()) {
    const auto length = static_cast<std::uint64_t>(list.size());
    std::size_t at = 0;
    if (pick.kind == Pick::Newest) at = list.size() - 1;
    else if (pick.kind == Pick::Random) at = rng.randbelow(length);
    else if (pick.kind == Pick::Mix) at = rng.random() < pick.share / 100.0 ? list.size() - 1 : rng.randbelow(length);
    const int room = list[at];
    int next[Grid::kMaxAround], fresh[Grid::kMaxAround], count = 0;
    for (int k = 0, n = g.around(room, next); k < n; ++k)
      if (!joined[static_cast<std::size_t>(next[k])]) fresh[count++] = next[k];
    if (count == 0) {
      list.erase(list.begin() + static_cast<std::ptrdiff_t>(at));
      events.push_back({StepKind::Back, room, -1});
      continue;
    }
    const int to = fresh[rng.randbelow(static_cast<std::uint64_t>(count))];
    g.link(room, to);
    joined[static_cast<std::size_t>(to)] = 1;
    list.push_back(to);
    events.push_back({StepKind::Enter, room, to});
  }
  return events;
}

// Aldous-Broder as the graph path runs it: a move a step, to any room beside.
std::vector<StepEvent> shape_aldous_broder(const Grid& empty, PyRandom& rng, Grid& g) {
  g = empty.blank();
  std::vector<char> in(static_cast<std::size_t>(g.rooms()), 0);
  std::vector<StepEvent> events;
  int here = static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(g.rooms()))), in_maze = 1;
  in[static_cast<std::size_t>(here)] = 1;
  events.push_back({StepKind::Enter, -1, here});
  while (in_maze < g.rooms()) {
    int next[Grid::kMaxAround];
    const int to = next[rng.randbelow(static_cast<std::uint64_t>(g.around(here, next)))];
    if (in[static_cast<std::size_t>(to)]) {
      events.push_back({StepKind::Walk, here, to});
    } else {
      g.link(here, to);
      in[static_cast<std::size_t>(to)] = 1;
      ++in_maze;
      events.push_back({StepKind::Enter, here, to});
    }
    here = to;
  }
  return events;
}

// What a step of the three shows, as rooms: the rooms it touched (its own first) and the room
// that is current now.
void expect_shown(const StepMachine& machine, const StepEvent& e, int current, const std::string& what) {
  std::vector<int> touched, want;
  machine.touched(touched);
  for (const int room : {e.a, e.b})
    if (room >= 0) want.push_back(room);
  ASSERT_GE(touched.size(), want.size()) << what;
  touched.resize(want.size());
  ASSERT_EQ(touched, want) << what;
  ASSERT_EQ(machine.mark(current), machine.done() ? kVisited : kCurrent) << what;
}

// Each of the three grows, step by step and in one run, what its graph path grows on the mask.
template <class Reference>
void expect_like_the_lists(Method m, const MethodOptions& options, int seeds, Reference reference, int& mazes) {
  for (const auto& mask : places_masks())
    for (int seed = 0; seed < seeds; ++seed) {
      const std::string& name = mask.first;  // not a structured binding: clang 14 cannot take one into a lambda
      const Grid& empty = mask.second;
      const std::string what = name + " seed " + std::to_string(seed);
      PyRandom want_rng(seed), rng(seed);
      Grid want;
      const std::vector<StepEvent> events = reference(empty, want_rng, want);
      auto machine = make_generator(m, empty.blank(), rng, options);
      int in_maze = 0;
      expect_steps(*machine, events, what, [&](const StepEvent& e) {
        in_maze += e.kind == StepKind::Enter || e.kind == StepKind::Knock;
        ASSERT_EQ(machine->pieces(), empty.rooms() - in_maze + 1) << what;
        // The growing tree's current room is the one it grew from or took off the list.
        expect_shown(*machine, e, m == ids::GrowingTree && e.a >= 0 ? e.a : e.b, what);
      });
      EXPECT_EQ(machine->grid(), want) << what;
      testing::expect_perfect_on_shape(want, *empty.shape(), what);
      PyRandom run_rng(seed);
      EXPECT_EQ(generate(m, empty.blank(), run_rng, options), want) << what;
      EXPECT_EQ(run_rng.random(), want_rng.random()) << what;
      ++mazes;
    }
}

TEST(MaskPlaces, HuntAndKillGrowsWhatTheShapesListsGrow) {
  int mazes = 0;
  expect_like_the_lists(ids::HuntAndKill, {}, 6, shape_hunt_and_kill, mazes);
  EXPECT_EQ(mazes, 20 * 6);
}

TEST(MaskPlaces, GrowingTreeGrowsWhatTheShapesListsGrowWithEachPick) {
  int mazes = 0;
  for (const Pick pick : {Pick{Pick::Newest, 100}, Pick{Pick::Random, 100}, Pick{Pick::Oldest, 100}, Pick{Pick::Mix, 30}})
    expect_like_the_lists(ids::GrowingTree, {.pick = pick}, 4,
                          [&](const Grid& empty, PyRandom& rng, Grid& g) { return shape_growing_tree(empty, rng, pick, g); }, mazes);
  EXPECT_EQ(mazes, 4 * 20 * 4);
}

TEST(MaskPlaces, AldousBroderGrowsWhatTheShapesListsGrow) {
  int mazes = 0;
  expect_like_the_lists(ids::AldousBroder, {}, 4, shape_aldous_broder, mazes);
  EXPECT_EQ(mazes, 20 * 4);
}

// A full mask is the square: the walk and walls grow the square's very maze on it.
TEST(MaskPlaces, AFullMaskGrowsTheSquaresMaze) {
  for (const auto& [rows, cols] : {std::pair{1, 1}, {1, 9}, {7, 1}, {10, 10}, {13, 21}}) {
    const Grid empty = mask_maze(MaskPlaces{rows, cols, std::vector<std::uint8_t>(static_cast<std::size_t>(rows * cols), 1)});
    for (const Method m : {ids::Walk, ids::Walls, ids::Frontier, ids::Wilson, ids::HuntAndKill, ids::GrowingTree, ids::AldousBroder})
      for (int seed = 0; seed < 4; ++seed) {
        PyRandom square_rng(seed), mask_rng(seed);
        const Grid square = generate(m, rows, cols, square_rng), mask = generate(m, empty.blank(), mask_rng);
        const std::string what = std::to_string(rows) + " x " + std::to_string(cols) + " seed " + std::to_string(seed);
        auto mask_openings = openings_list(mask), square_openings = openings_list(square);
        std::sort(mask_openings.begin(), mask_openings.end());
        std::sort(square_openings.begin(), square_openings.end());
        EXPECT_EQ(mask_openings, square_openings) << what;
        EXPECT_EQ(mask_rng.random(), square_rng.random()) << what;
      }
  }
}

}  // namespace
}  // namespace maze
