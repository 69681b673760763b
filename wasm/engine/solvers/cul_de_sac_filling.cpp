// cul_de_sac_filling.cpp: once no dead end is left, the room of a cul-de-sac beside the room it hangs from is filled
// as one (its loop is a dead end after that). A corridor is looked along, both ways, when it may have become a loop:
// at the start, and each time a room becomes a corridor as the rooms beyond it are filled.
#include "solvers/cul_de_sac_filling.h"

namespace maze {

CulDeSacFilling::CulDeSacFilling(Grid g, int from, int to) : SolverOf(std::move(g), from, to), to_check_(rooms(), 0) {
  for (int r = rooms(); r-- > 0;)
    if (corridor(r)) check_.push_back(r), to_check_[r] = 1;
}

void CulDeSacFilling::narrowed(int room) {
  if (corridor(room) && !to_check_[room]) check_.push_back(room), to_check_[room] = 1;
}

int CulDeSacFilling::cut() {
  while (!check_.empty()) {
    const int room = check_.back();
    check_.pop_back();
    if (!to_check_[room] || !corridor(room)) continue;
    to_check_[room] = 0;
    // Along the corridor both ways from `room`, to the first room that is no corridor: `end`, and the room before it.
    int end[2] = {-1, -1}, before[2] = {-1, -1}, way = 0;
    grid_->for_each_open(room, [&](int first) {
      if (filled_[first]) return;
      int last = room, at = first;
      while (at != room && corridor(at)) {
        to_check_[at] = 0;
        int on = -1;
        grid_->for_each_open(at, [&](int n) {
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

}  // namespace maze
