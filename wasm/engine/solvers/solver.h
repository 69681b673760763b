// solver.h: what every rule that finds a way through a maze shares: where it goes from and to, what it has
// visited, the route once found, and the counts a student would keep (steps, rooms visited, memory).
#pragma once
#include <memory>
#include <vector>

#include "analysis/robot.h"  // Locked
#include "steps/step.h"

namespace maze {

// A solver from room `from` to room `to`. Each rule is a StepMachine (step() says whether there is more to do)
// over a copy of the maze; its steps are those a student would count: a move of the mouse, a room taken from the
// list, a dead end filled.
//
// Locked doors (`locked`, the mice's) are walls in the copy until their keys are held: the key in `from` from the
// start, and each key a mouse walks into (pick_up). The rules of the map are given the maze with its doors shut, or
// search over (room, keys held) themselves (rules.cpp).
class Solver : public StepMachine {
 public:
  Solver(const Grid& g, int from, int to, Locked locked = {});

  StepEvent last() const override { return last_; }
  Mark mark(int room) const override { return static_cast<Mark>(marks_[room]); }
  int pieces() const override { return 1; }
  const Grid& grid() const override { return grid_; }
  bool done() const override { return finished_; }
  std::size_t bytes() const override { return marks_.size() + 4 * (trail_.size() + route_.size()) + extra_bytes(); }
  void touched(std::vector<int>& out) const override { out.insert(out.end(), changed_.begin(), changed_.end()); }
  Ends ways() const override { return {from_, to_}; }

  int from() const { return from_; }
  int to() const { return to_; }
  bool found() const { return found_; }
  // The rule gave up (the random mouse at its step limit): done, not found, though a way may be there.
  bool gave_up() const { return gave_up_; }
  // The way found, room by room from `from` to `to` (empty if none).
  const std::vector<int>& route() const { return route_; }
  // Every room as the rule visited it: walked into (a mouse, again and again), or taken from its list and looked
  // around (once each), in order.
  const std::vector<int>& trail() const { return trail_; }
  long long steps() const { return steps_; }
  // How many different rooms it visited.
  int visited() const { return visited_count_; }
  // The most the rule had to remember at once: rooms on its list, passages marked, rooms filled.
  long long memory() const { return memory_; }

 protected:
  // The three below are in every step of every rule: written here, so that the step's own code takes them in.
  // Each step starts here: counts it (unless it is only the end being said) and forgets which rooms the last one
  // changed.
  void begin_step(bool counted = true) {
    steps_ += counted;
    changed_.clear();
  }
  // `room` visited: the trail grows, and it is marked `mark`.
  void visit(int room, Mark mark) {
    // Counted with no branch: whether a mouse's next room is a new one is as good as random.
    std::uint64_t& bits = visited_[static_cast<unsigned>(room) / 64];
    const std::uint64_t bit = std::uint64_t{1} << (static_cast<unsigned>(room) % 64);
    visited_count_ += (bits & bit) == 0;
    bits |= bit;
    trail_.push_back(room);
    set_mark(room, mark);
  }
  void set_mark(int room, Mark mark) {
    marks_[room] = mark;
    changed_.push_back(room);
  }
  void remember(long long now) { memory_ = now > memory_ ? now : memory_; }
  // The end: the route (marked), or none found (gave_up: a limit, not the maze).
  void finish_found(std::vector<int> route);
  void finish_none(bool gave_up = false);
  virtual std::size_t extra_bytes() const { return 0; }
  // A mouse walked into `room`: its keys picked up, their doors opened. Whether any was new.
  bool pick_up(int room);
  // The mouse's way: its trail with every loop taken out, but for the walks to fetch a key.
  std::vector<int> walked_way() const;

  Grid grid_;
  int from_, to_;
  StepEvent last_;
  Locked locked_;
  unsigned held_ = 0;

 private:
  std::vector<std::uint8_t> marks_;
  // A bit a room: little to clear at the start, where a short run spends its time.
  std::vector<std::uint64_t> visited_;
  std::vector<int> trail_, route_, changed_;
  long long steps_ = 0, memory_ = 0;
  int visited_count_ = 0;
  bool finished_ = false, found_ = false, gave_up_ = false;
};

// clone() and assign() for a rule `Self`, which copies as a value; `Base`: the rule it builds on, if any.
template <class Self, class Base = Solver>
class SolverOf : public Base {
 public:
  using Base::Base;
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<Self>(static_cast<const Self&>(*this)); }
  void assign(const StepMachine& from) override { static_cast<Self&>(*this) = dynamic_cast<const Self&>(from); }
};

// The rooms open from `room`, in the shape's order.
std::vector<int> open_rooms(const Grid& g, int room);
// A walk from its first room to its last with every loop taken out: from each room, on from its last visit.
std::vector<int> without_loops(const std::vector<int>& walk, int rooms);
// The same for a walk through locked doors: the loops taken out between one key picked up and the next, so the way
// still fetches each key before its door. With no keys, without_loops(walk, rooms).
std::vector<int> without_loops(const std::vector<int>& walk, int rooms, const Locked& locked);
// The way from `from` to `to` through the rooms not shut (breadth-first, neighbours in the shape's order); empty if
// there is none.
std::vector<int> way_through(const Grid& g, int from, int to, const std::vector<char>& shut);

}  // namespace maze
