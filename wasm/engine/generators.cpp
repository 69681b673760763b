// generators.cpp: picking a generator by name.
#include "generators.h"

#include "aldous_broder.h"
#include "binary_tree.h"
#include "division.h"
#include "eller.h"
#include "braid.h"
#include "frontier.h"
#include "growing_tree.h"
#include "hunt_and_kill.h"
#include "shape.h"
#include "sidewinder.h"
#include "walk.h"
#include "walls.h"
#include "wilson.h"

namespace maze {

namespace {
template <class M>
std::unique_ptr<StepMachine> make(Grid empty, PyRandom& rng, const MethodOptions&) {
  return std::make_unique<M>(std::move(empty), rng);
}
std::unique_ptr<StepMachine> make_growing_tree(Grid empty, PyRandom& rng, const MethodOptions& options) {
  return std::make_unique<GrowingTree>(std::move(empty), rng, options.pick);
}

// The one table of methods: adding a method adds a line here and its machine.
// Fields: method, name, title, pieces, own ways, square only, builds walls, why square only.
struct Entry {
  MethodFacts facts;
  std::unique_ptr<StepMachine> (*make)(Grid, PyRandom&, const MethodOptions&);
};
const Entry kMethods[] = {
    {{Method::Walk, "walk", "Random walk", false, false, false, false, ""}, make<Walk>},
    {{Method::Walls, "walls", "Random walls", true, false, false, false, ""}, make<Walls>},
    {{Method::Frontier, "frontier", "Frontier", false, true, false, false, ""}, make<Frontier>},
    {{Method::Wilson, "wilson", "Wilson", false, false, false, false, ""}, make<Wilson>},
    {{Method::AldousBroder, "aldous-broder", "Aldous\u2013Broder", false, false, false, false, ""}, make<AldousBroder>},
    {{Method::BinaryTree, "binary-tree", "Binary tree", false, false, true, false, "each room opens up or to the right"},
     make<BinaryTree>},
    {{Method::Sidewinder, "sidewinder", "Sidewinder", false, false, true, false,
      "it runs along each row and closes each run upward"},
     make<Sidewinder>},
    {{Method::HuntAndKill, "hunt-and-kill", "Hunt and kill", false, false, false, false, ""}, make<HuntAndKill>},
    {{Method::GrowingTree, "growing-tree", "Growing tree", false, false, false, false, ""}, make_growing_tree},
    {{Method::Eller, "eller", "Eller", true, false, true, false, "it makes the maze one row at a time"}, make<Eller>},
    {{Method::Division, "division", "Recursive division", false, false, true, true,
      "it cuts the maze into rectangles"},
     make<Division>},
};
}  // namespace

std::vector<MethodFacts> methods() {
  std::vector<MethodFacts> out;
  for (const auto& m : kMethods) out.push_back(m.facts);
  return out;
}

const MethodFacts& method_facts(Method m) {
  const auto i = static_cast<std::size_t>(m);
  if (i >= std::size(kMethods)) throw MazeError("unknown method");
  return kMethods[i].facts;
}

std::string method_names() {
  std::string out;
  for (std::size_t i = 0; i < std::size(kMethods); ++i)
    out += (i == 0 ? "" : i + 1 == std::size(kMethods) ? " or " : ", ") + std::string(kMethods[i].facts.name);
  return out;
}

Method method_from_name(std::string_view name) {
  for (const auto& m : kMethods)
    if (m.facts.name == name) return m.facts.method;
  throw MazeError("unknown method \"" + std::string(name) + "\": use " + method_names());
}

std::string_view method_name(Method m) { return method_facts(m).name; }
std::string_view method_title(Method m) { return method_facts(m).title; }

void check_shape(Method m, ShapeKind kind) {
  const MethodFacts& f = method_facts(m);
  if (f.square_only && kind != ShapeKind::Square)
    throw MazeError(std::string(f.title) + " grows square mazes only, not " + std::string(shape_name(kind)) +
                    " ones: " + std::string(f.why_square));
}

void check_braid(int braid) {
  if (braid < 0 || braid > 100)
    throw MazeError("the braid is the share of dead ends to remove, from 0 to 100 percent (got " + std::to_string(braid) +
                    ")");
}

Pick pick_from_name(std::string_view name) {
  if (name == "newest") return {Pick::Newest, 100};
  if (name == "random") return {Pick::Random, 0};
  if (name == "oldest") return {Pick::Oldest, 0};
  if (name.substr(0, 4) == "mix:") {
    const std::string_view digits = name.substr(4);
    int share = 0;
    bool ok = !digits.empty() && digits.size() <= 3;
    for (std::size_t i = 0; ok && i < digits.size(); ++i) {
      ok = digits[i] >= '0' && digits[i] <= '9';
      share = share * 10 + (digits[i] - '0');
    }
    if (ok && share <= 100) return {Pick::Mix, share};
  }
  throw MazeError("the pick must be newest, random, oldest or mix:P with P the share of newest from 0 to 100 (got \"" +
                  std::string(name) + "\")");
}

std::string pick_name(const Pick& pick) {
  switch (pick.kind) {
    case Pick::Newest: return "newest";
    case Pick::Random: return "random";
    case Pick::Oldest: return "oldest";
    default: return "mix:" + std::to_string(pick.share);
  }
}

std::unique_ptr<StepMachine> make_generator(Method m, Grid empty, PyRandom& rng, const MethodOptions& options) {
  check_shape(m, empty.kind());
  check_braid(options.braid);
  auto growth = kMethods[static_cast<std::size_t>(m)].make(std::move(empty), rng, options);
  if (options.braid == 0) return growth;
  return std::make_unique<Braid>(std::move(growth), options.braid, rng);
}

std::unique_ptr<StepMachine> make_generator(Method m, int rows, int cols, PyRandom& rng, const MethodOptions& options) {
  return make_generator(m, Grid(rows, cols), rng, options);
}

Grid generate(Method m, Grid empty, PyRandom& rng, const MethodOptions& options) {
  auto machine = make_generator(m, std::move(empty), rng, options);
  machine->run();
  return machine->take_grid();
}

Grid generate(Method m, int rows, int cols, PyRandom& rng, const MethodOptions& options) {
  return generate(m, Grid(rows, cols), rng, options);
}

}  // namespace maze
