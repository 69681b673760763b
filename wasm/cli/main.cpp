// main.cpp: the `maze` command: generate, solve, check, stats, count.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "analysis.h"
#include "count.h"
#include "generators.h"
#include "picture.h"
#include "way_out.h"

namespace {

using maze::MazeError;

constexpr const char* kUsage =
    "usage:\n"
    "  maze generate --method walk|walls|frontier|wilson [--rows R] [--cols C] [--seed N]\n"
    "  maze solve [FILE]      (picture on stdin or in FILE)\n"
    "  maze check [FILE]\n"
    "  maze stats --method M[,M2...] [--rows R] [--cols C] [--mazes K] [--seed N]\n"
    "  maze count --rows R --cols C\n";

struct Args {
  std::string command;
  std::map<std::string, std::string> options;
  std::vector<std::string> files;
};

Args parse(int argc, char** argv, const std::vector<std::string>& allowed) {
  Args args;
  args.command = argv[1];
  for (int i = 2; i < argc; ++i) {
    std::string word = argv[i];
    if (word.rfind("--", 0) != 0 || word == "--") {
      args.files.push_back(word);
      continue;
    }
    std::string name = word.substr(2), value;
    auto eq = name.find('=');
    if (eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    } else if (i + 1 < argc) {
      value = argv[++i];
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

std::string read_input(const Args& args) {
  if (args.files.size() > 1) throw MazeError("give at most one picture file");
  std::stringstream text;
  if (args.files.empty()) {
    text << std::cin.rdbuf();
  } else {
    std::ifstream in(args.files[0], std::ios::binary);
    if (!in) throw MazeError("cannot read the file " + args.files[0]);
    text << in.rdbuf();
  }
  return text.str();
}

void seed_from(const Args& args, maze::PyRandom& rng) {
  auto it = args.options.find("seed");
  if (it == args.options.end()) rng.seed_fresh();
  else rng.seed(it->second);
}

std::vector<maze::Method> methods(const Args& args) {
  auto it = args.options.find("method");
  if (it == args.options.end()) throw MazeError("say which method: --method walk, walls, frontier or wilson");
  std::vector<maze::Method> out;
  std::stringstream list(it->second);
  for (std::string name; std::getline(list, name, ',');) out.push_back(maze::method_from_name(name));
  if (out.empty()) throw MazeError("say which method: --method walk, walls, frontier or wilson");
  return out;
}

void no_files(const Args& args) {
  if (!args.files.empty()) throw MazeError("maze " + args.command + " takes no file (got \"" + args.files[0] + "\")");
}

int generate(const Args& args) {
  no_files(args);
  auto list = methods(args);
  if (list.size() != 1) throw MazeError("maze generate takes one method");
  int rows = number(args, "rows", 10, 1, 16'000'000), cols = number(args, "cols", 10, 1, 16'000'000);
  maze::check_size(rows, cols);
  maze::PyRandom rng;
  seed_from(args, rng);
  std::string text = maze::write_picture_text(maze::generate(list[0], rows, cols, rng));
  std::fwrite(text.data(), 1, text.size(), stdout);
  std::fputc('\n', stdout);
  return 0;
}

int solve(const Args& args) {
  maze::Grid g = maze::read_picture_text(read_input(args));
  auto route = maze::way_out(g);
  auto picture = maze::write_picture(g);
  for (std::size_t i = 0; i < route.size(); ++i) {
    int r = maze::square_row(g, route[i]), c = maze::square_col(g, route[i]);
    picture[r][c] = 'o';
    if (i + 1 < route.size())
      picture[(r + maze::square_row(g, route[i + 1])) / 2][(c + maze::square_col(g, route[i + 1])) / 2] = 'o';
  }
  for (const auto& line : picture) std::printf("%s\n", line.c_str());
  if (route.empty()) {
    std::printf("There is no way out: the bottom right room cannot be reached from the top left\n");
    return 1;
  }
  std::printf("The way out goes through %zu rooms\n", route.size());
  return 0;
}

int check(const Args& args) {
  maze::Grid g = maze::read_picture_text(read_input(args));
  bool perfect = maze::is_perfect(g);
  std::printf("rooms: %d\nopenings: %d\npieces: %d\nloops: %d\nperfect: %s\ndead ends: %d\n", g.rooms(),
              maze::openings(g), maze::pieces(g), maze::loops(g), perfect ? "yes" : "no", maze::dead_ends(g));
  if (perfect) std::printf("farthest: %d\n", maze::farthest(g).steps);
  return 0;
}

int stats(const Args& args) {
  no_files(args);
  auto list = methods(args);
  int rows = number(args, "rows", 10, 1, 16'000'000), cols = number(args, "cols", 10, 1, 16'000'000);
  int mazes = number(args, "mazes", 100, 1, 100'000'000);
  maze::check_size(rows, cols);
  maze::PyRandom rng;
  seed_from(args, rng);
  for (auto method : list) {
    long long ends = 0, long_way = 0;
    for (int i = 0; i < mazes; ++i) {
      maze::Grid g = maze::generate(method, rows, cols, rng);
      ends += maze::dead_ends(g);
      long_way += static_cast<long long>(maze::way_out(g).size());
    }
    std::printf("%s: %.1f dead ends, way out through %.1f rooms\n", std::string(maze::method_title(method)).c_str(),
                static_cast<double>(ends) / mazes, static_cast<double>(long_way) / mazes);
  }
  return 0;
}

int count(const Args& args) {
  no_files(args);
  int rows = number(args, "rows", 10, 1, 16'000'000), cols = number(args, "cols", 10, 1, 16'000'000);
  std::printf("%s\n", maze::count_perfect_mazes(rows, cols).c_str());
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fputs(kUsage, stderr);
    return 2;
  }
  std::string command = argv[1];
  if (command == "--help" || command == "-h" || command == "help") {
    std::fputs(kUsage, stdout);
    return 0;
  }
  try {
    if (command == "generate") return generate(parse(argc, argv, {"method", "rows", "cols", "seed"}));
    if (command == "solve") return solve(parse(argc, argv, {}));
    if (command == "check") return check(parse(argc, argv, {}));
    if (command == "stats") return stats(parse(argc, argv, {"method", "rows", "cols", "mazes", "seed"}));
    if (command == "count") return count(parse(argc, argv, {"rows", "cols"}));
    throw MazeError("unknown command \"" + command + "\": use generate, solve, check, stats or count");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "maze: %s\n", e.what());
    return 2;
  }
}
