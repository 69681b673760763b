// tremaux.cpp: one step is one move to the next room, chalking the passage walked.
#include "solvers/tremaux.h"

namespace maze {

Tremaux::Tremaux(const Grid& g, int from, int to, PyRandom rng, Locked locked)
    : SolverOf(g, from, to, std::move(locked)), rng_(std::move(rng)), chalk_(g.rooms(), 0), way_{from}, at_(from) {
  visit(from);
}

int Tremaux::next_room() {
  // The openings and their marks in one look round, on the stack: a step allocates nothing.
  int open[Grid::kMaxAround], mark[Grid::kMaxAround], n = 0, marked = 0, back = -1;
  grid_->for_each_open(at_, [&](int next) {
    open[n] = next, mark[n] = marks(at_, next);
    marked += mark[n] > 0;
    if (next == came_) back = mark[n];
    ++n;
  });
  // A room seen before, reached by a passage walked once: back the way it came.
  if (came_ >= 0 && (back >= 0 ? back : marks(at_, came_)) == 1 && marked - (back > 0) > 0) return came_;
  for (int fewest : {0, 1}) {
    int take[Grid::kMaxAround], k = 0;
    for (int i = 0; i < n; ++i)
      if (mark[i] == fewest) take[k++] = open[i];
    if (k > 0) return take[k == 1 ? 0 : rng_.randbelow(k)];
  }
  return -1;  // every passage marked twice: back at the start, everything searched
}

bool Tremaux::step() {
  if (done()) return false;
  if (at_ == to_) return begin_step(false), found_way(), true;  // the way in is the way out
  begin_step();
  const int next = next_room();
  if (next < 0) return finish_none(), false;
  const auto [room, shift] = chalk_at(at_, next);
  const int had = chalk_[room] >> shift & 3;
  chalk_[room] = static_cast<std::uint8_t>(chalk_[room] + (1 << shift));
  chalked_ += had == 0;
  remember(chalked_);  // the passages chalked
  if (locked_.empty()) had == 0 ? way_.push_back(next) : way_.pop_back();  // on by a new passage, or back
  last_ = {StepKind::Enter, at_, next};
  came_ = at_;
  at_ = next;
  visit(at_);
  // A door opened: a new maze, searched afresh from here. (No keys, nothing to pick up: no call a step.)
  if (!locked_.empty() && pick_up(at_)) std::fill(chalk_.begin(), chalk_.end(), 0), chalked_ = 0, came_ = -1;
  if (at_ == to_) found_way();
  return true;
}

void Tremaux::found_way() {
  // Through locked doors: the walk without its loops but for the keys (a door opened late may hold no chalk).
  if (!locked_.empty()) return finish_found(walked_way());
  finish_found(way_);
}

}  // namespace maze
