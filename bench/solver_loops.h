// solver_loops.h: plain loops for the engine's ways out (solvers/rules.h), no step machine: the practical limit.
// Each takes the very rooms the engine's rule of the same name takes, in the same order, and finds the same way out
// (solver_bench.cpp checks it), but walks the maze's bytes directly: no marks, no events, no counts kept on the way.
#pragma once
#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <queue>
#include <string>
#include <utility>
#include <vector>


namespace solving {

// The engine's square maze: a byte a room, bit 1 open below, bit 2 open right.
using Bits = std::vector<std::uint8_t>;
inline constexpr std::uint8_t kDown = 1, kRight = 2;

// What a rule did: every room it took (a search: each room taken off its list; a filling: each room filled; a
// mouse: each room walked into, the first one too), and its way out (empty if none).
struct Way {
  std::vector<int> trail, route;
  bool found = false, gave_up = false;
  std::string ways;  // every shortest way: how many, in decimal
};

// The moves, counter-clockwise as the hand on the wall and Pledge turn: right, up, left, down. The square's own
// order (as the engine looks around a room) is up, down, left, right.
enum : int { kRightward = 0, kUpward = 1, kLeftward = 2, kDownward = 3 };

// f(next) for each room through an opening, up, down, left, right. A room on the last column never has its right
// bit set, so the room before a first-column room says no opening to the left with no column test.
template <class F>
inline void each_open(const Bits& bits, int cols, int room, F&& f) {
  if (room >= cols && (bits[room - cols] & kDown)) f(room - cols);
  if (bits[room] & kDown) f(room + cols);
  if (room > 0 && (bits[room - 1] & kRight)) f(room - 1);
  if (bits[room] & kRight) f(room + 1);
}

// Whether room has an opening toward move d (counter-clockwise numbering), and the room it leads to.
inline bool open_to(const Bits& bits, int cols, int room, int d) {
  switch (d) {
    case kRightward: return bits[room] & kRight;
    case kUpward: return room >= cols && (bits[room - cols] & kDown);
    case kLeftward: return room > 0 && (bits[room - 1] & kRight);
    default: return bits[room] & kDown;
  }
}
inline int moved(int cols, int room, int d) { return room + (d == kRightward ? 1 : d == kUpward ? -cols : d == kLeftward ? -1 : cols); }

// Back from `to` along came_from to `from`, then turned round.
inline std::vector<int> back_from(const std::vector<int>& came_from, int from, int to) {
  std::vector<int> route;
  for (int r = to;; r = came_from[r]) {
    route.push_back(r);
    if (r == from) break;
  }
  std::reverse(route.begin(), route.end());
  return route;
}

// A walk with every loop cut out: from each room, on from the last time it was there.
inline std::vector<int> without_loops(const std::vector<int>& walk, int rooms) {
  std::vector<int> way, last(rooms, -1);
  for (int i = 0; i < static_cast<int>(walk.size()); ++i) last[walk[i]] = i;
  for (int i = 0; i < static_cast<int>(walk.size()); i = last[walk[i]] + 1) way.push_back(walk[i]);
  return way;
}

// The way through the rooms not filled, nearest first (dead-end filling's last step).
inline std::vector<int> way_through(const Bits& bits, int cols, int from, int to, const std::vector<std::uint8_t>& filled) {
  std::vector<int> came_from(bits.size(), -1), queue(bits.size());
  std::size_t head = 0, tail = 0;
  came_from[from] = from;
  queue[tail++] = from;
  while (head < tail && came_from[to] < 0) {
    const int room = queue[head++];
    each_open(bits, cols, room, [&](int next) {
      if (came_from[next] < 0 && !filled[next]) came_from[next] = room, queue[tail++] = next;
    });
  }
  return came_from[to] < 0 ? std::vector<int>{} : back_from(came_from, from, to);
}

// One fill, a queue (breadth-first) or a stack (depth-first): a room goes on the list once, when first seen; the way
// is known when the way out comes off it. The queue's rooms taken are its front part, so it is the trail itself.
inline Way fill(const Bits& bits, int cols, int from, int to, bool queue) {
  const int n = static_cast<int>(bits.size());
  Way w;
  std::vector<int> came_from(n, -1), list;
  came_from[from] = from;
  list.push_back(from);
  std::size_t head = 0;
  while (queue ? head < list.size() : !list.empty()) {
    int room;
    if (queue) room = list[head++];
    else room = list.back(), list.pop_back(), w.trail.push_back(room);
    if (room == to) {
      w.found = true, w.route = back_from(came_from, from, to);
      break;
    }
    each_open(bits, cols, room, [&](int next) {
      if (came_from[next] < 0) came_from[next] = room, list.push_back(next);
    });
  }
  if (queue) list.resize(head), w.trail = std::move(list);
  return w;
}

// A*: the lowest guess (rooms walked plus rows and columns still apart) first; among equal ones the farthest walked,
// then the first put on the list. The three packed in one number, the smallest first: 21 bits for the guess, 21 for
// what is left of 2**21 - 1 after the rooms walked, 22 for the order (so up to 2**20 rooms, checked by the caller).
inline Way a_star(const Bits& bits, int cols, int from, int to) {
  const int n = static_cast<int>(bits.size()), to_row = to / cols, to_col = to % cols;
  Way w;
  std::vector<int> came_from(n, -1), walked(n, 0), put;  // put: the rooms by the order they went on the list
  std::vector<std::uint8_t> closed(n, 0);
  std::priority_queue<std::uint64_t, std::vector<std::uint64_t>, std::greater<>> list;
  auto push = [&](int room, int row, int col, int g) {
    const std::uint64_t f = g + std::abs(row - to_row) + std::abs(col - to_col);
    list.push(f << 43 | std::uint64_t((1 << 21) - 1 - g) << 22 | put.size());
    put.push_back(room);
  };
  came_from[from] = from;
  push(from, from / cols, from % cols, 0);
  while (!list.empty()) {
    const int room = put[list.top() & ((1 << 22) - 1)];
    list.pop();
    if (closed[room]) continue;  // an older, longer way to a room looked at
    closed[room] = 1;
    w.trail.push_back(room);
    if (room == to) {
      w.found = true, w.route = back_from(came_from, from, to);
      break;
    }
    const int g = walked[room] + 1, row = room / cols, col = room % cols;
    auto reach = [&](int next, int r, int c) {
      if (closed[next] || (came_from[next] >= 0 && walked[next] <= g)) return;
      came_from[next] = room, walked[next] = g;
      push(next, r, c, g);
    };
    if (room >= cols && (bits[room - cols] & kDown)) reach(room - cols, row - 1, col);
    if (bits[room] & kDown) reach(room + cols, row + 1, col);
    if (room > 0 && (bits[room - 1] & kRight)) reach(room - 1, row, col - 1);
    if (bits[room] & kRight) reach(room + 1, row, col + 1);
  }
  return w;
}

// Dead-end filling, and cul-de-sac filling (`culs`): each dead end filled, and each room that becomes one; with
// `culs`, once none is left, a loop hanging from one room (a cul-de-sac) is cut open beside that room and filled as a
// dead end. Then the way through the rooms left open. As the engine's, a corridor is looked along when it may have
// become such a loop: at the start, and when a room becomes one as the rooms beyond it are filled.
inline Way filling(const Bits& bits, int cols, int from, int to, bool culs) {
  const int n = static_cast<int>(bits.size());
  Way w;
  std::vector<int> ways(n), ends, check;
  std::vector<std::uint8_t> filled(n, 0), to_check;
  for (int r = 0; r < n; ++r) {
    int k = 0;
    each_open(bits, cols, r, [&](int) { ++k; });
    ways[r] = k;
    if (k <= 1 && r != from && r != to) ends.push_back(r);
  }
  std::reverse(ends.begin(), ends.end());  // the first dead end in the maze comes off the back first
  auto corridor = [&](int r) { return !filled[r] && ways[r] == 2 && r != from && r != to; };
  if (culs) {
    to_check.assign(n, 0);
    for (int r = n; r-- > 0;)
      if (corridor(r)) check.push_back(r), to_check[r] = 1;
  }
  // The room of a cul-de-sac beside the room it hangs from; -1 when none is left.
  auto cut = [&]() -> int {
    while (!check.empty()) {
      const int room = check.back();
      check.pop_back();
      if (!to_check[room] || !corridor(room)) continue;
      to_check[room] = 0;
      int end[2] = {-1, -1}, before[2] = {-1, -1}, way = 0;
      each_open(bits, cols, room, [&](int first) {
        if (filled[first]) return;
        int last = room, at = first;
        while (at != room && corridor(at)) {
          to_check[at] = 0;
          int on = -1;
          each_open(bits, cols, at, [&](int next) {
            if (!filled[next] && next != last) on = next;
          });
          last = at, at = on;
        }
        end[way] = at, before[way] = last, ++way;
      });
      if (end[0] == room) return room;  // a ring of corridors alone
      if (end[0] == end[1]) return before[0];
    }
    return -1;
  };
  for (;;) {
    if (ends.empty()) {
      const int more = culs ? cut() : -1;
      if (more < 0) break;
      ends.push_back(more);
    }
    const int room = ends.back();
    ends.pop_back();
    filled[room] = 1;
    w.trail.push_back(room);
    each_open(bits, cols, room, [&](int next) {
      if (filled[next]) return;
      if (--ways[next] == 1 && next != from && next != to) ends.push_back(next);
      else if (culs && corridor(next) && !to_check[next]) check.push_back(next), to_check[next] = 1;
    });
  }
  w.route = way_through(bits, cols, from, to, filled);
  w.found = !w.route.empty();
  return w;
}

// Every shortest way: breadth-first, each room's count of ways the sum of the counts of the rooms one nearer that
// open to it, taken when the room comes off the queue (they all came off before it). A count is a whole number of any
// size, base 10**9 words, least significant first, all of them in one array; the way out's count is taken last.
inline Way shortest_ways(const Bits& bits, int cols, int from, int to) {
  constexpr std::uint32_t kBase = 1'000'000'000;
  const int n = static_cast<int>(bits.size());
  Way w;
  std::vector<int> apart(n, -1), queue(n), at(n, 0), width(n, 0);
  std::vector<std::uint32_t> words{1};  // the way in's count: 1
  std::size_t head = 0, tail = 0;
  apart[from] = 0, width[from] = 1;
  queue[tail++] = from;
  auto count = [&](int room) {  // the sum of the counts of the rooms one nearer
    int wide = 0, k = 0;
    each_open(bits, cols, room, [&](int near) {
      if (apart[near] == apart[room] - 1) wide = std::max(wide, width[near]), ++k;
    });
    const std::size_t start = words.size();
    words.resize(start + wide + (k > 1), 0);
    each_open(bits, cols, room, [&](int near) {
      if (apart[near] != apart[room] - 1) return;
      std::uint32_t carry = 0;
      const std::size_t src = at[near];
      int i = 0;
      for (; i < width[near]; ++i) {
        const std::uint32_t sum = words[start + i] + words[src + i] + carry;
        carry = sum >= kBase, words[start + i] = sum - (carry ? kBase : 0);
      }
      for (; carry; ++i) {
        const std::uint32_t sum = words[start + i] + carry;
        carry = sum >= kBase, words[start + i] = sum - (carry ? kBase : 0);
      }
    });
    while (words.size() > start + 1 && words.back() == 0) words.pop_back();
    at[room] = static_cast<int>(start), width[room] = static_cast<int>(words.size() - start);
  };
  while (head < tail) {
    const int room = queue[head];
    if (apart[to] >= 0 && apart[room] >= apart[to]) break;  // every room nearer than the way out has its count
    ++head;
    if (room != from) count(room);
    each_open(bits, cols, room, [&](int next) {
      if (apart[next] < 0) apart[next] = apart[room] + 1, queue[tail++] = next;
    });
  }
  queue.resize(head), w.trail = std::move(queue);
  if (apart[to] < 0) return w.ways = "0", w;
  if (to != from) count(to);
  // One of the ways: back from the way out, each time to the first room one nearer that opens to it.
  w.route.push_back(to);
  for (int r = to; r != from;) {
    int back = -1;
    each_open(bits, cols, r, [&](int near) {
      if (back < 0 && apart[near] == apart[r] - 1) back = near;
    });
    w.route.push_back(r = back);
  }
  std::reverse(w.route.begin(), w.route.end());
  w.found = true;
  w.ways = std::to_string(words[at[to] + width[to] - 1]);
  for (int i = width[to] - 1; i-- > 0;) {
    const std::string part = std::to_string(words[at[to] + i]);
    w.ways += std::string(9 - part.size(), '0') + part;
  }
  return w;
}

}  // namespace solving
