// methods.cpp: the one table of methods; adding a method adds its row here and its machine.
#include "tables/methods.h"

#include "base/one_of.h"
#include "algorithms/aldous_broder.h"
#include "algorithms/binary_tree.h"
#include "algorithms/division.h"
#include "algorithms/eller.h"
#include "algorithms/frontier.h"
#include "algorithms/growing_tree.h"
#include "algorithms/hunt_and_kill.h"
#include "algorithms/sidewinder.h"
#include "algorithms/walk.h"
#include "algorithms/walls.h"
#include "algorithms/wilson.h"
#include "shapes/shape.h"
#include "steps/braid.h"
#include "tables/shapes.h"

namespace maze {

namespace {
template <class M>
std::unique_ptr<StepMachine> make(Grid empty, PyRandom& rng, const MethodOptions&) {
  return std::make_unique<M>(std::move(empty), rng);
}
std::unique_ptr<StepMachine> make_growing_tree(Grid empty, PyRandom& rng, const MethodOptions& options) {
  return std::make_unique<GrowingTree>(std::move(empty), rng, options.pick);
}

// The one table of methods. Fields: place, id, title, pieces, own ways, square only, builds
// walls, takes a pick, why square only, weaves, in the lab. The place is the row's number (Method).
// The lab compares the lesson's four, a second fair one beside Wilson's, and one whose bias shows at a glance.
struct Entry {
  MethodFacts facts;
  std::unique_ptr<StepMachine> (*make)(Grid, PyRandom&, const MethodOptions&);
};
constexpr Entry kMethods[] = {  // constant: read by other files' statics (bench, fuzz) before main
    {{Method{0}, "walk", "Random walk", false, false, false, false, false, "", true, true}, make<Walk>},
    {{Method{1}, "walls", "Random walls", true, false, false, false, false, "", true, true}, make<Walls>},
    {{Method{2}, "frontier", "Frontier", false, true, false, false, false, "", false, true}, make<Frontier>},
    {{Method{3}, "wilson", "Wilson", false, false, false, false, false, "", false, true}, make<Wilson>},
    {{Method{4}, "aldous-broder", "Aldous\u2013Broder", false, false, false, false, false, "", false, true}, make<AldousBroder>},
    {{Method{5}, "binary-tree", "Binary tree", false, false, true, false, false, "each room opens up or to the right", false, true},
     make<BinaryTree>},
    {{Method{6}, "sidewinder", "Sidewinder", false, false, true, false, false,
      "it runs along each row and closes each run upward"},
     make<Sidewinder>},
    {{Method{7}, "hunt-and-kill", "Hunt and kill", false, false, false, false, false, ""}, make<HuntAndKill>},
    {{Method{8}, "growing-tree", "Growing tree", false, false, false, false, true, ""}, make_growing_tree},
    {{Method{9}, "eller", "Eller", true, false, true, false, false, "it makes the maze one row at a time"}, make<Eller>},
    {{Method{10}, "division", "Recursive division", false, false, true, true, false,
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
  std::vector<std::string_view> names;
  for (const auto& m : kMethods) names.push_back(m.facts.name);
  return one_of(names);
}

Method method_from_name(std::string_view name) {
  return row_named(kMethods, name, "method", [](const auto& m) { return m.facts.name; }).facts.method;
}

std::string_view method_name(Method m) { return method_facts(m).name; }
std::string_view method_title(Method m) { return method_facts(m).title; }

void check_method(Method m, ShapeKind kind, const MethodOptions& options) {
  const MethodFacts& f = method_facts(m);
  const ShapeFacts& shape = shape_facts(kind);
  if (shape.tunnels && !f.weaves) {
    std::string weavers;
    std::vector<std::string_view> names;
    for (const auto& row : kMethods)
      if (row.facts.weaves) names.push_back(row.facts.title);
    for (std::size_t i = 0; i < names.size(); ++i)
      weavers += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + std::string(names[i]);
    throw MazeError(std::string(f.title) + " cannot grow weave mazes: only " + weavers +
                    " lay tunnels under rooms");
  }
  if (f.square_only && !shape.walls)  // the square's own grid of walls
    throw MazeError(std::string(f.title) + " grows square mazes only, not " + std::string(shape_name(kind)) +
                    " ones: " + std::string(f.why_square));
  if (options.braid < 0 || options.braid > limits::kMaxBraid)
    throw MazeError("the braid is the share of dead ends to remove, from 0 to " + std::to_string(limits::kMaxBraid) +
                    " percent (got " + std::to_string(options.braid) + ")");
  if (!f.takes_pick && options.pick != Pick{}) {
    std::string pickers;  // the ids of the methods that take a pick
    for (const auto& row : kMethods)
      if (row.facts.takes_pick) pickers += (pickers.empty() ? "" : " and ") + std::string(row.facts.name);
    throw MazeError("only " + pickers + " takes a pick (got one for " + std::string(f.name) + ")");
  }
}

MethodOptions options_for(Method m, MethodOptions options) {
  if (!method_facts(m).takes_pick) options.pick = Pick{};
  return options;
}

std::unique_ptr<StepMachine> make_generator(Method m, Grid empty, PyRandom& rng, const MethodOptions& options) {
  check_method(m, empty.kind(), options);
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
