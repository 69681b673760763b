// cli_args.cpp: reading the `maze` command's options, numbers, shape, seed and input.
#include "cli_args.h"

#include <algorithm>
#include <fstream>
#include <istream>
#include <sstream>

#include "shapes/shape.h"
#include "tables/shapes.h"

namespace maze {

Args parse(const std::vector<std::string>& words, const std::vector<std::string>& allowed,
           const std::vector<std::string>& flags) {
  Args args;
  args.command = words[0];
  const auto listed = [](const std::vector<std::string>& list, const std::string& name) {
    for (const auto& item : list)
      if (item == name) return true;
    return false;
  };
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.rfind("--", 0) != 0 || word == "--") {
      args.files.push_back(word);
      continue;
    }
    std::string name = word.substr(2), value;
    auto eq = name.find('=');
    const bool flag = listed(flags, eq == std::string::npos ? name : name.substr(0, eq));
    if (eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      if (flag) throw MazeError("--" + name + " takes no value");
    } else if (!flag && i + 1 < words.size()) {
      value = words[++i];
    } else if (!flag) {
      throw MazeError("--" + name + " needs a value");
    }
    if (!flag && !listed(allowed, name)) throw MazeError("maze " + args.command + " has no option --" + name);
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
  if (out.empty()) throw MazeError("say which method: --method " + method_names());
  return out;
}

MethodOptions options_of(const Args& args, const std::vector<Method>& list) {
  MethodOptions options;
  options.braid = braid_of(args);
  const auto it = args.options.find("pick");
  if (it == args.options.end()) return options;
  std::string pickers;  // the ids of the methods that take a pick
  bool picks = false;
  for (const MethodFacts& f : methods())
    if (f.takes_pick) {
      pickers += (pickers.empty() ? "" : " or ") + std::string(f.name);
      picks = picks || std::find(list.begin(), list.end(), f.method) != list.end();
    }
  if (!picks) throw MazeError("--pick is how " + pickers + " picks its next room: give --method " + pickers + " too");
  options.pick = pick_from_name(it->second);
  return options;
}

void no_files(const Args& args) {
  if (!args.files.empty()) throw MazeError("maze " + args.command + " takes no file (got \"" + args.files[0] + "\")");
}

ShapeKind shape_of(const Args& args) {
  if (args.has("mask") || args.has("text")) return ShapeKind::Mask;
  auto it = args.options.find("shape");
  const ShapeKind kind = it == args.options.end() ? shapes()[0].kind : shape_from_name(it->second);  // the table's first
  if (kind == ShapeKind::Mask && (args.command == "generate" || args.command == "count" || args.command == "stats"))
    throw MazeError("a mask maze needs its mask: give --mask FILE (a text mask or a PNG) or --text WORD");
  return kind;
}

std::pair<int, int> size_of(const Args& args, ShapeKind kind) {
  int rows = number(args, "rows", 10, 1, Grid::kMaxRooms), cols = number(args, "cols", 10, 1, Grid::kMaxRooms);
  if (shape_facts(kind).walls) check_size(rows, cols);
  else Shape::count_rooms(kind, rows, cols);
  return {rows, cols};
}

int braid_of(const Args& args) { return number(args, "braid", 0, 0, limits::kMaxBraid); }

std::string format_of(const Args& args, const std::vector<std::string>& choices, const std::string& fallback) {
  auto it = args.options.find("format");
  if (it == args.options.end()) return fallback;
  std::string names;
  for (std::size_t i = 0; i < choices.size(); ++i) {
    if (choices[i] == it->second) return it->second;
    names += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
  }
  throw MazeError("maze " + args.command + " --format must be " + names + " (got \"" + it->second + "\")");
}

}  // namespace maze
