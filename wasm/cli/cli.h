// cli.h: the `maze` command as a function, so tests and fuzzers can run it in-process.
#pragma once
#include <iosfwd>
#include <string>
#include <vector>

namespace maze {

// args: the words after the program name. Returns the exit status: 0 done, 1 no way
// out (solve), 2 bad arguments or input (one line on err).
int run_cli(const std::vector<std::string>& args, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace maze
