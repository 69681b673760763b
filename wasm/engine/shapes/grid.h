// grid.h: a maze as rooms of a shape and the walls between neighbours; nothing else.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "base/error.h"
#include "base/limits.h"

namespace maze {

// The shapes a maze can take (see shape.h); Voronoi is "random cells", Mask a grid with some
// rooms left out (mask.h), Weave a square whose corridors may pass under a room (weave.h).
enum class ShapeKind : std::uint8_t { Square, Hex, Triangle, Circle, Voronoi, Mask, Weave };
class Shape;

// The four directions in the lesson's order: up, down, left, right.
enum Dir : int { Up = 0, Down = 1, Left = 2, Right = 3 };
inline constexpr int kRowStep[4] = {-1, 1, 0, 0};
inline constexpr int kColStep[4] = {0, 0, -1, 1};

// Rooms are ints. Each room keeps a byte of bits, one for each wall it owns (Shape says
// which room of the two owns a wall and which bit it has, at most Shape::kMaxOwned a room):
// bit k set means that wall is knocked down (an opening). In the square, hex, triangle
// and circle a wall belongs to its lower-numbered room, the bits in the shape's order of
// neighbours. For the square, whose rooms are row * cols + col and whose neighbours go up,
// down, left, right, that is bit 0 for the room below (kDown) and bit 1 for the room on
// the right (kRight), worked out by arithmetic with no Shape built, so a square maze costs
// one byte a room. Other shapes share one Shape (its neighbour lists) between all copies
// of the maze.
//
// The functions marked "square only" use the square's arithmetic; the rest work on any shape.
class Grid {
 public:
  static constexpr int kMaxRooms = limits::kMaxRooms;
  static constexpr int kMaxAround = 16;         // the most neighbours a room has, in any shape

  Grid() = default;
  Grid(int rows, int cols);                  // a square maze, every wall standing
  Grid(ShapeKind kind, int rows, int cols);  // any shape (circle: rows rings, cols rooms in ring 0)
                                             // but random cells, which need their points:
  explicit Grid(std::shared_ptr<const Shape> shape);  // a maze of a shape built already

  ShapeKind kind() const { return kind_; }
  bool square() const { return kind_ == ShapeKind::Square; }
  const Shape* shape() const { return shape_.get(); }  // null for the square
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int rooms() const { return rooms_; }
  // Throws MazeError, naming the rooms there are, unless 0 <= room < rooms(): the one check of a room asked for.
  void check_room(int room) const;

  // The room's neighbours inside the shape, in the shape's order, written to out (room
  // for kMaxAround); returns how many. Square: up, down, left, right.
  int around(int room, int* out) const {
    if (!square()) return around_shape(room, out);
    int n = 0;
    for (int next : neighbours(room))
      if (next >= 0) out[n++] = next;
    return n;
  }
  // The neighbours reached through an opening, in the same order; returns how many.
  int open_around(int room, int* out) const;
  // f(next) for each neighbour reached through an opening, in the same order: the square's
  // four checks inline, as the searches' inner loop wants them.
  template <class F>
  void for_each_open(int room, F&& f) const {
    if (square()) {
      for (int d = 0; d < 4; ++d)
        if (open(room, d)) f(next_to(room, d));
      return;
    }
    int out[kMaxAround];
    for (int k = 0, n = open_around(room, out); k < n; ++k) f(out[k]);
  }
  // Which bit of its owner's byte stands for the wall between a and b; -1 if they are
  // not neighbours. The owner is the lower room but in random cells (see wall_owner).
  int wall_bit(int a, int b) const;
  // The room whose byte holds that bit; -1 if they are not neighbours.
  int wall_owner(int a, int b) const;
  int room(int row, int col) const { return row * cols_ + col; }
  // The rooms a way in (out false) or a way out (out true) may lie in, as the shape offers
  // them, in order: the left and the right side (rooms r * cols + c); a circle: its inner and
  // its outer ring; random cells: the cells touching the left and the right side.
  std::vector<int> way_rooms(bool out) const;
  int row_of(int room) const { return room / cols_; }
  int col_of(int room) const { return room % cols_; }

  // ---- square only ----
  // The room one step in direction d, or -1 past the edge.
  int neighbour(int room, int d) const {
    int r = room / cols_ + kRowStep[d], c = room % cols_ + kColStep[d];
    return (r < 0 || r >= rows_ || c < 0 || c >= cols_) ? -1 : r * cols_ + c;
  }
  // neighbour(room, d) for up, down, left and right at once, with one division.
  std::array<int, 4> neighbours(int room) const {
    const int col = room % cols_;
    return {room >= cols_ ? room - cols_ : -1, room + cols_ < rooms() ? room + cols_ : -1, col > 0 ? room - 1 : -1,
            col + 1 < cols_ ? room + 1 : -1};
  }
  // Opening in direction d from room (false past the edge). No division: a room on the
  // last column never has its right bit set, so room - 1 of a first-column room says no.
  bool open(int room, int d) const {
    switch (d) {
      case Down: return bits_[room] & kDown;
      case Right: return bits_[room] & kRight;
      case Up: return room >= cols_ && (bits_[room - cols_] & kDown);
      default: return room > 0 && (bits_[room - 1] & kRight);
    }
  }
  // The room one step in direction d, known to be there (no edge check, no division).
  int next_to(int room, int d) const { return room + (d == Up ? -cols_ : d == Down ? cols_ : d == Left ? -1 : 1); }
  // link(room, neighbour(room, d)) for a neighbour known to be there, without the checks.
  // Up and left are the other room's down and right bits; picked without branching.
  void link_toward(int room, int d) { link_toward(bits_.data(), cols_, room, d); }
  // The same on the square's bytes (bytes()), for an inner loop that keeps them in a
  // register: after each byte store it makes, the compiler would fetch a member's again.
  static void link_toward(std::uint8_t* bytes, int cols, int room, int d) {
    const int owner = d == Up ? room - cols : d == Left ? room - 1 : room;
    bytes[owner] |= d <= Down ? kDown : kRight;
  }
  std::uint8_t* bytes() { return bits_.data(); }
  // ---- any shape ----
  // Whether a and b are neighbours with the wall between them knocked down.
  bool linked(int a, int b) const;
  // a and b must be neighbours (else MazeError).
  void link(int a, int b) { set(a, b, true); }
  // Not for the square: knocks down wall w of the shape (Shape::wall(w)), found by its number
  // with no search among the rooms' neighbours.
  void link_wall(int w);
  void unlink(int a, int b) { set(a, b, false); }
  // Number of openings around one room.
  int degree(int room) const;
  void clear();
  // A maze of the same shape with every wall standing (sharing the shape).
  Grid blank() const;

  // A byte a room, as above; square: kDown if open to the room below, kRight if open to
  // the room on the right.
  static constexpr std::uint8_t kDown = 1, kRight = 2;
  const std::vector<std::uint8_t>& bits() const { return bits_; }
  bool operator==(const Grid& o) const {
    return kind_ == o.kind_ && rows_ == o.rows_ && cols_ == o.cols_ && bits_ == o.bits_;
  }

 private:
  struct Slot {
    int owner, bit;
  };
  Slot slot(int a, int b) const;
  Slot mask_slot(int a, int b) const;  // a < b, both rooms
  void set(int a, int b, bool on);
  int around_shape(int room, int* out) const;
  ShapeKind kind_ = ShapeKind::Square;
  int rows_ = 0, cols_ = 0, rooms_ = 0;
  std::shared_ptr<const Shape> shape_;
  std::vector<std::uint8_t> bits_;
};

// Throws MazeError unless 1 <= rows, cols and rows * cols <= Grid::kMaxRooms.
void check_size(int rows, int cols);

}  // namespace maze
