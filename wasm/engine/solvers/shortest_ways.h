// shortest_ways.h: every shortest way, and how many there are: breadth-first, each room counting the ways that
// reach it as the sum of the ways of the rooms one nearer that open to it. A perfect maze has one; a maze with
// loops may have more than any number fits, so the count is a whole number of any size (in decimal).
#pragma once
#include <cstdint>
#include <string>

#include "solvers/solver.h"

namespace maze {

class ShortestWays final : public SolverOf<ShortestWays> {
 public:
  ShortestWays(Grid g, int from, int to);  // its own maze: the rules give it with its doors shut
  bool step() override;
  // How many shortest ways from `from` to `to` (once done), in decimal; "0" if there is none.
  std::string count() const;

 private:
  void finish();
  // The room's count, the sum of the counts of the rooms one nearer that open to it (all taken off the queue before
  // it), put at the end of words_.
  void count_ways(int room);
  std::size_t extra_bytes() const override;
  // The queue in one array: rooms are taken off at front_ and left there (a room goes on it once).
  std::vector<int> list_;
  std::size_t front_ = 0;
  std::vector<int> apart_;  // rooms from `from`; -1 until reached
  bool listed(int room) const override { return apart_[room] >= 0; }
  // Every room's count in one array, one after another (a vector each would be an allocation a room): base 10^9
  // words, least significant first, from at_[room], width_[room] of them (none until counted).
  std::vector<std::uint32_t> words_;
  std::vector<std::size_t> at_;
  std::vector<int> width_;
};

}  // namespace maze
