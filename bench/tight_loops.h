// tight_loops.h: plain loops for the engine's algorithms, no step machine: the practical limit.
#pragma once
#include <array>
#include <cstdint>
#include <numeric>
#include <vector>

#include "random/py_random.h"

namespace tight {

// Mazes come out in the engine's format: a byte a room, bit 1 open below, bit 2 open right.
using Bits = std::vector<std::uint8_t>;

// splitmix64, with Lemire's multiply for a bounded draw (bias under 2**-32: fine here).
struct Fast {
  std::uint64_t s;
  std::uint64_t next() {
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(((next() >> 32) * n) >> 32); }
};

// The 24 orders of up, down, left, right, packed two bits a move, as a 4-way shuffle makes them.
inline constexpr std::array<std::uint8_t, 24> kOrders = [] {
  std::array<std::uint8_t, 24> out{};
  for (int k = 0; k < 24; ++k) {
    int v[4] = {0, 1, 2, 3}, j3 = k / 6, j2 = k / 2 % 3, j1 = k % 2;
    std::swap(v[3], v[j3]);
    std::swap(v[2], v[j2]);
    std::swap(v[1], v[j1]);
    out[k] = static_cast<std::uint8_t>(v[0] | v[1] << 2 | v[2] << 4 | v[3] << 6);
  }
  return out;
}();

// Shuffles of the four moves, as an index into kOrders: one fast draw, or CPython's
// shuffle drawn from PyRandom exactly as the engine draws it.
struct FastOrder {
  Fast rng;
  std::uint32_t operator()() { return rng.below(24); }
};
struct PyOrder {
  maze::PyRandom& rng;
  std::uint32_t operator()() { return static_cast<std::uint32_t>(rng.shuffle4()); }
};

inline void open_between(Bits& bits, int a, int b, int cols) {
  if (a > b) std::swap(a, b);
  bits[a] |= b == a + cols ? 1 : 2;
}

// Iterative depth-first search: each room shuffles its four moves once and tries them in
// order. A frame is 32 bits: room, then the order's index * 8 + moves tried on top; the
// column is kept as the walk moves, so nothing divides.
template <class Order>
void dfs(int rows, int cols, Order order, Bits& bits) {
  const int n = rows * cols;
  bits.assign(n, 0);
  std::vector<std::uint8_t> seen(n, 0);
  std::vector<std::uint32_t> stack;
  constexpr int kColStep[4] = {0, 0, -1, 1};
  const int offset[4] = {-cols, cols, -1, 1};
  int col = 0;
  seen[0] = 1;
  stack.push_back(order() << 27);
  while (!stack.empty()) {
    std::uint32_t& f = stack.back();
    const int room = static_cast<int>(f & 0xffffff), tried = (f >> 24) & 7;
    const unsigned moves = kOrders[f >> 27];
    if (tried == 4) {
      stack.pop_back();
      if (!stack.empty()) {  // undo the column change of the move that led here
        const std::uint32_t p = stack.back();
        col -= kColStep[(kOrders[p >> 27] >> (2 * (((p >> 24) & 7) - 1))) & 3];
      }
      continue;
    }
    f += 1 << 24;
    const int d = (moves >> (2 * tried)) & 3, next = room + offset[d];
    const bool inside = static_cast<unsigned>(next) < static_cast<unsigned>(n) &&
                        static_cast<unsigned>(col + kColStep[d]) < static_cast<unsigned>(cols);
    if (!inside || seen[next]) continue;
    seen[next] = 1;
    bits[d == 0 ? next : d == 2 ? next : room] |= d < 2 ? 1 : 2;
    col += kColStep[d];
    stack.push_back(static_cast<std::uint32_t>(next) | order() << 27);
  }
}

// Kruskal: list every inner wall, shuffle, knock down those joining two pieces (union-find).
template <class Shuffle>
void kruskal(int rows, int cols, Shuffle shuffle, Bits& bits) {
  const int n = rows * cols;
  bits.assign(n, 0);
  std::vector<int> walls;
  walls.reserve(2 * static_cast<std::size_t>(n));
  for (int r = 0, room = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c, ++room) {
      if (r + 1 < rows) walls.push_back(room * 2);
      if (c + 1 < cols) walls.push_back(room * 2 + 1);
    }
  shuffle(walls);
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  auto find = [&](int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  };
  for (int w : walls) {
    int a = w >> 1, b = a + ((w & 1) ? 1 : cols);
    int pa = find(a), pb = find(b);
    if (pa == pb) continue;
    parent[pb] = pa;
    bits[a] |= (w & 1) ? 2 : 1;
  }
}
inline auto fast_shuffle(std::uint64_t seed) {
  return [seed](std::vector<int>& v) {
    Fast rng{seed};
    for (std::size_t i = v.size(); i-- > 1;) std::swap(v[i], v[rng.below(static_cast<std::uint32_t>(i + 1))]);
  };
}
inline auto py_shuffle(maze::PyRandom& rng) {
  return [&rng](std::vector<int>& v) { rng.shuffle(v); };
}

// CPython's _randbelow through PyRandom, with Fast's interface: the engine's very draws.
struct PyBelow {
  maze::PyRandom& rng;
  std::uint32_t below(std::uint32_t n) { return static_cast<std::uint32_t>(rng.randbelow(n)); }
};

// Prim's frontier method, choosing as the engine does (with PyBelow, the engine's maze).
template <class Rng>
void prim(int rows, int cols, Rng rng, Bits& bits) {
  const int n = rows * cols;
  bits.assign(n, 0);
  std::vector<std::uint8_t> state(n, 0);  // 0 outside, 1 frontier, 2 in the tree
  std::vector<int> frontier;
  auto add = [&](int room) {
    state[room] = 2;
    int c = room % cols, around[4] = {room >= cols ? room - cols : -1, room + cols < n ? room + cols : -1,
                                      c > 0 ? room - 1 : -1, c + 1 < cols ? room + 1 : -1};
    for (int next : around)
      if (next >= 0 && state[next] == 0) state[next] = 1, frontier.push_back(next);
  };
  add(static_cast<int>(rng.below(n)));
  while (!frontier.empty()) {
    std::size_t pick = rng.below(static_cast<std::uint32_t>(frontier.size()));
    int room = frontier[pick];
    frontier[pick] = frontier.back();
    frontier.pop_back();
    int c = room % cols, beside[4], k = 0;
    if (room >= cols && state[room - cols] == 2) beside[k++] = room - cols;
    if (room + cols < n && state[room + cols] == 2) beside[k++] = room + cols;
    if (c > 0 && state[room - 1] == 2) beside[k++] = room - 1;
    if (c + 1 < cols && state[room + 1] == 2) beside[k++] = room + 1;
    open_between(bits, beside[rng.below(k)], room, cols);
    add(room);
  }
}

// Wilson's loop-erased random walks, choosing as the engine does (PyBelow: its maze).
template <class Rng>
void wilson(int rows, int cols, Rng rng, Bits& bits) {
  const int n = rows * cols;
  bits.assign(n, 0);
  std::vector<std::uint8_t> in(n, 0);
  std::vector<int> place(n, -1), walk;
  in[rng.below(n)] = 1;
  for (int start = 0; start < n; ++start) {
    if (in[start]) continue;
    walk.assign(1, start);
    place[start] = 0;
    for (;;) {
      int here = walk.back(), c = here % cols, beside[4], k = 0;
      if (here >= cols) beside[k++] = here - cols;
      if (here + cols < n) beside[k++] = here + cols;
      if (c > 0) beside[k++] = here - 1;
      if (c + 1 < cols) beside[k++] = here + 1;
      int next = beside[rng.below(k)];
      if (in[next]) {
        walk.push_back(next);
        break;
      }
      if (place[next] >= 0) {
        for (std::size_t i = place[next] + 1; i < walk.size(); ++i) place[walk[i]] = -1;
        walk.resize(place[next] + 1);
      } else {
        place[next] = static_cast<int>(walk.size());
        walk.push_back(next);
      }
    }
    for (std::size_t i = 0; i + 1 < walk.size(); ++i) {
      open_between(bits, walk[i], walk[i + 1], cols);
      in[walk[i]] = 1;
      place[walk[i]] = -1;
    }
  }
}

// Breadth-first search from `from`, looking up, down, left, right. A room's right bit is
// never set on the last column, so "open to the left" needs no column test.
// Stops when `to` leaves the queue (to < 0: searches everything). Returns the last room taken.
inline int bfs(const Bits& bits, int cols, int from, int to, std::vector<int>& came_from, std::vector<int>& queue) {
  const int n = static_cast<int>(bits.size());
  came_from.assign(n, -1);
  queue.resize(n);
  std::size_t head = 0, tail = 0;
  came_from[from] = from;
  queue[tail++] = from;
  int room = from;
  while (head < tail) {
    room = queue[head++];
    if (room == to) break;
    auto visit = [&](int next) {
      if (came_from[next] < 0) came_from[next] = room, queue[tail++] = next;
    };
    if (room >= cols && (bits[room - cols] & 1)) visit(room - cols);
    if (bits[room] & 1) visit(room + cols);
    if (room > 0 && (bits[room - 1] & 2)) visit(room - 1);
    if (bits[room] & 2) visit(room + 1);
  }
  return room;
}

// The way out, top left to bottom right: rooms on the route.
inline int way_out(const Bits& bits, int cols, std::vector<int>& came_from, std::vector<int>& queue) {
  int goal = static_cast<int>(bits.size()) - 1;
  if (bfs(bits, cols, 0, goal, came_from, queue) != goal) return 0;
  int length = 1;
  for (int r = goal; r != 0; r = came_from[r]) ++length;
  return length;
}

// Two searches: the last room the first reaches is one end of a longest path (a tree).
inline int farthest(const Bits& bits, int cols, std::vector<int>& came_from, std::vector<int>& queue) {
  int a = bfs(bits, cols, 0, -1, came_from, queue);
  int b = bfs(bits, cols, a, -1, came_from, queue);
  int steps = 0;
  for (int r = b; r != a; r = came_from[r]) ++steps;
  return steps;
}

}  // namespace tight
