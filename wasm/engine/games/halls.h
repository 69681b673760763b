// halls.h: halls, rectangles of 2 x 2 to 4 x 4 rooms with every wall inside them open, in a
// square maze that stays a tree once each hall is counted as one room.
#pragma once
#include <vector>

#include "random/py_random.h"
#include "shapes/grid.h"

namespace maze {

// Each hall's rooms, in room order; the halls in the order they were placed.
using Halls = std::vector<std::vector<int>>;

// Opens `count` halls (1 to limits::kMaxHalls) in a grown perfect square maze, drawing from
// `rng` after the maze was grown, so the maze of a seed is the same maze with or without halls.
// Each hall: its rows, then its columns (2 + randbelow(3) each), then its place, chosen evenly
// among the places where it neither overlaps nor touches (not even at a corner) a hall before
// it. Every wall inside it is knocked down; then, going over the maze's openings in sorted
// order with a union-find that holds each hall as one room, each opening that would close a
// loop is walled up again. The maze was one piece, so it stays one piece, and counted with
// each hall as one room it is a tree. Throws MazeError for another shape than the square, a
// count out of range, or a maze with no place left for the next hall.
Halls open_halls(Grid& g, int count, PyRandom& rng);

// Whether the maze, each hall counted as one room, is a tree: every wall inside a hall open,
// halls apart (no two share a wall), the maze one piece with no loop outside the halls.
bool tree_with_halls(const Grid& g, const Halls& halls);

// The hall each room is in, -1 for none.
std::vector<int> hall_of_rooms(const Grid& g, const Halls& halls);

}  // namespace maze
