// shapes.h: the one table of shapes: by id, what each is drawn from, which pictures and views it
// has, how its size gives its rooms and its limit, as the command, the bindings and the page read them.
// Its rooms, walls and geometry are the shape's own (shapes/shape.h); here are only its facts.
#pragma once
#include <span>
#include <string>
#include <string_view>

#include "shapes/grid.h"

namespace maze {

// What a page and the command need to know of a shape besides its geometry.
struct ShapeFacts {
  ShapeKind kind;  // its place in the table (ShapeKind's order)
  std::string_view name, title;
  bool walls;      // drawn as the square's grid of walls, by arithmetic (else from its layout, layout.h)
  bool lesson;     // the lesson's own: its text view, its questions, the learner's make_maze, halls
  bool picture;    // writes the lesson's text picture of # and . (formats/picture.h)
  bool tiles;      // makes a tile map and a Tiled map (formats/tiles.h)
  bool inside;     // the Inside view walks it: rays through a grid of squares
  std::string_view sized;  // what its size gives: "grid" (rows x cols rooms), "rings" (rows rings,
                           // cols rooms in the inner one) or "drawing" (its rooms are a drawing's: a mask's own)
  bool from_seed;  // its rooms are drawn from the seed, so each growth has new ones (random cells)
  bool tunnels;    // its corridors may pass under rooms (shapes/weave.h)
  int max_rooms;   // its most rooms
};
std::span<const ShapeFacts> shapes();  // in ShapeKind's order
const ShapeFacts& shape_facts(ShapeKind kind);

// "square", "hex", "triangle", "circle", "voronoi", "mask", "weave"; throws MazeError for other names.
ShapeKind shape_from_name(std::string_view name);
std::string_view shape_name(ShapeKind kind);
// Every shape's id, "square, hex, ... or weave", for messages.
std::string shape_names();
// The ids of the shapes whose row says yes to `fact`, "square or mask", for messages.
std::string shape_names(bool ShapeFacts::*fact);

}  // namespace maze
