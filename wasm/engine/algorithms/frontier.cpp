// frontier.cpp: Prim's method; each step adds one frontier room to the tree.
#include "algorithms/frontier.h"

namespace maze {

Frontier::Frontier(Grid empty, PyRandom& rng)
    : grid_(std::move(empty)), rng_(&rng), state_(grid_.rooms(), kPlain) {
  grid_.clear();
}

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
  int around[Grid::kMaxAround];
  for (int k = 0, count = grid_.around(room, around); k < count; ++k) {
    const int next = around[k];
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
    int start = static_cast<int>(rng_->randbelow(grid_.rooms()));
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
  int around[Grid::kMaxAround], beside[Grid::kMaxAround], count = 0;
  for (int k = 0, n = grid_.around(room, around); k < n; ++k)
    if (state_[around[k]] == kVisited) beside[count++] = around[k];
  int joined = beside[rng_->randbelow(count)];
  grid_.link(joined, room);
  add(room);
  last_ = {StepKind::Knock, joined, room};
  return true;
}

bool Frontier::step() { return advance(); }

// The room that was current, the rooms the step names (a new tree room and the one it
// joined, or the way in and out), and the rooms that became frontier.
void Frontier::touched(std::vector<int>& out) const {
  if (was_newest_ >= 0) out.push_back(was_newest_);
  if (last_.a >= 0) out.push_back(last_.a);
  if (last_.b >= 0) out.push_back(last_.b);
  out.insert(out.end(), frontier_.begin() + static_cast<std::ptrdiff_t>(added_from_), frontier_.end());
}

long long Frontier::burst(long long max_steps) {
  long long n = 0;
  while (n < max_steps && advance()) ++n;
  return n;
}

Mark Frontier::mark(int room) const {
  if (room == newest_) return kCurrent;
  if (room == way_in_ || room == way_out_) return kRoute;
  return static_cast<Mark>(state_[room]);
}

}  // namespace maze
