// cli_args.h: reading the `maze` command's options, numbers, shape, seed and input.
#pragma once
#include <iosfwd>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "tables/methods.h"
#include "shapes/grid.h"
#include "random/py_random.h"

namespace maze {

struct Args {
  std::string command;
  std::map<std::string, std::string> options;
  std::vector<std::string> files;
  bool has(const std::string& name) const { return options.count(name) > 0; }
};

// --name V or --name=V for each name in `allowed`; --name alone for each name in `flags`.
Args parse(const std::vector<std::string>& words, const std::vector<std::string>& allowed,
           const std::vector<std::string>& flags = {});
// A whole number from low to high; `fallback` when the option is not given.
int number(const Args& args, const std::string& name, int fallback, int low, int high);
// The text of the one file named, or of stdin.
std::string read_input(const Args& args, std::istream& in);
void seed_from(const Args& args, PyRandom& rng);
std::vector<Method> methods(const Args& args);
// --pick, refused unless a method that takes a pick is among the methods.
MethodOptions options_of(const Args& args, const std::vector<Method>& list);
void no_files(const Args& args);
// --shape, square when not given; a mask with --mask or --text.
ShapeKind shape_of(const Args& args);
// --rows and --cols (10 each when not given); for a square, at most Grid::kMaxRooms rooms
// together; other shapes are checked when they are built.
std::pair<int, int> size_of(const Args& args, ShapeKind kind = ShapeKind::Square);
// --braid P, 0 (no braid) when not given.
int braid_of(const Args& args);
// One of `choices` for --format, `fallback` when not given.
std::string format_of(const Args& args, const std::vector<std::string>& choices, const std::string& fallback);

}  // namespace maze
