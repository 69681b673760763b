// machine.h: what the seven more step machines share: the maze, the stream, the last event.
#pragma once
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "steps/piece_labels.h"
#include "random/py_random.h"
#include "steps/step.h"

namespace maze {

// The parts of StepMachine every generator writes the same way, for a machine M with
// `long long burst(long long max_steps)` (up to that many steps, without a virtual call):
// its maze, its stream (the session's, kept as a pointer so a copy can be assigned), its last
// event, copies, and run() through run_steps.
template <class M>
class Machine : public StepMachine {
 public:
  bool step() override { return self().burst(1) == 1; }
  long long run(long long max_steps = -1) override { return run_steps(self(), max_steps); }
  StepEvent last() const override { return last_; }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<M>(static_cast<const M&>(*this)); }
  void assign(const StepMachine& from) override { self() = dynamic_cast<const M&>(from); }

 protected:
  Machine(Grid empty, PyRandom& rng) : grid_(std::move(empty)), rng_(&rng) {}
  M& self() { return static_cast<M&>(*this); }
  Grid grid_;
  PyRandom* rng_;
  StepEvent last_;
};

// A machine whose walk brings rooms into the maze one at a time (the walks that enter a room
// and then hunt or wander on): which rooms are in, where the walk is (current), and how many are in.
template <class M>
class WalkingMachine : public Machine<M> {
 public:
  Mark mark(int room) const override {
    if (room == here_ && !done()) return kCurrent;
    return in_[room] ? kVisited : kPlain;
  }
  int pieces() const override { return this->grid_.rooms() - in_maze_ + (in_maze_ > 0); }
  bool done() const override { return in_maze_ == this->grid_.rooms(); }
  std::size_t bytes() const override { return 2 * in_.size(); }

 protected:
  WalkingMachine(Grid empty, PyRandom& rng) : Machine<M>(std::move(empty), rng), in_(this->grid_.rooms(), 0) {
    this->grid_.clear();
  }
  std::vector<std::uint8_t> in_;  // 1 once a room is in the maze
  int here_ = -1, in_maze_ = 0;
};

// A machine whose every step knocks down one wall between two pieces, with exact piece
// labels (piece_labels.h): kept up to date step by step, dropped by a run of many steps.
template <class M>
class JoiningMachine : public Machine<M> {
 public:
  bool step() override {
    labels_.start_step();
    if (this->self().burst(1) != 1) return false;
    labels_.join(this->last_.a, this->last_.b);
    return true;
  }
  long long run(long long max_steps = -1) override {
    labels_.drop();
    return Machine<M>::run(max_steps);
  }
  int piece(int room) const override { return labels_.label(this->grid_, room); }

 protected:
  using Machine<M>::Machine;
  PieceLabels labels_;
};

}  // namespace maze
