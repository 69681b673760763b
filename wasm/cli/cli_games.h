// cli_games.h: what `maze generate` reads for a game: --keys, --halls, --of and --keep.
#pragma once
#include "cli_args.h"
#include "games/game.h"

namespace maze {

// The request to grow, with --keys K, --halls N, --of K and --keep (longest when not given),
// checked by the engine (check_game). --keep needs --of; --of needs --seed and one maze.
GameRequest game_request(const Args& args, Method method, const MethodOptions& options, ShapeKind kind, int rows,
                         int cols, bool far);

}  // namespace maze
