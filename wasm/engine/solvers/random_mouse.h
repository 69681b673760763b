// random_mouse.h: the random mouse, the baseline: at each room a passage picked at random (by the seed), never
// the one it came by unless there is no other. It remembers nothing, so it may wander long: after `limit` steps it
// gives up, and says so.
#pragma once
#include "random/py_random.h"
#include "solvers/solver.h"

namespace maze {

class RandomMouse final : public SolverOf<RandomMouse> {
 public:
  RandomMouse(const Grid& g, int from, int to, PyRandom rng, long long limit, Locked locked = {});
  bool step() override { return moves(1, nullptr); }
  // Up to n moves in one loop (step() n times), the room of each in `rooms` when given: whether the last one took the
  // mouse on (false once it stops without the way).
  bool moves(long long n, std::vector<int>* rooms);

 private:
  int here() const override { return at_; }
  int next_from(int at, int came);  // the room it moves into from `at`, or -1: nowhere to go
  PyRandom rng_;
  long long limit_;
  int at_, came_ = -1;
};

}  // namespace maze
