// grid.h: a maze as rows x cols rooms and the walls between neighbours; nothing else.
#pragma once
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace maze {

// A clear message for bad input (a silly size, a malformed picture, ...).
struct MazeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The four directions in the lesson's order: up, down, left, right.
enum Dir : int { Up = 0, Down = 1, Left = 2, Right = 3 };
inline constexpr int kRowStep[4] = {-1, 1, 0, 0};
inline constexpr int kColStep[4] = {0, 0, -1, 1};

// Rooms are ints, row * cols + col. Each room keeps two bits: open to the
// room below and open to the room on the right, so a maze costs one byte a room.
class Grid {
 public:
  static constexpr int kMaxRooms = 16'000'000;  // 4000 x 4000

  Grid() = default;
  Grid(int rows, int cols);

  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int rooms() const { return rows_ * cols_; }
  int room(int row, int col) const { return row * cols_ + col; }
  int row_of(int room) const { return room / cols_; }
  int col_of(int room) const { return room % cols_; }

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
  void link_toward(int room, int d) {
    const int owner = d == Up ? room - cols_ : d == Left ? room - 1 : room;
    bits_[owner] |= d <= Down ? kDown : kRight;
  }
  // a and b must be neighbours.
  bool linked(int a, int b) const;
  void link(int a, int b) { set(a, b, true); }
  void unlink(int a, int b) { set(a, b, false); }
  // Number of openings around one room.
  int degree(int room) const;
  void clear();

  // A byte a room: kDown if open to the room below, kRight if open to the room on the right.
  static constexpr std::uint8_t kDown = 1, kRight = 2;
  const std::vector<std::uint8_t>& bits() const { return bits_; }
  bool operator==(const Grid&) const = default;

 private:
  void set(int a, int b, bool on);
  int rows_ = 0, cols_ = 0;
  std::vector<std::uint8_t> bits_;
};

// Throws MazeError unless 1 <= rows, cols and rows * cols <= Grid::kMaxRooms.
void check_size(int rows, int cols);

}  // namespace maze
