// machine.h: what every step machine but walk and walls shares: the maze, the stream, the last event, places.
#pragma once
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "random/py_random.h"
#include "steps/piece_labels.h"
#include "steps/places.h"
#include "steps/step.h"

namespace maze {

// The parts of StepMachine every generator writes the same way, for a machine M with
// `long long burst(long long max_steps)` (up to that many steps, without a virtual call):
// its maze, its stream (the session's, kept as a pointer so a copy can be assigned), its last
// event, copies, and run() through run_steps.
//
// A machine that grows any shape may keep its rooms by place (places.h) on the square and a
// mask: its bytes by bytes_by_place, a place's neighbours by beside(), walls opened by
// knock(), its last event's rooms as places (told as rooms by last()). On any other shape a
// place is a room and these take the shape's lists.
template <class M>
class Machine : public StepMachine {
 public:
  bool step() override { return self().burst(1) == 1; }
  long long run(long long max_steps = -1) override { return run_steps(self(), max_steps); }
  StepEvent last() const override {
    if (grid_.kind() != ShapeKind::Mask) return last_;
    return {last_.kind, as_room(last_.a), as_room(last_.b)};
  }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<M>(static_cast<const M&>(*this)); }
  void assign(const StepMachine& from) override { self() = dynamic_cast<const M&>(from); }

 protected:
  Machine(Grid empty, PyRandom& rng)
      : grid_(std::move(empty)), rng_(&rng), places_(grid_.square() || grid_.kind() == ShapeKind::Mask),
        count_(places_ ? grid_.rows() * grid_.cols() : grid_.rooms()) {}
  M& self() { return static_cast<M&>(*this); }
  // The place's neighbours in the shape's order (square, mask: up, down, left, right, a place
  // whose byte in state is kRock left out); returns how many.
  int beside(const std::uint8_t* state, int place, int* out) const {
    return places_ ? around_places(state, grid_.cols(), count_, place, out) : grid_.around(place, out);
  }
  void knock(int a, int b) {  // opens the wall between two places side by side
    if (places_) link_places(grid_, a, b);
    else grid_.link(a, b);
  }
  int as_room(int place) const { return place < 0 ? -1 : room_of(grid_, place); }
  int as_place(int room) const { return place_of(grid_, room); }
  Grid grid_;
  PyRandom* rng_;
  bool places_;  // square or mask: by place
  int count_;    // places (any other shape: rooms)
  StepEvent last_;  // its rooms as places
};

// A machine whose walk brings rooms into the maze one at a time (the walks that enter a room
// and then hunt or wander on): which rooms are in, where the walk is (current), and how many are in.
// By place (Machine): in_ a byte a place, here_ a place.
template <class M>
class WalkingMachine : public Machine<M> {
 public:
  Mark mark(int room) const override {
    const int place = this->as_place(room);
    if (place == here_ && !done()) return kCurrent;
    return in_[place] ? kVisited : kPlain;
  }
  int pieces() const override { return this->grid_.rooms() - in_maze_ + (in_maze_ > 0); }
  bool done() const override { return in_maze_ == this->grid_.rooms(); }
  std::size_t bytes() const override { return 2 * in_.size(); }

 protected:
  WalkingMachine(Grid empty, PyRandom& rng)
      : Machine<M>(std::move(empty), rng), in_(bytes_by_place(this->grid_, 0)) {
    this->grid_.clear();
  }
  std::vector<std::uint8_t> in_;  // 1 once a room is in the maze (a mask's rock: kRock)
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
