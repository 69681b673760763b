// bindings_solve.h: the ways out for the package (bindings_solve.cpp): any rule of the engine's table (solvers/rules.h)
// run to its end as `maze solve --format json` prints it, or one step at a time; bindings.cpp registers the first
// two on the Session and puts the table in the tables.
#pragma once
#include <emscripten/val.h>

#include <string>

#include "session/session.h"
#include "solvers/rules.h"

namespace maze_bindings {

// A step as the page reads it: { kind, a, b } (bindings.cpp).
emscripten::val event(maze::StepEvent e);

// `maze solve --format json` for the session's maze: solve() and solved_json(). request: { from, to, seed, limit,
// doors, keys }, seed and limit left out (or seed '') for solve()'s own (a fresh seed; 1,000,000 steps), doors
// ([[a, b], ...]) and keys ([room, ...]) a game's locked doors, left out for none.
std::string solve_rule(const maze::Session& s, std::string rule, emscripten::val request);
// The same rule and request one step at a time: the engine's start(), a RuleRun to JavaScript, which owns it
// (delete()); its json() once done is solve_rule's.
maze::Steps* start_rule(const maze::Session& s, std::string rule, emscripten::val request);
// The table of rules, each row by its names in TypeScript (tables.ts's RULE_FACTS).
emscripten::val rules();

}  // namespace maze_bindings
