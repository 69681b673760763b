// cli.cpp: the `maze` command: generate, solve, check, stats, count, lab, tenprint.
#include "cli.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <iostream>

#include "analysis.h"
#include "cli_args.h"
#include "cli_lab.h"
#include "cli_shapes.h"
#include "cli_tenprint.h"
#include "count.h"
#include "generators.h"
#include "way_out.h"

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
    "  maze generate --method walk|walls|frontier|wilson [--rows R] [--cols C] [--seed N]\n"
    "                [--shape square|hex|triangle|circle] [--format text|json|svg] [--route] [--mazes K]\n"
    "                [--ends far]   (way in and way out at the two rooms farthest apart: json or svg)\n"
    "  maze solve [--shape S] [--format text|json] [FILE]   (picture or JSON on stdin or in FILE)\n"
    "             [--rule bfs|right-hand|left-hand] [--to ROOM]   (the robot: a hand on the wall)\n"
    "  maze check [--shape S] [--format text|json] [FILE]\n"
    "  maze stats --method M[,M2...] [--shape S] [--rows R] [--cols C] [--mazes K] [--seed N]\n"
    "  maze count [--shape square|hex|triangle|circle] --rows R --cols C\n"
    "  maze lab [--shape S] --rows R --cols C --mazes K --seed N --method M[,M2...] [--format text|json]\n"
    "  maze tenprint --rows R --cols C [--seed N] [--way-through [--mazes K]]\n"
    "A circle has --rows rings and --cols rooms in its inner ring. The text picture is square only.\n";

int stats(const Args& args, std::ostream& out) {
  no_files(args);
  auto list = methods(args);
  const ShapeKind kind = shape_of(args);
  auto [rows, cols] = size_of(args, kind);
  int mazes = number(args, "mazes", 100, 1, 100'000'000);
  const Grid empty(kind, rows, cols);
  PyRandom rng;
  seed_from(args, rng);
  for (auto method : list) {
    long long ends = 0, long_way = 0;
    for (int i = 0; i < mazes; ++i) {
      Grid g = maze::generate(method, empty, rng);
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
// --rows is its rings and --cols the rooms of its inner ring.
int count(const Args& args, std::ostream& out) {
  no_files(args);
  const ShapeKind kind = shape_of(args);
  if (kind == ShapeKind::Square) {
    auto [rows, cols] = size_of(args);
    out << count_perfect_mazes(rows, cols) << '\n';
    return 0;
  }
  const int rows = number(args, "rows", 10, 1, Grid::kMaxRooms), cols = number(args, "cols", 10, 1, Grid::kMaxRooms);
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
          parse(words, {"method", "rows", "cols", "seed", "shape", "format", "mazes", "ends"}, {"route"}), out);
    if (command == "solve") return solve_command(parse(words, {"shape", "format", "rule", "to"}), in, out);
    if (command == "check") return check_command(parse(words, {"shape", "format"}), in, out);
    if (command == "stats") return stats(parse(words, {"method", "rows", "cols", "mazes", "seed", "shape"}), out);
    if (command == "count") return count(parse(words, {"shape", "rows", "cols"}), out);
    if (command == "lab") return lab_command(words, out);
    if (command == "tenprint") return tenprint_command(words, out);
    throw MazeError("unknown command \"" + command + "\": use generate, solve, check, stats or count");
  } catch (const std::exception& e) {
    err << "maze: " << one_line(e.what()) << '\n';
    return 2;
  }
}

}  // namespace maze
