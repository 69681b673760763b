// game.h: a maze for a game: grown by a method, then its halls, its way in and way out, and
// its locked doors and keys; the request for one, checked once, one sentence a problem.
#pragma once
#include <string>
#include <string_view>

#include "games/choose.h"
#include "games/halls.h"
#include "games/keys.h"
#include "random/py_random.h"
#include "shapes/grid.h"
#include "steps/step.h"
#include "tables/methods.h"

namespace maze {

struct GameRequest {
  Method method{};
  MethodOptions options;
  ShapeKind kind = ShapeKind::Square;
  int rows = 10, cols = 10;
  bool far = false;  // the way in and the way out at the two rooms farthest apart
  int keys = 0;      // 0: none, else 1 to limits::kMaxKeys
  int halls = 0;     // 0: none, else 1 to limits::kMaxHalls
  int of = 0;        // 0: one maze, else the mazes of this many seeds to choose from
  Keep keep = Keep::Longest;
};

struct Game {
  Grid grid;
  Ends ends;                // the way in and the way out
  bool show_ends = false;   // written in JSON: with far ends, keys or a choice
  Halls halls;
  Locks locks;
  std::string seed;         // the seed of the maze kept (a choice only)
};

// "far" (the two rooms farthest apart) or "own" (the method's): whether far; else MazeError.
bool far_ends_named(std::string_view ends);

// Throws MazeError, one sentence each: the method's own check (check_method); keys, halls or
// of out of range; halls on another shape than the square; keys, halls or far ends with a
// braid (they need the maze's one way between two rooms); far ends with halls.
void check_game(const GameRequest& request);

// Grows one maze from `rng` on `empty` (see next_empty), then draws its halls, then its keys:
// the maze of a seed is the same maze with or without them. The way in and the way out: the
// two rooms farthest apart (far), else the method's own (StepMachine::ways).
Game make_game(const GameRequest& request, const Grid& empty, PyRandom& rng);
// The same after the growth: `grown` with its own ways, `rng` where the growth left it (a
// session's maze, grown step by step, takes its game this way).
Game finish_game(const GameRequest& request, Grid grown, Ends ways, PyRandom& rng);

}  // namespace maze
