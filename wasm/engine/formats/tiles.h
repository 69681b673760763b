// tiles.h: a square maze as a grid of tiles (1 wall, 0 floor) for games: as CSV lines and
// as a Tiled map (.tmj, Tiled's JSON map format), with the way in and way out as objects.
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "shapes/grid.h"
#include "steps/step.h"  // Ends

namespace maze {

// How wide things are, in tiles: a room (and so a corridor through an opening), and a wall.
// 1 and 1 make the lesson's picture, square for square.
struct TileSizes {
  int corridor = 1, wall = 1;
};
inline constexpr int kMaxTileWidth = 16;
// The most tiles one map may hold: a 4000 x 4000 maze at 1 and 1 has 8001 x 8001 of them.
inline constexpr long long kMaxTiles = 1LL << 26;
// Pixels a tile in the Tiled map and its tileset picture.
inline constexpr int kTilePixels = 16;

struct TileMap {
  int width = 0, height = 0;
  std::vector<std::uint8_t> tiles;  // row by row: 1 wall, 0 floor (2 way in, 3 way out: mark_ways)
  int at(int x, int y) const { return tiles[static_cast<std::size_t>(y) * width + x]; }
};

// The picture, each of its squares made a block of tiles: wall-wide on the picture's even
// rows and columns, corridor-wide on its odd ones. Throws MazeError for another shape than
// the square, a width outside 1..kMaxTileWidth, or more than kMaxTiles tiles.
TileMap tile_map(const Grid& g, TileSizes sizes = {});
// The same checks of the widths and the tiles a rows x cols maze makes, before it is grown.
void check_tile_map(int rows, int cols, TileSizes sizes);

// Where the block of picture row or column k starts, in tiles (k from 0 to 2 * rows + 1).
int tile_start(int k, TileSizes sizes);

// One line a tile row, tiles apart by commas, each line ending in '\n'.
std::string write_tiles_csv(const TileMap& map);

// The Tiled map of a square maze: an orthogonal map of tile_map(g, sizes), one tile layer
// ("maze": gid 1 floor, gid 2 wall), one object layer ("ways": rectangles "way in" and
// "way out" over their rooms' blocks), and an embedded tileset of the two tiles, each with a
// bool property "wall", drawn by the picture kTilesetImage (see tileset_png) beside the map.
//
// A game's things, when it has any, go in a second object layer ("game"): each door a
// rectangle over the opening's block of tiles ("door", properties door i and its rooms a and
// b), each key a rectangle over its room's block ("key", properties key i and room), each hall
// a rectangle over its rooms' blocks ("hall", properties hall h and rooms, how many).
inline constexpr const char* kTilesetImage = "maze-tiles.png";
struct TiledThings {
  std::vector<std::pair<int, int>> doors;  // door i between rooms a and b
  std::vector<int> keys;                   // key i in room keys[i]
  std::vector<std::vector<int>> halls;     // each hall's rooms, in room order
};
std::string write_tiled(const Grid& g, Ends ways, TileSizes sizes = {}, const TiledThings& things = {});

// The way in's room block marked 2 and the way out's 3 (tile maps that mark the ways).
void mark_ways(TileMap& map, const Grid& g, Ends ways, TileSizes sizes = {});

// The tileset's picture: a PNG of two kTilePixels tiles side by side, floor then wall.
std::string tileset_png();

}  // namespace maze
