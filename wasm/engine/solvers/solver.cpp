// solver.cpp: what every rule shares: the rooms visited, the counts, the end.
#include "solvers/solver.h"

#include "base/error.h"

namespace maze {

Solver::Solver(const Grid& g, int from, int to, Locked locked)
    : grid_(g), from_(from), to_(to), locked_(std::move(locked)), marks_(g.rooms(), kPlain),
      visited_((g.rooms() + 63) / 64, 0) {
  grid_.check_room(from);
  grid_.check_room(to);
  for (const auto& [a, b] : locked_.doors) grid_.unlink(a, b);
  pick_up(from);
}

bool Solver::pick_up(int room) { return take_keys(grid_, locked_, held_, room); }

std::vector<int> Solver::walked_way() const { return without_loops(trail_, grid_.rooms(), locked_); }

void Solver::finish_found(std::vector<int> route) {
  route_ = std::move(route);
  for (int room : route_) set_mark(room, kRoute);
  finished_ = found_ = true;
  last_ = {StepKind::Found, from_, to_};
}

void Solver::finish_none(bool gave_up) {
  finished_ = true;
  gave_up_ = gave_up;
  last_ = {StepKind::Done, -1, -1};
}

std::vector<int> open_rooms(const Grid& g, int room) {
  int out[Grid::kMaxAround];
  const int n = g.open_around(room, out);
  return {out, out + n};
}

std::vector<int> without_loops(const std::vector<int>& walk, int rooms) {
  std::vector<int> way, last(rooms, -1);
  for (int i = 0; i < static_cast<int>(walk.size()); ++i) last[walk[i]] = i;
  for (int i = 0; i < static_cast<int>(walk.size()); i = last[walk[i]] + 1) way.push_back(walk[i]);
  return way;
}

std::vector<int> without_loops(const std::vector<int>& walk, int rooms, const Locked& locked) {
  if (locked.empty() || walk.empty()) return without_loops(walk, rooms);
  // The walk cut where a key is first picked up; each piece without its loops, joined at the key's room.
  std::vector<int> way{walk[0]};
  unsigned held = locked.keys_in(walk[0]);
  std::size_t start = 0;
  for (std::size_t i = 1; i <= walk.size(); ++i) {
    const bool cut = i == walk.size() || (locked.keys_in(walk[i]) & ~held);
    if (!cut) continue;
    if (i < walk.size()) held |= locked.keys_in(walk[i]);
    const std::size_t end = i == walk.size() ? i : i + 1;
    const std::vector<int> piece = without_loops({walk.begin() + static_cast<std::ptrdiff_t>(start), walk.begin() + static_cast<std::ptrdiff_t>(end)}, rooms);
    way.insert(way.end(), piece.begin() + 1, piece.end());
    start = i;
  }
  return way;
}

std::vector<int> way_through(const Grid& g, int from, int to, const std::vector<char>& shut) {
  // The queue: one array and its front (a room goes on it once, and stays).
  std::vector<int> came(g.rooms(), -1), list{from};
  came[from] = from;
  for (std::size_t head = 0; head < list.size() && came[to] < 0;) {
    const int r = list[head++];
    g.for_each_open(r, [&](int n) {
      if (came[n] < 0 && !shut[n]) came[n] = r, list.push_back(n);
    });
  }
  if (came[to] < 0) return {};
  std::vector<int> route;
  for (int r = to;; r = came[r]) {
    route.push_back(r);
    if (r == from) break;
  }
  return {route.rbegin(), route.rend()};
}

}  // namespace maze
