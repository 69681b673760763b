// heading.h: which way a player goes: a screen direction, the open neighbour nearest it,
// and the names of the ways on from a room, as a player hears them.
//
// A heading is a direction on the screen (x to the right, y down). A key, a swipe or a
// stick gives one; the room it leads to comes from the shape's geometry, so one rule
// serves every shape:
//
//   the open neighbour whose doorway (the middle of the wall between them) lies nearest
//   the asked direction, seen from this room's middle (Shape::middle), if it is less than
//   the shape's cone away (square 45 degrees, hex 45, triangle 90, circle and random cells 60).
//
// On the square, hexagons and triangles the doorway lies straight towards the neighbour's
// middle; in a circle it keeps the way towards the centre apart from a way round the ring,
// and in random cells it is the gap itself (a line to the neighbour's point may miss it).
// On the square that is exact: up, down, left and right take the room that way, and a
// diagonal takes none. Two open neighbours equally near (up on a hexagon, between up-left
// and up-right) are a tie: no move, so a key never picks one side by chance.
#pragma once
#include <span>
#include <string_view>
#include <vector>

#include "shapes/grid.h"
#include "shapes/shape.h"  // Point

namespace maze {

// The order is the one the ways are listed in: the lesson's four, then the diagonals.
enum class Heading : int { Up, Down, Left, Right, UpLeft, UpRight, DownLeft, DownRight };
inline constexpr int kHeadings = 8;

std::string_view heading_name(Heading h);       // "up", "down", ..., "up-left", ...
Heading heading_from_name(std::string_view name);  // throws MazeError for other names
Point heading_vector(Heading h);                // (0, -1) for up; the diagonals are (+-1, +-1)

// The headings a shape's ways are named by, in Heading order: the square's four; on
// hexagons left, right and the four diagonals; on triangles up, down and the four
// diagonals; on a circle and random cells all eight.
std::span<const Heading> headings_of(ShapeKind kind);
// Half the width of the cone a heading reaches into, in degrees (see above).
double cone_degrees(ShapeKind kind);

// The middle of a room in the shape's units (the square's room (r, c) at c + 0.5, r + 0.5).
Point room_middle(const Grid& g, int room);

struct Toward {
  int room = -1;     // the room to go to; -1: none
  bool tie = false;  // none because two open neighbours are equally near
};
// The open neighbour of `room` nearest the screen direction (dx, dy), as above. Throws
// MazeError for a room outside the maze or a direction of length 0.
Toward toward(const Grid& g, int room, double dx, double dy);
Toward toward(const Grid& g, int room, Heading h);

// An open way from a room: the room it leads to and the heading it is named by.
struct Way {
  int room;
  Heading heading;
};
// The open ways from a room, each named by the heading that takes it (of the shape's
// headings, the one nearest its doorway among those toward() sends there, the first in
// Heading order when two are as near; if none of them sends there, simply the nearest),
// listed in Heading order.
std::vector<Way> ways_on(const Grid& g, int room);

}  // namespace maze
