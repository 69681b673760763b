// numbering.h: numbering a shape's rooms so that neighbours' numbers lie close together.
#pragma once
#include <vector>

#include "shapes/shape.h"

namespace maze {

// The band of a numbering: the largest difference between the numbers of two
// neighbouring rooms (position[room] is a room's number).
int band_of(const Shape& shape, const std::vector<int>& position);

// A numbering with a small band, for work that grows with it (counting): the
// shape's own (row by row, ring by ring), column by column for a grid wider than
// tall, or (not for the square) Cuthill and McKee's breadth-first numbering from
// a far-out room; the smallest band wins, the earlier on a tie. The square keeps
// its own numbering or turns to columns exactly as counting always has.
std::vector<int> narrow_numbering(const Shape& shape);

}  // namespace maze
