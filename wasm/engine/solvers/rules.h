// rules.h: the one table of rules that find a way through a maze: by id, what each sees and what it promises, and
// one way to run any of them from room to room, whole or a step at a time, with what a student would count.
#pragma once
#include <limits>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/robot.h"  // Locked
#include "shapes/grid.h"
#include "steps/step.h"

namespace maze {

// A row of the table (rules(), solvers/rules.cpp), by its place. A rule is named by its id ("bfs").
enum class Rule : int {};

struct RuleFacts {
  Rule rule;
  std::string_view name, title;
  bool map;       // sees the maze whole (else the mouse in the maze: only the room it is in)
  bool shortest;  // the way it finds is always a shortest one
  bool loops;     // finds the way in a maze with loops too, whenever there is one
  bool seeded;    // its choices are drawn from the seed
  bool limited;   // it may give up after a number of steps (the limit)
  bool hand;      // the robot's hand on the wall: it gets out, or goes round for ever
  std::string_view does;  // what it does, in a sentence (the command's help, the docs)
};
std::span<const RuleFacts> rules();  // in the table's order
const RuleFacts& rule_facts(Rule r);
// "bfs", ...; throws MazeError (naming every rule) for other names.
Rule rule_from_name(std::string_view name);
// Every rule's id, "bfs, dfs, ... or left-hand", for messages.
std::string rule_names();

struct SolveRequest {
  int from = 0, to = 0;
  std::string seed;  // a seeded rule's choices: random.seed(int(seed)); empty: a seed of its own (said in the result)
  long long limit = 1'000'000;  // the most steps a limited rule takes
  // A game's locked doors and keys: bfs, dfs and a-star search over (room, keys held); a mouse picks a key up by
  // walking into its room; to the other rules of the map a door is a wall (unless its key lies in `from`).
  Locked locked;
};

// What a rule did, as the command prints it (solved_json).
struct Solved {
  Rule rule;
  int from = 0, to = 0;
  bool found = false, gave_up = false;
  std::vector<int> route, trail;
  long long steps = 0, memory = 0;
  int visited = 0;
  std::string ways;  // shortest-ways: how many, in decimal
  std::string seed;  // a seeded rule's seed
};

// A rule at work, one step at a time (start()): its step machine on its own copy of the maze (solver.h's, or the
// robot's), counted as the result counts. solve() is this run to its end, so a page stepping it ends where the
// command ends.
class Steps {
 public:
  virtual ~Steps() = default;
  // One step (none once done); whether there is more to do.
  virtual bool step() = 0;
  virtual bool done() const = 0;
  // What the last step did (StepEvent's Visit, Enter, Walk, Found or Done).
  virtual StepEvent last() const = 0;
  // The counts so far, as the result names them.
  virtual long long steps() const = 0;
  virtual int visited() const = 0;
  virtual long long memory() const = 0;
  virtual bool found() const = 0;
  virtual const std::vector<int>& trail() const = 0;
  // Up to n steps (fewer at the end) in the machine's own loop, with no virtual call a step: a page that draws many a
  // frame. The room of each (StepEvent::room) is added to `rooms` when given.
  virtual void step_many(long long n, std::vector<int>* rooms) = 0;
  // Every step left.
  void finish() { step_many(std::numeric_limits<long long>::max(), nullptr); }
  // Once done: what the rule did, as solve() gives it; throws MazeError before.
  Solved result() const;

 protected:
  // The run's part of the result: found, gave_up, route, trail, the counts (and what else a rule adds).
  virtual void fill(Solved& out) const = 0;

 private:
  friend std::unique_ptr<Steps> start(const Grid& g, Rule r, const SolveRequest& request);
  friend std::unique_ptr<Steps> start_kept(const Grid& g, Rule r, const SolveRequest& request);
  Solved head_;  // the rule, the rooms and the seed
  std::unique_ptr<const Grid> kept_;  // start_kept()'s copy of the maze (freed after the machine that reads it)
};

// Rule r's machine on g from request.from to request.to, before its first step; a seeded rule without a seed is
// given a fresh one (its result says which). Throws MazeError for a room that is not the maze's, a limit below 1, or
// locked doors that are not openings of the maze, two in one opening, or not as many as their keys (at most
// limits::kMaxKeys). The machine reads g as it goes (a rule with doors to open keeps a copy): g must outlive it.
std::unique_ptr<Steps> start(const Grid& g, Rule r, const SolveRequest& request);
// start() on a copy of g the machine keeps, for a caller whose maze may change or go while the rule is at work (the
// package's maze.solver()).
std::unique_ptr<Steps> start_kept(const Grid& g, Rule r, const SolveRequest& request);
// start(), every step, its result.
Solved solve(const Grid& g, Rule r, const SolveRequest& request);
// {"rule":…,"from":…,"to":…,"found":…,"route":[…],"trail":[…],"steps":…,"visited":…,"memory":…} and, where they
// belong, "ways" (a string), "out" (the hand on the wall: found), "gave_up" and "seed".
std::string solved_json(const Solved& s);

}  // namespace maze
