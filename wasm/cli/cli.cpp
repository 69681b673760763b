// cli.cpp: the `maze` command: generate, solve, check, stats, count, lab, tenprint, endless.
#include "cli.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <iostream>

#include "analysis/analysis.h"
#include "cli_args.h"
#include "cli_endless.h"
#include "cli_lab.h"
#include "cli_shapes.h"
#include "cli_tenprint.h"
#include "analysis/count.h"
#include "tables/methods.h"
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

constexpr const char* kUsage =
    "usage:\n"
    "  maze generate --method M [--rows R] [--cols C] [--seed N] [--pick P]\n"
    "                [--shape square|hex|triangle|circle] [--format text|json|svg] [--route] [--mazes K]\n"
    "                [--ends far]   (way in and way out at the two rooms farthest apart: json, svg or tiled)\n"
    "                [--format tiles|tiled [--corridor N] [--wall M]]   (tile maps: N, M tiles wide, 1..16)\n"
    "      M: walk, walls, frontier, wilson, aldous-broder, binary-tree, sidewinder, hunt-and-kill,\n"
    "         growing-tree, eller or division (binary-tree, sidewinder, eller and division: square only)\n"
    "      P (growing-tree): newest (the default), random, oldest or mix:N (the newest N times in 100)\n"
    "  maze tileset                  (the Tiled map's two tiles, a PNG, on stdout)\n"
    "  maze solve [--shape S] [--format text|json] [FILE]   (picture or JSON on stdin or in FILE)\n"
    "             [--rule bfs|right-hand|left-hand] [--to ROOM]   (the robot: a hand on the wall)\n"
    "  maze check [--shape S] [--format text|json] [FILE]\n"
    "                [--shape voronoi] [--braid P]   (P from 0 to 100: the share of dead ends opened, making loops)\n"
    "  maze stats --method M[,M2...] [--shape S] [--rows R] [--cols C] [--mazes K] [--seed N] [--pick P] [--braid P]\n"
    "  maze count [--shape square|hex|triangle|circle] --rows R --cols C\n"
    "  maze count --shape voronoi --rows R --cols C --seed N\n"
    "  maze lab [--shape S] --rows R --cols C --mazes K --seed N --method M[,M2...] [--pick P] [--format text|json]\n"
    "  maze tenprint --rows R --cols C [--seed N] [--way-through [--mazes K]]\n"
    "  maze endless --cols C [--seed N] [--rows K]   (Eller's method row by row: for ever, or K rows closed)\n"
    "A circle has --rows rings and --cols rooms in its inner ring. The text picture is square only.\n"
    "voronoi is random cells: R x C random points, drawn first from the seeded stream (count needs --seed).\n";

int stats(const Args& args, std::ostream& out) {
  no_files(args);
  auto list = methods(args);
  const MethodOptions options = options_of(args, list);
  const ShapeKind kind = shape_of(args);
  for (Method method : list) check_shape(method, kind);
  auto [rows, cols] = size_of(args, kind);
  int mazes = number(args, "mazes", 100, 1, 100'000'000);
  PyRandom rng;
  seed_from(args, rng);
  Grid empty;
  for (auto method : list) {
    long long ends = 0, long_way = 0;
    for (int i = 0; i < mazes; ++i) {
      empty = next_empty(kind, rows, cols, empty, rng);  // random cells: each maze's points first
      Grid g = maze::generate(method, empty, rng, options);
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
  if (args.has("seed") && kind != ShapeKind::Voronoi)
    throw MazeError("maze count takes --seed only for random cells (--shape voronoi), whose points it draws");
  if (kind == ShapeKind::Square) {
    auto [rows, cols] = size_of(args);
    out << count_perfect_mazes(rows, cols) << '\n';
    return 0;
  }
  const int rows = number(args, "rows", 10, 1, Grid::kMaxRooms), cols = number(args, "cols", 10, 1, Grid::kMaxRooms);
  if (kind == ShapeKind::Voronoi) {
    if (!args.has("seed")) throw MazeError("random cells are drawn from the seeded stream: give --seed N to count them");
    out << count_random_cells(rows, cols, args.options.at("seed")) << '\n';
    return 0;
  }
  out << count_perfect_mazes(kind, rows, cols) << '\n';
  return 0;
}

}  // namespace

int run_cli(const std::vector<std::string>& words, std::istream& in, std::ostream& out, std::ostream& err) {
  if (words.empty()) {
    err << kUsage;
    return 2;
  }
  const std::string& command = words[0];
  if (command == "--help" || command == "-h" || command == "help") {
    out << kUsage;
    return 0;
  }
  try {
    if (command == "generate")
      return generate_command(
          parse(words, {"method", "rows", "cols", "seed", "shape", "format", "mazes", "ends", "pick", "braid", "corridor", "wall"}, {"route"}), out);
    if (command == "tileset") return tileset_command(parse(words, {}), out);
    if (command == "solve") return solve_command(parse(words, {"shape", "format", "rule", "to"}), in, out);
    if (command == "check") return check_command(parse(words, {"shape", "format"}), in, out);
    if (command == "stats") return stats(parse(words, {"method", "rows", "cols", "mazes", "seed", "shape", "pick", "braid"}), out);
    if (command == "count") return count(parse(words, {"shape", "rows", "cols", "seed"}), out);
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
