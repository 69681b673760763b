// generators.cpp: picking a generator by name.
#include "generators.h"

#include "frontier.h"
#include "walk.h"
#include "walls.h"
#include "wilson.h"

namespace maze {

namespace {
struct Named {
  Method method;
  std::string_view name, title;
};
constexpr Named kMethods[] = {
    {Method::Walk, "walk", "Random walk"},
    {Method::Walls, "walls", "Random walls"},
    {Method::Frontier, "frontier", "Frontier"},
    {Method::Wilson, "wilson", "Wilson"},
};
}  // namespace

Method method_from_name(std::string_view name) {
  for (const auto& m : kMethods)
    if (m.name == name) return m.method;
  throw MazeError("unknown method \"" + std::string(name) + "\": use walk, walls, frontier or wilson");
}

std::string_view method_name(Method m) { return kMethods[static_cast<int>(m)].name; }
std::string_view method_title(Method m) { return kMethods[static_cast<int>(m)].title; }

std::unique_ptr<StepMachine> make_generator(Method m, int rows, int cols, PyRandom& rng) {
  switch (m) {
    case Method::Walk: return std::make_unique<Walk>(rows, cols, rng);
    case Method::Walls: return std::make_unique<Walls>(rows, cols, rng);
    case Method::Frontier: return std::make_unique<Frontier>(rows, cols, rng);
    case Method::Wilson: return std::make_unique<Wilson>(rows, cols, rng);
  }
  throw MazeError("unknown method");
}

Grid generate(Method m, int rows, int cols, PyRandom& rng) {
  auto machine = make_generator(m, rows, cols, rng);
  machine->run();
  return machine->take_grid();
}

}  // namespace maze
