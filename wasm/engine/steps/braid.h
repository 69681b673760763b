// braid.h: loops on purpose: after a method grows its maze, a share of its dead ends get one
// more wall knocked down (Jamis Buck's "braid"), as a step machine of its own.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "random/py_random.h"
#include "steps/step.h"

namespace maze {

// Braid(growth, P, rng) first steps the growth machine to its end, exactly as on its own;
// the step that finishes it also lists the dead ends and shuffles them. Then each step
// looks at one dead end. With P from 1 to 100, the draws after the growth's are:
//
//     ends = [room for room in range(rooms) if len(open_neighbours(room)) == 1]
//     random.shuffle(ends)
//     for room in ends:                           # one step each
//         if len(open_neighbours(room)) != 1:     # an earlier knock opened it: no draw
//             continue
//         if random.random() >= P / 100:          # the coin says leave it
//             continue
//         closed = [n for n in neighbours(room) if n not in open_neighbours(room)]
//         if not closed:                          # a room with one neighbour
//             continue
//         ends_beside = [n for n in closed if len(open_neighbours(n)) == 1]
//         knock(room, random.choice(ends_beside or closed))
//
// neighbours(room) in the shape's order (the square: up, down, left, right). On weave, `closed`
// holds only the walls whose knock keeps the rule of tunnels (can_open, shapes/weave.h): no
// room opens both to its neighbour and, by a tunnel, to the room beyond, so the braided maze
// reads back. A step that knocks reports Knock(room, other); one that leaves the dead end,
// Visit(room). P = 0 is no braid at all (make_generator does not make one), so it draws nothing.
class Braid final : public StepMachine {
 public:
  Braid(std::unique_ptr<StepMachine> growth, int percent, PyRandom& rng);
  Braid(const Braid& other);
  Braid& operator=(const Braid& other);
  bool step() override;
  long long run(long long max_steps = -1) override;
  StepEvent last() const override { return braiding_ ? last_ : growth_->last(); }
  Mark mark(int room) const override;
  std::vector<int> thread() const override { return braiding_ ? std::vector<int>{} : growth_->thread(); }
  int piece(int room) const override { return growth_->piece(room); }  // knocks keep one piece
  int pieces() const override { return growth_->pieces(); }
  const Grid& grid() const override { return braiding_ ? grid_ : growth_->grid(); }
  Grid take_grid() override { return braiding_ ? std::move(grid_) : growth_->take_grid(); }
  bool done() const override { return braiding_ && next_ == ends_.size(); }
  Ends ways() const override { return growth_->ways(); }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<Braid>(*this); }
  void assign(const StepMachine& from) override;
  std::size_t bytes() const override;
  void touched(std::vector<int>& out) const override;
  void watch() override { growth_->watch(); }
  int knocked() const { return knocked_; }  // walls knocked down so far

 private:
  void begin();     // the growth is done: list the dead ends and shuffle them
  bool look();      // one dead end
  std::unique_ptr<StepMachine> growth_;
  int percent_;
  PyRandom* rng_;   // the session's stream (a pointer, so a copy can be assigned)
  bool braiding_ = false;
  Grid grid_;       // the grown maze, braided (a copy: the growth keeps its own)
  std::vector<int> ends_;
  std::size_t next_ = 0;
  int current_ = -1, was_current_ = -1, knocked_ = 0;
  StepEvent last_;
};

}  // namespace maze
