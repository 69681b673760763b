// frontier.cpp: Prim's method; each step adds one frontier room to the tree.
#include "algorithms/frontier.h"

namespace maze {

Frontier::Frontier(Grid empty, PyRandom& rng)
    : Machine(std::move(empty), rng), state_(bytes_by_place(grid_, kPlain)) {  // a mask's rock: never plain, never visited
  grid_.clear();
}

StepEvent Frontier::last() const { return last_.kind == StepKind::Ends ? last_ : Machine::last(); }

// The article's step 5: a random way in on the left side and way out on the right side, or
// where the shape offers them (Grid::way_rooms).
void Frontier::pick_ways() {
  way_in_ = rng_->choice(grid_.way_rooms(false));
  way_out_ = rng_->choice(grid_.way_rooms(true));
}

// The article's step 3: the new room's outside neighbours become frontier rooms.
void Frontier::add(int room) {
  added_from_ = frontier_.size();
  state_[room] = kVisited;
  ++in_tree_;
  newest_ = room;
  int next_to[Grid::kMaxAround];
  for (int k = 0, count = beside(state_.data(), room, next_to); k < count; ++k) {
    const int next = next_to[k];
    if (state_[next] == kPlain) {
      state_[next] = kFrontier;
      frontier_.push_back(next);
    }
  }
}

inline bool Frontier::advance() {
  if (finished_) return false;
  was_newest_ = newest_;
  added_from_ = frontier_.size();
  if (in_tree_ == 0) {
    const int start = as_place(static_cast<int>(rng_->randbelow(grid_.rooms())));
    add(start);
    last_ = {StepKind::Enter, -1, start};
    return true;
  }
  if (frontier_.empty()) {
    pick_ways();
    newest_ = -1;
    finished_ = true;
    last_ = {StepKind::Ends, way_in_, way_out_};
    return true;
  }
  std::size_t pick = rng_->randbelow(frontier_.size());
  int room = frontier_[pick];
  frontier_[pick] = frontier_.back();  // order in the list does not matter: swap out
  frontier_.pop_back();
  int next_to[Grid::kMaxAround], in_tree[Grid::kMaxAround], count = 0;
  for (int k = 0, n = beside(state_.data(), room, next_to); k < n; ++k)
    if (state_[next_to[k]] == kVisited) in_tree[count++] = next_to[k];
  int joined = in_tree[rng_->randbelow(count)];
  knock(joined, room);
  add(room);
  last_ = {StepKind::Knock, joined, room};
  return true;
}

// The room that was current, the rooms the step names (a new tree room and the one it
// joined, or the way in and out), and the rooms that became frontier.
void Frontier::touched(std::vector<int>& out) const {
  if (was_newest_ >= 0) out.push_back(as_room(was_newest_));
  const StepEvent e = last();
  if (e.a >= 0) out.push_back(e.a);
  if (e.b >= 0) out.push_back(e.b);
  for (std::size_t i = added_from_; i < frontier_.size(); ++i) out.push_back(as_room(frontier_[i]));
}

std::vector<int> Frontier::frontier() const {
  std::vector<int> rooms(frontier_.size());
  for (std::size_t i = 0; i < rooms.size(); ++i) rooms[i] = as_room(frontier_[i]);
  return rooms;
}

long long Frontier::burst(long long max_steps) {
  long long n = 0;
  while (n < max_steps && advance()) ++n;
  return n;
}

Mark Frontier::mark(int room) const {
  if (as_place(room) == newest_) return kCurrent;
  if (room == way_in_ || room == way_out_) return kRoute;
  return static_cast<Mark>(state_[static_cast<std::size_t>(as_place(room))]);
}

}  // namespace maze
