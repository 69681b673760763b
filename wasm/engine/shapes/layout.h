// layout.h: where a maze's rooms and walls sit, flattened into plain lists for a view to draw.
#pragma once
#include <cstdint>
#include <vector>

#include "shapes/grid.h"

namespace maze {

// Everything a view needs to draw a maze of any shape, in the shape's units (see shape.h):
// x to the right, y down, inside [0, width] x [0, height]. Lines are (x1, y1, x2, y2); a line
// flagged as an arc goes counter-clockwise on screen round `centre` from its first point to
// its second (a whole circle when they are the same point).
struct Layout {
  double width = 0, height = 0;
  double centre_x = 0, centre_y = 0;
  std::vector<float> outline;        // each room's corners, x y x y ..., room after room
  std::vector<int> outline_start;    // room r's corners: outline[2*start[r] .. 2*start[r+1])
  std::vector<float> middle;         // x y of each room's middle
  std::vector<int> wall_rooms;       // a b of each wall (a < b), in the shape's order of walls
  std::vector<std::uint8_t> wall_bit;  // the bit of its owner's opening byte (Grid::bits) for that wall
  std::vector<std::uint8_t> wall_owner;  // 0: room a holds that bit, 1: room b (random cells only)
  std::vector<float> wall_line;      // x1 y1 x2 y2 of each wall
  std::vector<std::uint8_t> wall_arc;
  std::vector<float> edge_line;      // the lines that always stand: the shape's edge
  std::vector<std::uint8_t> edge_arc;
  std::vector<int> ring_start;       // circle: the first room of each ring, then the rooms; else empty
};

// The layout of g's shape (a square builds its Shape for the purpose: meant for boards
// that draw rooms one by one, not for the biggest mazes).
Layout layout_of(const Grid& g);

}  // namespace maze
