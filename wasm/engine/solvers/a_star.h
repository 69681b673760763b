// a_star.h: A*, the maze seen whole: rooms on a list by the rooms walked to them plus a guess of the rooms still
// to go that is never too many, the lowest first. It finds a shortest way, and looks at no more rooms than
// breadth-first does.
#pragma once
#include <queue>

#include "solvers/solver.h"

namespace maze {

// A*'s guess of the rooms still to go from a room to `to`, never more than there are: on the square the rows and
// columns apart; on other shapes the distance between the rooms' middles over the longest passage of the maze.
class RoomsToGo {
 public:
  RoomsToGo(const Grid& g, int to);
  double operator()(int room) const;
  std::size_t bytes() const { return 4 * middle_.size(); }

 private:
  bool square_;
  int cols_, to_;
  std::vector<float> middle_;  // x y of each room's middle (not for the square: its rows and columns)
  double longest_ = 1;         // the longest passage between two middles: no step goes farther
};

class AStar final : public SolverOf<AStar> {
 public:
  AStar(const Grid& g, int from, int to);
  bool step() override;

 private:
  struct Entry {
    double f;
    int g, order, room;
    // The lowest guess first; among equal ones the farthest walked, then the first put on the list.
    bool operator<(const Entry& o) const { return f != o.f ? f > o.f : g != o.g ? g < o.g : order > o.order; }
  };
  std::size_t extra_bytes() const override { return 4 * came_from_.size() + 20 * open_.size(); }
  RoomsToGo guess_;  // rooms still to go from a room: never more than there are
  std::priority_queue<Entry> open_;
  std::vector<int> came_from_, walked_;
  std::vector<char> closed_;
  int order_ = 0, listed_ = 0;
};

}  // namespace maze
