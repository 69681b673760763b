// choose.h: one maze chosen from the mazes of many seeds by how hard it is.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace maze {

struct GameRequest;
struct Game;

// What to keep of the mazes made: the table of them is keeps(), by their place.
enum class Keep : int { Longest, Shortest, MostDeadEnds, FewestDeadEnds };
struct KeepFacts {
  Keep keep;
  std::string_view name;  // "longest", as the command and the package take it
  std::string_view what;  // "the longest way out", for the usage
};
const std::vector<KeepFacts>& keeps();
// "longest", ...; throws MazeError naming every choice for other names.
Keep keep_from_name(std::string_view name);

// The decimal seed + k (seed: digits only, else MazeError).
std::string seed_plus(std::string_view seed, int k);

// Makes the mazes of seeds seed, seed+1, ..., seed+of-1 (each seeded afresh, as --seed alone
// would, with its halls and keys) and gives the one kept: the longest or shortest way out from
// its way in to its way out (in rooms), or the most or fewest dead ends; on a tie, the first
// seed. Its `seed` says which it was. A maze with no room for the halls or keys asked is left
// out; when every one is, MazeError says why the first was. Checks the request first (check_game).
Game choose_game(const GameRequest& request, std::string_view seed);

}  // namespace maze
