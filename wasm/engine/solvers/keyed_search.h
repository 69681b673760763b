// keyed_search.h: breadth-first, depth-first or A* through locked doors: the list holds rooms with the keys held
// there, (room, keys held), a key picked up by walking into its room, door i passed only holding key i. A room may be
// looked at more than once, once for each set of keys it is reached with. The way found fetches each key before its
// door; breadth-first's and A*'s is the shortest that does, so it doubles back only to fetch a key. With no keys the
// rules run as fill.h and a_star.h.
#pragma once
#include <cstdint>
#include <deque>
#include <optional>
#include <queue>

#include "solvers/a_star.h"

namespace maze {

enum class Search : std::uint8_t { Queue, Stack, Guess };  // breadth-first, depth-first, A*

class KeyedSearch final : public SolverOf<KeyedSearch> {
 public:
  KeyedSearch(const Grid& g, int from, int to, Locked locked, Search search);
  bool step() override;

 private:
  struct State {
    int room;
    unsigned held;
  };
  struct Entry {
    double f;
    int g, order;
    State at;
    // As A*'s: the lowest guess first; among equal ones the farthest walked, then the first put on the list.
    bool operator<(const Entry& o) const { return f != o.f ? f > o.f : g != o.g ? g < o.g : order > o.order; }
  };
  // The rooms reached holding one set of keys: where each was reached from (-1: not yet), holding which keys, in
  // how many moves, and whether it was looked at (A*).
  struct Layer {
    std::vector<int> came, walked;
    std::vector<std::uint16_t> came_held;
    std::vector<char> closed;
  };
  Layer& layer(unsigned held);  // made the first time that set of keys is reached
  bool take(State& at, int& walked);
  void put(State at, State from, int walked);
  void finish_at(State at);  // the way back from `at` to the start
  std::size_t extra_bytes() const override;
  Locked keys_;
  Search search_;
  std::optional<RoomsToGo> guess_;  // A* only
  std::vector<Layer> layers_;       // by the keys held, bit i for key i
  bool listed(int room) const override {
    for (const Layer& l : layers_)
      if (!l.came.empty() && l.came[room] >= 0) return true;
    return false;
  }
  std::deque<State> list_;
  std::priority_queue<Entry> open_;
  int order_ = 0, listed_ = 0;
};

}  // namespace maze
