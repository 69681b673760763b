// shortest_ways.h: every shortest way, and how many there are: breadth-first, each room counting the ways that
// reach it as the sum of the ways of the rooms one nearer that open to it. A perfect maze has one; a maze with
// loops may have more than any number fits, so the count is a whole number of any size (in decimal).
#pragma once
#include <cstdint>
#include <deque>
#include <string>

#include "solvers/solver.h"

namespace maze {

class ShortestWays final : public SolverOf<ShortestWays> {
 public:
  ShortestWays(const Grid& g, int from, int to);
  bool step() override;
  // How many shortest ways from `from` to `to` (once done), in decimal; "0" if there is none.
  std::string count() const;

 private:
  using Count = std::vector<std::uint32_t>;  // base 10^9, least significant first
  void finish();
  std::size_t extra_bytes() const override;
  std::deque<int> list_;
  std::vector<int> apart_;  // rooms from `from`; -1 until reached
  std::vector<Count> ways_;
};

}  // namespace maze
