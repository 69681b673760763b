// analysis.cpp: openings, pieces, loops, dead ends, distances, farthest, ways, spoiling.
#include "analysis/analysis.h"

#include <algorithm>
#include <bit>

#include "shapes/shape.h"

namespace maze {

int openings(const Grid& g) {
  // Every opening is one bit of its lower room's byte, in every shape.
  int n = 0;
  for (std::uint8_t bits : g.bits()) n += std::popcount(bits);
  return n;
}

int dead_ends(const Grid& g) {
  int n = 0;
  for (int room = 0; room < g.rooms(); ++room) n += g.degree(room) == 1;
  return n;
}

std::vector<int> distances(const Grid& g, int from) {
  std::vector<int> dist(g.rooms(), -1);
  std::vector<int> queue{from};
  queue.reserve(g.rooms());
  dist[from] = 0;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int room = queue[head];
    g.for_each_open(room, [&](int next) {
      if (dist[next] < 0) {
        dist[next] = dist[room] + 1;
        queue.push_back(next);
      }
    });
  }
  return dist;
}

int rooms_reached(const Grid& g, int from) {
  int n = 0;
  for (int d : distances(g, from)) n += d >= 0;
  return n;
}

int pieces(const Grid& g) {
  // Label rooms piece by piece with one shared stack: linear time, no recursion.
  std::vector<std::uint8_t> seen(g.rooms(), 0);
  std::vector<int> stack;
  int n = 0;
  for (int start = 0; start < g.rooms(); ++start) {
    if (seen[start]) continue;
    ++n;
    seen[start] = 1;
    stack.push_back(start);
    while (!stack.empty()) {
      int room = stack.back();
      stack.pop_back();
      g.for_each_open(room, [&](int next) {
        if (!seen[next]) {
          seen[next] = 1;
          stack.push_back(next);
        }
      });
    }
  }
  return n;
}

int loops(const Grid& g) { return openings(g) - g.rooms() + pieces(g); }

bool is_perfect(const Grid& g) { return pieces(g) == 1 && openings(g) == g.rooms() - 1; }

Farthest farthest(const Grid& g) {
  // Perfect: rooms - 1 openings and every room reached from room 0 (the first search
  // below shows that, so no separate count of pieces is needed).
  auto not_perfect = [] { return MazeError("the two rooms farthest apart are only asked for in a perfect maze"); };
  if (openings(g) != g.rooms() - 1) throw not_perfect();
  // In a tree, the room farthest from any room is one end of a longest path.
  auto first = distances(g, 0);
  int a = 0;
  for (int room = 0; room < g.rooms(); ++room) {
    if (first[room] < 0) throw not_perfect();
    if (first[room] > first[a]) a = room;
  }
  auto second = distances(g, a);
  int b = a;
  for (int room = 0; room < g.rooms(); ++room)
    if (second[room] > second[b]) b = room;
  return {second[b], a, b};
}

Ends far_ends(const Grid& g) {
  const Farthest f = farthest(g);
  return {std::min(f.a, f.b), std::max(f.a, f.b)};
}

Ways count_ways(const Grid& g, int from, int to, long long limit) {
  // The lesson's recursive search with an explicit stack: each frame is a room
  // and the next of its openings to try (in the shape's order: up, down, left, right).
  Ways result;
  if (from == to) {
    result.ways = 1;
    return result;
  }
  std::vector<std::uint8_t> on_path(g.rooms(), 0);
  std::vector<std::pair<int, int>> stack{{from, 0}};
  on_path[from] = 1;
  long long moves = 0;
  while (!stack.empty()) {
    auto& [room, k] = stack.back();
    int open[Grid::kMaxAround];
    if (k == g.open_around(room, open)) {
      on_path[room] = 0;
      stack.pop_back();
      continue;
    }
    const int next = open[k++];
    if (on_path[next]) continue;
    if (++moves > limit) {
      result.complete = false;
      return result;
    }
    if (next == to) {
      ++result.ways;
      continue;
    }
    on_path[next] = 1;
    stack.emplace_back(next, 0);
  }
  return result;
}

namespace {
// Inner walls in picture order: for each row of rooms, the walls on the right of its
// rooms (picture row 2r+1), then the walls below them (picture row 2r+2). Other shapes:
// in the shape's order of walls.
template <class Keep>
std::vector<std::pair<int, int>> walls_where(const Grid& g, Keep keep) {
  std::vector<std::pair<int, int>> out;
  if (const Shape* shape = g.shape()) {
    for (const Wall& w : shape->walls())
      if (keep(w.a, w.b)) out.emplace_back(w.a, w.b);
    return out;
  }
  for (int r = 0; r < g.rows(); ++r) {
    for (int c = 0; c + 1 < g.cols(); ++c)
      if (keep(g.room(r, c), g.room(r, c + 1))) out.emplace_back(g.room(r, c), g.room(r, c + 1));
    if (r + 1 < g.rows())
      for (int c = 0; c < g.cols(); ++c)
        if (keep(g.room(r, c), g.room(r + 1, c))) out.emplace_back(g.room(r, c), g.room(r + 1, c));
  }
  return out;
}
}  // namespace

std::vector<std::pair<int, int>> standing_walls(const Grid& g) {
  return walls_where(g, [&](int a, int b) { return !g.linked(a, b); });
}

std::vector<std::pair<int, int>> openings_list(const Grid& g) {
  return walls_where(g, [&](int a, int b) { return g.linked(a, b); });
}

bool knock_random_wall(Grid& g, PyRandom& rng) {
  auto walls = standing_walls(g);
  if (walls.empty()) return false;
  auto [a, b] = rng.choice(walls);
  g.link(a, b);
  return true;
}

bool raise_random_opening(Grid& g, PyRandom& rng) {
  auto open = openings_list(g);
  if (open.empty()) return false;
  auto [a, b] = rng.choice(open);
  g.unlink(a, b);
  return true;
}

}  // namespace maze
