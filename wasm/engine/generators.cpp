// generators.cpp: picking a generator by name.
#include "generators.h"

#include "braid.h"
#include "frontier.h"
#include "walk.h"
#include "walls.h"
#include "wilson.h"

namespace maze {

namespace {
template <class M>
std::unique_ptr<StepMachine> make(Grid empty, PyRandom& rng) {
  return std::make_unique<M>(std::move(empty), rng);
}

// The one table of methods: adding a method adds a line here and its machine.
struct Entry {
  MethodFacts facts;
  std::unique_ptr<StepMachine> (*make)(Grid, PyRandom&);
};
const Entry kMethods[] = {
    {{Method::Walk, "walk", "Random walk", false, false}, make<Walk>},
    {{Method::Walls, "walls", "Random walls", true, false}, make<Walls>},
    {{Method::Frontier, "frontier", "Frontier", false, true}, make<Frontier>},
    {{Method::Wilson, "wilson", "Wilson", false, false}, make<Wilson>},
};
}  // namespace

std::vector<MethodFacts> methods() {
  std::vector<MethodFacts> out;
  for (const auto& m : kMethods) out.push_back(m.facts);
  return out;
}

Method method_from_name(std::string_view name) {
  for (const auto& m : kMethods)
    if (m.facts.name == name) return m.facts.method;
  throw MazeError("unknown method \"" + std::string(name) + "\": use walk, walls, frontier or wilson");
}

std::string_view method_name(Method m) { return kMethods[static_cast<int>(m)].facts.name; }
std::string_view method_title(Method m) { return kMethods[static_cast<int>(m)].facts.title; }

void check_braid(int braid) {
  if (braid < 0 || braid > 100)
    throw MazeError("the braid is the share of dead ends to remove, from 0 to 100 percent (got " + std::to_string(braid) +
                    ")");
}

std::unique_ptr<StepMachine> make_generator(Method m, Grid empty, PyRandom& rng, int braid) {
  const auto i = static_cast<std::size_t>(m);
  if (i >= std::size(kMethods)) throw MazeError("unknown method");
  check_braid(braid);
  auto growth = kMethods[i].make(std::move(empty), rng);
  if (braid == 0) return growth;
  return std::make_unique<Braid>(std::move(growth), braid, rng);
}

std::unique_ptr<StepMachine> make_generator(Method m, int rows, int cols, PyRandom& rng) {
  return make_generator(m, Grid(rows, cols), rng);
}

Grid generate(Method m, Grid empty, PyRandom& rng, int braid) {
  auto machine = make_generator(m, std::move(empty), rng, braid);
  machine->run();
  return machine->take_grid();
}

Grid generate(Method m, int rows, int cols, PyRandom& rng) { return generate(m, Grid(rows, cols), rng); }

}  // namespace maze
