// eller_rows.h: Eller's method one row at a time, in memory in proportion to the row's width.
#pragma once
#include <cstdint>
#include <vector>

#include "random/py_random.h"

namespace maze {

// The heart of the lesson's eller(rows, cols) (web/src/lesson/programs/eller.py): the
// pieces of the rooms of one row, the openings to the right within the row, and the
// openings down into the next row. The `eller` step machine and the endless maze both use
// it, so they draw the very numbers the program draws, in its order:
//
//   join(c, last) for c = 0 .. cols-2: when rooms c and c+1 are in two pieces, one
//     random() unless it is the last row (the wall opens when it is below 0.5; in the last
//     row it always opens, with no draw). When they are in one piece: no draw.
//   choose_down(), every row but the last: one random() for each room, left to right (it
//     opens downward when below 0.5); then, for each piece in the order of its first room,
//     when none of its rooms opens downward, one choice() over its rooms left to right
//     (randbelow(size)), and that one does.
//
// The row's pieces live in a union-find over its columns (union by size, path halving);
// next_row() starts the next row's from the rooms that opened downward. Memory: five ints
// and a byte a column, whatever the rows made.
class EllerRows {
 public:
  explicit EllerRows(int cols);  // a first row: each room its own piece
  int cols() const { return static_cast<int>(parent_.size()); }

  // The wall right of room c (call for c = 0 .. cols-2 in order): opened, joining the two
  // pieces, when the rooms are in two pieces and it is the last row or a coin says so.
  bool join(int c, bool last, PyRandom& rng);
  // After the row's joins (not in the last row): which rooms open downward.
  void choose_down(PyRandom& rng);
  bool down(int c) const { return down_[static_cast<std::size_t>(c)] != 0; }
  // On to the next row: the rooms below an opening keep their piece, the others each start
  // one of their own.
  void next_row();
  // The piece of room c of the row: a column of the row, the same for rooms of one piece.
  int piece(int c) { return find(c); }

 private:
  int find(int c);
  std::vector<int> parent_, size_;  // per column: parent (a root is its own), a root's piece size
  std::vector<std::uint8_t> down_;  // per column: 1 when it opens downward
  // Scratch, per column: each room's piece (root), and per root: rooms, first free place
  // in `order_` / the next row's root, and whether one opens down.
  std::vector<int> root_, count_, place_, order_;
  std::vector<std::uint8_t> any_;
};

}  // namespace maze
