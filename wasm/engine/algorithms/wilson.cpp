// wilson.cpp: each step moves the loose walk, wipes a loop, or joins one room.
#include "algorithms/wilson.h"

namespace maze {

Wilson::Wilson(Grid empty, PyRandom& rng)
    : Machine(std::move(empty), rng), in_(bytes_by_place(grid_, 0)), place_(in_.size(), -1) {  // a mask's rock: never stepped on, never a start
  grid_.clear();
}

std::vector<int> Wilson::thread() const {
  std::vector<int> rooms(len_);
  for (std::size_t i = 0; i < len_; ++i) rooms[i] = as_room(walk_[i]);
  return rooms;
}

inline bool Wilson::advance() {
  if (finished_) return false;
  if (in_maze_ == 0) {
    const int root = as_place(static_cast<int>(rng_->randbelow(grid_.rooms())));
    in_[root] = 1;
    in_maze_ = 1;
    last_ = {StepKind::Enter, -1, root};
    finished_ = in_maze_ == grid_.rooms();
    return true;
  }
  erased_to_ = 0;
  if (joining_) join();
  else if (len_ == 0) start_walk();
  else wander();
  return true;
}

long long Wilson::burst(long long max_steps) {
  long long n = 0;
  while (n < max_steps && advance()) ++n;
  return n;
}

// Walk and Knock: the two rooms named; Erase: also the rooms wiped.
void Wilson::touched(std::vector<int>& out) const {
  const StepEvent e = last();
  if (e.a >= 0) out.push_back(e.a);
  if (e.b >= 0) out.push_back(e.b);
  for (std::size_t i = len_; i < erased_to_; ++i) out.push_back(as_room(walk_[i]));
}

bool Wilson::start_walk() {
  while (in_[next_start_]) ++next_start_;  // some room is outside, or we would be done (rock: skipped)
  push(next_start_);
  place_[next_start_] = 0;
  last_ = {StepKind::Walk, -1, next_start_};
  return true;
}

void Wilson::wander() {
  int here = walk_[len_ - 1];
  int next_to[Grid::kMaxAround];
  const int count = beside(in_.data(), here, next_to);
  int next = next_to[rng_->randbelow(count)];
  if (in_[next]) {
    // The walk reached the maze: from now on, join its rooms one by one.
    push(next);
    joining_ = true;
    joined_ = 0;
    last_ = {StepKind::Walk, here, next};
  } else if (place_[next] >= 0) {
    // Ran into itself: wipe the loop, keep the walk up to that room.
    for (std::size_t i = place_[next] + 1; i < len_; ++i) place_[walk_[i]] = -1;
    erased_to_ = len_;
    len_ = place_[next] + 1;
    last_ = {StepKind::Erase, here, next};
  } else {
    place_[next] = static_cast<int>(len_);
    push(next);
    last_ = {StepKind::Walk, here, next};
  }
}

void Wilson::join() {
  int room = walk_[joined_], next = walk_[joined_ + 1];
  knock(room, next);
  in_[room] = 1;
  place_[room] = -1;
  ++in_maze_;
  ++joined_;
  last_ = {StepKind::Knock, room, next};
  if (joined_ + 1 == len_) {
    len_ = 0;
    joining_ = false;
    finished_ = in_maze_ == grid_.rooms();
  }
}

Mark Wilson::mark(int room) const {
  const int at = as_place(room);
  if (in_[at]) return kVisited;
  if (place_[at] >= 0) return (len_ > 0 && walk_[len_ - 1] == at) ? kCurrent : kThread;
  return kPlain;
}

}  // namespace maze
