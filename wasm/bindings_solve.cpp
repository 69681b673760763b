// bindings_solve.cpp: embind, and the one thing the engine's table does not hand out (yet): a rule's step machine.
// solve_rule() is solve() and solved_json(). RuleRun steps the machine solve()'s row runs (solvers/, the robot in
// analysis/), made here as rules.cpp makes it, and counts as solve() counts; a rule it does not know runs whole.
// (A `start(grid, rule, request)` in rules.h giving the row's machine would make kMachines below unneeded.)
#include "bindings_solve.h"

#include <emscripten/bind.h>

#include <cstdint>
#include <string_view>
#include <utility>

#include "analysis/robot.h"
#include "base/error.h"
#include "bindings_util.h"
#include "random/py_random.h"
#include "solvers/a_star.h"
#include "solvers/cul_de_sac_filling.h"
#include "solvers/dead_end_filling.h"
#include "solvers/fill.h"
#include "solvers/keyed_search.h"
#include "solvers/pledge.h"
#include "solvers/random_mouse.h"
#include "solvers/shortest_ways.h"
#include "solvers/solver.h"
#include "solvers/tremaux.h"

using emscripten::val;

namespace maze_bindings {

struct RuleRun::Run {
  virtual ~Run() = default;
  virtual bool step() = 0;
  virtual bool done() const = 0;
  virtual maze::StepEvent last() const = 0;
  virtual long long steps() const = 0;
  virtual int visited() const = 0;
  virtual long long memory() const = 0;
  virtual bool found() const = 0;
  virtual const std::vector<int>& trail() const = 0;
  // Once done: `out` (the rule, the rooms, the seed) with what the run did, as solve() fills it.
  virtual maze::Solved solved(maze::Solved out) const = 0;
};

namespace {

using maze::Grid;
using maze::SolveRequest;

// A rule of the map or a mouse: a Solver, counted by solver.h (solve()'s solved_by).
struct SolverRun final : RuleRun::Run {
  explicit SolverRun(std::unique_ptr<maze::Solver> s) : s(std::move(s)) {}
  bool step() override { return s->step(), !s->done(); }
  bool done() const override { return s->done(); }
  maze::StepEvent last() const override { return s->last(); }
  long long steps() const override { return s->steps(); }
  int visited() const override { return s->visited(); }
  long long memory() const override { return s->memory(); }
  bool found() const override { return s->found(); }
  const std::vector<int>& trail() const override { return s->trail(); }
  maze::Solved solved(maze::Solved out) const override {
    out.found = s->found(), out.gave_up = s->gave_up();
    out.route = s->route(), out.trail = s->trail();
    out.steps = s->steps(), out.visited = s->visited(), out.memory = s->memory();
    if (const auto* ways = dynamic_cast<const maze::ShortestWays*>(s.get())) out.ways = ways->count();
    return out;
  }
  std::unique_ptr<maze::Solver> s;
};

// The hand on the wall: the robot's walk, counted as solve()'s by_hand counts it.
struct HandRun final : RuleRun::Run {
  HandRun(const Grid& g, maze::Hand hand, const SolveRequest& r)
      : robot(g, hand, r.from, r.to, r.locked), locked(r.locked), walked(g.rooms(), 0) {
    count();
  }
  void count() {
    for (; counted < robot.trail().size(); ++counted)
      if (std::uint8_t& seen = walked[robot.trail()[counted]]; !seen) seen = 1, ++rooms;
  }
  bool step() override { return robot.step(), count(), !robot.done(); }
  bool done() const override { return robot.done(); }
  maze::StepEvent last() const override { return robot.last(); }
  long long steps() const override { return robot.steps(); }
  int visited() const override { return rooms; }
  long long memory() const override { return 1; }  // the way it faces
  bool found() const override { return robot.got_out(); }
  const std::vector<int>& trail() const override { return robot.trail(); }
  maze::Solved solved(maze::Solved out) const override {
    out.found = robot.got_out(), out.trail = robot.trail();
    if (out.found) out.route = maze::without_loops(out.trail, static_cast<int>(walked.size()), locked);
    out.steps = robot.steps(), out.visited = rooms, out.memory = 1;
    return out;
  }
  maze::Robot robot;
  maze::Locked locked;
  std::vector<std::uint8_t> walked;
  std::size_t counted = 0;
  int rooms = 0;
};

// A rule with no machine known here: solve() at the start, told in one step.
struct WholeRun final : RuleRun::Run {
  explicit WholeRun(maze::Solved s) : s(std::move(s)) {}
  bool step() override { return taken = true, false; }
  bool done() const override { return taken; }
  maze::StepEvent last() const override {
    if (!taken || !s.found) return {};
    return {maze::StepKind::Found, s.from, s.to};
  }
  long long steps() const override { return taken ? s.steps : 0; }
  int visited() const override { return taken ? s.visited : 0; }
  long long memory() const override { return taken ? s.memory : 0; }
  bool found() const override { return taken && s.found; }
  const std::vector<int>& trail() const override { return taken ? s.trail : none; }
  maze::Solved solved(maze::Solved) const override { return s; }
  maze::Solved s;
  std::vector<int> none;
  bool taken = false;
};

// Each rule's machine by its id in the table, made as rules.cpp's row runs it (a rule of the map sees a locked door as
// a wall unless its key lies where it starts; bfs, dfs and A* search over (room, keys held) through locked doors).
using Make = std::unique_ptr<maze::Solver> (*)(const Grid&, const SolveRequest&);
template <class S, class... A>
std::unique_ptr<maze::Solver> made(A&&... args) {
  return std::make_unique<S>(std::forward<A>(args)...);
}
Grid doors_shut(const Grid& g, const SolveRequest& r) {
  Grid shut = g;
  const unsigned held = r.locked.keys_in(r.from);
  for (std::size_t i = 0; i < r.locked.doors.size(); ++i)
    if (!(held >> i & 1u)) shut.unlink(r.locked.doors[i].first, r.locked.doors[i].second);
  return shut;
}
std::unique_ptr<maze::Solver> searched(const Grid& g, maze::Search search, const SolveRequest& r) {
  if (!r.locked.empty()) return made<maze::KeyedSearch>(g, r.from, r.to, r.locked, search);
  if (search == maze::Search::Guess) return made<maze::AStar>(g, r.from, r.to);
  return made<maze::Fill>(g, r.from, r.to, search == maze::Search::Queue ? maze::Take::Front : maze::Take::End);
}
const std::pair<std::string_view, Make> kMachines[] = {
    {"bfs", [](const Grid& g, const SolveRequest& r) { return searched(g, maze::Search::Queue, r); }},
    {"dfs", [](const Grid& g, const SolveRequest& r) { return searched(g, maze::Search::Stack, r); }},
    {"a-star", [](const Grid& g, const SolveRequest& r) { return searched(g, maze::Search::Guess, r); }},
    {"dead-end-filling", [](const Grid& g, const SolveRequest& r) { return made<maze::DeadEndFilling>(doors_shut(g, r), r.from, r.to); }},
    {"shortest-ways", [](const Grid& g, const SolveRequest& r) { return made<maze::ShortestWays>(doors_shut(g, r), r.from, r.to); }},
    {"random-mouse",
     [](const Grid& g, const SolveRequest& r) { return made<maze::RandomMouse>(g, r.from, r.to, maze::PyRandom(r.seed), r.limit, r.locked); }},
    {"tremaux", [](const Grid& g, const SolveRequest& r) { return made<maze::Tremaux>(g, r.from, r.to, maze::PyRandom(r.seed), r.locked); }},
    {"pledge", [](const Grid& g, const SolveRequest& r) { return made<maze::Pledge>(g, r.from, r.to, r.limit, r.locked); }},
    {"cul-de-sac-filling", [](const Grid& g, const SolveRequest& r) { return made<maze::CulDeSacFilling>(doors_shut(g, r), r.from, r.to); }},
};
const std::pair<std::string_view, maze::Hand> kHands[] = {{"right-hand", maze::Hand::Right}, {"left-hand", maze::Hand::Left}};

bool given(const val& v) { return !v.isUndefined() && !v.isNull(); }

// { from, to, seed, limit, doors, keys } as the engine's request (doors: [[a, b], ...], keys: [room, ...]).
SolveRequest request_of(const val& o) {
  SolveRequest request;
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

val event(maze::StepEvent e) {
  val o = val::object();
  o.set("kind", static_cast<int>(e.kind));
  o.set("a", e.a);
  o.set("b", e.b);
  return o;
}

}  // namespace

RuleRun::RuleRun(const Grid& g, maze::Rule rule, SolveRequest request) {
  const maze::RuleFacts& facts = maze::rule_facts(rule);
  // Checked as solve() checks it (the rooms, the limit, the doors and keys, the seed), by solve() itself on the
  // shortest run there is, from the first room to itself: what it refuses, it throws in its own words.
  g.check_room(request.from);
  g.check_room(request.to);
  SolveRequest check = request;
  check.to = check.from;
  maze::solve(g, rule, check);
  if (facts.seeded && request.seed.empty()) request.seed = maze::PyRandom().seed_fresh();
  out_.rule = rule, out_.from = request.from, out_.to = request.to;
  if (facts.seeded) out_.seed = request.seed;
  for (const auto& [name, make] : kMachines)
    if (name == facts.name) run_ = std::make_unique<SolverRun>(make(g, request));
  for (const auto& [name, hand] : kHands)
    if (facts.hand && name == facts.name) run_ = std::make_unique<HandRun>(g, hand, request);
  if (!run_) run_ = std::make_unique<WholeRun>(maze::solve(g, rule, request));
}

RuleRun::~RuleRun() = default;
bool RuleRun::step() { return !run_->done() && run_->step(); }
bool RuleRun::done() const { return run_->done(); }
maze::StepEvent RuleRun::last() const { return run_->last(); }
long long RuleRun::steps() const { return run_->steps(); }
int RuleRun::visited() const { return run_->visited(); }
long long RuleRun::memory() const { return run_->memory(); }
bool RuleRun::found() const { return run_->found(); }
const std::vector<int>& RuleRun::trail() const { return run_->trail(); }
std::string RuleRun::json() const {
  if (!run_->done()) throw maze::MazeError("the rule is still at work: step it to its end first");
  return maze::solved_json(run_->solved(out_));
}

std::string solve_rule(const maze::Session& s, std::string rule, val request) {
  return maze::solved_json(maze::solve(s.grid(), maze::rule_from_name(rule), request_of(request)));
}

RuleRun* start_rule(const maze::Session& s, std::string rule, val request) {
  return new RuleRun(s.grid(), maze::rule_from_name(rule), request_of(request));
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

using maze_bindings::RuleRun;

bool step(RuleRun& r) { return r.step(); }
bool done(const RuleRun& r) { return r.done(); }
val last(const RuleRun& r) { return maze_bindings::event(r.last()); }
double steps(const RuleRun& r) { return static_cast<double>(r.steps()); }
int visited(const RuleRun& r) { return r.visited(); }
double memory(const RuleRun& r) { return static_cast<double>(r.memory()); }
bool found(const RuleRun& r) { return r.found(); }
val trail(const RuleRun& r) { return maze_bindings::copy_array("Int32Array", r.trail()); }
std::string json(const RuleRun& r) { return r.json(); }

}  // namespace

EMSCRIPTEN_BINDINGS(solve) {
  emscripten::class_<RuleRun>("RuleRun")
      .function("step", SAFE(step))
      .function("done", SAFE(done))
      .function("last", SAFE(last))
      .function("steps", SAFE(steps))
      .function("visited", SAFE(visited))
      .function("memory", SAFE(memory))
      .function("found", SAFE(found))
      .function("trail", SAFE(trail))
      .function("json", SAFE(json));
}
