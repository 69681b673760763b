// mouse_loops.h: plain loops for the ways out with no map (the random mouse, Trémaux's chalk, the hands on the wall
// and Pledge), no step machine: the practical limit, beside solver_loops.h's for the rules of the map. The same rooms
// in the same order as the engine's rule of the same name (solver_bench.cpp checks it).
#pragma once
#include "random/py_random.h"
#include "solver_loops.h"

namespace solving {

// The random mouse: at each room an opening picked at random, never back the way it came unless there is no other
// way; it gives up after `limit` moves.
inline Way random_mouse(const Bits& bits, int cols, int from, int to, maze::PyRandom& rng, long long limit) {
  Way w;
  int at = from, came = -1;
  w.trail.push_back(from);
  for (long long moves = 0; at != to; ++moves) {
    if (moves >= limit) return w.gave_up = true, w;
    int open[4], k = 0;
    each_open(bits, cols, at, [&](int next) {
      if (next != came) open[k++] = next;
    });
    if (k == 0 && came >= 0) open[k++] = came;  // a dead end: back the way it came
    if (k == 0) return w;                       // a room with no opening
    const int next = open[k == 1 ? 0 : rng.randbelow(k)];
    came = at, at = next;
    w.trail.push_back(at);
  }
  w.found = true;
  w.route = w.trail.size() == 1 ? w.trail : without_loops(w.trail, static_cast<int>(bits.size()));
  return w;
}

// Trémaux's chalk: a mark on an opening each time it is walked through, two bits of a byte a room for the opening
// below it and the one on its right, as the maze's own bits. At a room seen before, come to by an opening walked once,
// it turns back; else an opening with no mark (any, by the seed), else one with one mark, never one with two. The
// openings marked once are the way: the way grows by a room through an opening with no mark and shrinks by one back
// through an opening walked before.
inline Way tremaux(const Bits& bits, int cols, int from, int to, maze::PyRandom& rng) {
  const int n = static_cast<int>(bits.size());
  Way w;
  std::vector<std::uint8_t> chalk(n, 0);  // bits 0-1: the opening below; bits 2-3: the one on the right
  auto marks_at = [&](int room, int next) {  // where the marks of the opening between two rooms lie
    const int low = std::min(room, next);
    return std::pair{low, std::max(room, next) - low == 1 ? 2 : 0};
  };
  auto marks = [&](int room, int next) {
    const auto [owner, shift] = marks_at(room, next);
    return chalk[owner] >> shift & 3;
  };
  int at = from, came = -1;
  w.trail.push_back(from);
  w.route.push_back(from);
  while (at != to) {
    int open[4], mark[4], k = 0, marked = 0;
    each_open(bits, cols, at, [&](int next) {
      open[k] = next, mark[k] = marks(at, next), marked += mark[k] > 0, ++k;
    });
    int next = -1;
    if (came >= 0 && marks(at, came) == 1 && marked > 1) {
      next = came;  // come by a new opening to a room seen before: back
    } else {
      for (int fewest = 0; fewest < 2 && next < 0; ++fewest) {
        int take[4], t = 0;
        for (int i = 0; i < k; ++i)
          if (mark[i] == fewest) take[t++] = open[i];
        if (t > 0) next = take[t == 1 ? 0 : rng.randbelow(t)];
      }
      if (next < 0) return w.route.clear(), w;  // every opening walked twice: no way
    }
    const auto [owner, shift] = marks_at(at, next);
    const int had = chalk[owner] >> shift & 3;
    chalk[owner] += static_cast<std::uint8_t>(1 << shift);
    if (had == 0) w.route.push_back(next);
    else w.route.pop_back();
    came = at, at = next;
    w.trail.push_back(at);
  }
  w.found = true;
  return w;
}

// The hand on the wall: from the way it faces, the right hand tries right, ahead, left, then back (the left hand
// left, ahead, right, back). It starts facing right, as if it came in from the left. Its next move depends only on
// the room and the way it faces, so once it comes into a room facing a way it faced there before it goes round for
// ever: a bit a way it faced, four a room.
inline Way hand(const Bits& bits, int cols, int from, int to, bool right) {
  const int n = static_cast<int>(bits.size());
  Way w;
  std::vector<std::uint8_t> seen(n, 0);
  w.trail.push_back(from);
  const int order[4] = {right ? 3 : 1, 0, right ? 1 : 3, 2};  // turns counter-clockwise, in the order tried
  int at = from, facing = kRightward;
  if (at == to) return w.found = true, w.route = w.trail, w;
  for (;;) {
    int d = -1;
    for (int t : order)
      if (open_to(bits, cols, at, (facing + t) & 3)) {
        d = (facing + t) & 3;
        break;
      }
    if (d < 0) return w;  // a room with no opening
    at = moved(cols, at, d), facing = d;
    w.trail.push_back(at);
    if (at == to) break;
    if (seen[at] >> d & 1) return w;  // round for ever
    seen[at] |= static_cast<std::uint8_t>(1 << d);
  }
  w.found = true;
  w.route = without_loops(w.trail, n);
  return w;
}

// Pledge: it heads right (the way it prefers), counting its turns (a quarter turn left adds one, right takes one
// away). At a wall it turns left to the first opening and keeps its right hand on the wall (right, ahead, left, back)
// until the count would come back to zero: then it faces right again. It gives up at `limit` moves, at a room it set
// off from facing right before, or once it is going round one wall: back in a room by the same opening with a count no
// lower than at the last check (Brent's checks, after 1, 2, 4, 8 ... moves along one wall).
inline Way pledge(const Bits& bits, int cols, int from, int to, long long limit) {
  const int n = static_cast<int>(bits.size());
  Way w;
  std::vector<std::uint8_t> set_off(n, 0);
  int at = from, came = -1, facing = kRightward, turned = 0;
  bool along = false, round = false;
  int mark_at = -1, mark_came = -1, mark_turned = 0;
  long long since_mark = 0, next_mark = 1;
  w.trail.push_back(from);
  for (long long moves = 0; at != to; ++moves) {
    if (round || moves >= limit) return w.gave_up = true, w;
    const bool was_along = along;
    int d = -1, turn = 0;
    if (along)
      for (int t : {-1, 0, 1, 2})
        if (open_to(bits, cols, at, (facing + t) & 3)) {
          d = (facing + t) & 3, turn = t;
          break;
        }
    if (along && turned + turn > 0) {
      turned += turn;
    } else {
      if (set_off[at]) return w.gave_up = true, w;  // set off from here facing right before: round for ever
      set_off[at] = 1;
      d = -1;
      for (int t = 0; t < 4 && d < 0; ++t)
        if (open_to(bits, cols, at, t)) d = t;
      if (d < 0) return w;  // a room with no opening
      along = d != kRightward, turned = d;
    }
    came = at, at = moved(cols, at, d), facing = d;
    w.trail.push_back(at);
    if (along && !was_along) {
      mark_at = at, mark_came = came, mark_turned = turned, since_mark = 0, next_mark = 1;  // a new wall
    } else if (along) {
      if (at == mark_at && came == mark_came && turned >= mark_turned) round = true;
      else if (++since_mark == next_mark) mark_at = at, mark_came = came, mark_turned = turned, since_mark = 0, next_mark *= 2;
    }
  }
  w.found = true;
  w.route = w.trail.size() == 1 ? w.trail : without_loops(w.trail, n);
  return w;
}

}  // namespace solving
