// bindings_solve.cpp: embind only: the engine's ways out (solvers/rules.h) in JavaScript's types. solve_rule() is
// solve() and solved_json(); a RuleRun is the engine's Steps, as start() hands it out.
#include "bindings_solve.h"

#include <emscripten/bind.h>

#include <limits>
#include <utility>
#include <vector>

#include "bindings_util.h"

using emscripten::val;

namespace maze_bindings {

namespace {

bool given(const val& v) { return !v.isUndefined() && !v.isNull(); }

// { from, to, seed, limit, doors, keys } as the engine's request (doors: [[a, b], ...], keys: [room, ...]).
maze::SolveRequest request_of(const val& o) {
  maze::SolveRequest request;
  request.from = o["from"].as<int>();
  request.to = o["to"].as<int>();
  if (given(o["seed"])) request.seed = o["seed"].as<std::string>();
  if (given(o["limit"])) request.limit = static_cast<long long>(o["limit"].as<double>());
  if (given(o["keys"])) request.locked.keys = emscripten::convertJSArrayToNumberVector<int>(o["keys"]);
  if (given(o["doors"]))
    for (int i = 0, n = o["doors"]["length"].as<int>(); i < n; ++i)
      request.locked.doors.emplace_back(o["doors"][i][0].as<int>(), o["doors"][i][1].as<int>());
  return request;
}

}  // namespace

std::string solve_rule(const maze::Session& s, std::string rule, val request) {
  return maze::solved_json(maze::solve(s.grid(), maze::rule_from_name(rule), request_of(request)));
}

maze::Steps* start_rule(const maze::Session& s, std::string rule, val request) {
  return maze::start_kept(s.grid(), maze::rule_from_name(rule), request_of(request)).release();
}

val rules() {
  val out = val::array();
  for (const maze::RuleFacts& f : maze::rules()) {
    val o = val::object();
    o.set("name", std::string(f.name));
    o.set("title", std::string(f.title));
    using Fact = bool maze::RuleFacts::*;
    for (const auto& [key, fact] : {std::pair<const char*, Fact>{"map", &maze::RuleFacts::map}, {"shortest", &maze::RuleFacts::shortest},
                                    {"loops", &maze::RuleFacts::loops}, {"seeded", &maze::RuleFacts::seeded},
                                    {"limited", &maze::RuleFacts::limited}, {"hand", &maze::RuleFacts::hand}})
      o.set(key, f.*fact);
    o.set("does", std::string(f.does));
    out.call<void>("push", o);
  }
  return out;
}

}  // namespace maze_bindings

namespace {

using maze::Steps;

bool step(Steps& r) { return r.step(); }
bool done(const Steps& r) { return r.done(); }
// Up to n steps at once (fewer at the end): the room each went into or looked at, for a page that draws many a frame.
val step_many(Steps& r, double n) {
  std::vector<int> rooms;
  r.step_many(n >= 9e18 ? std::numeric_limits<long long>::max() : static_cast<long long>(n), &rooms);
  return maze_bindings::copy_array("Int32Array", rooms);
}
val last(const Steps& r) { return maze_bindings::event(r.last()); }
double steps(const Steps& r) { return static_cast<double>(r.steps()); }
int visited(const Steps& r) { return r.visited(); }
double memory(const Steps& r) { return static_cast<double>(r.memory()); }
bool found(const Steps& r) { return r.found(); }
val trail(const Steps& r) { return maze_bindings::copy_array("Int32Array", r.trail()); }
std::string json(const Steps& r) { return maze::solved_json(r.result()); }

}  // namespace

EMSCRIPTEN_BINDINGS(solve) {
  emscripten::class_<Steps>("RuleRun")
      .function("step", SAFE(step))
      .function("stepMany", SAFE(step_many))
      .function("done", SAFE(done))
      .function("last", SAFE(last))
      .function("steps", SAFE(steps))
      .function("visited", SAFE(visited))
      .function("memory", SAFE(memory))
      .function("found", SAFE(found))
      .function("trail", SAFE(trail))
      .function("json", SAFE(json));
}
