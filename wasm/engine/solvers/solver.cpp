// solver.cpp: what every rule shares: the rooms visited, the counts, the end.
#include "solvers/solver.h"

#include "base/error.h"

namespace maze {

Solver::Solver(const Grid& g, int from, int to, Locked locked)
    : grid_(locked.empty() ? Walked::theirs(g) : Walked::kept(g)), from_(from), to_(to), locked_(std::move(locked)),
      visited_((g.rooms() + 63) / 64, 0) {
  shut_doors();
}

Solver::Solver(Grid&& g, int from, int to)
    : grid_(Walked::kept(std::move(g))), from_(from), to_(to), visited_((grid_->rooms() + 63) / 64, 0) {
  shut_doors();
}

void Solver::shut_doors() {
  grid_->check_room(from_);
  grid_->check_room(to_);
  for (const auto& [a, b] : locked_.doors) grid_.own().unlink(a, b);
  pick_up(from_);
}

bool Solver::pick_up(int room) { return !locked_.empty() && take_keys(grid_.own(), locked_, held_, room); }

std::vector<int> Solver::walked_way() const { return without_loops(trail_, grid_->rooms(), locked_); }

namespace {
bool has(const std::vector<std::uint64_t>& bits, int room) { return bits[static_cast<unsigned>(room) / 64] >> (room % 64) & 1; }
}  // namespace

void Solver::count_visited() const {
  for (; counted_ < trail_.size(); ++counted_) {
    const auto room = static_cast<unsigned>(trail_[counted_]);
    std::uint64_t& bits = visited_[room / 64];
    const std::uint64_t bit = std::uint64_t{1} << (room % 64);
    visited_count_ += (bits & bit) == 0;  // with no branch: whether a mouse's next room is new is as good as random
    bits |= bit;
  }
}

Mark Solver::mark(int room) const {
  count_visited();
  if (found_ && on_route_.empty()) {  // the way's bits, made the first time a view asks
    on_route_.assign(visited_.size(), 0);
    for (int r : route_) on_route_[static_cast<unsigned>(r) / 64] |= std::uint64_t{1} << (r % 64);
  }
  if (found_ && has(on_route_, room)) return kRoute;
  if (room == here()) return kCurrent;
  if (has(visited_, room)) return kVisited;
  return listed(room) ? kThread : kPlain;
}

void Solver::touched(std::vector<int>& out) const {
  if (last_.kind == StepKind::Found) return out.insert(out.end(), route_.begin(), route_.end()), void();
  if (last_.a >= 0) {
    out.push_back(last_.a);
    grid_->for_each_open(last_.a, [&](int next) { out.push_back(next); });  // a list's new rooms (a mouse's b among them)
  }
  if (last_.b >= 0) out.push_back(last_.b);
}

void Solver::finish_found(std::vector<int> route) {
  route_ = std::move(route);
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
