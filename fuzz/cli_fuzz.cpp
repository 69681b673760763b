// cli_fuzz.cpp: the `maze` command's argument parsing, run in-process with string streams.
// Input: words split by NUL or newline, then an empty line, then the text given on stdin.
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/analysis.h"
#include "cli.h"
#include "analysis/count.h"
#include "shapes/grid.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "shapes/shape.h"
#include "tables/shapes.h"

namespace {
using namespace maze;

void check(bool ok) {
  if (!ok) __builtin_trap();
}

// Small limits keep each run cheap, so a long run makes many; the code paths are the same.
constexpr long long kMaxWork = 2'500;        // rooms x mazes x methods per run
constexpr long long kMaxCountedRooms = 100;  // count's work grows like rooms^2 x side^2
constexpr long long kMaxCells = 400;         // random cells: each room's cell is cut out three times

// The work a command line asks for, read the way the command's parser reads it;
// where a value is given twice or is not a number, the larger guess is kept.
bool cheap_enough(const std::vector<std::string>& words) {
  long long rows = 10, cols = 10, mazes = words[0] == "generate" ? 1 : 100, methods = 1;
  bool rows_set = false, cols_set = false, mazes_set = false, cells = false;
  ShapeKind kind = ShapeKind::Square;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const std::string& word = words[i];
    if (word.rfind("--", 0) != 0 || word == "--") continue;
    std::string name = word.substr(2), value;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name.resize(eq);
    } else if (name != "route" && i + 1 < words.size()) {
      value = words[++i];
    }
    if (name == "mask" || name == "text") return false;  // a file of any size, or a word's hundreds of rooms
    if (name == "method") methods = std::max<long long>(methods, 1 + std::count(value.begin(), value.end(), ','));
    if (name == "shape") {
      try {
        const ShapeKind named = shape_from_name(value);
        if (named == ShapeKind::Voronoi) cells = true;
        else if (named != ShapeKind::Mask && named != ShapeKind::Weave)  // weave: the square's rooms
          kind = std::max(kind, named);  // a circle has the most rooms for its numbers
      } catch (const MazeError&) {
      }
    }
    bool digits = !value.empty() && value.size() <= 9 &&
                  std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits) continue;
    long long v = std::stoll(value);
    if (name == "rows") rows = rows_set ? std::max(rows, v) : v, rows_set = true;
    if (name == "cols") cols = cols_set ? std::max(cols, v) : v, cols_set = true;
    if (name == "mazes") mazes = mazes_set ? std::max(mazes, v) : v, mazes_set = true;
  }
  long long rooms = rows * cols;
  if (rooms > Grid::kMaxRooms) return true;  // refused before any work
  if (kind != ShapeKind::Square && rows <= Grid::kMaxRooms && cols <= Grid::kMaxRooms) {
    try {
      rooms = Shape::count_rooms(kind, static_cast<int>(rows), static_cast<int>(cols));
    } catch (const MazeError&) {
      return true;  // refused before any work
    }
  }
  if (cells && rows * cols > kMaxCells && rows * cols <= Shape::kMaxCells) return false;
  if (words[0] == "count") return rooms <= kMaxCountedRooms || rooms > kMaxCountRooms;
  // The endless maze without --rows never ends (into a string stream, whose reader never goes away).
  if (words[0] == "endless") return rows_set && rows * cols <= kMaxWork;
  if (words[0] == "generate" || words[0] == "stats") return rooms * mazes * methods <= kMaxWork;
  // The lab lists every perfect maze first (2,415 for 12 rooms), then grows its mazes.
  if (words[0] == "lab") return rooms <= 12 && rooms * mazes * methods <= kMaxWork;
  return true;
}

// Whether the line asks for a braid: its mazes have loops (but stay in one piece).
bool braided(const std::vector<std::string>& words) {
  for (std::size_t i = 1; i < words.size(); ++i)
    if (words[i].rfind("--braid", 0) == 0) return true;
  return false;
}

// What generate printed, by its format: pictures apart by an empty line, JSON lines, or one SVG.
// Perfect mazes; with --braid one piece, each loop a knock from one of the tree's dead ends
// (a tree of n rooms has at most n - 1).
void check_generated(const std::string& o, bool braid) {
  std::vector<Grid> mazes;
  try {
    if (o.rfind("<svg ", 0) == 0) {
      check(o.size() > 7 && o.compare(o.size() - 7, 7, "</svg>\n") == 0);
      return;
    }
    std::size_t from = 0;
    const bool json = o.rfind("{", 0) == 0;
    while (from < o.size()) {
      std::size_t end = o.find(json ? "\n" : "\n\n", from);
      if (end == std::string::npos) end = o.size();
      const std::string one = o.substr(from, end - from);
      if (json) {
        // With --ends far the line carries the two rooms farthest apart, written back the same.
        const JsonMaze read = read_json_maze(one);
        check(write_json(read.grid, read.ends) == one);
        if (read.ends) check(*read.ends == far_ends(read.grid));
        mazes.push_back(read.grid);
      } else {
        mazes.push_back(read_picture_text(one));
      }
      from = end + (json ? 1 : 2);
    }
  } catch (const MazeError&) {
    __builtin_trap();
  }
  check(!mazes.empty());
  for (const Grid& g : mazes) {
    check(pieces(g) == 1);
    check(braid ? loops(g) <= std::max(0, g.rooms() - 1) : is_perfect(g));
  }
}

// solve and check read a file named on the line: keep the fuzzer off the real disk.
bool names_a_path(const std::vector<std::string>& words) {
  std::error_code ec;
  for (std::size_t i = 1; i < words.size(); ++i)
    if (!words[i].empty() && std::filesystem::exists(words[i], ec)) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  std::size_t split = input.find("\n\n");
  std::string_view head = input.substr(0, split);
  std::string stdin_text(split == std::string_view::npos ? std::string_view{} : input.substr(split + 2));

  std::vector<std::string> words;
  if (!head.empty()) {
    words.emplace_back();
    for (char ch : head) {
      if (ch == '\0' || ch == '\n') words.emplace_back();
      else words.back() += ch;
    }
  }
  if (words.size() > 64) return 0;
  if (!words.empty() && (!cheap_enough(words) || names_a_path(words))) return 0;

  std::istringstream in(stdin_text);
  std::ostringstream out, err;
  int status = run_cli(words, in, out, err);
  const std::string o = out.str(), e = err.str();

  check(status >= 0 && status <= 2);
  if (status == 2) {
    // Usage when nothing is asked, else exactly one line naming the problem.
    check(!e.empty() && e.back() == '\n');
    if (!words.empty()) check(e.rfind("maze: ", 0) == 0 && std::count(e.begin(), e.end(), '\n') == 1);
    return 0;
  }
  check(e.empty());
  // --help (or -h) anywhere asks for the usage (exit 0): the tables' text, not a maze.
  if (std::find(words.begin(), words.end(), "--help") != words.end() || std::find(words.begin(), words.end(), "-h") != words.end()) {
    check(status == 0 && o.rfind("usage:\n", 0) == 0);
    return 0;
  }
  if (status == 1) check(words[0] == "solve");
  if (status == 0 && (words[0] == "generate" || words[0] == "endless")) check_generated(o, words[0] == "generate" && braided(words));
  if (status == 0 && words[0] == "check") check(o.rfind("rooms: ", 0) == 0);
  return 0;
}
