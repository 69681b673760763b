// cli_endless.cpp: `maze endless --cols C [--seed N] [--rows K]`.
#include "cli_endless.h"

#include <csignal>
#include <limits>
#include <ostream>

#include "cli_args.h"
#include "endless/endless.h"

namespace maze {

int endless_command(const std::vector<std::string>& words, std::ostream& out) {
  const Args args = parse(words, {"cols", "seed", "rows"});
  no_files(args);
  if (!args.has("cols")) throw MazeError("maze endless needs --cols: how many rooms across");
  const int cols = number(args, "cols", 0, 1, limits::kMaxEndlessCols);
  const int rows = number(args, "rows", 0, 1, std::numeric_limits<int>::max());
  const auto seed = args.options.find("seed");
  if (seed != args.options.end() && seed->second.empty()) throw MazeError("--seed needs a whole number");
  EndlessMaze maze(cols, seed == args.options.end() ? "" : seed->second);
  // A reader that goes away (`| head`) makes writes fail with EPIPE instead of ending the
  // process by SIGPIPE: the loop sees the stream fail and stops.
  std::signal(SIGPIPE, SIG_IGN);
  std::string line, below;
  out << maze.top() << '\n';
  for (long long k = 0; out && (rows == 0 || k < rows); ++k) {
    maze.next(rows > 0 && k + 1 == rows, line, below);
    out << line << '\n' << below << '\n';
  }
  out.flush();
  return 0;
}

}  // namespace maze
