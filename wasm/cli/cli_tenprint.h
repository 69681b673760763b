// cli_tenprint.h: `maze tenprint`, the ten-print board and its way through.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

namespace maze {

// words: "tenprint" and its options. Prints the picture, or with --way-through
// "way through: yes|no" (with --mazes K, how many of K boards from one stream have one).
// Returns 0; throws MazeError for bad arguments.
int tenprint_command(const std::vector<std::string>& words, std::ostream& out);

}  // namespace maze
