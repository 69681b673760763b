// grid.cpp: the walls of a maze, a byte of opening bits a room.
#include "shapes/grid.h"

#include "base/grouped.h"

#include <algorithm>

#include "shapes/shape.h"

namespace maze {

void check_size(int rows, int cols) {
  if (rows < 1 || cols < 1)
    throw MazeError("a maze needs at least 1 row and 1 column of rooms (got " +
                    std::to_string(rows) + " x " + std::to_string(cols) + ")");
  if (static_cast<long long>(rows) * cols > Grid::kMaxRooms)
    throw MazeError("a maze can have at most " + grouped(Grid::kMaxRooms) + " rooms, like 4000 x 4000 (got " +
                    std::to_string(rows) + " x " + std::to_string(cols) + ")");
}

std::vector<int> Grid::way_rooms(bool out) const {
  if (shape_) return shape_->way_rooms(out);
  std::vector<int> rooms(static_cast<std::size_t>(rows_));
  for (int r = 0; r < rows_; ++r) rooms[static_cast<std::size_t>(r)] = room(r, out ? cols_ - 1 : 0);
  return rooms;
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
  *this = Grid(std::make_shared<const Shape>(kind, rows, cols));
}

Grid::Grid(std::shared_ptr<const Shape> shape)
    : kind_(shape->kind()), rows_(shape->rows()), cols_(shape->cols()), rooms_(shape->rooms()), shape_(std::move(shape)) {
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
  const auto list = shape_->neighbours(room);
  const auto walls = shape_->walls_of(room);
  for (std::size_t k = 0; k < list.size(); ++k) {
    const int w = walls[k];
    if ((bits_[static_cast<std::size_t>(shape_->owner(w))] >> shape_->owner_bit(w)) & 1) out[n++] = list[k];
  }
  return n;
}

// The owner room and bit of the wall between a and b; {-1, -1} if they are not neighbours.
Grid::Slot Grid::slot(int a, int b) const {
  if (a > b) std::swap(a, b);
  if (a < 0 || b >= rooms_) return {-1, -1};
  if (square()) {
    if (b == a + cols_) return {a, 0};
    if (b == a + 1 && b % cols_ != 0) return {a, 1};
    return {-1, -1};
  }
  if (kind_ == ShapeKind::Mask) return mask_slot(a, b);
  const int w = shape_->wall_between(a, b);
  return w < 0 ? Slot{-1, -1} : Slot{shape_->owner(w), shape_->owner_bit(w)};
}

// A mask's wall by its places, as the square's, with no search in the rooms' lists: the lower
// room owns it, bit 0 for the wall below, and for the one on the right bit 1 when the room has
// a room below, else bit 0 (Shape::mask gives a room bits only for the walls it has).
Grid::Slot Grid::mask_slot(int a, int b) const {
  const int pa = shape_->place(a), pb = shape_->place(b);
  if (pb == pa + cols_) return {a, 0};
  if (pb != pa + 1 || pb % cols_ == 0) return {-1, -1};
  return {a, pa + cols_ < rows_ * cols_ && shape_->room_at(pa + cols_) >= 0 ? 1 : 0};
}

int Grid::wall_bit(int a, int b) const { return slot(a, b).bit; }
int Grid::wall_owner(int a, int b) const { return slot(a, b).owner; }

bool Grid::linked(int a, int b) const {
  const Slot s = slot(a, b);
  return s.bit >= 0 && (bits_[static_cast<std::size_t>(s.owner)] >> s.bit) & 1;
}

void Grid::set(int a, int b, bool on) {
  const Slot s = slot(a, b);
  if (s.bit < 0) throw MazeError("rooms " + std::to_string(a) + " and " + std::to_string(b) + " are not neighbours");
  const auto mask = static_cast<std::uint8_t>(1u << s.bit);
  auto& byte = bits_[static_cast<std::size_t>(s.owner)];
  byte = on ? byte | mask : byte & static_cast<std::uint8_t>(~mask);
}

void Grid::link_wall(int w) {
  bits_[static_cast<std::size_t>(shape_->owner(w))] |= static_cast<std::uint8_t>(1u << shape_->owner_bit(w));
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

void Grid::check_room(int room) const {
  if (room < 0 || room >= rooms_)
    throw MazeError("room " + std::to_string(room) + " is not in the maze: rooms go from 0 to " + std::to_string(rooms_ - 1));
}

}  // namespace maze
