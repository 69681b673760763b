// keys.cpp: locked doors on the way out, their keys beside it, and the search over
// (room, keys held) that proves a maze can be finished.
#include "games/keys.h"

#include <deque>
#include <string>

#include "analysis/way_out.h"
#include "base/limits.h"

namespace maze {
namespace {

// The rooms beside the way out, by the room of the way out they hang from: a breadth-first
// search from all of the way's rooms at once that never walks between two of them, so the
// walk from each room to its room of the way passes no door.
std::vector<std::vector<int>> beside_the_way(const Grid& g, const std::vector<int>& way) {
  std::vector<int> from(g.rooms(), -1);
  std::deque<int> queue;
  for (std::size_t i = 0; i < way.size(); ++i) from[way[i]] = static_cast<int>(i), queue.push_back(way[i]);
  std::vector<std::vector<int>> beside(way.size());
  const std::size_t on_way = queue.size();
  std::size_t seen = 0;
  while (!queue.empty()) {
    const int room = queue.front();
    queue.pop_front();
    if (seen++ >= on_way) beside[from[room]].push_back(room);
    g.for_each_open(room, [&](int next) {
      if (from[next] < 0) from[next] = from[room], queue.push_back(next);
    });
  }
  return beside;
}

}  // namespace

Locks place_keys(const Grid& g, Ends ends, int count, PyRandom& rng, const Halls& halls) {
  if (count < 1 || count > limits::kMaxKeys)
    throw MazeError("the keys must be a whole number from 1 to " + std::to_string(limits::kMaxKeys) + " (got " +
                    std::to_string(count) + ")");
  const std::vector<int> way = way_out(g, ends.in, ends.out);
  if (way.empty()) throw MazeError("the way out cannot be reached from the way in, so no door can stand on it");
  const int n = static_cast<int>(way.size());
  const std::vector<std::vector<int>> beside = beside_the_way(g, way);
  const std::vector<int> hall_of = hall_of_rooms(g, halls);
  // Door e stands between way[e] and way[e + 1] (e from 0 to n - 2), unless both are in one hall.
  const auto door_ok = [&](int e) { return hall_of[way[e]] < 0 || hall_of[way[e]] != hall_of[way[e + 1]]; };
  // next_door[p]: the first door at p or after (n - 1: none); most[p]: the most doors, each
  // with a key before it and after the door before, that fit from way[p] on.
  std::vector<int> next_door(n, n - 1), most(n + 1, 0);
  for (int p = n - 2; p >= 0; --p) next_door[p] = door_ok(p) ? p : next_door[p + 1];
  for (int p = n - 1; p >= 0; --p) {
    most[p] = most[p + 1];
    if (!beside[p].empty() && next_door[p] < n - 1) most[p] = std::max(most[p], 1 + most[next_door[p] + 1]);
  }
  if (most[0] < count)
    throw MazeError("this maze has room for " + std::string(most[0] == 0 ? "no" : "only " + std::to_string(most[0])) +
                    " locked door" + (most[0] == 1 ? "" : "s") +
                    " with a key beside the way out: ask for fewer keys or a bigger maze");
  Locks locks;
  int last = -1;  // the door before
  for (int i = 0; i < count; ++i) {
    std::vector<int> doors;  // the doors that have a room for their key and leave room for the rest
    bool key_room = false;
    for (int e = last + 1; e <= n - 2; ++e) {
      key_room = key_room || !beside[e].empty();
      if (key_room && door_ok(e) && most[e + 1] >= count - 1 - i) doors.push_back(e);
    }
    const int door = doors[static_cast<std::size_t>(rng.randbelow(doors.size()))];
    std::vector<int> rooms;
    for (int p = last + 1; p <= door; ++p) rooms.insert(rooms.end(), beside[p].begin(), beside[p].end());
    locks.doors.emplace_back(way[door], way[door + 1]);
    locks.keys.push_back(rooms[static_cast<std::size_t>(rng.randbelow(rooms.size()))]);
    last = door;
  }
  return locks;
}

int finish_moves(const Grid& g, Ends ends, const Locks& locks) {
  const int k = static_cast<int>(locks.keys.size());
  // The key in each room (bit i for key i), and whether a wall is door i (checked by pair).
  std::vector<unsigned> key_in(g.rooms(), 0);
  for (int i = 0; i < k; ++i) key_in[locks.keys[i]] |= 1u << i;
  const auto door_of = [&](int a, int b) {
    for (int i = 0; i < k; ++i) {
      const auto [x, y] = locks.doors[i];
      if ((x == a && y == b) || (x == b && y == a)) return i;
    }
    return -1;
  };
  // Rooms seen, one list a set of keys held, made when that set is first reached: a player
  // picks the keys up in few orders, so few of the 2^k lists are ever made.
  std::vector<std::vector<int>> moves(std::size_t{1} << k);
  const auto seen = [&](unsigned held) -> std::vector<int>& {
    if (moves[held].empty()) moves[held].assign(g.rooms(), -1);
    return moves[held];
  };
  std::deque<std::pair<int, unsigned>> queue;
  const unsigned start = key_in[ends.in];
  seen(start)[ends.in] = 0;
  queue.emplace_back(ends.in, start);
  while (!queue.empty()) {
    const int room = queue.front().first;  // not a structured binding: clang 14 cannot capture one
    const unsigned held = queue.front().second;
    queue.pop_front();
    const int done = moves[held][room];
    if (room == ends.out) return done;
    g.for_each_open(room, [&](int next) {
      const int door = door_of(room, next);
      if (door >= 0 && !(held >> door & 1u)) return;
      const unsigned now = held | key_in[next];
      std::vector<int>& list = seen(now);
      if (list[next] < 0) list[next] = done + 1, queue.emplace_back(next, now);
    });
  }
  return -1;
}

}  // namespace maze
