// tenprint.h: the ten-print board: one random choice of ╱ or ╲ a square, and its way through.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/limits.h"

#include "random/py_random.h"

namespace maze {

// A square holds one diagonal: 0 is ╱ (bottom left to top right), 1 is ╲, the index that
// random.choice("╱╲") picks. 2 marks a square not drawn yet (a board still growing).
enum Slant : std::uint8_t { kRising = 0, kFalling = 1, kBlank = 2 };

inline constexpr int kMaxSquares = limits::kMaxRooms;  // as many as a maze has rooms (4000 x 4000)

struct TenPrint {
  int rows = 0, cols = 0;
  std::vector<std::uint8_t> squares;  // row * cols + col, row by row
  bool operator==(const TenPrint&) const = default;
};

// Throws MazeError unless 1 <= rows, cols and rows * cols <= kMaxSquares.
void check_board_size(long long rows, long long cols);

// random.choice("╱╲") once a square, row by row, as the lesson's one line does after
// random.seed: _randbelow(2), which in CPython takes 32-bit words until one has its top bit
// clear and keeps the bit below it.
int random_slant(PyRandom& rng);
TenPrint ten_print(int rows, int cols, PyRandom& rng);

// The picture: rows of ╱ and ╲ (UTF-8), joined by '\n', no newline at the end; a blank
// square is a space.
std::string ten_print_text(const TenPrint& board);
// Reads a picture of ╱ and ╲ (or / and \ for typing by hand); throws MazeError naming the
// row and column of anything else, or of a row whose length differs from the first.
TenPrint read_ten_print(std::string_view text);

// Channels. A diagonal cuts its square into two halves: the upper one (it holds the top
// edge) and the lower one (the bottom edge). The upper half of ╱ also holds the left edge,
// that of ╲ the right edge. Halves beside each other across a square's edge are one
// channel. A way through is a channel that touches both the top and the bottom of the
// board. Half 2 * square is the upper one, 2 * square + 1 the lower one.
//
// For each half: 1 if its channel is a way through, 0 if not (blank squares: 0).
std::vector<std::uint8_t> ways_through(const TenPrint& board);
// Whether any channel is a way through (every square must be drawn).
bool has_way_through(const TenPrint& board);

// One board after another from one random stream, and the board growing now, a square a
// step. The page's board and its lab; the command's --mazes.
class TenPrintMaker {
 public:
  TenPrintMaker(int rows, int cols, std::string_view seed);  // seed "" picks a fresh one
  const std::string& seed() const { return seed_; }
  const TenPrint& board() const { return board_; }
  long long placed() const { return placed_; }
  bool done() const { return placed_ == static_cast<long long>(board_.squares.size()); }
  // Draws the next square; returns its number, or -1 when the board is full.
  int step();
  // Up to n squares; returns how many were drawn.
  long long step_many(long long n);
  void finish() { step_many(static_cast<long long>(board_.squares.size())); }
  // A new blank board, drawn on from the same stream.
  void next();
  // Makes n whole boards (starting with a blank one); returns how many had a way through.
  // The board left is the last one made.
  int count_through(int n);

 private:
  PyRandom rng_;
  std::string seed_;
  TenPrint board_;
  long long placed_ = 0;
};

}  // namespace maze
