// cli_games.cpp: `maze generate --keys, --halls, --of, --keep`, read into the engine's request.
#include "cli_games.h"

#include "base/limits.h"

namespace maze {

GameRequest game_request(const Args& args, Method method, const MethodOptions& options, ShapeKind kind, int rows,
                         int cols, bool far) {
  GameRequest request;
  request.method = method, request.options = options, request.kind = kind, request.rows = rows, request.cols = cols;
  request.far = far;
  request.keys = number(args, "keys", 0, 1, limits::kMaxKeys);
  request.halls = number(args, "halls", 0, 1, limits::kMaxHalls);
  request.of = number(args, "of", 0, 1, limits::kMaxOf);
  if (args.has("keep") && !args.has("of"))
    throw MazeError("--keep says which maze of many to keep: give --of K too (the mazes of K seeds)");
  if (args.has("keep")) request.keep = keep_from_name(args.options.at("keep"));
  if (args.has("of") && !args.has("seed"))
    throw MazeError("--of K makes the mazes of seeds S, S+1, ..., S+K-1: give --seed S too");
  if (args.has("of") && args.has("mazes")) throw MazeError("--of K prints the one maze it keeps: leave out --mazes");
  check_game(request);
  return request;
}

}  // namespace maze
