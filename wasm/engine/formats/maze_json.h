// maze_json.h: a maze of any shape as one line of JSON, written and read back.
//
// The form, with whitespace allowed between its parts and the keys in this order:
//   {"shape":"hex","rows":2,"cols":2,"rooms":4,"walls":[[0,1],...],"openings":[[0,1],...]}
// `walls` lists every pair of neighbouring rooms and `openings` the walls knocked down,
// each pair smaller room first, the pairs sorted. A circle's rows are its rings and its
// cols the rooms of its inner ring. After the openings may come the way in and the way
// out, `"in":A,"out":B` (what `maze generate --ends far` writes); without them a maze's
// way in is room 0 and its way out the last room.
// A mask (shape "mask") has "at":[[r,c],...] after "rooms": the place of each room, in reading
// order (its rows and cols are the mask's size). A weave maze has "under":[[a,b,c],...] after
// the openings: each opening between rooms two apart in a line again, from a to b under c.
// A game's "halls", "doors", "keys" and "seed" may follow them (games/game_json.h); a reader
// keeps the doors and keys (to solve the maze with them) and reads over the rest.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "shapes/grid.h"
#include "steps/step.h"  // Ends

namespace maze {

// One line, no final newline; with `ends`, "in" and "out" after the openings.
std::string write_json(const Grid& g, std::optional<Ends> ends = std::nullopt);

// Reads the form above; throws MazeError saying what is wrong and where (characters
// counted from 0): not JSON, an unknown shape, a bad size, rooms that do not match the
// shape, walls that are not exactly the shape's, an opening that is not a wall, pairs out
// of order or twice, numbers out of range. No recursion: the form nests only two deep.
Grid read_json(std::string_view text);

// The same, with the way in and the way out when the text gives them (rooms of the maze).
struct JsonMaze {
  Grid grid;
  std::optional<Ends> ends;
  // A game's locked doors, door i between two rooms with an opening between them, and key i in room keys[i]: as many
  // keys as doors, at most limits::kMaxKeys.
  std::vector<std::pair<int, int>> doors;
  std::vector<int> keys;
};
JsonMaze read_json_maze(std::string_view text);

// Every pair of neighbouring rooms, smaller room first, sorted.
std::vector<std::pair<int, int>> sorted_walls(const Grid& g);
// The openings as "openings" lists them, flat: a, b, a, b, ... (for a page that reads a big maze's openings at once).
std::vector<int> sorted_openings(const Grid& g);

}  // namespace maze
