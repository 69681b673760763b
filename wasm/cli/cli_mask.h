// cli_mask.h: --mask FILE (a text mask or a PNG) and --text WORD: the mask a maze grows in.
#pragma once
#include "cli_args.h"

namespace maze {

// Whether --mask or --text is given.
bool mask_asked(const Args& args);
// The mask's empty maze, from --mask FILE or --text WORD; throws MazeError, one sentence,
// when both are given, with --rows or --cols (a mask has its own size), with another --shape,
// or for a mask the engine refuses.
Grid mask_of(const Args& args);

}  // namespace maze
