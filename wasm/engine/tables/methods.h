// methods.h: the one table of methods: the ways to grow a maze, by id, behind the StepMachine
// interface, with what the command, the bindings and the page say of each.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/pick.h"
#include "random/py_random.h"
#include "steps/step.h"

namespace maze {

// A row of the table of methods (methods(), tables/methods.cpp), by its place: the lesson's
// four first. A method is named by its id ("walk"): method_from_name gives its row.
enum class Method : int {};

// What some methods take besides the shape and the stream (the others ignore it).
struct MethodOptions {
  Pick pick;      // the methods that take a pick (MethodFacts::takes_pick)
  int braid = 0;  // every method: above 0, its steps go on to braid the maze (the share of dead ends removed, braid.h)
  bool operator==(const MethodOptions&) const = default;
};
// The options for a braid alone (percent: 0 to 100).
inline MethodOptions with_braid(int percent) {
  MethodOptions options;
  options.braid = percent;
  return options;
}

// What a page needs to know of a method besides its machine.
struct MethodFacts {
  Method method;
  std::string_view name, title;
  bool pieces;       // shows its pieces (rooms of one piece share a label) while growing
  bool own_ways;     // picks its own way in and way out (else top left and bottom right)
  bool square_only;  // grows square mazes only (else every shape)
  bool builds;       // starts with no inner walls and builds them (else knocks walls down)
  bool takes_pick;   // grows from a list of rooms, picked as MethodOptions::pick says
  std::string_view why_square;  // square only: why, the end of the sentence check_shape gives
  bool weaves = false;  // grows weave mazes too, laying tunnels (shapes/weave.h)
  bool lab = false;     // compared in the uniformity lab, "Equally often?" (lab/lab.h)
};
std::vector<MethodFacts> methods();  // in the table's order
const MethodFacts& method_facts(Method m);

// "walk", "walls", ..., "division"; throws MazeError (listing every name) for other names.
Method method_from_name(std::string_view name);
std::string_view method_name(Method m);   // "walk", ...
std::string_view method_title(Method m);  // "Random walk", ..., "Recursive division"
// Every method's name, "walk, walls, ... or division", for messages.
std::string method_names();
// The one check of a request to grow: throws MazeError, one sentence each, when a square-only
// method is asked for another shape (naming the square, and why), a method that lays no tunnels
// for a weave maze, or the braid is not 0 to 100.
// make_generator makes it; a caller that must fail before anything changes (a session, a list
// of methods about to print) makes it first, with the very same words.
void check_method(Method m, ShapeKind kind, const MethodOptions& options = {});

// One request's options as method m takes them: the pick left out for a method that takes none
// (a list of methods grown with one pick, as the command's compare and lab do).
MethodOptions options_for(Method m, MethodOptions options);

// A generator for an empty rows x cols maze. It draws from rng, which must outlive it,
// so mazes made one after another from one stream match the lesson's program.
std::unique_ptr<StepMachine> make_generator(Method m, int rows, int cols, PyRandom& rng, const MethodOptions& options = {});
// The same for a maze of any shape: the generator grows a maze of empty's shape (check_method
// first).
std::unique_ptr<StepMachine> make_generator(Method m, Grid empty, PyRandom& rng, const MethodOptions& options = {});

// Grow a whole maze at once.
Grid generate(Method m, int rows, int cols, PyRandom& rng, const MethodOptions& options = {});
Grid generate(Method m, Grid empty, PyRandom& rng, const MethodOptions& options = {});

}  // namespace maze
