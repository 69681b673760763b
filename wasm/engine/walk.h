// walk.h: the lesson's make_maze, the random walk with its thread, as a step machine.
#pragma once
#include <cstdint>
#include <vector>

#include "py_random.h"
#include "step.h"

namespace maze {

// carve(r, c) from the lesson without recursion: each open call is a frame on the
// thread holding its room and how many of its four shuffled moves it has tried.
class Walk final : public StepMachine {
 public:
  Walk(int rows, int cols, PyRandom& rng);
  bool step() override;
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  std::vector<int> thread() const override;
  int pieces() const override { return grid_.rooms() - entered_ + (entered_ > 0); }
  const Grid& grid() const override { return grid_; }
  bool done() const override { return finished_; }

 private:
  void enter(int from, int room);
  Grid grid_;
  PyRandom& rng_;
  std::vector<std::uint8_t> state_;   // per room: kPlain, kThread or kVisited
  std::vector<std::uint8_t> moves_;   // per room: its shuffled moves, two bits each
  std::vector<std::uint32_t> stack_;  // the thread: room << 3 | moves tried
  int entered_ = 0;
  bool finished_ = false;
  StepEvent last_;
};

}  // namespace maze
