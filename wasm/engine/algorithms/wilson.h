// wilson.h: Wilson's loop-erased random walk: every perfect maze equally likely.
#pragma once
#include <cstdint>
#include <vector>

#include "steps/machine.h"

namespace maze {

// A random room starts the maze. Then, from each room not yet in it (in room order),
// a loose walk wanders; when it runs into itself the loop is wiped; when it reaches
// the maze, its rooms are joined one step at a time.
//
// The square and a mask run on places (Machine): a room's neighbours by arithmetic, a
// mask's places with no room (kRock) never stepped on, so the walks and the maze are the ones
// the mask's shape's lists would give. What it tells (last, mark, thread, touched) is numbered
// back to rooms.
class Wilson final : public Machine<Wilson> {
 public:
  Wilson(int rows, int cols, PyRandom& rng) : Wilson(Grid(rows, cols), rng) {}
  Wilson(Grid empty, PyRandom& rng);  // grows a maze of empty's shape
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  Mark mark(int room) const override;
  std::vector<int> thread() const override;
  int pieces() const override { return grid_.rooms() - in_maze_ + (in_maze_ > 0); }
  bool done() const override { return finished_; }
  std::size_t bytes() const override { return 6 * in_.size() + 4 * walk_.capacity(); }
  void touched(std::vector<int>& out) const override;

 private:
  bool advance();
  bool start_walk();
  void wander();
  void join();
  void push(int room) {
    if (len_ < walk_.size()) walk_[len_] = room;
    else walk_.push_back(room);
    ++len_;
  }
  std::vector<std::uint8_t> in_;  // 1 once a room is in the maze (a mask's rock: kRock)
  std::vector<int> place_;        // index of a room in the walk, -1 if not on it
  // The loose walk, first room first: its first len_ rooms. An Erase shortens len_ and
  // leaves the wiped rooms after it until the walk grows again, so touched() can name them.
  std::vector<int> walk_;
  std::size_t len_ = 0, erased_to_ = 0;  // erased_to_: end of the rooms the last Erase wiped
  int in_maze_ = 0, next_start_ = 0;
  std::size_t joined_ = 0;  // while joining: rooms of the walk already joined
  bool joining_ = false, finished_ = false;
};

}  // namespace maze
