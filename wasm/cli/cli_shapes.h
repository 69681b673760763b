// cli_shapes.h: `maze generate`, `solve` and `check` for every shape, as text, JSON, SVG or tiles.
#pragma once
#include <iosfwd>

#include "cli_args.h"

namespace maze {

int generate_command(const Args& args, std::ostream& out);
int tileset_command(const Args& args, std::ostream& out);
int solve_command(const Args& args, std::istream& in, std::ostream& out);
int check_command(const Args& args, std::istream& in, std::ostream& out);

}  // namespace maze
