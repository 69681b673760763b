// a_star.h: A*, the maze seen whole: rooms on a list by the rooms walked to them plus a guess of the rooms still
// to go that is never too many, the lowest first. It finds a shortest way, and looks at no more rooms than
// breadth-first does.
#pragma once
#include <cstdint>
#include <cstdlib>
#include <queue>

#include "solvers/solver.h"

namespace maze {

// A*'s guess of the rooms still to go from a room to `to`, never more than there are: on the square the rows and
// columns apart; on other shapes the distance between the rooms' middles over the longest passage of the maze.
class RoomsToGo {
 public:
  RoomsToGo(const Grid& g, int to);
  double operator()(int room) const {  // the square's here, so a search's inner loop takes it in
    if (square_) return std::abs(room / cols_ - to_row_) + std::abs(room % cols_ - to_col_);
    return apart_from_middles(room);
  }
  std::size_t bytes() const { return 4 * middle_.size(); }

 private:
  double apart_from_middles(int room) const;
  bool square_;
  int cols_, to_, to_row_, to_col_;
  std::vector<float> middle_;  // x y of each room's middle (not for the square: its rows and columns)
  double longest_ = 1;         // the longest passage between two middles: no step goes farther
};

class AStar final : public SolverOf<AStar> {
 public:
  AStar(const Grid& g, int from, int to);
  bool step() override;

 private:
  // A room on the list: the rooms walked to it plus its guess, then the rooms walked and the order it went on the list
  // (turned round), as one number: the larger the sooner. Its room is put_[order]: sixteen bytes an entry, compared in
  // two, where the list spends its time.
  struct Entry {
    double f;
    std::uint64_t rank;
    int walked() const { return static_cast<int>(rank >> 32); }
    std::size_t order() const { return 0xffff'ffffu - static_cast<std::uint32_t>(rank); }
    // The lowest guess first; among equal ones the farthest walked, then the first put on the list.
    bool operator<(const Entry& o) const { return f != o.f ? f > o.f : rank < o.rank; }
  };
  void put(int room, int walked);
  int top_room() const { return put_[open_.top().order()]; }
  std::size_t extra_bytes() const override {
    return 4 * (came_from_.size() + put_.size()) + sizeof(Entry) * open_.size();
  }
  bool listed(int room) const override { return came_from_[room] >= 0; }
  RoomsToGo guess_;  // rooms still to go from a room: never more than there are
  std::priority_queue<Entry> open_;
  std::vector<int> put_;  // the rooms in the order they went on the list
  std::vector<int> came_from_, walked_;
  std::vector<char> closed_;
  int listed_ = 0;
};

}  // namespace maze
