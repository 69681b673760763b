// shortest_ways.cpp: one step takes a room off the queue, counts its ways from the rooms one nearer and puts the
// rooms one farther on the queue; done when the queue reaches the goal's distance (every room one nearer than the
// goal counted) or runs out; the goal is counted last.
#include "solvers/shortest_ways.h"

#include <algorithm>
#include <cstdio>

namespace maze {

namespace {
constexpr std::uint32_t kBase = 1'000'000'000;
}  // namespace

ShortestWays::ShortestWays(Grid g, int from, int to)
    : SolverOf(std::move(g), from, to), list_{from}, apart_(rooms(), -1), words_{1}, at_(rooms(), 0), width_(rooms(), 0) {
  apart_[from] = 0;
  width_[from] = 1;  // one way to the way in: words_[0]
  remember(1);
}

void ShortestWays::count_ways(int room) {
  const int near = apart_[room] - 1;
  int wide = 0, nears = 0;
  grid_->for_each_open(room, [&](int n) {
    if (apart_[n] == near) wide = std::max(wide, width_[n]), ++nears;
  });
  // A sum of fewer than 10^9 numbers has at most one word more than the widest.
  const std::size_t start = words_.size();
  words_.resize(start + static_cast<std::size_t>(wide + (nears > 1)), 0);
  grid_->for_each_open(room, [&](int n) {
    if (apart_[n] != near) return;
    std::uint32_t* sum = words_.data() + start;
    const std::uint32_t* add = words_.data() + at_[n];
    std::uint32_t carry = 0;
    int i = 0;
    for (; i < width_[n]; ++i) {
      const std::uint32_t s = sum[i] + add[i] + carry;  // below 2 * 10^9 + 1: no overflow
      carry = s >= kBase, sum[i] = carry ? s - kBase : s;
    }
    for (; carry; ++i) {
      const std::uint32_t s = sum[i] + carry;
      carry = s >= kBase, sum[i] = carry ? s - kBase : s;
    }
  });
  while (words_.size() > start + 1 && words_.back() == 0) words_.pop_back();
  at_[room] = start, width_[room] = static_cast<int>(words_.size() - start);
}

std::size_t ShortestWays::extra_bytes() const {
  return 4 * (list_.size() + 2 * apart_.size() + words_.size()) + sizeof(std::size_t) * at_.size();
}

void ShortestWays::finish() {
  if (apart_[to_] < 0) return finish_none();
  if (to_ != from_) count_ways(to_);
  // One of the ways: back from the goal, each time to the first room one nearer that opens to it.
  std::vector<int> route{to_};
  for (int r = to_; r != from_;) {
    int back = -1;
    grid_->for_each_open(r, [&](int n) {
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
  // Every room one nearer than the goal is counted: the goal's count is whole.
  if (front_ == list_.size() || (apart_[to_] >= 0 && apart_[list_[front_]] >= apart_[to_])) return finish(), found();
  const int room = list_[front_++];
  visit(room);
  if (room != from_) count_ways(room);
  grid_->for_each_open(room, [&](int next) {
    if (apart_[next] >= 0) return;
    apart_[next] = apart_[room] + 1;
    list_.push_back(next);
  });
  remember(static_cast<long long>(list_.size() - front_));
  last_ = {StepKind::Visit, room, -1};
  return true;
}

std::string ShortestWays::count() const {
  if (apart_[to_] < 0 || width_[to_] == 0) return "0";
  const std::uint32_t* w = words_.data() + at_[to_];
  std::string out = std::to_string(w[width_[to_] - 1]);
  char part[16];
  for (int i = width_[to_] - 1; i-- > 0;) {
    std::snprintf(part, sizeof part, "%09u", w[i]);
    out += part;
  }
  return out;
}

}  // namespace maze
