// dead_end_filling.cpp: one step fills one room: a dead end, or a room that became one when the room beyond it
// was filled. Then the way is looked for through the rooms left open (breadth-first).
#include "solvers/dead_end_filling.h"

#include <algorithm>

namespace maze {

DeadEndFilling::DeadEndFilling(Grid g, int from, int to) : SolverOf(std::move(g), from, to), ways_(rooms()), filled_(rooms(), 0) {
  for (int r = 0; r < rooms(); ++r) {
    int ways = 0;
    grid_->for_each_open(r, [&](int) { ++ways; });  // the square's four checks inline, with no list made
    ways_[r] = ways;
    if (ways <= 1 && r != from && r != to) ends_.push_back(r);
  }
  std::reverse(ends_.begin(), ends_.end());  // filled in the rooms' order, the first from the back of the list
}

bool DeadEndFilling::step() {
  if (done()) return false;
  begin_step();
  if (ends_.empty()) {
    const int more = cut();
    if (more < 0) {  // nothing more to fill: the way through the rooms left open
      std::vector<int> route = way_through(*grid_, from_, to_, filled_);
      if (route.empty()) return finish_none(), false;
      finish_found(std::move(route));
      return true;
    }
    ends_.push_back(more);
  }
  const int room = ends_.back();
  ends_.pop_back();
  filled_[room] = 1;
  remember(++filled_count_);
  visit(room);
  last_ = {StepKind::Visit, room, -1};
  grid_->for_each_open(room, [&](int n) {
    if (filled_[n]) return;
    if (--ways_[n] == 1 && n != from_ && n != to_) ends_.push_back(n);
    else narrowed(n);
  });
  return true;
}

}  // namespace maze
