// cul_de_sac_filling.h: the maze seen whole, for mazes with loops: dead-end filling (dead_end_filling.h), and then
// each cul-de-sac, a loop hanging from the rest by one room (a noose, Walter Pullen's Think Labyrinth calls it): cut
// open beside that room, it is a dead end, filled as one, and the corridor to it after it. No way between the way in
// and the way out that never comes back to a room goes into a dead end or a cul-de-sac, so what stays open holds
// every such way, the shortest among them.
#pragma once
#include "solvers/solver.h"

namespace maze {

class CulDeSacFilling final : public SolverOf<CulDeSacFilling> {
 public:
  CulDeSacFilling(const Grid& g, int from, int to);
  bool step() override;
  std::vector<int> thread() const override { return ends_; }  // the dead ends still to fill

 private:
  // A room of a loop of corridors that leaves one room and comes back to it, beside that room; -1 when none is left.
  int noose();
  // Whether `room` is a corridor: two ways on, not filled, not the way in or out.
  bool corridor(int room) const { return !filled_[room] && ways_[room] == 2 && room != from_ && room != to_; }
  std::size_t extra_bytes() const override { return 4 * (ways_.size() + ends_.size() + check_.size()) + 2 * filled_.size(); }
  std::vector<int> ways_;   // each room's passages to rooms not filled
  std::vector<int> ends_;   // dead ends found, to fill
  std::vector<int> check_;  // corridors whose loop is still to look at
  std::vector<char> filled_, to_check_;
  long long filled_count_ = 0;
};

}  // namespace maze
