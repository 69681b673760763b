// tiled.cpp: a square maze as a Tiled map (.tmj), in Tiled's JSON map format
// (doc.mapeditor.org, "JSON Map Format"): one tile layer, the ways as objects, one tileset.
#include <string>

#include "formats/picture.h"
#include "formats/tiles.h"

namespace maze {
namespace {

std::string number(long long n) { return std::to_string(n); }

std::string int_property(const char* name, long long value) {
  return std::string("{\"name\":\"") + name + "\",\"type\":\"int\",\"value\":" + number(value) + "}";
}

// A rectangle over the room's block of tiles, in pixels, with the room's number.
std::string way_object(const Grid& g, int id, const char* name, int room, TileSizes sizes) {
  if (room < 0 || room >= g.rooms())
    throw MazeError(std::string("the ") + name + " must be a room of the maze (got " + number(room) + ")");
  const int x = tile_start(square_col(g, room), sizes) * kTilePixels, y = tile_start(square_row(g, room), sizes) * kTilePixels;
  const int side = sizes.corridor * kTilePixels;
  return "   {\"id\":" + number(id) + ",\"name\":\"" + name + "\",\"type\":\"\",\"x\":" + number(x) + ",\"y\":" + number(y) +
         ",\"width\":" + number(side) + ",\"height\":" + number(side) + ",\"rotation\":0,\"visible\":true,\"properties\":[" +
         int_property("room", room) + "]}";
}

std::string tile(int id, const char* type, bool wall) {
  return "    {\"id\":" + number(id) + ",\"type\":\"" + type + "\",\"properties\":[{\"name\":\"wall\",\"type\":\"bool\",\"value\":" +
         (wall ? "true" : "false") + "}]}";
}

}  // namespace

std::string write_tiled(const Grid& g, Ends ways, TileSizes sizes) {
  const TileMap map = tile_map(g, sizes);
  const std::string w = number(map.width), h = number(map.height), px = number(kTilePixels);
  std::string out;
  out.reserve(static_cast<std::size_t>(map.width) * 2 * map.height + 2048);
  out += "{\"type\":\"map\",\"version\":\"1.10\",\"tiledversion\":\"1.10.2\",\"orientation\":\"orthogonal\",";
  out += "\"renderorder\":\"right-down\",\"infinite\":false,\"compressionlevel\":-1,\n";
  out += " \"width\":" + w + ",\"height\":" + h + ",\"tilewidth\":" + px + ",\"tileheight\":" + px +
         ",\"nextlayerid\":3,\"nextobjectid\":3,\n";
  out += " \"properties\":[" + int_property("rows", g.rows()) + "," + int_property("cols", g.cols()) + "," +
         int_property("corridor", sizes.corridor) + "," + int_property("wall", sizes.wall) + "],\n";
  out += " \"layers\":[\n  {\"type\":\"tilelayer\",\"id\":1,\"name\":\"maze\",\"x\":0,\"y\":0,\"width\":" + w + ",\"height\":" + h +
         ",\"opacity\":1,\"visible\":true,\"data\":[\n";
  // One line a tile row; the gids are the tileset's first gid (1) plus the tile (0 floor, 1 wall).
  for (int y = 0; y < map.height; ++y) {
    for (int x = 0; x < map.width; ++x) {
      out += static_cast<char>('1' + map.at(x, y));
      if (x + 1 < map.width || y + 1 < map.height) out += ',';
    }
    out += '\n';
  }
  out += "  ]},\n  {\"type\":\"objectgroup\",\"id\":2,\"name\":\"ways\",\"x\":0,\"y\":0,\"opacity\":1,\"visible\":true,";
  out += "\"draworder\":\"topdown\",\"objects\":[\n";
  out += way_object(g, 1, "way in", ways.in, sizes) + ",\n" + way_object(g, 2, "way out", ways.out, sizes) + "\n  ]}\n ],\n";
  out += " \"tilesets\":[\n  {\"firstgid\":1,\"name\":\"maze\",\"tilewidth\":" + px + ",\"tileheight\":" + px +
         ",\"tilecount\":2,\"columns\":2,\"margin\":0,\"spacing\":0,\n";
  out += "   \"image\":\"" + std::string(kTilesetImage) + "\",\"imagewidth\":" + number(2 * kTilePixels) +
         ",\"imageheight\":" + px + ",\n   \"tiles\":[\n";
  out += tile(0, "floor", false) + ",\n" + tile(1, "wall", true) + "\n   ]}\n ]\n}\n";
  return out;
}

}  // namespace maze
