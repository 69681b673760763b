// grid.cpp: the walls of a maze, two bits a room.
#include "grid.h"

namespace maze {

void check_size(int rows, int cols) {
  if (rows < 1 || cols < 1)
    throw MazeError("a maze needs at least 1 row and 1 column of rooms (got " +
                    std::to_string(rows) + " x " + std::to_string(cols) + ")");
  if (static_cast<long long>(rows) * cols > Grid::kMaxRooms)
    throw MazeError("a maze can have at most 16,000,000 rooms, like 4000 x 4000 (got " +
                    std::to_string(rows) + " x " + std::to_string(cols) + ")");
}

Grid::Grid(int rows, int cols) : rows_(rows), cols_(cols) {
  check_size(rows, cols);
  bits_.assign(static_cast<std::size_t>(rows) * cols, 0);
}

bool Grid::linked(int a, int b) const {
  if (a > b) std::swap(a, b);
  if (b == a + cols_) return bits_[a] & kDown;
  if (b == a + 1 && b % cols_ != 0) return bits_[a] & kRight;
  return false;
}

void Grid::set(int a, int b, bool on) {
  if (a > b) std::swap(a, b);
  std::uint8_t bit;
  if (b == a + cols_) bit = kDown;
  else if (b == a + 1 && b % cols_ != 0) bit = kRight;
  else throw MazeError("rooms " + std::to_string(a) + " and " + std::to_string(b) + " are not neighbours");
  if (on) bits_[a] |= bit;
  else bits_[a] &= static_cast<std::uint8_t>(~bit);
}

int Grid::degree(int room) const {
  int n = 0;
  for (int d = 0; d < 4; ++d) n += open(room, d);
  return n;
}

void Grid::clear() { bits_.assign(bits_.size(), 0); }

}  // namespace maze
