// shortest_ways.cpp: one step takes a room off the queue and hands its count on to the rooms one farther; done
// when the queue reaches the goal's distance (every way to it counted) or runs out.
#include "solvers/shortest_ways.h"

#include <algorithm>
#include <cstdio>

namespace maze {

namespace {

constexpr std::uint32_t kBase = 1'000'000'000;

void add(std::vector<std::uint32_t>& to, const std::vector<std::uint32_t>& more) {
  if (to.size() < more.size()) to.resize(more.size(), 0);
  std::uint32_t carry = 0;
  for (std::size_t i = 0; i < to.size(); ++i) {
    std::uint64_t sum = std::uint64_t{to[i]} + (i < more.size() ? more[i] : 0) + carry;
    to[i] = static_cast<std::uint32_t>(sum % kBase);
    carry = static_cast<std::uint32_t>(sum / kBase);
  }
  if (carry) to.push_back(carry);
}

}  // namespace

ShortestWays::ShortestWays(const Grid& g, int from, int to) : SolverOf(g, from, to), apart_(g.rooms(), -1), ways_(g.rooms()) {
  apart_[from] = 0;
  ways_[from] = {1};
  list_.push_back(from);
  set_mark(from, kThread);
  remember(1);
}

std::size_t ShortestWays::extra_bytes() const {
  std::size_t n = 4 * (apart_.size() + list_.size());
  for (const auto& w : ways_) n += 4 * w.size();
  return n;
}

void ShortestWays::finish() {
  if (apart_[to_] < 0) return finish_none();
  // One of the ways: back from the goal, each time to the first room one nearer that opens to it.
  std::vector<int> route{to_};
  for (int r = to_; r != from_;) {
    int back = -1;
    grid_.for_each_open(r, [&](int n) {
      if (back < 0 && apart_[n] == apart_[r] - 1) back = n;
    });
    route.push_back(r = back);
  }
  std::reverse(route.begin(), route.end());
  finish_found(std::move(route));
}

bool ShortestWays::step() {
  if (done()) return false;
  begin_step();
  // Every room one nearer than the goal has handed its count on: the goal's is whole.
  if (list_.empty() || (apart_[to_] >= 0 && apart_[list_.front()] >= apart_[to_])) return finish(), found();
  const int room = list_.front();
  list_.pop_front();
  visit(room, kVisited);
  grid_.for_each_open(room, [&](int next) {
    if (apart_[next] < 0) {
      apart_[next] = apart_[room] + 1;
      list_.push_back(next);
      set_mark(next, kThread);
    }
    if (apart_[next] == apart_[room] + 1) add(ways_[next], ways_[room]);
  });
  remember(static_cast<long long>(list_.size()));
  last_ = {StepKind::Visit, room, -1};
  return true;
}

std::string ShortestWays::count() const {
  const Count& w = ways_[to_];
  if (apart_[to_] < 0 || w.empty()) return "0";
  std::string out = std::to_string(w.back());
  char part[16];
  for (std::size_t i = w.size() - 1; i-- > 0;) {
    std::snprintf(part, sizeof part, "%09u", w[i]);
    out += part;
  }
  return out;
}

}  // namespace maze
