// bindings_games.h: the games' bindings (bindings_games.cpp), which bindings.cpp registers on
// the Session and the module.
#pragma once
#include <emscripten/val.h>

#include <string>

#include "session/session.h"

namespace maze_bindings {

// { pick, braid } as the engine's options (bindings.cpp).
maze::MethodOptions options_of(const emscripten::val& o);
std::string choose_seed(std::string method, std::string shape, int rows, int cols, std::string seed,
                        emscripten::val pick_braid, emscripten::val game);
emscripten::val play_game(maze::Session& s, std::string method, std::string shape, emscripten::val pick_braid,
                          emscripten::val game);
emscripten::val marked_tiles(const maze::Session& s, int corridor, int wall);
std::string game_tiled(const maze::Session& s, int corridor, int wall, emscripten::val doors, emscripten::val keys,
                       emscripten::val halls);
emscripten::val farthest_pair(const maze::Session& s);
emscripten::val keeps();

}  // namespace maze_bindings
