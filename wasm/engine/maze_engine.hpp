// maze_engine.hpp: the one header a game includes: everything a game maker needs of the engine
// (docs/tiles.md lists it), and MAZE_ENGINE_VERSION.
#pragma once

#include "maze_engine_version.h"

#include "analysis/analysis.h"
#include "analysis/count.h"
#include "analysis/way_out.h"
#include "base/error.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "formats/tiles.h"
#include "games/game.h"
#include "games/game_json.h"
#include "random/py_random.h"
#include "shapes/grid.h"
#include "shapes/mask.h"
#include "shapes/shape.h"
#include "shapes/weave.h"
#include "solvers/rules.h"
#include "tables/methods.h"
#include "tables/shapes.h"
