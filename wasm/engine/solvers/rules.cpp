// rules.cpp: the table of rules, each row naming its machine's maker, and any rule started from room to room.
#include "solvers/rules.h"

#include <random>

#include "analysis/robot.h"
#include "base/error.h"
#include "base/limits.h"
#include "base/one_of.h"
#include "random/py_random.h"
#include "solvers/a_star.h"
#include "solvers/cul_de_sac_filling.h"
#include "solvers/dead_end_filling.h"
#include "solvers/fill.h"
#include "solvers/keyed_search.h"
#include "solvers/pledge.h"
#include "solvers/random_mouse.h"
#include "solvers/rule_steps.h"
#include "solvers/tremaux.h"

namespace maze {

namespace {

constexpr Rule rule_at(int i) { return static_cast<Rule>(i); }

std::string fresh_seed() {
  std::random_device device;
  return std::to_string((static_cast<unsigned long long>(device()) << 32) ^ device());
}

// The maze as a rule of the map sees it: each locked door a wall, but the one whose key lies where it starts.
Grid doors_shut(const Grid& g, const SolveRequest& request) {
  Grid shut = g;
  const unsigned held = request.locked.keys_in(request.from);
  for (std::size_t i = 0; i < request.locked.doors.size(); ++i)
    if (!(held >> i & 1u)) shut.unlink(request.locked.doors[i].first, request.locked.doors[i].second);
  return shut;
}

// A search of the list: fill.h's or A*'s, or with keys, over (room, keys held).
std::unique_ptr<Steps> searched(const Grid& g, Search search, const SolveRequest& r) {
  if (!r.locked.empty()) return steps_of<KeyedSearch>(g, r.from, r.to, r.locked, search);
  if (search == Search::Guess) return steps_of<AStar>(g, r.from, r.to);
  return steps_of<Fill>(g, r.from, r.to, search == Search::Queue ? Take::Front : Take::End);
}

struct Row {
  RuleFacts facts;
  // Its machine, for a request checked, a seeded rule's seed given.
  std::unique_ptr<Steps> (*start)(const Grid& g, const SolveRequest& r);
};
using R = const SolveRequest&;  // the rows' request, kept short

// name, title, map, shortest, loops, seeded, limited, hand, what it does; and its machine.
const Row kRules[] = {
    {{rule_at(0), "bfs", "Breadth-first (a queue)", true, true, true, false, false, false,
      "rooms on a list, the first one on taken off next: the nearest first, so its way is a shortest one"},
     [](const Grid& g, R r) { return searched(g, Search::Queue, r); }},
    {{rule_at(1), "dfs", "Depth-first (a stack)", true, false, true, false, false, false,
      "rooms on a list, the last one on taken off next: down one corridor as far as it goes, then the next"},
     [](const Grid& g, R r) { return searched(g, Search::Stack, r); }},
    {{rule_at(2), "a-star", "A*", true, true, true, false, false, false,
      "breadth-first with a guess of the rooms still to go that is never too many: a shortest way, looking at fewer rooms"},
     [](const Grid& g, R r) { return searched(g, Search::Guess, r); }},
    {{rule_at(3), "dead-end-filling", "Dead-end filling", true, true, true, false, false, false,
      "every dead end filled, and the corridor behind it, until none is left: what stays open holds the way"},
     [](const Grid& g, R r) { return steps_of<DeadEndFilling>(doors_shut(g, r), r.from, r.to); }},
    {{rule_at(4), "shortest-ways", "Every shortest way", true, true, true, false, false, false,
      "breadth-first, each room counting the ways that reach it: how many shortest ways there are"},
     [](const Grid& g, R r) { return steps_of<WaysSteps>(doors_shut(g, r), r.from, r.to); }},
    {{rule_at(5), "random-mouse", "Random mouse", false, false, true, true, true, false,
      "a passage picked at random at each room, never back unless there is no other: it gives up at the limit"},
     [](const Grid& g, R r) { return steps_of<RandomMouse>(g, r.from, r.to, PyRandom(r.seed), r.limit, r.locked); }},
    {{rule_at(6), "tremaux", "Tr\u00e9maux's chalk", false, false, true, true, false, false,
      "a chalk mark on a passage each time it is walked, never a third: finds any room that can be reached"},
     [](const Grid& g, R r) { return steps_of<Tremaux>(g, r.from, r.to, PyRandom(r.seed), r.locked); }},
    {{rule_at(7), "right-hand", "Right hand on the wall", false, false, false, false, false, true,
      "the right hand kept on the wall: out of a perfect maze, but round for ever where the way out is past an island"},
     [](const Grid& g, R r) { return steps_of<HandSteps>(g, Hand::Right, r); }},
    {{rule_at(8), "left-hand", "Left hand on the wall", false, false, false, false, false, true,
      "the left hand kept on the wall: as the right hand, the other way round"},
     [](const Grid& g, R r) { return steps_of<HandSteps>(g, Hand::Left, r); }},
    {{rule_at(9), "pledge", "Pledge", false, false, false, false, true, false,
      "a way it prefers and a count of its turns: at a wall it turns left and keeps its right hand on it until the count "
      "is back to zero, so it leaves an island the hand goes round: out to the outside wall from any room; it gives up "
      "at the limit, or once it is going round"},
     [](const Grid& g, R r) { return steps_of<Pledge>(g, r.from, r.to, r.limit, r.locked); }},
    {{rule_at(10), "cul-de-sac-filling", "Cul-de-sac filling", true, true, true, false, false, false,
      "dead-end filling, and each loop hanging from one room (a cul-de-sac) cut open beside it and filled as a dead "
      "end: what stays open holds the way"},
     [](const Grid& g, R r) { return steps_of<CulDeSacFilling>(doors_shut(g, r), r.from, r.to); }},
};

const Row& row_of(Rule r) { return kRules[static_cast<int>(r)]; }

}  // namespace

std::span<const RuleFacts> rules() {
  static const std::vector<RuleFacts> facts = [] {
    std::vector<RuleFacts> out;
    for (const Row& row : kRules) out.push_back(row.facts);
    return out;
  }();
  return facts;
}

const RuleFacts& rule_facts(Rule r) { return row_of(r).facts; }

std::string rule_names() {
  std::vector<std::string_view> names;
  for (const Row& row : kRules) names.push_back(row.facts.name);
  return one_of(names);
}

Rule rule_from_name(std::string_view name) {
  return row_named(kRules, name, "rule", [](const Row& row) { return row.facts.name; }).facts.rule;
}

std::unique_ptr<Steps> start(const Grid& g, Rule r, const SolveRequest& request) {
  g.check_room(request.from);
  g.check_room(request.to);
  if (request.limit < 1) throw MazeError("the limit must be at least 1 step (got " + std::to_string(request.limit) + ")");
  const Locked& locked = request.locked;
  if (locked.doors.size() != locked.keys.size() || locked.keys.size() > static_cast<std::size_t>(limits::kMaxKeys))
    throw MazeError("each locked door needs its key, at most " + std::to_string(limits::kMaxKeys) + " of them (got " +
                    std::to_string(locked.doors.size()) + " doors and " + std::to_string(locked.keys.size()) + " keys)");
  for (std::size_t i = 0; i < locked.doors.size(); ++i) {
    const auto [a, b] = locked.doors[i];
    g.check_room(a), g.check_room(b), g.check_room(locked.keys[i]);
    if (!g.linked(a, b))
      throw MazeError("door " + std::to_string(i) + " must stand in an opening, but rooms " + std::to_string(a) + " and " +
                      std::to_string(b) + " have none between them");
    for (std::size_t j = 0; j < i; ++j)
      if (locked.doors[j] == std::pair{a, b} || locked.doors[j] == std::pair{b, a})
        throw MazeError("door " + std::to_string(i) + " stands where door " + std::to_string(j) + " does: one opening, one door");
  }
  SolveRequest given = request;
  if (rule_facts(r).seeded && given.seed.empty()) given.seed = fresh_seed();
  std::unique_ptr<Steps> steps = row_of(r).start(g, given);
  steps->head_.rule = r, steps->head_.from = given.from, steps->head_.to = given.to;
  if (rule_facts(r).seeded) steps->head_.seed = given.seed;
  return steps;
}

std::unique_ptr<Steps> start_kept(const Grid& g, Rule r, const SolveRequest& request) {
  auto kept = std::make_unique<const Grid>(g);
  std::unique_ptr<Steps> steps = start(*kept, r, request);
  steps->kept_ = std::move(kept);
  return steps;
}

Solved solve(const Grid& g, Rule r, const SolveRequest& request) {
  const std::unique_ptr<Steps> steps = start(g, r, request);
  steps->finish();
  return steps->result();
}

std::string solved_json(const Solved& s) {
  auto rooms = [](const std::vector<int>& list) {
    std::string out = "[";
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (i) out += ',';
      out += std::to_string(list[i]);
    }
    return out + "]";
  };
  const RuleFacts& facts = rule_facts(s.rule);
  std::string out = "{\"rule\":\"" + std::string(facts.name) + "\",\"from\":" + std::to_string(s.from) +
                    ",\"to\":" + std::to_string(s.to) + ",\"found\":" + (s.found ? "true" : "false") +
                    ",\"route\":" + rooms(s.route) + ",\"trail\":" + rooms(s.trail) + ",\"steps\":" + std::to_string(s.steps) +
                    ",\"visited\":" + std::to_string(s.visited) + ",\"memory\":" + std::to_string(s.memory);
  if (!s.ways.empty()) out += ",\"ways\":\"" + s.ways + "\"";
  if (facts.hand) out += std::string(",\"out\":") + (s.found ? "true" : "false");
  if (facts.limited) out += std::string(",\"gave_up\":") + (s.gave_up ? "true" : "false");
  if (facts.seeded) out += ",\"seed\":\"" + s.seed + "\"";
  return out + "}";
}

}  // namespace maze
