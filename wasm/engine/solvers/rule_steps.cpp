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
    : robot_(g, hand, request.from, request.to, request.locked), locked_(request.locked), walked_(g.rooms(), 0) {
  count();
}

void HandSteps::count() {
  for (; counted_ < robot_.trail().size(); ++counted_)
    if (std::uint8_t& seen = walked_[robot_.trail()[counted_]]; !seen) seen = 1, ++rooms_;
}

void HandSteps::finish() {
  while (robot_.step()) {
  }
  count();
}

void HandSteps::fill(Solved& out) const {
  out.found = robot_.got_out();
  out.trail = robot_.trail();
  if (out.found) out.route = without_loops(out.trail, static_cast<int>(walked_.size()), locked_);
  out.steps = robot_.steps(), out.visited = rooms_, out.memory = 1;
}

}  // namespace maze
