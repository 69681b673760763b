// game_json.cpp: a game's maze as one line of JSON, the maze's own JSON and then its game.
#include "games/game_json.h"

#include "formats/maze_json.h"

namespace maze {
namespace {

void rooms(std::string& out, const std::vector<int>& list) {
  out += '[';
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (i) out += ',';
    out += std::to_string(list[i]);
  }
  out += ']';
}

}  // namespace

std::string write_game_json(const Game& game) {
  std::string out = write_json(game.grid, game.show_ends ? std::optional<Ends>(game.ends) : std::nullopt);
  out.pop_back();  // its closing '}'
  if (!game.halls.empty()) {
    out += ",\"halls\":[";
    for (std::size_t h = 0; h < game.halls.size(); ++h) {
      if (h) out += ',';
      rooms(out, game.halls[h]);
    }
    out += ']';
  }
  if (!game.locks.doors.empty()) {
    out += ",\"doors\":[";
    for (std::size_t i = 0; i < game.locks.doors.size(); ++i) {
      out += i ? ",[" : "[";
      out += std::to_string(game.locks.doors[i].first);
      out += ',';
      out += std::to_string(game.locks.doors[i].second);
      out += ']';
    }
    out += "],\"keys\":";
    rooms(out, game.locks.keys);
  }
  if (!game.seed.empty()) out += ",\"seed\":\"" + game.seed + "\"";
  out += '}';
  return out;
}

}  // namespace maze
