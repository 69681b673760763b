// tiled.cpp: a square maze as a Tiled map (.tmj), in Tiled's JSON map format
// (doc.mapeditor.org, "JSON Map Format"): one tile layer, the ways as objects, a game's doors,
// keys and halls as objects, one tileset.
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

// A rectangle over picture rows row0..row1 and columns col0..col1 (their blocks of tiles), in pixels.
std::string box(int id, const char* name, int row0, int col0, int row1, int col1, TileSizes sizes, const std::string& properties) {
  const int x = tile_start(col0, sizes) * kTilePixels, y = tile_start(row0, sizes) * kTilePixels;
  const int w = tile_start(col1 + 1, sizes) * kTilePixels - x, h = tile_start(row1 + 1, sizes) * kTilePixels - y;
  return "   {\"id\":" + number(id) + ",\"name\":\"" + name + "\",\"type\":\"\",\"x\":" + number(x) + ",\"y\":" + number(y) +
         ",\"width\":" + number(w) + ",\"height\":" + number(h) + ",\"rotation\":0,\"visible\":true,\"properties\":[" +
         properties + "]}";
}

void check_room(const Grid& g, const char* what, int room) {
  if (room < 0 || room >= g.rooms())
    throw MazeError(std::string("a ") + what + " must be in a room of the maze (got " + number(room) + ")");
}

// The "game" layer's objects, one a line, numbered from `id`.
std::string game_objects(const Grid& g, const TiledThings& things, TileSizes sizes, int& id) {
  std::string out;
  const auto add = [&](const std::string& object) { out += (out.empty() ? "" : ",\n") + object; };
  for (std::size_t i = 0; i < things.doors.size(); ++i) {
    const auto [a, b] = things.doors[i];
    check_room(g, "door", a), check_room(g, "door", b);
    if (!g.linked(a, b)) throw MazeError("door " + number(i) + " must stand in an opening between two rooms");
    const int row = (square_row(g, a) + square_row(g, b)) / 2, col = (square_col(g, a) + square_col(g, b)) / 2;
    add(box(id++, "door", row, col, row, col, sizes,
            int_property("door", i) + "," + int_property("a", a) + "," + int_property("b", b)));
  }
  for (std::size_t i = 0; i < things.keys.size(); ++i) {
    const int room = things.keys[i];
    check_room(g, "key", room);
    add(box(id++, "key", square_row(g, room), square_col(g, room), square_row(g, room), square_col(g, room), sizes,
            int_property("key", i) + "," + int_property("room", room)));
  }
  for (std::size_t h = 0; h < things.halls.size(); ++h) {
    const auto& rooms = things.halls[h];
    if (rooms.empty()) throw MazeError("hall " + number(h) + " has no rooms");
    for (int room : rooms) check_room(g, "hall", room);
    add(box(id++, "hall", square_row(g, rooms.front()), square_col(g, rooms.front()), square_row(g, rooms.back()),
            square_col(g, rooms.back()), sizes, int_property("hall", h) + "," + int_property("rooms", rooms.size())));
  }
  return out;
}

std::string tile(int id, const char* type, bool wall) {
  return "    {\"id\":" + number(id) + ",\"type\":\"" + type + "\",\"properties\":[{\"name\":\"wall\",\"type\":\"bool\",\"value\":" +
         (wall ? "true" : "false") + "}]}";
}

}  // namespace

std::string write_tiled(const Grid& g, Ends ways, TileSizes sizes, const TiledThings& things) {
  const TileMap map = tile_map(g, sizes);
  int id = 3;  // the objects after the way in (1) and the way out (2)
  const std::string game = game_objects(g, things, sizes, id);
  const std::string w = number(map.width), h = number(map.height), px = number(kTilePixels);
  std::string out;
  out.reserve(static_cast<std::size_t>(map.width) * 2 * map.height + 2048);
  out += "{\"type\":\"map\",\"version\":\"1.10\",\"tiledversion\":\"1.10.2\",\"orientation\":\"orthogonal\",";
  out += "\"renderorder\":\"right-down\",\"infinite\":false,\"compressionlevel\":-1,\n";
  out += " \"width\":" + w + ",\"height\":" + h + ",\"tilewidth\":" + px + ",\"tileheight\":" + px +
         ",\"nextlayerid\":" + number(game.empty() ? 3 : 4) +
         ",\"nextobjectid\":" + number(id) + ",\n";
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
  out += way_object(g, 1, "way in", ways.in, sizes) + ",\n" + way_object(g, 2, "way out", ways.out, sizes) + "\n  ]}";
  if (!game.empty())
    out += ",\n  {\"type\":\"objectgroup\",\"id\":3,\"name\":\"game\",\"x\":0,\"y\":0,\"opacity\":1,\"visible\":true,"
           "\"draworder\":\"topdown\",\"objects\":[\n" + game + "\n  ]}";
  out += "\n ],\n";
  out += " \"tilesets\":[\n  {\"firstgid\":1,\"name\":\"maze\",\"tilewidth\":" + px + ",\"tileheight\":" + px +
         ",\"tilecount\":2,\"columns\":2,\"margin\":0,\"spacing\":0,\n";
  out += "   \"image\":\"" + std::string(kTilesetImage) + "\",\"imagewidth\":" + number(2 * kTilePixels) +
         ",\"imageheight\":" + px + ",\n   \"tiles\":[\n";
  out += tile(0, "floor", false) + ",\n" + tile(1, "wall", true) + "\n   ]}\n ]\n}\n";
  return out;
}

}  // namespace maze
