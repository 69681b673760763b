// walk.h: the lesson's make_maze, the random walk with its thread, as a step machine.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "random/py_random.h"
#include "steps/step.h"

namespace maze {

// carve(r, c) from the lesson without recursion: each open call is a frame on the
// thread holding its room, its shuffled moves and how many of them it has tried.
//
// The square shuffles the lesson's four moves (up, down, left, right), those past the
// edge included, exactly as the lesson's program does. Other shapes shuffle the room's
// neighbours in the shape's order (`moves = neighbours(room); random.shuffle(moves)`), but a
// mask: it is the lesson's program on the mask's rows x cols places, the places with no room
// visited before it starts, so its four moves are the square's, shuffled alike, and carve starts
// in the first room in reading order.
class Walk final : public StepMachine {
 public:
  Walk(int rows, int cols, PyRandom& rng) : Walk(Grid(rows, cols), rng) {}
  Walk(Grid empty, PyRandom& rng);  // grows a maze of empty's shape
  Walk(const Walk& other);  // copies the thread only as deep as it is
  Walk& operator=(const Walk& other);
  bool step() override;
  long long run(long long max_steps = -1) override { return run_steps(*this, max_steps); }
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  std::vector<int> thread() const override;
  int pieces() const override { return grid_.rooms() - entered_ + (entered_ > 0); }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  bool done() const override { return finished_; }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<Walk>(*this); }
  void assign(const StepMachine& from) override { *this = dynamic_cast<const Walk&>(from); }
  std::size_t bytes() const override { return 2 * state_.size() + 8 * static_cast<std::size_t>(depth_); }
  void touched(std::vector<int>& out) const override;
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps

 private:
  // The square's loop on places (walk.cpp): the square's, or a mask's (Places says how a place
  // is a room and where an opening's bit goes).
  template <class Places>
  long long burst_places(long long max_steps, Places places);
  long long burst_shape(long long max_steps);  // any shape but the square and the mask
  // A frame in 32 bits: room (24 bits, as rooms < 2**24), the shuffle's index (0-23) and
  // the moves tried (0-4) in the top 8 bits as index * 8 + tried.
  static constexpr int kRoomBits = 24;
  static constexpr std::uint32_t kRoomMask = (1u << kRoomBits) - 1;
  static constexpr int kOrderShift = kRoomBits + 3;  // the shuffle's index, above room and tries
  Grid grid_;
  PyRandom* rng_;  // the session's stream (a pointer, so a copy can be assigned)
  std::vector<std::uint8_t> state_;           // kPlain, kThread or kVisited: per room, a mask's per place
  std::unique_ptr<std::uint32_t[]> stack_;    // the thread (a mask's: places); room for every room, touched as it grows
  std::vector<std::uint32_t> moves_;          // other shapes: each frame's shuffled moves, 3 bits a move
  int depth_ = 0;                             // frames on the thread
  int col_ = 0;                               // column of the room (or place) on top of the thread
  int entered_ = 0;
  bool finished_ = false;
  StepEvent last_;
};

}  // namespace maze
