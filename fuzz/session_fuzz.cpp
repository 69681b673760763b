// session_fuzz.cpp: random sequences of Session calls on small random mazes, checking
// the invariants the page relies on after every call.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

#include "analysis/analysis.h"
#include "play/corridor.h"
#include "analysis/count.h"
#include "play/heading.h"
#include "formats/picture.h"
#include "session/session.h"

namespace {
using namespace maze;

// Calls an input may make: short inputs keep each run cheap, so a long run makes many.
constexpr int kCalls = 16;

void check(bool ok) {
  if (!ok) __builtin_trap();
}

// Runs f; it must throw MazeError exactly when `bad`.
template <class F>
void expect(bool bad, F f) {
  bool threw = false;
  try {
    f();
  } catch (const MazeError&) {
    threw = true;
  }
  check(threw == bad);
}

// Mostly numbers, sometimes junk; never empty, which would ask the OS for a fresh seed.
std::string any_seed(FuzzedDataProvider& in) {
  if (in.ConsumeBool()) return std::to_string(in.ConsumeIntegral<int>());
  std::string s = in.ConsumeRandomLengthString(12);
  return s.empty() ? "0" : s;
}

bool seed_ok(const std::string& s) {
  std::size_t i = s[0] == '+' || s[0] == '-';
  return s.size() > i && s.find_first_not_of("0123456789", i) == std::string::npos;
}

// Any of the eleven; on a shape a square-only one cannot grow, grow() must throw.
Method any_method(FuzzedDataProvider& in) { return static_cast<Method>(in.ConsumeIntegralInRange(0, 10)); }

// The labels a growing machine gives are its pieces: rooms share a label exactly when the
// openings join them. (Frontier and Wilson label their frontier and loose walk as the tree's:
// the page colours pieces only for the methods that show them.)
bool exact_labels(Method m) { return m != method_from_name("frontier") && m != method_from_name("wilson"); }

void check_labels(const Session& s) {
  const Grid& g = s.grid();
  const auto labels = s.piece_labels();
  const std::vector<int> piece = piece_of(g);
  std::vector<int> label_of_piece(static_cast<std::size_t>(g.rooms()), -1), piece_of_label(static_cast<std::size_t>(g.rooms()) + 1, -1);
  for (int room = 0; room < g.rooms(); ++room) {
    const int label = labels[room];
    check(label >= 0 && label <= g.rooms());
    int& l = label_of_piece[piece[room]];
    int& p = piece_of_label[label];
    if (l < 0) l = label;
    if (p < 0) p = piece[room];
    check(l == label && p == piece[room]);
  }
}

void check_facts(const Grid& g) {
  Facts f = facts(g);
  check(f.rooms == g.rooms() && f.pieces >= 1 && f.pieces <= f.rooms && f.loops >= 0);
  check(f.openings == openings(g) && f.loops == f.openings - f.rooms + f.pieces);
  check(f.reached >= 1 && f.reached <= f.rooms && (f.pieces > 1 || f.reached == f.rooms));
  check(f.perfect == (f.pieces == 1 && f.openings == f.rooms - 1));
  check(f.perfect == (f.farthest >= 0));
}

void check_perfect(const Session& s) {
  Facts f = facts(s.grid());
  check(f.perfect && f.pieces == 1 && f.openings == f.rooms - 1 && f.reached == f.rooms);
  check(s.pieces() == 1);
}

// A finished search: the route is a shortest one from `from` to `to`, or there is none.
void check_route(const Session& s, int from, int to) {
  const Grid& g = s.grid();
  int dist = distances(g, from)[to];
  auto route = s.route();
  if (dist < 0) return check(route.empty());
  check(static_cast<int>(route.size()) == dist + 1 && route.front() == from && route.back() == to);
  for (std::size_t i = 0; i + 1 < route.size(); ++i) check(g.linked(route[i], route[i + 1]));
}

// A finished, braided growth: one piece; at 100 the only dead ends are rooms with one neighbour.
void check_braided(const Session& s, int braid) {
  const Grid& g = s.grid();
  check(facts(g).pieces == 1 && s.pieces() == 1);
  if (braid < 100) return;
  for (int room = 0; room < g.rooms(); ++room) {
    int around[Grid::kMaxAround];
    if (g.degree(room) == 1) check(g.around(room, around) == 1);
  }
}

void check_views(const Session& s) {
  const int rooms = s.grid().rooms();
  auto marks = s.marks();
  check(static_cast<int>(marks.size()) == rooms);
  for (auto m : marks) check(m <= kCurrent);
  check(static_cast<int>(s.piece_labels().size()) == rooms);
  for (int room : s.thread()) check(room >= 0 && room < rooms);
  check(s.pieces() >= 1 && s.pieces() <= rooms);
}

// What a player asks of a maze (any maze: half grown, with loops): a heading from a room leads
// through an opening or nowhere; every opening is named once, by a heading that leads there; a
// run goes through openings and passes only rooms with two; far ends in a perfect maze are the
// farthest pair.
void check_play(const Grid& g, FuzzedDataProvider& in) {
  const int room = in.ConsumeIntegralInRange(0, g.rooms() - 1);
  const double dx = in.ConsumeFloatingPointInRange(-2.0, 2.0), dy = in.ConsumeFloatingPointInRange(-2.0, 2.0);
  expect(dx == 0 && dy == 0, [&] {
    const Toward t = toward(g, room, dx, dy);
    check(t.room == -1 || (g.linked(room, t.room) && !t.tie));
  });
  const auto ways = ways_on(g, room);
  check(static_cast<int>(ways.size()) == g.degree(room));
  for (std::size_t i = 0; i < ways.size(); ++i) {
    check(toward(g, room, ways[i].heading).room == ways[i].room);
    if (i > 0) check(ways[i - 1].heading < ways[i].heading);
  }
  if (!ways.empty()) {
    const int stop = in.ConsumeIntegralInRange(-1, g.rooms() - 1);
    const auto run = run_along(g, room, ways[0].room, stop);
    int from = room;
    for (std::size_t i = 0; i < run.size(); ++i) {
      check(g.linked(from, run[i]));
      if (i + 1 < run.size()) check(g.degree(run[i]) == 2 && run[i] != stop && run[i] != room);
      from = run[i];
    }
  }
  expect(!is_perfect(g), [&] {
    const Ends e = far_ends(g);
    check(e.in <= e.out && distances(g, e.in)[static_cast<std::size_t>(e.out)] == farthest(g).steps);
  });
}

// Spanning trees of a tiny grid, counted by trying every set of rooms - 1 walls.
std::string brute_force_count(int rows, int cols) {
  Grid g(rows, cols);
  std::vector<std::pair<int, int>> walls;
  for (int room = 0; room < g.rooms(); ++room)
    for (int d : {Down, Right})
      if (g.neighbour(room, d) >= 0) walls.emplace_back(room, g.neighbour(room, d));
  long long trees = 0;
  for (unsigned set = 0; set < (1u << walls.size()); ++set) {
    if (__builtin_popcount(set) != g.rooms() - 1) continue;
    std::vector<int> parent(g.rooms());
    std::iota(parent.begin(), parent.end(), 0);
    auto find = [&](int x) {
      while (parent[x] != x) x = parent[x];
      return x;
    };
    bool tree = true;
    for (std::size_t i = 0; i < walls.size() && tree; ++i) {
      if (!(set >> i & 1)) continue;
      int a = find(walls[i].first), b = find(walls[i].second);
      tree = a != b;
      parent[a] = b;
    }
    trees += tree;
  }
  return std::to_string(trees);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider in(data, size);
  {
    const int rows = in.ConsumeIntegralInRange(1, 6), cols = in.ConsumeIntegralInRange(1, 6);
    std::string seed = std::to_string(in.ConsumeIntegral<int>());
    Session s(rows, cols, seed);
    bool growing = false, solving = false;
    Method grown_by = method_from_name("walk");
    int counted = 0;
    int from = 0, to = rows * cols - 1;

    for (int op = 0; op < kCalls && in.remaining_bytes() > 0; ++op) {
      const int rooms = s.grid().rooms();
      const int kind = in.ConsumeIntegralInRange(0, 12);
      switch (kind) {
        case 0: {  // a new maze starts growing: every wall standing, or (division) no inner wall
          const Method m = any_method(in);
          s.grow(m);
          growing = true, solving = false, grown_by = m;
          const bool builds = method_facts(m).builds;
          const Grid& g = s.grid();
          check(s.pieces() == (builds ? 1 : rooms));
          check(openings(g) == (builds ? 2 * rooms - g.rows() - g.cols() : 0));
          for (auto mark : s.marks()) check(mark == (builds ? kVisited : kPlain));
          break;
        }
        case 1: {
          bool was_busy = s.busy();
          StepEvent e = s.step();
          check(static_cast<int>(e.kind) >= 0 && e.kind <= StepKind::Build);
          check(e.a >= -1 && e.a < rooms && e.b >= -1 && e.b < rooms);
          if (!was_busy) check(e.kind == StepKind::Done);
          if (growing) check(s.pieces() == pieces(s.grid()));
          break;
        }
        case 2: {
          long long n = in.ConsumeIntegralInRange<long long>(-2, 80);
          if (n < 0) {  // refused, and nothing changes
            const long long at = s.position();
            bool refused = false;
            try {
              s.step_many(n);
            } catch (const maze::MazeError&) {
              refused = true;
            }
            check(refused && s.position() == at);
            break;
          }
          long long taken = s.step_many(n);
          check(taken >= 0 && taken <= n);
          break;
        }
        case 3:
          s.finish();
          check(!s.busy());
          break;
        case 4: {  // the way-out search, between any two rooms, or refused
          int a = in.ConsumeIntegralInRange(-1, rooms), b = in.ConsumeIntegralInRange(-2, rooms);
          bool bad = a < 0 || a >= rooms || b >= rooms;
          expect(bad, [&] { s.solve(a, b); });
          if (!bad) {
            growing = false, solving = true;
            from = a, to = b < 0 ? rooms - 1 : b;
          }
          break;
        }
        case 5:
          check_facts(s.grid());
          check_views(s);
          if (growing && exact_labels(grown_by)) check_labels(s);
          check_play(s.grid(), in);
          break;
        case 6: {  // a picture another session grew, as the page's challenge loads one
          const int r = in.ConsumeIntegralInRange(1, 5), c = in.ConsumeIntegralInRange(1, 5);
          const Method m = any_method(in);
          const std::string seed2 = std::to_string(in.ConsumeIntegral<int>());
          Session other(r, c, seed2), stepped(r, c, seed2);
          other.grow(m);
          other.finish();
          check_perfect(other);
          stepped.grow(m);
          while (stepped.step().kind != StepKind::Done) {
          }
          std::string picture = other.picture();
          check(stepped.picture() == picture && generate_picture(m, r, c, seed2) == picture);
          s.load(picture);
          growing = solving = false;
          check(s.grid() == other.grid() && s.picture() == picture && !s.busy());
          break;
        }
        case 7: {  // junk for load: read it all or change nothing
          std::string before = s.picture();
          bool busy = s.busy();
          std::string text = in.ConsumeRandomLengthString(64);
          try {
            s.load(text);
            growing = solving = false;
            check(read_picture_text(s.picture()) == s.grid());
          } catch (const MazeError&) {
            check(s.picture() == before && s.busy() == busy);
          }
          break;
        }
        case 8: {
          const int r = in.ConsumeIntegralInRange(-1, 6), c = in.ConsumeIntegralInRange(-1, 6);
          std::string before = s.picture();
          expect(r < 1 || c < 1, [&] { s.resize(r, c); });
          if (r >= 1 && c >= 1) {
            growing = solving = false;
            check(s.rows() == r && s.cols() == c && openings(s.grid()) == 0 && !s.busy());
          } else {
            check(s.picture() == before);
          }
          break;
        }
        case 9: {  // knock walls down, put openings back: the counts are exact
          const int knock = in.ConsumeIntegralInRange(0, 20), raise = in.ConsumeIntegralInRange(0, 20);
          std::string seed2 = any_seed(in), picture = s.picture(), altered;
          expect(!seed_ok(seed2), [&] { altered = alter_picture(picture, knock, raise, seed2); });
          if (altered.empty()) break;
          const Grid& g = s.grid();
          const int inner = 2 * g.rooms() - g.rows() - g.cols();
          const int knocked = std::min(openings(g) + knock, inner);
          check(openings(read_picture_text(altered)) == std::max(knocked - raise, 0));
          check(alter_picture(picture, knock, raise, seed2) == altered);
          break;
        }
        case 10: {  // tiny grids: the count against trying every set of walls
          // Each count sieves its primes afresh (about a millisecond here): once an input,
          // and each size once a process, since the answer never changes.
          if (counted++) break;
          const int r = in.ConsumeIntegralInRange(0, 4), c = in.ConsumeIntegralInRange(0, 4);
          static bool checked[5][5] = {};
          if (r >= 1 && c >= 1 && std::exchange(checked[r][c], true)) break;
          std::string n;
          expect(r < 1 || c < 1, [&] { n = count_perfect_mazes(r, c); });
          if (n.empty()) break;
          if (2 * r * c - r - c <= 12) check(n == brute_force_count(r, c));
          else check(n == count_perfect_mazes(c, r));
          break;
        }
        case 12: {  // another shape, in a session of its own: grown (and braided), searched, walked back and forth
          const auto shape = static_cast<ShapeKind>(in.ConsumeIntegralInRange(0, 4));
          const int r = in.ConsumeIntegralInRange(-1, 6), c = in.ConsumeIntegralInRange(-1, 6);
          bool bad = r < 1 || c < 1 || (shape == ShapeKind::Triangle && c == 1 && r > 2);
          expect(bad, [&] { Session(shape, r, c, "1"); });
          if (bad) break;
          Session other(shape, r, c, std::to_string(in.ConsumeIntegral<int>()));
          const int braid = in.ConsumeBool() ? 0 : in.ConsumeIntegralInRange(-1, 101);
          const Method m = any_method(in);
          const bool refused = (shape != ShapeKind::Square && method_facts(m).square_only) || braid < 0 || braid > 100;
          MethodOptions options;
          options.braid = braid;
          expect(refused, [&] { other.grow(m, options); });
          if (refused) {
            check(!other.busy() && other.length() == 0);
            break;
          }
          other.step_many(in.ConsumeIntegralInRange(0, 40));
          check_views(other);
          if (exact_labels(m)) check_labels(other);
          other.finish();
          if (braid == 0) check_perfect(other);
          else check_braided(other, braid);
          const Grid grown = other.grid();
          other.solve();
          other.finish();
          const Ends ends = other.ways();
          check_route(other, ends.in, ends.out);
          check_play(other.grid(), in);
          const long long end = other.length();
          other.seek(in.ConsumeIntegralInRange<long long>(0, end));
          check_views(other);
          other.seek(end);
          check(other.grid() == grown);
          expect(shape != ShapeKind::Square, [&] { other.picture(); });
          break;
        }
        default: {
          std::string seed2 = any_seed(in), before = s.seed();
          expect(!seed_ok(seed2), [&] { s.reseed(seed2); });
          check(s.seed() == (seed_ok(seed2) ? seed2 : before));
        }
      }
      // Only calls that move a machine can finish it.
      if (kind > 3) continue;
      if (growing && !s.busy()) check_perfect(s);
      if (solving && !s.busy()) check_route(s, from, to);
    }
    check_facts(s.grid());
  }
  check(Session::live() == 0);
  return 0;
}
