// tremaux.h: Trémaux's chalk, the mouse in the maze with no map: a mark on a passage each time it walks it. At a
// room seen before, arriving by a new passage, it turns back; otherwise it takes a passage with no mark (any, by the
// seed), else one with a single mark, never one with two. It finds any room that can be reached, in any maze, loops
// or not; the passages marked once are then the way. A key picked up opens its door: a new maze, so it rubs its
// chalk out and starts again from there (the way is then its walk without its loops, but for the keys).
#pragma once
#include <unordered_map>

#include "random/py_random.h"
#include "solvers/solver.h"

namespace maze {

class Tremaux final : public SolverOf<Tremaux> {
 public:
  Tremaux(const Grid& g, int from, int to, PyRandom rng, Locked locked = {});
  bool step() override;
  int room() const { return at_; }

 private:
  long long passage(int a, int b) const { return a < b ? static_cast<long long>(a) * grid_.rooms() + b : static_cast<long long>(b) * grid_.rooms() + a; }
  int marks(int a, int b) const {
    const auto it = chalk_.find(passage(a, b));
    return it == chalk_.end() ? 0 : it->second;
  }
  int next_room();  // where the chalk sends the mouse from here
  void found_way();
  std::size_t extra_bytes() const override { return 24 * chalk_.size(); }
  PyRandom rng_;
  std::unordered_map<long long, int> chalk_;  // marks on the passage between two rooms
  int at_, came_ = -1;
};

}  // namespace maze
