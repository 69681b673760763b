// bindings_endless.cpp: embind only: the endless maze (endless.h), a row at a time.
#include <emscripten/bind.h>

#include <string>

#include "bindings_util.h"
#include "endless/endless.h"

namespace {

maze::EndlessMaze* make(int cols, std::string seed) { return new maze::EndlessMaze(cols, seed); }
std::string seed(const maze::EndlessMaze& e) { return e.seed(); }
int cols(const maze::EndlessMaze& e) { return e.cols(); }
double rows_made(const maze::EndlessMaze& e) { return static_cast<double>(e.rows_made()); }
bool closed(const maze::EndlessMaze& e) { return e.closed(); }
std::string top(const maze::EndlessMaze& e) { return e.top(); }
// The next row's two lines of the picture, joined by a line break.
std::string next(maze::EndlessMaze& e, bool last) {
  std::string rooms, below;
  e.next(last, rooms, below);
  return rooms + '\n' + below;
}

}  // namespace

EMSCRIPTEN_BINDINGS(endless) {
  emscripten::class_<maze::EndlessMaze>("Endless")
      .constructor(SAFE(make), emscripten::allow_raw_pointers())
      .function("seed", SAFE(seed))
      .function("cols", SAFE(cols))
      .function("rowsMade", SAFE(rows_made))
      .function("closed", SAFE(closed))
      .function("top", SAFE(top))
      .function("next", SAFE(next));
}
