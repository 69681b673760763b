// grid.h: a maze as rows x cols rooms and the walls between neighbours; nothing else.
#pragma once
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
  // Opening in direction d from room (false past the edge).
  bool open(int room, int d) const;
  // a and b must be neighbours.
  bool linked(int a, int b) const;
  void link(int a, int b) { set(a, b, true); }
  void unlink(int a, int b) { set(a, b, false); }
  // Number of openings around one room.
  int degree(int room) const;
  void clear();

  const std::vector<std::uint8_t>& bits() const { return bits_; }
  bool operator==(const Grid&) const = default;

 private:
  static constexpr std::uint8_t kDown = 1, kRight = 2;
  void set(int a, int b, bool on);
  int rows_ = 0, cols_ = 0;
  std::vector<std::uint8_t> bits_;
};

// Throws MazeError unless 1 <= rows, cols and rows * cols <= Grid::kMaxRooms.
void check_size(int rows, int cols);

}  // namespace maze
