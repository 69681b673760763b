// generators.h: the four ways to grow a maze, by name, behind the StepMachine interface.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "py_random.h"
#include "step.h"

namespace maze {

enum class Method : int { Walk = 0, Walls = 1, Frontier = 2, Wilson = 3 };

// What a page needs to know of a method besides its machine.
struct MethodFacts {
  Method method;
  std::string_view name, title;
  bool pieces;    // shows its pieces (rooms of one piece share a label) while growing
  bool own_ways;  // picks its own way in and way out (else top left and bottom right)
};
std::vector<MethodFacts> methods();  // in the order of Method

// "walk", "walls", "frontier", "wilson"; throws MazeError for other names.
Method method_from_name(std::string_view name);
std::string_view method_name(Method m);   // "walk", ...
std::string_view method_title(Method m);  // "Random walk", "Random walls", "Frontier", "Wilson"

// A generator for an empty rows x cols maze. It draws from rng, which must outlive it,
// so mazes made one after another from one stream match the lesson's program.
std::unique_ptr<StepMachine> make_generator(Method m, int rows, int cols, PyRandom& rng);
// The same for a maze of any shape: the generator grows a maze of empty's shape. With
// braid (percent, 0 to 100) above 0, its steps go on to braid the maze (braid.h).
std::unique_ptr<StepMachine> make_generator(Method m, Grid empty, PyRandom& rng, int braid = 0);

// Grow a whole maze at once.
Grid generate(Method m, int rows, int cols, PyRandom& rng);
Grid generate(Method m, Grid empty, PyRandom& rng, int braid = 0);

// Throws MazeError unless 0 <= braid <= 100.
void check_braid(int braid);

}  // namespace maze
