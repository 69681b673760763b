// tremaux.h: Trémaux's chalk, the mouse in the maze with no map: a mark on a passage each time it walks it. At a
// room seen before, arriving by a new passage, it turns back; otherwise it takes a passage with no mark (any, by the
// seed), else one with a single mark, never one with two. It finds any room that can be reached, in any maze, loops
// or not; the passages marked once are then the way. A key picked up opens its door: a new maze, so it rubs its
// chalk out and starts again from there (the way is then its walk without its loops, but for the keys).
#pragma once
#include <algorithm>
#include <cstdint>
#include <utility>

#include "random/py_random.h"
#include "solvers/solver.h"

namespace maze {

class Tremaux final : public SolverOf<Tremaux> {
 public:
  Tremaux(const Grid& g, int from, int to, PyRandom rng, Locked locked = {});
  bool step() override;

 private:
  int here() const override { return at_; }
  // Where the chalk of the passage between a and b lies: the byte of the room that owns its wall, at twice the wall's
  // bit (a room owns at most four walls, Shape::kMaxOwned, and a passage is never walked a third time: two bits do).
  // The square's by arithmetic, as grid.h numbers its walls: the lower room, bit 0 below, bit 1 on the right.
  std::pair<int, int> chalk_at(int a, int b) const {
    if (!grid_->square()) return {grid_->wall_owner(a, b), 2 * grid_->wall_bit(a, b)};
    const int low = std::min(a, b);
    return {low, a + b - 2 * low == grid_->cols() ? 0 : 2};
  }
  int marks(int a, int b) const {
    const auto [room, shift] = chalk_at(a, b);
    return chalk_[room] >> shift & 3;
  }
  int next_room();  // where the chalk sends the mouse from here
  void found_way();
  std::size_t extra_bytes() const override { return chalk_.size() + 4 * way_.size(); }
  PyRandom rng_;
  std::vector<std::uint8_t> chalk_;  // the marks on the passages, a byte a room (chalk_at)
  long long chalked_ = 0;            // passages with a mark
  // The way: the passages marked once, from the start to where it is, room by room. (A passage walked a second time
  // is the last one on it: the mouse turns back at once on a new passage to a room seen before, so the rooms on the
  // way are all different, and a room's one passage marked once leads back along it.) Kept with no keys.
  std::vector<int> way_;
  int at_, came_ = -1;
};

}  // namespace maze
