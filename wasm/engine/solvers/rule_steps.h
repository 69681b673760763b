// rule_steps.h: a rule's step machine as rules.h's Steps, for the table's rows (rules.cpp): a Solver (solver.h),
// which counts for itself, or the robot's hand on the wall (analysis/robot.h), counted here.
#pragma once
#include <type_traits>
#include <utility>

#include "analysis/robot.h"
#include "solvers/rules.h"
#include "solvers/shortest_ways.h"
#include "solvers/solver.h"

namespace maze {

// A Solver of type S, held by value: each step is S's own call, with no virtual call inside.
template <class S>
class SolverSteps : public Steps {
 public:
  template <class... A>
  explicit SolverSteps(A&&... args) : machine_(std::forward<A>(args)...) {}
  bool step() override { return machine_.step(), !machine_.done(); }
  bool done() const override { return machine_.done(); }
  StepEvent last() const override { return machine_.last(); }
  long long steps() const override { return machine_.steps(); }
  int visited() const override { return machine_.visited(); }
  long long memory() const override { return machine_.memory(); }
  bool found() const override { return machine_.found(); }
  const std::vector<int>& trail() const override { return machine_.trail(); }
  void step_many(long long n, std::vector<int>* rooms) override {
    if constexpr (requires { machine_.moves(n, rooms); }) return void(machine_.moves(n, rooms));  // its own loop
    for (; n > 0 && !machine_.done(); --n) {
      machine_.step();
      if (rooms) rooms->push_back(machine_.last().room());
    }
  }

 protected:
  void fill(Solved& out) const override {
    out.found = machine_.found(), out.gave_up = machine_.gave_up();
    out.route = machine_.route(), out.trail = machine_.trail();
    out.steps = machine_.steps(), out.visited = machine_.visited(), out.memory = machine_.memory();
  }
  S machine_;
};

// Every shortest way: the result says how many, too.
class WaysSteps final : public SolverSteps<ShortestWays> {
 public:
  using SolverSteps::SolverSteps;

 private:
  void fill(Solved& out) const override {
    SolverSteps::fill(out);
    out.ways = machine_.count();
  }
};

// The hand on the wall: the robot's walk; its way is the walk without its loops (but for the walks to fetch a key),
// its memory the way it faces.
class HandSteps final : public Steps {
 public:
  HandSteps(const Grid& g, Hand hand, const SolveRequest& request);
  bool step() override { return robot_.step(), !robot_.done(); }
  bool done() const override { return robot_.done(); }
  StepEvent last() const override { return robot_.last(); }
  long long steps() const override { return robot_.steps(); }
  int visited() const override { return robot_.rooms_walked(); }
  long long memory() const override { return 1; }
  bool found() const override { return robot_.got_out(); }
  const std::vector<int>& trail() const override { return robot_.trail(); }
  void step_many(long long n, std::vector<int>* rooms) override;

 private:
  void fill(Solved& out) const override;
  Robot robot_;
  Locked locked_;
};

// A rule's machine made from `args`: S a Solver (as SolverSteps), or one of the Steps above.
template <class S, class... A>
std::unique_ptr<Steps> steps_of(A&&... args) {
  if constexpr (std::is_base_of_v<Steps, S>) return std::make_unique<S>(std::forward<A>(args)...);
  else return std::make_unique<SolverSteps<S>>(std::forward<A>(args)...);
}

}  // namespace maze
