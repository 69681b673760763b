// more_loops.h: plain loops for the seven more methods, no step machine: each makes the very
// maze the engine makes, drawing from PyRandom in the same order (the lesson-style programs').
#pragma once
#include <bit>
#include <cstdint>
#include <vector>

#include "random/py_random.h"

namespace more {

// A byte a room, bit 1 open below, bit 2 open right (the engine's format).
using Bits = std::vector<std::uint8_t>;

inline constexpr int kDown = 1, kRight = 2;

// Opens the wall from room a one step in direction d (0 up, 1 down, 2 left, 3 right).
inline void open(Bits& bits, int a, int d, int cols) {
  if (d == 0) bits[a - cols] |= kDown;
  else if (d == 1) bits[a] |= kDown;
  else if (d == 2) bits[a - 1] |= kRight;
  else bits[a] |= kRight;
}

// The moves from room (r, c) that stay inside, in the order up, down, left, right.
inline int moves(int r, int c, int rows, int cols, int* out) {
  int k = 0;
  if (r > 0) out[k++] = 0;
  if (r + 1 < rows) out[k++] = 1;
  if (c > 0) out[k++] = 2;
  if (c + 1 < cols) out[k++] = 3;
  return k;
}

inline constexpr int kRowStep[4] = {-1, 1, 0, 0}, kColStep[4] = {0, 0, -1, 1};

inline void aldous_broder(int rows, int cols, maze::PyRandom& rng, Bits& bits) {
  const int n = rows * cols;
  bits.assign(n, 0);
  std::vector<std::uint8_t> in(n, 0);
  int here = static_cast<int>(rng.randbelow(n)), r = here / cols, c = here % cols, left = n - 1;
  in[here] = 1;
  while (left > 0) {
    int list[4];
    const int d = list[rng.randbelow(moves(r, c, rows, cols, list))];
    const int next = here + kRowStep[d] * cols + kColStep[d];
    if (!in[next]) in[next] = 1, open(bits, here, d, cols), --left;
    here = next, r += kRowStep[d], c += kColStep[d];
  }
}

inline void binary_tree(int rows, int cols, maze::PyRandom& rng, Bits& bits) {
  bits.assign(rows * cols, 0);
  for (int r = 0, room = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c, ++room) {
      int list[2], k = 0;
      if (r > 0) list[k++] = 0;
      if (c + 1 < cols) list[k++] = 3;
      if (k > 0) open(bits, room, list[rng.randbelow(k)], cols);
    }
}

inline void sidewinder(int rows, int cols, maze::PyRandom& rng, Bits& bits) {
  bits.assign(rows * cols, 0);
  for (int r = 0; r < rows; ++r)
    for (int c = 0, run = 0; c < cols; ++c) {
      const int room = r * cols + c;
      if (c + 1 == cols || (r > 0 && rng.random() < 0.5)) {
        if (r > 0) open(bits, r * cols + run + static_cast<int>(rng.randbelow(c - run + 1)), 0, cols);
        run = c + 1;
      } else {
        bits[room] |= kRight;
      }
    }
}

// The hunt starts where the last one ended, or at a lower room a new room of the maze made
// worth looking at again: the same first room as a hunt from the top.
inline void hunt_and_kill(int rows, int cols, maze::PyRandom& rng, Bits& bits) {
  const int n = rows * cols;
  bits.assign(n, 0);
  std::vector<std::uint8_t> in(n, 0);
  int here = static_cast<int>(rng.randbelow(n)), hint = 0, left = n;
  auto enter = [&](int room) {
    in[room] = 1, --left, here = room;
    const int r = room / cols, c = room % cols;
    int list[4];
    for (int k = 0, m = moves(r, c, rows, cols, list); k < m; ++k) {
      const int next = room + kRowStep[list[k]] * cols + kColStep[list[k]];
      if (next < hint && !in[next]) hint = next;
    }
  };
  enter(here);
  while (left > 0) {
    const int r = here / cols, c = here % cols;
    int list[4], fresh[4], k = 0;
    for (int i = 0, m = moves(r, c, rows, cols, list); i < m; ++i)
      if (!in[here + kRowStep[list[i]] * cols + kColStep[list[i]]]) fresh[k++] = list[i];
    if (k > 0) {
      const int d = fresh[rng.randbelow(k)];
      open(bits, here, d, cols);
      enter(here + kRowStep[d] * cols + kColStep[d]);
      continue;
    }
    for (int room = hint;; ++room) {
      if (in[room]) continue;
      const int hr = room / cols, hc = room % cols;
      int beside[4], j = 0;
      for (int i = 0, m = moves(hr, hc, rows, cols, list); i < m; ++i)
        if (in[room + kRowStep[list[i]] * cols + kColStep[list[i]]]) beside[j++] = list[i];
      if (j == 0) continue;
      hint = room;
      open(bits, room, beside[rng.randbelow(j)], cols);
      enter(room);
      break;
    }
  }
}

// pick: 0 newest, 1 random (the list keeps its order; a Fenwick tree finds its k-th room).
inline void growing_tree(int rows, int cols, int pick, maze::PyRandom& rng, Bits& bits) {
  const int n = rows * cols;
  bits.assign(n, 0);
  std::vector<std::uint8_t> in(n, 0);
  std::vector<int> list, tree(pick ? n + 1 : 0, 0);
  list.reserve(n);
  int alive = 0;
  auto add = [&](int place, int delta) {
    for (int i = place + 1; i <= n; i += i & -i) tree[i] += delta;
  };
  auto join = [&](int room) {
    in[room] = 1, ++alive;
    if (pick) add(static_cast<int>(list.size()), 1);
    list.push_back(room);
  };
  join(static_cast<int>(rng.randbelow(n)));
  const int top = static_cast<int>(std::bit_floor(static_cast<unsigned>(n)));
  while (alive > 0) {
    int place = static_cast<int>(list.size()) - 1;
    if (pick) {
      int k = static_cast<int>(rng.randbelow(alive));
      place = 0;
      for (int step = top; step > 0; step >>= 1)
        if (place + step <= n && tree[place + step] <= k) place += step, k -= tree[place];
    }
    const int room = list[place], r = room / cols, c = room % cols;
    int all[4], fresh[4], k = 0;
    for (int i = 0, m = moves(r, c, rows, cols, all); i < m; ++i)
      if (!in[room + kRowStep[all[i]] * cols + kColStep[all[i]]]) fresh[k++] = all[i];
    if (k > 0) {
      const int d = fresh[rng.randbelow(k)];
      open(bits, room, d, cols);
      join(room + kRowStep[d] * cols + kColStep[d]);
    } else {
      --alive;
      if (pick) add(place, -1);
      else list.pop_back();
    }
  }
}

// Eller's rows with a union-find over the row's columns, as eller.py draws.
inline void eller(int rows, int cols, maze::PyRandom& rng, Bits& bits) {
  bits.assign(rows * cols, 0);
  std::vector<int> parent(cols), root(cols), count(cols), start(cols), fill(cols), order(cols), first(cols, -1);
  std::vector<std::uint8_t> down(cols), any(cols);
  for (int c = 0; c < cols; ++c) parent[c] = c;
  auto find = [&](int c) {
    while (parent[c] != c) c = parent[c] = parent[parent[c]];
    return c;
  };
  for (int r = 0; r < rows; ++r) {
    const bool last = r + 1 == rows;
    for (int c = 0; c + 1 < cols; ++c) {
      const int a = find(c), b = find(c + 1);
      if (a != b && (last || rng.random() < 0.5)) parent[b] = a, bits[r * cols + c] |= kRight;
    }
    if (last) break;
    for (int c = 0; c < cols; ++c) down[c] = rng.random() < 0.5, count[c] = 0, any[c] = 0;
    for (int c = 0; c < cols; ++c) root[c] = find(c), ++count[root[c]], any[root[c]] |= down[c];
    for (int c = 0, at = 0; c < cols; ++c)
      if (root[c] == c) start[c] = at, at += count[c];
    fill = start;  // each piece's rooms left to right, the pieces by their first rooms
    for (int c = 0; c < cols; ++c) order[fill[root[c]]++] = c;
    for (int c = 0; c < cols; ++c)
      if (order[start[root[c]]] == c && !any[root[c]])
        down[order[start[root[c]] + static_cast<int>(rng.randbelow(count[root[c]]))]] = 1;
    for (int c = 0; c < cols; ++c) {
      parent[c] = c;
      if (!down[c]) continue;
      bits[r * cols + c] |= kDown;
      if (first[root[c]] < 0) first[root[c]] = c;
      else parent[c] = first[root[c]];
    }
    for (int c = 0; c < cols; ++c) first[root[c]] = -1;
  }
}

// Recursive division with a stack of parts, the top or left part first.
inline void division(int rows, int cols, maze::PyRandom& rng, Bits& bits) {
  bits.assign(rows * cols, 0);
  for (int r = 0, room = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c, ++room) bits[room] = (r + 1 < rows ? kDown : 0) | (c + 1 < cols ? kRight : 0);
  struct Part {
    int top, left, height, width;
  };
  std::vector<Part> parts{{0, 0, rows, cols}};
  while (!parts.empty()) {
    const Part p = parts.back();
    parts.pop_back();
    if (p.height < 2 || p.width < 2) continue;
    const bool across = p.width < p.height || (p.width == p.height && rng.random() < 0.5);
    const int k = static_cast<int>(rng.randbelow((across ? p.height : p.width) - 1));
    const int gap = static_cast<int>(rng.randbelow(across ? p.width : p.height));
    if (across) {
      for (int c = 0; c < p.width; ++c)
        if (c != gap) bits[(p.top + k) * cols + p.left + c] &= ~kDown;
      parts.push_back({p.top + k + 1, p.left, p.height - k - 1, p.width});
      parts.push_back({p.top, p.left, k + 1, p.width});
    } else {
      for (int r = 0; r < p.height; ++r)
        if (r != gap) bits[(p.top + r) * cols + p.left + k] &= ~kRight;
      parts.push_back({p.top, p.left + k + 1, p.height, p.width - k - 1});
      parts.push_back({p.top, p.left, p.height, k + 1});
    }
  }
}

inline void growing_tree_newest(int rows, int cols, maze::PyRandom& rng, Bits& bits) { growing_tree(rows, cols, 0, rng, bits); }
inline void growing_tree_random(int rows, int cols, maze::PyRandom& rng, Bits& bits) { growing_tree(rows, cols, 1, rng, bits); }

}  // namespace more
