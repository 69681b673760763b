// bindings_lab.cpp: embind only: the uniformity lab (lab.h) for the page.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <memory>
#include <string>
#include <vector>

#include "bindings_util.h"
#include "lab/lab.h"
#include "shapes/shape.h"
#include "tables/shapes.h"

using emscripten::val;

namespace {


// One method's tally over every perfect maze of a small shape, with the kinds it counts by.
struct Lab {
  std::shared_ptr<const maze::LabKinds> kinds;
  maze::LabTally tally;
};

// pick: for a method that takes one (MethodFacts::takes_pick), empty for the default.
Lab* make_picked(std::string shape, int rows, int cols, std::string method, std::string seed, std::string pick) {
  const maze::Method m = maze::method_from_name(method);
  maze::MethodOptions options;
  if (!pick.empty()) options.pick = maze::pick_from_name(pick);
  maze::check_method(m, maze::shape_from_name(shape), options);  // before listing the kinds
  auto kinds = maze::lab_kinds(maze::shape_from_name(shape), rows, cols, seed);
  maze::LabTally tally(kinds, m, seed, options);
  return new Lab{std::move(kinds), std::move(tally)};
}
Lab* make(std::string shape, int rows, int cols, std::string method, std::string seed) {
  return make_picked(shape, rows, cols, method, seed, "");
}
std::string seed(const Lab& l) { return l.tally.seed(); }
int kinds(const Lab& l) { return l.kinds->size(); }
std::string key(const Lab& l, int i) {
  if (i < 0 || i >= l.kinds->size()) throw maze::MazeError("no kind " + std::to_string(i));
  return l.kinds->key(i);
}
void grow(Lab& l, int mazes) {
  if (mazes < 0) throw maze::MazeError("a lab grows a whole number of mazes");
  l.tally.grow(mazes);
}
double mazes(const Lab& l) { return static_cast<double>(l.tally.mazes()); }
int seen(const Lab& l) { return l.tally.seen(); }
// Copied out of the wasm heap as doubles (counts can pass 2^31 only after billions of mazes).
val counts(const Lab& l) {
  std::vector<double> out(l.tally.counts().begin(), l.tally.counts().end());
  return maze_bindings::copy_array("Float64Array", out);
}
double chi2(const Lab& l) { return l.tally.test().chi2; }
double p(const Lab& l) { return l.tally.test().p; }
std::string verdict(const Lab& l) { return l.tally.verdict(); }

}  // namespace

EMSCRIPTEN_BINDINGS(lab) {
  emscripten::class_<Lab>("Lab")
      .constructor(SAFE(make), emscripten::allow_raw_pointers())  // and with a sixth argument, the pick
      .constructor(SAFE(make_picked), emscripten::allow_raw_pointers())
      .function("seed", SAFE(seed))
      .function("kinds", SAFE(kinds))
      .function("key", SAFE(key))
      .function("grow", SAFE(grow))
      .function("mazes", SAFE(mazes))
      .function("seen", SAFE(seen))
      .function("counts", SAFE(counts))
      .function("chi2", SAFE(chi2))
      .function("p", SAFE(p))
      .function("verdict", SAFE(verdict));
}
