// game.cpp: a game's maze grown, then its halls, its ends, its doors and keys.
#include "games/game.h"

#include "analysis/analysis.h"
#include "base/limits.h"
#include "tables/shapes.h"

namespace maze {
namespace {

void check_range(const char* what, int value, int high) {
  if (value < 0 || value > high)
    throw MazeError(std::string("the ") + what + " must be a whole number from 1 to " + std::to_string(high) + " (got " +
                    std::to_string(value) + ")");
}

}  // namespace

bool far_ends_named(std::string_view ends) {
  if (ends != "far" && ends != "own")
    throw MazeError("the ends must be far (the two rooms farthest apart) or own (the method's own) (got \"" +
                    std::string(ends) + "\")");
  return ends == "far";
}

void check_game(const GameRequest& request) {
  check_method(request.method, request.kind, request.options);
  check_range("keys", request.keys, limits::kMaxKeys);
  check_range("halls", request.halls, limits::kMaxHalls);
  check_range("mazes to choose from", request.of, limits::kMaxOf);
  if (request.halls > 0 && !shape_facts(request.kind).lesson)
    throw MazeError("halls are rectangles of rooms, so they are for square mazes only");
  if (request.options.braid > 0 && (request.keys > 0 || request.halls > 0))
    throw MazeError("keys and halls need a maze with one way between two rooms, and a braid makes loops: leave out the braid");
  if (request.of > 0 && shape_facts(request.kind).sized == "drawing")
    throw MazeError("a maze chosen from many seeds is made from a shape and a size, not from a mask: leave out the mask or the choice");
  if (request.far && request.halls > 0)
    throw MazeError("the two rooms farthest apart are found along a maze's one way, and halls hold many: leave out the far ends or the halls");
}

Game make_game(const GameRequest& request, const Grid& empty, PyRandom& rng) {
  auto machine = make_generator(request.method, empty, rng, request.options);
  machine->run();
  const Ends ways = machine->ways();
  return finish_game(request, machine->take_grid(), ways, rng);
}

Game finish_game(const GameRequest& request, Grid grown, Ends ways, PyRandom& rng) {
  Game game;
  game.ends = ways;
  game.grid = std::move(grown);
  if (request.halls > 0) game.halls = open_halls(game.grid, request.halls, rng);
  if (request.far) game.ends = far_ends(game.grid);
  if (request.keys > 0) game.locks = place_keys(game.grid, game.ends, request.keys, rng, game.halls);
  game.show_ends = request.far || request.keys > 0 || request.of > 0;
  return game;
}

}  // namespace maze
