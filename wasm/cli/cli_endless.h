// cli_endless.h: `maze endless`, the endless maze by Eller's method, row by row.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

namespace maze {

// words: "endless" and its options (--cols C, --seed N, --rows K). Prints the picture line
// by line as the rows are made: for ever without --rows, until `out` fails (its reader
// went away: then it stops and returns 0 too); with --rows K, the K rows closed into a
// perfect maze. Throws MazeError for bad arguments.
int endless_command(const std::vector<std::string>& words, std::ostream& out);

}  // namespace maze
