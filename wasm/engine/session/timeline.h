// timeline.h: checkpoints along a session's timeline, kept within a memory budget.
#pragma once
#include <cstddef>
#include <memory>
#include <vector>

#include "random/py_random.h"
#include "steps/step.h"

namespace maze {

// `into` becomes a copy of `from`: in place when it is a machine of the same kind (its
// memory reused), else a fresh copy.
void copy_machine(std::unique_ptr<StepMachine>& into, const StepMachine& from);

// A machine's whole state at one position on the timeline, and the stream beside it.
struct Checkpoint {
  long long at = 0;
  bool search = false;  // the way-out search (else the growth)
  PyRandom rng;
  std::unique_ptr<StepMachine> machine;
  std::size_t bytes = 0;
};

// Checkpoints every `spacing` steps, kept in order of position (a replay may fill gaps). When they hold more than the budget, the spacing
// doubles and every other one goes, so any number of steps fits. A copy bigger than the
// whole budget is never kept (4000 x 4000 mazes replay from the start). Copies cost time
// in proportion to the rooms, so they are at least rooms / 16 steps apart.
class Checkpoints {
 public:
  static constexpr std::size_t kBudget = std::size_t{32} << 20;

  void clear(int rooms);
  bool due(long long at) const { return at % spacing_ == 0; }
  long long next_due(long long after) const { return (after / spacing_ + 1) * spacing_; }
  void keep(long long at, bool search, const PyRandom& rng, const StepMachine& machine);
  // The last checkpoint of that phase at or before `at`; nullptr if there is none.
  const Checkpoint* nearest(long long at, bool search) const;
  void drop_after(long long at);
  void drop_search();
  std::size_t bytes() const { return bytes_; }
  std::size_t count() const { return list_.size(); }

 private:
  std::vector<Checkpoint> list_;  // by position
  // Dropped checkpoints' machines, their memory reused by the next ones: fresh memory costs
  // a page fault a page, so the budget is paid in fresh memory once, not again each thinning.
  std::vector<std::unique_ptr<StepMachine>> spare_;
  long long spacing_ = 64;
  std::size_t bytes_ = 0;
};

}  // namespace maze
