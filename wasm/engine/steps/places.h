// places.h: how the methods' loops run on places: the square's, or a mask's, whose rooms sit at
// some of its rows x cols places.
#pragma once
#include <cstdint>
#include <vector>

#include "shapes/shape.h"

namespace maze {

// The square's places are its rooms, its openings the square's bits.
struct OnSquare {
  std::uint8_t* bytes;
  int cols, count;  // count: the places
  static constexpr bool kHoles = false;  // every place a room
  explicit OnSquare(Grid& g) : bytes(g.bytes()), cols(g.cols()), count(g.rooms()) {}
  int first() const { return 0; }
  // Opens the wall from place toward d (the place there is known to be a room).
  void link(int place, int d) const { Grid::link_toward(bytes, cols, place, d); }
  int room(int place) const { return place; }
  const void* read_by_link(int place) const { return bytes + place; }  // to ask memory for it ahead
};

// A mask: an opening's bit is its owner room's (the room above or left of the wall): bit 0 for
// the wall below, and for the wall on the right bit 1 when there is a room below, else bit 0
// (a mask's shape gives a room bits only for the walls it has, the one below first).
struct OnMask {
  std::uint8_t* bytes;
  const int* room_at;  // the room at each place, -1 where there is none
  int cols, count, start;
  static constexpr bool kHoles = true;  // places with no room
  explicit OnMask(Grid& g)
      : bytes(g.bytes()), room_at(g.shape()->rooms_at().data()), cols(g.cols()),
        count(static_cast<int>(g.shape()->rooms_at().size())), start(g.shape()->place(0)) {}
  int first() const { return start; }  // the first room in reading order
  void link(int place, int d) const {
    const int owner = d == Up ? place - cols : d == Left ? place - 1 : place, below = owner + cols;
    bytes[room_at[owner]] |= d <= Down || below >= count || room_at[below] < 0 ? 1 : 2;
  }
  int room(int place) const { return room_at[place]; }
  const void* read_by_link(int place) const { return room_at + place; }
};

// A machine's byte at a mask's place with no room: no step goes there, no hunt finds it.
inline constexpr std::uint8_t kRock = 255;

// A place's neighbours in the shape's order, up, down, left, right: the places inside the rows x
// cols (count places) whose byte in state is not kRock. Returns how many.
inline int around_places(const std::uint8_t* state, int cols, int count, int place, int* out) {
  const int col = place % cols;
  int n = 0;
  if (place >= cols && state[place - cols] != kRock) out[n++] = place - cols;
  if (place + cols < count && state[place + cols] != kRock) out[n++] = place + cols;
  if (col > 0 && state[place - 1] != kRock) out[n++] = place - 1;
  if (col + 1 < cols && state[place + 1] != kRock) out[n++] = place + 1;
  return n;
}

// A mask's room's place, and the room at a place; any other shape's rooms are their own places.
inline int place_of(const Grid& g, int room) { return g.kind() == ShapeKind::Mask ? g.shape()->place(room) : room; }
inline int room_of(const Grid& g, int place) { return g.kind() == ShapeKind::Mask ? g.shape()->room_at(place) : place; }

// A byte a place (any other shape: a byte a room): fill, but kRock at a mask's place with no room.
inline std::vector<std::uint8_t> bytes_by_place(const Grid& g, std::uint8_t fill) {
  if (g.kind() != ShapeKind::Mask) return std::vector<std::uint8_t>(static_cast<std::size_t>(g.rooms()), fill);
  const auto at = g.shape()->rooms_at();
  std::vector<std::uint8_t> out(at.size(), fill);
  for (std::size_t p = 0; p < at.size(); ++p)
    if (at[p] < 0) out[p] = kRock;
  return out;
}

// Opens the wall between two places side by side, of the square or a mask.
inline void link_places(Grid& g, int a, int b) {
  const int d = (a > b ? a - b : b - a) == g.cols() ? Down : Right;
  if (g.square()) OnSquare(g).link(a < b ? a : b, d);
  else OnMask(g).link(a < b ? a : b, d);
}

}  // namespace maze
