// cli_tenprint.cpp: `maze tenprint --rows R --cols C [--seed N] [--way-through [--mazes K]]`.
#include "cli_tenprint.h"

#include <cstdio>
#include <map>
#include <ostream>

#include "shapes/grid.h"
#include "tenprint/tenprint.h"

namespace maze {
namespace {

// --rows, --cols, --seed and --mazes take a value (--name V or --name=V); --way-through none.
std::map<std::string, std::string> options(const std::vector<std::string>& words) {
  std::map<std::string, std::string> out;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.rfind("--", 0) != 0 || word == "--") throw MazeError("maze tenprint takes no file (got \"" + word + "\")");
    std::string name = word.substr(2), value;
    const auto eq = name.find('=');
    if (eq != std::string::npos) value = name.substr(eq + 1), name = name.substr(0, eq);
    if (name != "rows" && name != "cols" && name != "seed" && name != "mazes" && name != "way-through")
      throw MazeError("maze tenprint has no option --" + name);
    if (name == "way-through") {
      if (eq != std::string::npos) throw MazeError("--way-through takes no value");
    } else if (eq == std::string::npos) {
      if (i + 1 == words.size()) throw MazeError("--" + name + " needs a value");
      value = words[++i];
    }
    if (out.count(name)) throw MazeError("--" + name + " is given twice");
    out[name] = value;
  }
  return out;
}

int number(const std::map<std::string, std::string>& opts, const std::string& name, int fallback, int high) {
  const auto it = opts.find(name);
  if (it == opts.end()) return fallback;
  const std::string& text = it->second;
  bool digits = !text.empty() && text.size() <= 9;
  for (char ch : text) digits = digits && ch >= '0' && ch <= '9';
  const int value = digits ? std::stoi(text) : -1;
  if (!digits || value < 1 || value > high)
    throw MazeError("--" + name + " must be a whole number from 1 to " + std::to_string(high) + " (got \"" + text +
                    "\")");
  return value;
}

}  // namespace

int tenprint_command(const std::vector<std::string>& words, std::ostream& out) {
  const auto opts = options(words);
  if (!opts.count("rows") || !opts.count("cols")) throw MazeError("maze tenprint needs --rows and --cols");
  const int rows = number(opts, "rows", 0, kMaxSquares), cols = number(opts, "cols", 0, kMaxSquares);
  check_board_size(rows, cols);
  const bool way = opts.count("way-through") > 0;
  if (opts.count("mazes") && !way) throw MazeError("--mazes counts ways through: give --way-through too");
  const int boards = number(opts, "mazes", 1, 100'000'000);
  const auto seed = opts.find("seed");
  if (seed != opts.end() && seed->second.empty()) throw MazeError("--seed needs a whole number");
  TenPrintMaker maker(rows, cols, seed == opts.end() ? "" : seed->second);
  if (!way) {
    maker.finish();
    out << ten_print_text(maker.board()) << '\n';
  } else if (!opts.count("mazes")) {
    out << "way through: " << (maker.count_through(1) ? "yes" : "no") << '\n';
  } else {
    const int through = maker.count_through(boards);
    char share[32];
    std::snprintf(share, sizeof share, "%.3f", static_cast<double>(through) / boards);
    out << "way through: " << through << " of " << boards << " boards (" << share << ")\n";
  }
  return 0;
}

}  // namespace maze
