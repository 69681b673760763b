// bindings_checks.cpp: the engine's own checks, asked on their own: a seed, and which method grows
// which shape. The sentences are the engine's; nothing here says anything of its own.
#include "bindings_checks.h"

#include "random/py_random.h"
#include "shapes/shape.h"
#include "tables/methods.h"

using emscripten::val;

namespace maze_bindings {

void check_seed(std::string seed) { maze::PyRandom rng(seed); }

val method_problems() {
  val out = val::object();
  for (const maze::MethodFacts& m : maze::methods()) {
    val problems = val::object();
    for (const maze::ShapeFacts& s : maze::shapes()) {
      try {
        maze::check_method(m.method, s.kind);
      } catch (const maze::MazeError& e) {
        problems.set(std::string(s.name), std::string(e.what()));
      }
    }
    out.set(std::string(m.name), problems);
  }
  return out;
}

}  // namespace maze_bindings
