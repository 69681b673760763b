// cul_de_sac_filling.h: the maze seen whole, for mazes with loops: dead-end filling (dead_end_filling.h), and then
// each cul-de-sac, a loop hanging from the rest by one room (a noose, Walter Pullen's Think Labyrinth calls it): cut
// open beside that room, it is a dead end, filled as one, and the corridor to it after it. No way between the way in
// and the way out that never comes back to a room goes into a dead end or a cul-de-sac, so what stays open holds
// every such way, the shortest among them.
#pragma once
#include "solvers/dead_end_filling.h"

namespace maze {

class CulDeSacFilling final : public SolverOf<CulDeSacFilling, DeadEndFilling> {
 public:
  CulDeSacFilling(Grid g, int from, int to);  // its own maze: the rules give it with its doors shut

 private:
  // The room of a cul-de-sac beside the room it hangs from; -1 when none is left.
  int cut() override;
  // A room that has become a corridor may close a loop: looked along later.
  void narrowed(int room) override;
  // Whether `room` is a corridor: two ways on, not filled, not the way in or out.
  bool corridor(int room) const { return !filled_[room] && ways_[room] == 2 && room != from_ && room != to_; }
  std::size_t extra_bytes() const override { return DeadEndFilling::extra_bytes() + 4 * check_.size() + 2 * filled_.size(); }
  std::vector<int> check_;  // corridors whose loop is still to look at
  std::vector<char> to_check_;
};

}  // namespace maze
