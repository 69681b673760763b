// solver.h: what every rule that finds a way through a maze shares: where it goes from and to, what it has
// visited, the route once found, and the counts a student would keep (steps, rooms visited, memory).
#pragma once
#include <memory>
#include <utility>
#include <vector>

#include "analysis/robot.h"  // Locked
#include "steps/step.h"

namespace maze {

// The maze a solver walks: the caller's, or a copy of its own (to open locked doors in); a copy of the solver walks
// the same maze, or a copy of the copy.
class Walked {
 public:
  // The caller's maze, which must outlive the solver; or a copy kept as its own.
  static Walked theirs(const Grid& g) { return Walked(&g); }
  static Walked kept(Grid g) {
    Walked w(nullptr);
    w.own_ = std::move(g);
    w.grid_ = &w.own_;
    return w;  // copied (or not) by the constructor below, which keeps grid_ on the copy's own
  }
  Walked(const Walked& o) : own_(o.own_), grid_(o.owns() ? &own_ : o.grid_) {}
  Walked& operator=(const Walked& o) {
    own_ = o.own_;
    grid_ = o.owns() ? &own_ : o.grid_;
    return *this;
  }
  const Grid* operator->() const { return grid_; }
  const Grid& operator*() const { return *grid_; }
  Grid& own() { return own_; }  // the copy to open doors in (one is made whenever there are doors)
  bool owns() const { return grid_ == &own_; }

 private:
  explicit Walked(const Grid* g) : grid_(g) {}
  Grid own_{1, 1};
  const Grid* grid_;
};

// A solver from room `from` to room `to`. Each rule is a StepMachine (step() says whether there is more to do)
// over a copy of the maze; its steps are those a student would count: a move of the mouse, a room taken from the
// list, a dead end filled.
//
// Locked doors (`locked`, the mice's) are walls in the copy until their keys are held: the key in `from` from the
// start, and each key a mouse walks into (pick_up). The rules of the map are given the maze with its doors shut, or
// search over (room, keys held) themselves (rules.cpp).
class Solver : public StepMachine {
 public:
  // The maze is the caller's, read as the rule goes, and must outlive it (rules.h's start()): a 1000 x 1000 maze is a
  // megabyte, whose copy was most of a short run. With locked doors, or given a maze of its own (a temporary), the
  // solver keeps one, to open its doors in.
  Solver(const Grid& g, int from, int to, Locked locked = {});
  Solver(Grid&& g, int from, int to);

  StepEvent last() const override { return last_; }
  // A view's marks, worked out from what the rule keeps anyway (a step writes none): the way once found, the room a
  // mouse is in, the rooms visited, the rooms on a list.
  Mark mark(int room) const override;
  int pieces() const override { return 1; }
  const Grid& grid() const override { return *grid_; }
  bool done() const override { return finished_; }
  std::size_t bytes() const override { return 8 * (visited_.size() + on_route_.size()) + 4 * (trail_.size() + route_.size()) + extra_bytes(); }
  // The rooms the last step may have changed, from its event: the two rooms of a move, a room looked round and the
  // rooms around it, the way once found.
  void touched(std::vector<int>& out) const override;
  Ends ways() const override { return {from_, to_}; }

  int from() const { return from_; }
  int rooms() const { return grid_->rooms(); }
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
  int visited() const {
    count_visited();
    return visited_count_;
  }
  // The most the rule had to remember at once: rooms on its list, passages marked, rooms filled.
  long long memory() const { return memory_; }

 protected:
  // The two below are in every step of every rule: written here, so that the step's own code takes them in.
  // Each step starts here: counts it (unless it is only the end being said).
  void begin_step(bool counted = true) { steps_ += counted; }
  // `room` visited: the trail grows. (Its different rooms are counted when asked: a page asks once a frame.)
  void visit(int room) { trail_.push_back(room); }
  void remember(long long now) { memory_ = now > memory_ ? now : memory_; }
  // A mouse's moves, up to n in one loop (step() n times; step() is mouse_moves(1, ...)): `move(at, came)` takes one,
  // counting it and going on by enter(), or ends the rule and says false. Where the mouse is and where it came from
  // stay in registers for the batch (kept in the machine, each move would store them and read them back: the mouse's
  // whole path of work), written back to `here` and `came_by` at the end (a move that calls what reads them writes
  // them first). The room of each move in `rooms` when given. Whether the last move took it on.
  template <class Move>
  bool mouse_moves(long long n, std::vector<int>* rooms, int& here, int& came_by, Move move) {
    if (done()) return false;
    int at = here, came = came_by;
    bool more = true;
    const auto said = [&](int room) {
      if (rooms) rooms->push_back(room);
    };
    for (; n > 0; --n) {
      if (at == to_) {  // the way in is the way out
        begin_step(false), finish_found({at}), said(to_);
        break;
      }
      if (!move(at, came)) {
        said(-1), more = false;
        break;
      }
      said(at);
      if (at == to_) {
        finish_found(walked_way());
        break;
      }
    }
    here = at, came_by = came;
    return more;
  }
  // A mouse's move from `at` into `next`: the event, where it is now, the trail.
  void enter(int& at, int& came, int next) {
    last_ = {StepKind::Enter, at, next};
    came = at, at = next;
    visit(at);
  }
  // The end: the route (marked), or none found (gave_up: a limit, not the maze).
  void finish_found(std::vector<int> route);
  void finish_none(bool gave_up = false);
  virtual std::size_t extra_bytes() const { return 0; }
  // For mark(): the room a mouse is in (-1: none, a rule of the map), and whether a room went on the rule's list.
  virtual int here() const { return -1; }
  virtual bool listed(int) const { return false; }
  // A mouse walked into `room`: its keys picked up, their doors opened. Whether any was new.
  bool pick_up(int room);
  // The mouse's way: its trail with every loop taken out, but for the walks to fetch a key.
  std::vector<int> walked_way() const;

  Walked grid_;
  int from_, to_;
  StepEvent last_;
  Locked locked_;
  unsigned held_ = 0;

 private:
  void shut_doors();
  // A bit a room: little to clear at the start, where a short run spends its time.
  void count_visited() const;
  mutable std::vector<std::uint64_t> visited_;  // the rooms of the trail counted so far
  mutable std::vector<std::uint64_t> on_route_;  // the way's rooms, a bit each: made for a view's first mark()
  std::vector<int> trail_, route_;
  long long steps_ = 0, memory_ = 0;
  mutable int visited_count_ = 0;
  mutable std::size_t counted_ = 0;  // how much of the trail is counted
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
