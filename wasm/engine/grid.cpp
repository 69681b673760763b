// grid.cpp: the walls of a maze, a byte of opening bits a room.
#include "grid.h"

#include <algorithm>

#include "shape.h"

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
  rooms_ = rows * cols;
  bits_.assign(static_cast<std::size_t>(rooms_), 0);
}

Grid::Grid(ShapeKind kind, int rows, int cols) {
  if (kind == ShapeKind::Square) {
    *this = Grid(rows, cols);
    return;
  }
  kind_ = kind, rows_ = rows, cols_ = cols;
  shape_ = std::make_shared<const Shape>(kind, rows, cols);
  rooms_ = shape_->rooms();
  bits_.assign(static_cast<std::size_t>(rooms_), 0);
}

int Grid::around_shape(int room, int* out) const {
  const auto list = shape_->neighbours(room);
  for (std::size_t k = 0; k < list.size(); ++k) out[k] = list[k];
  return static_cast<int>(list.size());
}

int Grid::open_around(int room, int* out) const {
  int n = 0;
  if (square()) {
    for (int d = 0; d < 4; ++d)
      if (open(room, d)) out[n++] = next_to(room, d);
    return n;
  }
  // A wall to a higher neighbour is a bit of this room; to a lower one, a bit of that room.
  int own = 0;
  for (int next : shape_->neighbours(room)) {
    const bool is_open = next > room ? (bits_[room] >> own++) & 1 : linked(next, room);
    if (is_open) out[n++] = next;
  }
  return n;
}

int Grid::wall_bit(int a, int b) const {
  if (a > b) std::swap(a, b);
  if (a < 0 || b >= rooms_) return -1;
  if (square()) {
    if (b == a + cols_) return 0;
    if (b == a + 1 && b % cols_ != 0) return 1;
    return -1;
  }
  int own = 0;
  for (int next : shape_->neighbours(a)) {
    if (next == b) return own;
    own += next > a;
  }
  return -1;
}

bool Grid::linked(int a, int b) const {
  const int bit = wall_bit(a, b);
  return bit >= 0 && (bits_[std::min(a, b)] >> bit) & 1;
}

void Grid::set(int a, int b, bool on) {
  const int bit = wall_bit(a, b);
  if (bit < 0) throw MazeError("rooms " + std::to_string(a) + " and " + std::to_string(b) + " are not neighbours");
  const auto mask = static_cast<std::uint8_t>(1u << bit);
  auto& byte = bits_[static_cast<std::size_t>(std::min(a, b))];
  byte = on ? byte | mask : byte & static_cast<std::uint8_t>(~mask);
}

int Grid::degree(int room) const {
  int out[kMaxAround];
  return open_around(room, out);
}

void Grid::clear() { bits_.assign(bits_.size(), 0); }

Grid Grid::blank() const {
  Grid g;
  g.kind_ = kind_, g.rows_ = rows_, g.cols_ = cols_, g.rooms_ = rooms_, g.shape_ = shape_;
  g.bits_.assign(bits_.size(), 0);
  return g;
}

}  // namespace maze
