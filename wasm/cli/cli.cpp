// cli.cpp: the `maze` command: generate, solve, check, stats, count.
#include "cli.h"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "analysis.h"
#include "cli_tenprint.h"
#include "count.h"
#include "generators.h"
#include "picture.h"
#include "session.h"
#include "way_out.h"

namespace maze {
namespace {

constexpr const char* kUsage =
    "usage:\n"
    "  maze generate --method walk|walls|frontier|wilson [--rows R] [--cols C] [--seed N]\n"
    "  maze solve [FILE]      (picture on stdin or in FILE)\n"
    "  maze check [FILE]\n"
    "  maze stats --method M[,M2...] [--rows R] [--cols C] [--mazes K] [--seed N]\n"
    "  maze count [--shape square|hex|triangle|circle] --rows R --cols C\n"
    "  maze tenprint --rows R --cols C [--seed N] [--way-through [--mazes K]]\n";

struct Args {
  std::string command;
  std::map<std::string, std::string> options;
  std::vector<std::string> files;
};

Args parse(const std::vector<std::string>& words, const std::vector<std::string>& allowed) {
  Args args;
  args.command = words[0];
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.rfind("--", 0) != 0 || word == "--") {
      args.files.push_back(word);
      continue;
    }
    std::string name = word.substr(2), value;
    auto eq = name.find('=');
    if (eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    } else if (i + 1 < words.size()) {
      value = words[++i];
    } else {
      throw MazeError("--" + name + " needs a value");
    }
    bool known = false;
    for (const auto& a : allowed) known = known || a == name;
    if (!known) throw MazeError("maze " + args.command + " has no option --" + name);
    if (args.options.count(name)) throw MazeError("--" + name + " is given twice");
    args.options[name] = value;
  }
  return args;
}

int number(const Args& args, const std::string& name, int fallback, int low, int high) {
  auto it = args.options.find(name);
  if (it == args.options.end()) return fallback;
  const std::string& text = it->second;
  bool digits = !text.empty() && text.size() <= 9;
  for (char ch : text) digits = digits && ch >= '0' && ch <= '9';
  int value = digits ? std::stoi(text) : -1;
  if (!digits || value < low || value > high)
    throw MazeError("--" + name + " must be a whole number from " + std::to_string(low) + " to " +
                    std::to_string(high) + " (got \"" + text + "\")");
  return value;
}

std::string read_input(const Args& args, std::istream& in) {
  if (args.files.size() > 1) throw MazeError("give at most one picture file");
  std::stringstream text;
  if (args.files.empty()) {
    text << in.rdbuf();
  } else {
    std::ifstream file(args.files[0], std::ios::binary);
    if (!file) throw MazeError("cannot read the file " + args.files[0]);
    text << file.rdbuf();
  }
  return text.str();
}

void seed_from(const Args& args, PyRandom& rng) {
  auto it = args.options.find("seed");
  if (it == args.options.end()) rng.seed_fresh();
  else rng.seed(it->second);
}

std::vector<Method> methods(const Args& args) {
  auto it = args.options.find("method");
  std::vector<Method> out;
  if (it != args.options.end()) {
    std::stringstream list(it->second);
    for (std::string name; std::getline(list, name, ',');) out.push_back(method_from_name(name));
  }
  if (out.empty()) throw MazeError("say which method: --method walk, walls, frontier or wilson");
  return out;
}

void no_files(const Args& args) {
  if (!args.files.empty()) throw MazeError("maze " + args.command + " takes no file (got \"" + args.files[0] + "\")");
}

// Rows and columns, each from 1 up, together at most Grid::kMaxRooms rooms.
std::pair<int, int> size_of(const Args& args) {
  int rows = number(args, "rows", 10, 1, Grid::kMaxRooms), cols = number(args, "cols", 10, 1, Grid::kMaxRooms);
  check_size(rows, cols);
  return {rows, cols};
}

int generate(const Args& args, std::ostream& out) {
  no_files(args);
  auto list = methods(args);
  if (list.size() != 1) throw MazeError("maze generate takes one method");
  auto [rows, cols] = size_of(args);
  PyRandom rng;
  seed_from(args, rng);
  out << write_picture_text(maze::generate(list[0], rows, cols, rng)) << '\n';
  return 0;
}

int solve(const Args& args, std::istream& in, std::ostream& out) {
  Grid g = read_picture_text(read_input(args, in));
  auto route = way_out(g);
  auto picture = write_picture(g);
  for (std::size_t i = 0; i < route.size(); ++i) {
    int r = square_row(g, route[i]), c = square_col(g, route[i]);
    picture[r][c] = 'o';
    if (i + 1 < route.size())
      picture[(r + square_row(g, route[i + 1])) / 2][(c + square_col(g, route[i + 1])) / 2] = 'o';
  }
  for (const auto& line : picture) out << line << '\n';
  if (route.empty()) {
    out << "There is no way out: the bottom right room cannot be reached from the top left\n";
    return 1;
  }
  out << "The way out goes through " << route.size() << " rooms\n";
  return 0;
}

int check(const Args& args, std::istream& in, std::ostream& out) {
  Facts f = facts(read_picture_text(read_input(args, in)));
  out << "rooms: " << f.rooms << "\nopenings: " << f.openings << "\npieces: " << f.pieces << "\nloops: " << f.loops
      << "\nperfect: " << (f.perfect ? "yes" : "no") << "\ndead ends: " << f.dead_ends << '\n';
  if (f.perfect) out << "farthest: " << f.farthest << '\n';
  return 0;
}

int stats(const Args& args, std::ostream& out) {
  no_files(args);
  auto list = methods(args);
  auto [rows, cols] = size_of(args);
  int mazes = number(args, "mazes", 100, 1, 100'000'000);
  PyRandom rng;
  seed_from(args, rng);
  for (auto method : list) {
    long long ends = 0, long_way = 0;
    for (int i = 0; i < mazes; ++i) {
      Grid g = maze::generate(method, rows, cols, rng);
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
  auto shape = args.options.find("shape");
  const ShapeKind kind = shape == args.options.end() ? ShapeKind::Square : shape_from_name(shape->second);
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
    if (command == "generate") return generate(parse(words, {"method", "rows", "cols", "seed"}), out);
    if (command == "solve") return solve(parse(words, {}), in, out);
    if (command == "check") return check(parse(words, {}), in, out);
    if (command == "stats") return stats(parse(words, {"method", "rows", "cols", "mazes", "seed"}), out);
    if (command == "count") return count(parse(words, {"shape", "rows", "cols"}), out);
    if (command == "tenprint") return tenprint_command(words, out);
    throw MazeError("unknown command \"" + command + "\": use generate, solve, check, stats or count");
  } catch (const std::exception& e) {
    err << "maze: " << e.what() << '\n';
    return 2;
  }
}

}  // namespace maze
