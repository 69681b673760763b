// bindings_games.cpp: embind only: a game's settings turned into the engine's request, and its
// maze, doors, keys and halls back into JavaScript. The engine checks everything (games/).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "bindings_games.h"
#include "bindings_util.h"
#include "analysis/analysis.h"
#include "formats/tiles.h"
#include "games/game.h"
#include "games/game_json.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "tables/shapes.h"

using emscripten::val;
using maze::Session;
using maze_bindings::copy_array;

namespace {

bool given(const val& v) { return !v.isUndefined() && !v.isNull(); }
int int_of(const val& o, const char* name) { return given(o[name]) ? o[name].as<int>() : 0; }

std::vector<int> ints(const val& list) { return emscripten::convertJSArrayToNumberVector<int>(list); }

// { keys, halls, of, keep, ends } as the engine's request (ends: 'far' or 'own').
maze::GameRequest request_of(const val& o) {
  maze::GameRequest request;
  request.keys = int_of(o, "keys");
  request.halls = int_of(o, "halls");
  request.of = int_of(o, "of");
  if (given(o["keep"])) request.keep = maze::keep_from_name(o["keep"].as<std::string>());
  request.far = given(o["ends"]) && maze::far_ends_named(o["ends"].as<std::string>());
  return request;
}

}  // namespace

namespace maze_bindings {

// The seed kept of the mazes of seeds seed, seed+1, ... (`maze generate --of`).
std::string choose_seed(std::string method, std::string shape, int rows, int cols, std::string seed, val pick_braid,
                        val game) {
  maze::GameRequest request = request_of(game);
  request.method = maze::method_from_name(method);
  request.kind = maze::shape_from_name(shape);
  request.rows = rows, request.cols = cols;
  request.options = options_of(pick_braid);
  return maze::choose_game(request, seed).seed;
}

// The session's grown maze takes its game (halls, far ends, doors and keys, from its stream):
// its JSON, exactly as `maze generate --format json` writes it, and its parts.
val play_game(Session& s, std::string method, std::string shape, val pick_braid, val game) {
  maze::GameRequest request = request_of(game);
  request.method = maze::method_from_name(method);
  request.kind = maze::shape_from_name(shape);
  request.rows = s.rows(), request.cols = s.cols();
  request.options = options_of(pick_braid);
  maze::check_game(request);
  maze::Game made;
  s.rework([&](maze::Grid& g, maze::Ends ways, maze::PyRandom& rng) {
    made = maze::finish_game(request, g, ways, rng);
    g = made.grid;
    return made.ends;
  });
  if (request.of > 0) made.seed = s.seed();
  val halls = val::array();
  for (const auto& hall : made.halls) halls.call<void>("push", copy_array("Int32Array", hall));
  val doors = val::array();
  for (const auto& [a, b] : made.locks.doors) doors.call<void>("push", copy_array("Int32Array", std::vector<int>{a, b}));
  val o = val::object();
  o.set("json", maze::write_game_json(made));
  o.set("halls", halls);
  o.set("doors", doors);
  o.set("keys", copy_array("Int32Array", made.locks.keys));
  return o;
}

// The tile grid with the way in's room 2 and the way out's 3.
val marked_tiles(const Session& s, int corridor, int wall) {
  maze::TileMap map = maze::tile_map(s.grid(), {corridor, wall});
  maze::mark_ways(map, s.grid(), s.ways(), {corridor, wall});
  val o = val::object();
  o.set("width", map.width);
  o.set("height", map.height);
  o.set("tiles", copy_array("Uint8Array", map.tiles));
  return o;
}

// The Tiled map with the game's doors ([[a, b], ...]), keys and halls as objects.
std::string game_tiled(const Session& s, int corridor, int wall, val doors, val keys, val halls) {
  maze::TiledThings things;
  for (int i = 0, n = doors["length"].as<int>(); i < n; ++i) {
    const std::vector<int> pair = ints(doors[i]);
    if (pair.size() != 2) throw maze::MazeError("a door stands between two rooms");
    things.doors.emplace_back(pair[0], pair[1]);
  }
  things.keys = ints(keys);
  for (int i = 0, n = halls["length"].as<int>(); i < n; ++i) things.halls.push_back(ints(halls[i]));
  return maze::write_tiled(s.grid(), s.ways(), {corridor, wall}, things);
}

// The two rooms farthest apart and the steps between them (perfect mazes only).
val farthest_pair(const Session& s) {
  const maze::Farthest f = maze::farthest(s.grid());
  val o = val::object();
  o.set("a", f.a);
  o.set("b", f.b);
  o.set("steps", f.steps);
  return o;
}

// The keep choices, from the engine's table.
val keeps() {
  val out = val::array();
  for (const maze::KeepFacts& k : maze::keeps()) out.call<void>("push", std::string(k.name));
  return out;
}

}  // namespace maze_bindings
