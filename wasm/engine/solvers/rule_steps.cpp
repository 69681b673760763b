// rule_steps.cpp: the result of a rule at work, and the robot's walk counted as a rule's.
#include "solvers/rule_steps.h"

#include "base/error.h"

namespace maze {

Solved Steps::result() const {
  if (!done()) throw MazeError("the rule is still at work: step it to its end first");
  Solved out = head_;
  fill(out);
  return out;
}

HandSteps::HandSteps(const Grid& g, Hand hand, const SolveRequest& request)
    : robot_(g, hand, request.from, request.to, request.locked), locked_(request.locked) {}

void HandSteps::step_many(long long n, std::vector<int>* rooms) {
  for (; n > 0 && !robot_.done(); --n) {
    robot_.step();
    if (rooms) rooms->push_back(robot_.last().room());
  }
}

void HandSteps::fill(Solved& out) const {
  out.found = robot_.got_out();
  out.trail = robot_.trail();
  if (out.found) out.route = without_loops(out.trail, robot_.grid().rooms(), locked_);
  out.steps = robot_.steps(), out.visited = robot_.rooms_walked(), out.memory = 1;
}

}  // namespace maze
