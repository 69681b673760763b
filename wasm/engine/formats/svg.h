// svg.h: a maze of any shape drawn as a standalone SVG picture (the one drawing the page and the command share).
#pragma once
#include <string>
#include <vector>

#include "shapes/grid.h"
#include "shapes/shape.h"  // Segment, Point

namespace maze {

struct SvgOptions {
  int way_in = -1, way_out = -1;  // rooms marked with a small filled circle (green, red); -1: none
  std::vector<int> route;         // rooms, drawn as one line through their middles (blue)
  double scale = 16;              // picture units a room (a square's side, a hexagon's width, a ring's depth)
};

// White background, every standing wall and the shape's edge as one black <path> (round
// caps; touching pieces on one line joined; relative commands; numbers to 0.1; a circle's
// curved walls as arcs), a <title> naming the maze, then the route and the marks. A mask's
// left-out places are filled grey (rock) under the walls.
// Throws MazeError for a route or mark that is not a room, or route rooms not neighbours.
std::string write_svg(const Grid& g, const SvgOptions& options = {});

// In the shape's own units: one piece for each standing wall, then the edge's pieces. A weave
// maze is drawn as corridors instead (weave_lines).
std::vector<Segment> wall_lines(const Grid& g);
// A weave maze's corridors (svg_weave.cpp): each room a square kWeaveInset inside its own, its
// open sides drawn as the corridor's two sides out to its edge. A room a corridor passes under
// draws its own corridor's sides straight across it, so the lower corridor stops at its edges.
inline constexpr double kWeaveInset = 0.2;
std::vector<Segment> weave_lines(const Grid& g);
// The same lines with touching pieces joined: straight ones on one line, arcs on one
// circle (an arc of a whole circle has from == to).
std::vector<Segment> join_lines(const Grid& g, const std::vector<Segment>& lines);

}  // namespace maze
