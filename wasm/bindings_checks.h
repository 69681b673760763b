// bindings_checks.h: the engine's checks and limits a page asks before it makes anything (bindings_checks.cpp),
// which bindings.cpp registers on the module and puts in the tables.
#pragma once
#include <emscripten/val.h>

#include <string>

namespace maze_bindings {

// Throws the engine's MazeError for a seed it would not take (py_random.cpp says why).
void check_seed(std::string seed);
// Every limit of base/limits.h, the engine's and the page's, by its name in TypeScript (tables.ts's LIMITS).
emscripten::val limits();
// { method: { shape: sentence } }: why each method cannot grow each shape it cannot (check_method's
// sentence), for the tables, so a page says it before any maze is asked for.
emscripten::val method_problems();

}  // namespace maze_bindings
