// growing_tree.cpp: each step grows the list by a room, or takes one off it.
#include "algorithms/growing_tree.h"

#include <bit>

namespace maze {

GrowingTree::GrowingTree(Grid empty, PyRandom& rng, Pick pick)
    : Machine(std::move(empty), rng), pick_(pick), fenwick_(pick.kind == Pick::Random || pick.kind == Pick::Mix),
      state_(bytes_by_place(grid_, kPlain)) {
  grid_.clear();
  list_.reserve(static_cast<std::size_t>(grid_.rooms()));
  if (fenwick_) tree_.assign(static_cast<std::size_t>(grid_.rooms()) + 1, 0);
}

void GrowingTree::add(int place, int delta) {
  for (int i = place + 1; i < static_cast<int>(tree_.size()); i += i & -i) tree_[i] += delta;
}

int GrowingTree::kth(int k) const {
  int at = 0;  // descend: the largest prefix holding k rooms
  for (int step = std::bit_floor(tree_.size() - 1); step > 0; step >>= 1)
    if (at + step < static_cast<int>(tree_.size()) && tree_[at + step] <= k) at += step, k -= tree_[at];
  return at;
}

void GrowingTree::join(int at) {
  state_[at] = kThread;
  if (fenwick_) add(static_cast<int>(list_.size()), 1);
  list_.push_back(at);
  ++alive_, ++joined_;
}

int GrowingTree::choose() {
  switch (pick_.kind) {
    case Pick::Newest: return static_cast<int>(list_.size()) - 1;  // a stack: the places alive are the first ones
    case Pick::Oldest: return head_;
    case Pick::Random: return kth(static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(alive_))));
    default:
      if (rng_->random() < pick_.share / 100.0) return kth(alive_ - 1);
      return kth(static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(alive_))));
  }
}

long long GrowingTree::burst(long long max_steps) {
  if (done() || max_steps <= 0) return 0;
  was_current_ = current_;
  long long n = 0;
  if (joined_ == 0) {
    const int first = as_place(static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(grid_.rooms()))));
    join(first);
    current_ = first;
    last_ = {StepKind::Enter, -1, first};
    ++n;
  }
  PyRandom& rng = *rng_;
  for (; n < max_steps && alive_ > 0; ++n) {
    const int place = choose(), room = list_[static_cast<std::size_t>(place)];
    int next_to[Grid::kMaxAround], fresh[Grid::kMaxAround], count = 0;
    for (int k = 0, around = beside(state_.data(), room, next_to); k < around; ++k)
      if (state_[next_to[k]] == kPlain) fresh[count++] = next_to[k];
    current_ = room;
    if (count > 0) {
      const int next = fresh[rng.randbelow(static_cast<std::uint64_t>(count))];
      knock(room, next);
      join(next);
      last_ = {StepKind::Enter, room, next};
      continue;
    }
    // The room leaves the list: no room beside it is new.
    state_[room] = kVisited;
    --alive_;
    if (fenwick_) add(place, -1);
    else if (pick_.kind == Pick::Newest) list_.pop_back();
    else ++head_;
    last_ = {StepKind::Back, room, -1};
  }
  return n;
}

// The rooms the step named and the room that was current.
void GrowingTree::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(as_room(last_.a));
  if (last_.b >= 0) out.push_back(as_room(last_.b));
  if (was_current_ >= 0) out.push_back(as_room(was_current_));
}

std::vector<int> GrowingTree::thread() const {
  std::vector<int> rooms;
  for (std::size_t place = pick_.kind == Pick::Oldest ? static_cast<std::size_t>(head_) : 0; place < list_.size(); ++place)
    if (state_[list_[place]] == kThread) rooms.push_back(as_room(list_[place]));
  return rooms;
}

Mark GrowingTree::mark(int room) const {
  const int at = as_place(room);
  if (at == current_ && !done()) return kCurrent;
  return static_cast<Mark>(state_[at]);
}

}  // namespace maze
