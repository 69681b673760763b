// pledge.h: the Pledge rule, the mouse in the maze with no map, keeping a way it prefers (to the right on the screen,
// the way the robot starts) and a count of its turns (left ones add, right ones take away). With the count at zero it
// goes the way it prefers, or, with a wall there, turns left to the first opening and puts its right hand on the wall.
// It follows the wall as the robot does (analysis/robot.h: hand_next, on every shape by the angles between the rooms'
// middles), adding every turn to the count, until the count would come back to zero or below: then it faces the way
// it prefers once more and leaves the wall. Going once round an island turns it a whole turn to the right, so the
// count brings it off the island where a hand on the wall goes round for ever: from any room it gets to the outside
// wall, and along it to the way out (a flat maze: on a weave maze with loops a corridor under a room can keep it
// from the way out). It gives up at `limit` steps, or as soon as it is going round: leaving the wall from a room it
// left the wall from before, or walking a passage along a wall again with a count no lower (Brent's checks, at the
// 1st, 2nd, 4th, 8th ... step along one wall).
#pragma once
#include "solvers/solver.h"

namespace maze {

class Pledge final : public SolverOf<Pledge> {
 public:
  Pledge(const Grid& g, int from, int to, long long limit, Locked locked = {});
  bool step() override { return moves(1, nullptr); }
  // Up to n moves in one loop (step() n times), the room of each in `rooms` when given: whether the last one took it
  // on (false once it stops without the way).
  bool moves(long long n, std::vector<int>* rooms);
  bool on_wall() const { return along_; }
  double count() const { return count_; }  // the turns added up, in radians

 private:
  int here() const override { return at_; }
  int leave_wall();  // with the count at zero: the way it prefers if open, else the first opening to its left
  void mark_here();  // the place and count Brent's check compares with from now on
  std::size_t extra_bytes() const override { return left_from_.size() / 8; }
  long long limit_;
  int at_, came_ = -1;
  bool along_ = false, round_ = false;
  double count_ = 0;
  std::vector<bool> left_from_;  // rooms it left a wall from (or walked on from) with the count at zero: a bit a room
  int mark_at_ = -1, mark_came_ = -1;
  double mark_count_ = 0;
  long long since_mark_ = 0, next_mark_ = 1;
};

}  // namespace maze
