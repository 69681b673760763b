// game_json.h: a game's maze as one line of JSON: the maze's own JSON (formats/maze_json.h),
// then what the game adds, in this order, each only when it has one:
//   "in":A,"out":B            the way in and the way out (far ends, keys or a choice)
//   "halls":[[room,...],...]  each hall's rooms, in room order, the halls as placed
//   "doors":[[a,b],...]       door i between rooms a and b, a nearer the way in, in order
//   "keys":[r0,r1,...]        key i in room ri
//   "seed":"S"                the seed of the maze kept (a choice), in quotes so that a seed
//                             of any length reads back exactly in JavaScript
#pragma once
#include <string>

#include "games/game.h"

namespace maze {

// One line, no final newline.
std::string write_game_json(const Game& game);

}  // namespace maze
