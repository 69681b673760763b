// cul_de_sac_filling.cpp: one step fills one room: a dead end, else the room of a cul-de-sac beside the room it hangs
// from (its loop is a dead end after that). A corridor is looked along, both ways, when it may have become a loop:
// at the start, and each time a room becomes a corridor as the rooms beyond it are filled.
#include "solvers/cul_de_sac_filling.h"

#include <algorithm>

namespace maze {

CulDeSacFilling::CulDeSacFilling(const Grid& g, int from, int to)
    : SolverOf(g, from, to), ways_(g.rooms()), filled_(g.rooms(), 0), to_check_(g.rooms(), 0) {
  for (int r = 0; r < g.rooms(); ++r) {
    int out[Grid::kMaxAround];
    ways_[r] = g.open_around(r, out);
    if (ways_[r] <= 1 && r != from && r != to) ends_.push_back(r);
  }
  for (int r = g.rooms(); r-- > 0;)
    if (corridor(r)) check_.push_back(r), to_check_[r] = 1;
  std::reverse(ends_.begin(), ends_.end());  // filled in the rooms' order, the first from the back of the list
}

int CulDeSacFilling::noose() {
  while (!check_.empty()) {
    const int room = check_.back();
    check_.pop_back();
    if (!to_check_[room] || !corridor(room)) continue;
    to_check_[room] = 0;
    // Along the corridor both ways from `room`, to the first room that is no corridor: `end`, and the room before it.
    int end[2] = {-1, -1}, before[2] = {-1, -1}, way = 0;
    grid_.for_each_open(room, [&](int first) {
      if (filled_[first]) return;
      int last = room, at = first;
      while (at != room && corridor(at)) {
        to_check_[at] = 0;
        int on = -1;
        grid_.for_each_open(at, [&](int n) {
          if (!filled_[n] && n != last) on = n;
        });
        last = at, at = on;
      }
      end[way] = at, before[way] = last, ++way;
    });
    if (end[0] == room) return room;  // a ring of corridors alone, hanging from nothing
    if (end[0] == end[1]) return before[0];
  }
  return -1;
}

bool CulDeSacFilling::step() {
  if (done()) return false;
  begin_step();
  if (ends_.empty()) {
    const int cut = noose();
    if (cut < 0) {  // nothing more to fill: the way through the rooms left open
      std::vector<int> route = way_through(grid_, from_, to_, filled_);
      if (route.empty()) return finish_none(), false;
      finish_found(std::move(route));
      return true;
    }
    ends_.push_back(cut);
  }
  const int room = ends_.back();
  ends_.pop_back();
  filled_[room] = 1;
  remember(++filled_count_);
  visit(room, kVisited);
  last_ = {StepKind::Visit, room, -1};
  grid_.for_each_open(room, [&](int n) {
    if (filled_[n]) return;
    if (--ways_[n] == 1 && n != from_ && n != to_) ends_.push_back(n);
    else if (corridor(n) && !to_check_[n]) check_.push_back(n), to_check_[n] = 1;
  });
  return true;
}

}  // namespace maze
