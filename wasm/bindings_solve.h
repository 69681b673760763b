// bindings_solve.h: the ways out for the package (bindings_solve.cpp): any rule of the engine's table (solvers/rules.h)
// run to its end as `maze solve --format json` prints it, or one step at a time; bindings.cpp registers the first
// two on the Session and puts the table in the tables.
#pragma once
#include <emscripten/val.h>

#include <memory>
#include <string>
#include <vector>

#include "session/session.h"
#include "solvers/rules.h"

namespace maze_bindings {

// One rule's run, one step of its machine at a time (solver.h's, or the robot's), ending exactly as solve() ends:
// its result is solved_json(solve(...)) for the same request. A rule whose machine these bindings do not know yet
// (a row added to the table since) runs whole, in its first step.
class RuleRun {
 public:
  // Checks the request as solve() does (the rooms, the limit, the seed); a seeded rule without a seed gets a fresh one.
  RuleRun(const maze::Grid& g, maze::Rule rule, maze::SolveRequest request);
  ~RuleRun();
  // One step; whether there is more to do.
  bool step();
  bool done() const;
  maze::StepEvent last() const;
  // The counts so far, as the result names them.
  long long steps() const;
  int visited() const;
  long long memory() const;
  bool found() const;
  const std::vector<int>& trail() const;
  // Once done: what the rule did, as solved_json writes it; throws MazeError before.
  std::string json() const;

  struct Run;  // the machine at work (bindings_solve.cpp)

 private:
  maze::Solved out_;  // the rule, the rooms and the seed
  std::unique_ptr<Run> run_;
};

// `maze solve --format json` for the session's maze: solve() and solved_json(). request: { from, to, seed, limit,
// doors, keys }, seed and limit left out (or seed '') for solve()'s own (a fresh seed; 1,000,000 steps), doors
// ([[a, b], ...]) and keys ([room, ...]) a game's locked doors, left out for none.
std::string solve_rule(const maze::Session& s, std::string rule, emscripten::val request);
// The same rule and request one step at a time; JavaScript owns it (delete()).
RuleRun* start_rule(const maze::Session& s, std::string rule, emscripten::val request);
// The table of rules, each row by its names in TypeScript (tables.ts's RULE_FACTS).
emscripten::val rules();

}  // namespace maze_bindings
