// tiles.cpp: the lesson's picture blown up into a grid of tiles, and that grid as CSV lines.
#include "formats/tiles.h"

#include <algorithm>
#include <string>

#include "formats/picture.h"
#include "shapes/shape.h"
#include "tables/shapes.h"

namespace maze {
namespace {

void check_width(const char* what, int width) {
  if (width < 1 || width > kMaxTileWidth)
    throw MazeError(std::string(what) + " must be from 1 to " + std::to_string(kMaxTileWidth) + " tiles wide (got " +
                    std::to_string(width) + ")");
}

}  // namespace

// Picture squares before k: (k + 1) / 2 of them on even lines (walls), k / 2 on odd ones.
int tile_start(int k, TileSizes sizes) { return (k + 1) / 2 * sizes.wall + k / 2 * sizes.corridor; }

void check_tile_map(int rows, int cols, TileSizes sizes) {
  check_width("a corridor", sizes.corridor);
  check_width("a wall", sizes.wall);
  // In 64 bits: 4000 rooms of 16 and 16 tiles are 128,016 tiles, past an int's square root.
  const long long width = (cols + 1LL) * sizes.wall + 1LL * cols * sizes.corridor;
  const long long height = (rows + 1LL) * sizes.wall + 1LL * rows * sizes.corridor;
  if (width * height > kMaxTiles)
    throw MazeError("a tile map of " + std::to_string(width) + " x " + std::to_string(height) + " tiles is too big: at most " +
                    std::to_string(kMaxTiles) + " tiles (make the maze smaller or the corridors and walls narrower)");
}

TileMap tile_map(const Grid& g, TileSizes sizes) {
  if (!shape_facts(g.kind()).tiles)
    throw MazeError("a tile map is for square mazes only (got a " + std::string(shape_name(g.kind())) + " maze)");
  check_tile_map(g.rows(), g.cols(), sizes);
  TileMap map;
  map.width = tile_start(2 * g.cols() + 1, sizes), map.height = tile_start(2 * g.rows() + 1, sizes);
  map.tiles.resize(static_cast<std::size_t>(map.width) * map.height);
  const auto picture = write_picture(g);
  // One tile row for each picture row, copied down the rows of its block.
  std::vector<std::uint8_t> row(map.width);
  for (std::size_t r = 0; r < picture.size(); ++r) {
    const std::string& line = picture[r];
    for (std::size_t c = 0, x = 0; c < line.size(); ++c) {
      const int across = c % 2 ? sizes.corridor : sizes.wall;
      for (int i = 0; i < across; ++i) row[x++] = line[c] == '#';
    }
    const int y0 = tile_start(static_cast<int>(r), sizes), down = r % 2 ? sizes.corridor : sizes.wall;
    for (int y = y0; y < y0 + down; ++y)
      std::copy(row.begin(), row.end(), map.tiles.begin() + static_cast<std::ptrdiff_t>(y) * map.width);
  }
  return map;
}

std::string write_tiles_csv(const TileMap& map) {
  std::string out;
  out.reserve(static_cast<std::size_t>(map.width) * 2 * map.height);
  for (int y = 0; y < map.height; ++y) {
    for (int x = 0; x < map.width; ++x) {
      out += static_cast<char>('0' + map.at(x, y));
      out += x + 1 < map.width ? ',' : '\n';
    }
  }
  return out;
}

void mark_ways(TileMap& map, const Grid& g, Ends ways, TileSizes sizes) {
  const std::pair<int, std::uint8_t> marks[] = {{ways.in, 2}, {ways.out, 3}};
  for (const auto& [room, mark] : marks) {
    if (room < 0 || room >= g.rooms())
      throw MazeError("the way in and the way out must be rooms of the maze (got " + std::to_string(room) + ")");
    const int x0 = tile_start(square_col(g, room), sizes), y0 = tile_start(square_row(g, room), sizes);
    for (int y = y0; y < y0 + sizes.corridor; ++y)
      for (int x = x0; x < x0 + sizes.corridor; ++x) map.tiles[static_cast<std::size_t>(y) * map.width + x] = mark;
  }
}

}  // namespace maze
