// tenprint.cpp: drawing ten-print boards from CPython's random stream, and finding their ways through.
#include "tenprint/tenprint.h"

#include <numeric>

#include "base/grouped.h"
#include "shapes/grid.h"

namespace maze {
namespace {

constexpr std::string_view kRisingText = "\u2571";   // ╱
constexpr std::string_view kFallingText = "\u2572";  // ╲

// Union-find over the halves, with path halving: no recursion, however long a channel is.
struct Channels {
  std::vector<int> parent;
  explicit Channels(std::size_t n) : parent(n) { std::iota(parent.begin(), parent.end(), 0); }
  int find(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  }
  void join(int a, int b) {
    a = find(a), b = find(b);
    if (a != b) parent[a < b ? b : a] = a < b ? a : b;
  }
};

// Joins the halves that meet across each square's right and bottom edges. The upper half
// (2s) holds the top edge; the left edge is in the upper half of ╱ and the lower of ╲.
Channels join_halves(const TenPrint& b) {
  Channels ch(b.squares.size() * 2);
  for (int r = 0; r < b.rows; ++r)
    for (int c = 0; c < b.cols; ++c) {
      const int s = r * b.cols + c;
      const int slant = b.squares[s];
      if (slant == kBlank) continue;
      if (c + 1 < b.cols && b.squares[s + 1] != kBlank)
        ch.join(2 * s + 1 - slant, 2 * (s + 1) + b.squares[s + 1]);  // right edge, left edge
      if (r + 1 < b.rows && b.squares[s + b.cols] != kBlank) ch.join(2 * s + 1, 2 * (s + b.cols));
    }
  return ch;
}

// Per root: 1 touches the top, 2 the bottom (3 both). Blank squares touch nothing.
std::vector<std::uint8_t> edges_touched(const TenPrint& b, Channels& ch) {
  std::vector<std::uint8_t> touch(b.squares.size() * 2, 0);
  const int last = (b.rows - 1) * b.cols;
  for (int c = 0; c < b.cols; ++c) {
    if (b.squares[c] != kBlank) touch[ch.find(2 * c)] |= 1;
    if (b.squares[last + c] != kBlank) touch[ch.find(2 * (last + c) + 1)] |= 2;
  }
  return touch;
}

}  // namespace

void check_board_size(long long rows, long long cols) {
  if (rows < 1 || cols < 1 || rows > kMaxSquares || cols > kMaxSquares || rows * cols > kMaxSquares)
    throw MazeError("a board can have from 1 to " + grouped(kMaxSquares) + " squares, like 4000 x 4000 (got " + std::to_string(rows) +
                    " x " + std::to_string(cols) + ")");
}

int random_slant(PyRandom& rng) { return static_cast<int>(rng.randbelow(2)); }

TenPrint ten_print(int rows, int cols, PyRandom& rng) {
  check_board_size(rows, cols);
  TenPrint b{rows, cols, std::vector<std::uint8_t>(static_cast<std::size_t>(rows) * cols)};
  for (auto& square : b.squares) square = static_cast<std::uint8_t>(random_slant(rng));
  return b;
}

std::string ten_print_text(const TenPrint& b) {
  std::string out;
  out.reserve(b.squares.size() * 3 + b.rows);
  for (int r = 0; r < b.rows; ++r) {
    if (r > 0) out += '\n';
    for (int c = 0; c < b.cols; ++c) {
      const int slant = b.squares[r * b.cols + c];
      out += slant == kRising ? kRisingText : slant == kFalling ? kFallingText : " ";
    }
  }
  return out;
}

TenPrint read_ten_print(std::string_view text) {
  TenPrint b;
  int row = 0, col = 0;
  auto end_row = [&] {
    if (row == 0) b.cols = col;
    else if (col != b.cols)
      throw MazeError("row " + std::to_string(row) + " has " + std::to_string(col) + " squares but row 0 has " +
                      std::to_string(b.cols) + ": every row must be as long as the first");
    ++row, col = 0;
  };
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
  if (text.empty()) throw MazeError("a board needs at least one square");
  for (std::size_t i = 0; i < text.size();) {
    const std::string_view rest = text.substr(i);
    if (rest[0] == '\n' || rest.substr(0, 2) == "\r\n") {
      end_row();
      i += rest[0] == '\n' ? 1 : 2;
      continue;
    }
    int slant = -1;
    std::size_t width = 1;
    if (rest[0] == '/') slant = kRising;
    else if (rest[0] == '\\') slant = kFalling;
    else if (rest.substr(0, 3) == kRisingText) slant = kRising, width = 3;
    else if (rest.substr(0, 3) == kFallingText) slant = kFalling, width = 3;
    if (slant < 0) {
      const auto byte = static_cast<unsigned char>(rest[0]);
      const std::string what = byte >= 32 && byte < 127 ? "'" + std::string(1, rest[0]) + "'" : "not ╱ or ╲";
      throw MazeError("row " + std::to_string(row) + ", column " + std::to_string(col) + " is " + what +
                      ": a board may only have ╱ and ╲ (or / and \\)");
    }
    b.squares.push_back(static_cast<std::uint8_t>(slant));
    ++col, i += width;
  }
  end_row();
  b.rows = row;
  check_board_size(b.rows, b.cols);
  return b;
}

std::vector<std::uint8_t> ways_through(const TenPrint& b) {
  Channels ch = join_halves(b);
  const auto touch = edges_touched(b, ch);
  std::vector<std::uint8_t> out(b.squares.size() * 2);
  for (std::size_t h = 0; h < out.size(); ++h)
    out[h] = b.squares[h / 2] != kBlank && touch[ch.find(static_cast<int>(h))] == 3;
  return out;
}

bool has_way_through(const TenPrint& b) {
  Channels ch = join_halves(b);
  const auto touch = edges_touched(b, ch);
  const int last = (b.rows - 1) * b.cols;
  for (int c = 0; c < b.cols; ++c)
    if (b.squares[last + c] != kBlank && touch[ch.find(2 * (last + c) + 1)] == 3) return true;
  return false;
}

TenPrintMaker::TenPrintMaker(int rows, int cols, std::string_view seed) {
  check_board_size(rows, cols);
  if (seed.empty()) seed_ = rng_.seed_fresh();
  else rng_.seed(seed), seed_ = std::string(seed);
  board_ = TenPrint{rows, cols, std::vector<std::uint8_t>(static_cast<std::size_t>(rows) * cols, kBlank)};
}

int TenPrintMaker::step() {
  if (done()) return -1;
  board_.squares[placed_] = static_cast<std::uint8_t>(random_slant(rng_));
  return static_cast<int>(placed_++);
}

long long TenPrintMaker::step_many(long long n) {
  const long long before = placed_;
  const long long end = static_cast<long long>(board_.squares.size());
  for (; placed_ < end && placed_ - before < n; ++placed_)
    board_.squares[placed_] = static_cast<std::uint8_t>(random_slant(rng_));
  return placed_ - before;
}

void TenPrintMaker::next() {
  std::fill(board_.squares.begin(), board_.squares.end(), kBlank);
  placed_ = 0;
}

int TenPrintMaker::count_through(int n) {
  if (n < 0) throw MazeError("a number of boards cannot be below 0 (got " + std::to_string(n) + ")");
  int through = 0;
  for (int i = 0; i < n; ++i) {
    next();
    finish();
    through += has_way_through(board_);
  }
  return through;
}

}  // namespace maze
