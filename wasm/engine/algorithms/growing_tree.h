// growing_tree.h: the growing tree: a list of rooms to grow from, picked newest, at random, oldest, or a mix.
#pragma once
#include <cstdint>
#include <vector>

#include "algorithms/pick.h"
#include "steps/machine.h"

namespace maze {

// A random room starts the maze and the list. Each step picks a room of the list (by the
// pick, see Pick): if it has neighbours not yet in the maze, the wall to a random one is
// knocked down and that room joins the list at its end; if not, the picked room leaves
// the list. Picking the newest grows the random walk's kind of maze (long corridors);
// picking at random grows one much like the frontier's (short ones). Any shape.
//
// CPython's random, as growing_tree.py draws it: randrange(rooms) for the first room;
// then each step, for the pick: random: randrange(length of the list); mix:P: one random()
// (the newest when it is below P / 100, else randrange(length)); newest and oldest: none.
// Then, when the room picked has neighbours not in the maze, one choice() over them in the
// shape's order (square: up, down, left, right). It goes on until the list is empty, so
// the last steps, which only empty it, draw too (for random and mix).
//
// The list keeps its order as rooms leave it (as Python's list.pop(i) does): each room
// has a place by the order it joined, and the alive places live in a Fenwick tree, so the
// k-th room of the list is found in O(log rooms). Newest alone is a stack; oldest alone, a queue.
//
// The square and a mask run on places (Machine): the list holds places, a mask's place with no
// room is never plain, so never joins.
//
// Steps: Enter (-1, first room); Enter (from, to) for each room joined; Back (room, -1) for
// each room that leaves the list.
class GrowingTree final : public Machine<GrowingTree> {
 public:
  GrowingTree(Grid empty, PyRandom& rng, Pick pick = {});
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  Mark mark(int room) const override;
  std::vector<int> thread() const override;  // the list, oldest first
  int pieces() const override { return grid_.rooms() - joined_ + (joined_ > 0); }
  bool done() const override { return joined_ > 0 && alive_ == 0; }
  std::size_t bytes() const override { return 5 * state_.size() + 4 * (tree_.size() + list_.size()); }
  void touched(std::vector<int>& out) const override;
  const Pick& pick() const { return pick_; }

 private:
  int choose();                      // the place of the room to grow from
  int kth(int k) const;              // the place of the k-th room of the list (0: the oldest)
  void add(int place, int delta);    // the Fenwick tree: place joins (+1) or leaves (-1)
  void join(int at);                 // a room (by place) joins the maze and the list
  Pick pick_;
  bool fenwick_;                     // random or mix (newest and oldest need no tree)
  std::vector<std::uint8_t> state_;  // per place: kPlain, kThread (in the list), kVisited or kRock
  std::vector<int> list_;            // the rooms (square, mask: their places) by the order they joined
  std::vector<int> tree_;            // Fenwick tree over places: 1 where a room is still on the list
  int alive_ = 0, joined_ = 0, head_ = 0;  // rooms on the list, in the maze; oldest: first place alive
  int current_ = -1, was_current_ = -1;
};

}  // namespace maze
