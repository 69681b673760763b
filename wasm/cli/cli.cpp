// cli.cpp: the `maze` command: generate, solve, check, stats, count, lab, tenprint, endless.
#include "cli.h"

#include <cstdio>
#include <string>
#include <utility>
#include <string_view>
#include <iostream>

#include "analysis/analysis.h"
#include "cli_args.h"
#include "cli_endless.h"
#include "cli_lab.h"
#include "cli_mask.h"
#include "cli_shapes.h"
#include "cli_tenprint.h"
#include "cli_usage.h"
#include "analysis/count.h"
#include "tables/methods.h"
#include "tables/shapes.h"
#include "shapes/random_cells.h"
#include "analysis/way_out.h"

namespace maze {
namespace {

// A message quotes what was typed, which may hold a line break or other control
// characters: show them as \n, \r, \t or \xNN, so the message stays one line.
std::string one_line(std::string_view text) {
  std::string out;
  for (unsigned char ch : text) {
    if (ch == '\n') out += "\\n";
    else if (ch == '\r') out += "\\r";
    else if (ch == '\t') out += "\\t";
    else if (ch < 0x20 || ch == 0x7f) {
      const char* hex = "0123456789abcdef";
      out += "\\x";
      out += hex[ch >> 4];
      out += hex[ch & 15];
    } else {
      out += static_cast<char>(ch);
    }
  }
  return out;
}

int stats(const Args& args, std::ostream& out) {
  no_files(args);
  auto list = methods(args);
  const MethodOptions options = options_of(args, list);
  const ShapeKind kind = shape_of(args);
  for (Method method : list) check_method(method, kind, options_for(method, options));
  const bool mask = mask_asked(args);
  auto [rows, cols] = mask ? std::pair{0, 0} : size_of(args, kind);
  int mazes = number(args, "mazes", 100, 1, 100'000'000);
  PyRandom rng;
  seed_from(args, rng);
  Grid empty = mask ? mask_of(args) : Grid();  // a mask: built once, then blank copies
  for (auto method : list) {
    long long ends = 0, long_way = 0;
    for (int i = 0; i < mazes; ++i) {
      empty = next_empty(kind, rows, cols, empty, rng);  // random cells: each maze's points first
      Grid g = maze::generate(method, empty, rng, options_for(method, options));
      ends += dead_ends(g);
      long_way += static_cast<long long>(way_out(g).size());
    }
    // One decimal, rounded as Python's f"{x:.1f}" rounds the same double.
    char line[160];
    std::snprintf(line, sizeof line, "%s: %.1f dead ends, way out through %.1f rooms\n",
                  std::string(method_title(method)).c_str(), static_cast<double>(ends) / mazes,
                  static_cast<double>(long_way) / mazes);
    out << line;
  }
  return 0;
}

// --shape square (the default) keeps the grid's own size checks; for a circle,
// --rows is its rings and --cols the rooms of its inner ring; random cells draw their
// points after random.seed(N), so they need --seed N.
int count(const Args& args, std::ostream& out) {
  no_files(args);
  const ShapeKind kind = shape_of(args);
  if (mask_asked(args)) {
    if (args.has("seed"))
      throw MazeError("only random cells (--shape voronoi) take --seed to count them: their points are drawn from it");
    out << count_perfect_mazes(*mask_of(args).shape()) << '\n';
    return 0;
  }
  // A square's size is checked as every square's; other shapes' sizes by the count itself.
  const auto [rows, cols] = shape_facts(kind).walls
                                ? size_of(args)
                                : std::pair{number(args, "rows", 10, 1, Grid::kMaxRooms), number(args, "cols", 10, 1, Grid::kMaxRooms)};
  out << count_mazes(kind, rows, cols, args.has("seed") ? args.options.at("seed") : "") << '\n';
  return 0;
}

}  // namespace

int run_cli(const std::vector<std::string>& words, std::istream& in, std::ostream& out, std::ostream& err) {
  if (words.empty()) {
    err << usage();
    return 2;
  }
  const std::string& command = words[0];
  const auto help = [](const std::string& word) { return word == "--help" || word == "-h"; };
  if (help(command) || command == "help") {
    out << usage();
    return 0;
  }
  // `maze generate --help`: that command's usage, whatever else is typed.
  if (const std::string text = usage(command); !text.empty())
    for (std::size_t i = 1; i < words.size(); ++i)
      if (help(words[i])) {
        out << text;
        return 0;
      }
  try {
    if (command == "generate")
      return generate_command(
          parse(words, {"method", "rows", "cols", "seed", "shape", "format", "mazes", "ends", "pick", "braid", "corridor", "wall",
                        "mask", "text", "keys", "halls", "of", "keep"},
                {"route", "mark-ways"}),
          out);
    if (command == "tileset") return tileset_command(parse(words, {}), out);
    if (command == "solve") return solve_command(parse(words, {"shape", "format", "rule", "from", "to", "seed", "limit"}), in, out);
    if (command == "check") return check_command(parse(words, {"shape", "format"}), in, out);
    if (command == "stats") return stats(parse(words, {"method", "rows", "cols", "mazes", "seed", "shape", "pick", "braid", "mask", "text"}), out);
    if (command == "count") return count(parse(words, {"shape", "rows", "cols", "seed", "mask", "text"}), out);
    if (command == "lab") return lab_command(words, out);
    if (command == "tenprint") return tenprint_command(words, out);
    if (command == "endless") return endless_command(words, out);
    throw MazeError("unknown command \"" + command + "\": use generate, solve, check, stats, count, lab, tenprint or endless");
  } catch (const std::exception& e) {
    err << "maze: " << one_line(e.what()) << '\n';
    return 2;
  }
}

}  // namespace maze
