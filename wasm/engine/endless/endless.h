// endless.h: the endless maze: the lesson's picture, row by row, by Eller's method, for ever.
#pragma once
#include <string>
#include <string_view>

#include "algorithms/eller_rows.h"
#include "random/py_random.h"

namespace maze {

// Rows of rooms made one after another by Eller's method (eller_rows.h), each written as
// the lesson's picture writes it, in memory in proportion to the width whatever the rows
// made. Row k draws exactly what eller.py's row k draws, so the rows before the last of a
// maze of K rows are the endless stream's: the picture's first 2K - 1 lines (the top
// border, then each of rows 0 to K-2 as its line of rooms and the line below it) are the
// same for the endless maze as for `maze generate --method eller --rows K` with that seed.
// Only the last row differs: next(true) joins all its pieces and closes the bottom, which
// makes the K rows a perfect maze.
class EndlessMaze {
 public:
  EndlessMaze(int cols, std::string_view seed);  // empty seed: a fresh one
  const std::string& seed() const { return seed_; }
  int cols() const { return row_.cols(); }
  long long rows_made() const { return made_; }
  bool closed() const { return closed_; }

  // The picture's top line: the border.
  std::string top() const { return std::string(2 * static_cast<std::size_t>(cols()) + 1, '#'); }
  // The next row of rooms: its line (rooms and openings to the right) and the line below it
  // (the openings down; or, when `last`, the bottom border, and the maze is closed). Throws
  // MazeError once closed.
  void next(bool last, std::string& rooms, std::string& below);

 private:
  EllerRows row_;
  PyRandom rng_;
  std::string seed_;
  long long made_ = 0;
  bool closed_ = false;
};

}  // namespace maze
