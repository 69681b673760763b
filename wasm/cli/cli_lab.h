// cli_lab.h: `maze lab`, how often each method makes each perfect maze of a small shape.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

namespace maze {

// words: "lab" and its options. Prints one line a method: its verdict in words (text) or
// {"method","mazes","kinds","seen","counts":[..],"chi2","p"} (json). Returns 0; throws
// MazeError for bad arguments or a shape with more than 100,000 perfect mazes.
int lab_command(const std::vector<std::string>& words, std::ostream& out);

}  // namespace maze
