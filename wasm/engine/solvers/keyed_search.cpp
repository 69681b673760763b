// keyed_search.cpp: each step takes one (room, keys held) off the list and puts on it the rooms it opens to, each
// with the keys held there: those of the room before and the one lying in it. A locked door opens only to the holder
// of its key.
#include "solvers/keyed_search.h"

#include <algorithm>

namespace maze {

KeyedSearch::KeyedSearch(const Grid& g, int from, int to, Locked locked, Search search)
    : SolverOf(g, from, to), keys_(std::move(locked)), search_(search), layers_(std::size_t{1} << keys_.keys.size()) {
  if (search == Search::Guess) guess_.emplace(g, to);
  const State start{from, keys_.keys_in(from)};
  put(start, start, 0);
  remember(1);
}

KeyedSearch::Layer& KeyedSearch::layer(unsigned held) {
  Layer& l = layers_[held];
  if (l.came.empty()) {
    const auto rooms = static_cast<std::size_t>(grid_->rooms());
    l.came.assign(rooms, -1), l.walked.assign(rooms, 0), l.came_held.assign(rooms, 0);
    if (search_ == Search::Guess) l.closed.assign(rooms, 0);
  }
  return l;
}

void KeyedSearch::put(State at, State from, int walked) {
  Layer& l = layer(at.held);
  if (l.came[at.room] < 0) ++listed_;
  l.came[at.room] = from.room, l.came_held[at.room] = static_cast<std::uint16_t>(from.held), l.walked[at.room] = walked;
  if (search_ == Search::Guess) open_.push({walked + (*guess_)(at.room), walked, order_++, at});
  else list_.push_back(at);
}

bool KeyedSearch::take(State& at, int& walked) {
  if (search_ != Search::Guess) {
    if (list_.empty()) return false;
    at = search_ == Search::Queue ? list_.front() : list_.back();
    search_ == Search::Queue ? list_.pop_front() : list_.pop_back();
    walked = layers_[at.held].walked[at.room];
    return true;
  }
  while (!open_.empty() && layers_[open_.top().at.held].closed[open_.top().at.room]) open_.pop();  // a longer way
  if (open_.empty()) return false;
  at = open_.top().at, walked = open_.top().g;
  open_.pop();
  --listed_;
  layers_[at.held].closed[at.room] = 1;
  return true;
}

bool KeyedSearch::step() {
  if (done()) return false;
  begin_step();
  State at{};
  int walked = 0;
  if (!take(at, walked)) return finish_none(), false;  // every (room, keys) it can reach looked at: no way
  visit(at.room);
  if (at.room == to_) return finish_at(at), true;
  grid_->for_each_open(at.room, [&](int next) {
    for (std::size_t i = 0; i < keys_.doors.size(); ++i) {
      const bool door = (keys_.doors[i].first == at.room && keys_.doors[i].second == next) ||
                        (keys_.doors[i].first == next && keys_.doors[i].second == at.room);
      if (door && !(at.held >> i & 1u)) return;  // locked: its key is not held
    }
    const State to{next, at.held | keys_.keys_in(next)};
    const Layer& l = layer(to.held);
    if (search_ == Search::Guess ? l.closed[next] || (l.came[next] >= 0 && l.walked[next] <= walked + 1) : l.came[next] >= 0) return;
    put(to, at, walked + 1);
  });
  remember(search_ == Search::Guess ? listed_ : static_cast<long long>(list_.size()));
  last_ = {StepKind::Visit, at.room, -1};
  return true;
}

void KeyedSearch::finish_at(State at) {
  std::vector<int> route;
  for (State s = at;;) {
    route.push_back(s.room);
    const Layer& l = layers_[s.held];
    const State back{l.came[s.room], l.came_held[s.room]};
    if (back.room == s.room && back.held == s.held) break;  // the start: put on the list from itself
    s = back;
  }
  std::reverse(route.begin(), route.end());
  finish_found(std::move(route));
}

std::size_t KeyedSearch::extra_bytes() const {
  std::size_t n = 8 * list_.size() + 32 * open_.size() + (guess_ ? guess_->bytes() : 0);
  for (const Layer& l : layers_) n += 10 * l.came.size() + l.closed.size();
  return n;
}

}  // namespace maze
