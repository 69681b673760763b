// cli_lab.cpp: `maze lab [--shape S] --rows R --cols C --mazes K --seed N --method M[,M2...] [--format text|json]`.
#include "cli_lab.h"

#include <charconv>
#include <cstdio>
#include <ostream>

#include "cli_args.h"
#include "lab/lab.h"

namespace maze {
namespace {

// The shortest decimal that reads back as the same double (as Python's repr).
std::string shortest(double x) {
  char text[32];
  const auto end = std::to_chars(text, text + sizeof text, x).ptr;
  return std::string(text, end);
}

void need(const Args& args, const char* name) {
  if (!args.has(name)) throw MazeError(std::string("maze lab needs --") + name);
}

}  // namespace

int lab_command(const std::vector<std::string>& words, std::ostream& out) {
  const Args args = parse(words, {"shape", "rows", "cols", "mazes", "seed", "method", "format", "pick"});
  no_files(args);
  for (const char* name : {"rows", "cols", "mazes", "seed", "method"}) need(args, name);
  const ShapeKind kind = shape_of(args);
  const auto [rows, cols] = size_of(args, kind);
  const int mazes = number(args, "mazes", 1000, 1, 100'000'000);
  const std::string format = format_of(args, {"text", "json"}, "text");
  const auto list = methods(args);
  const MethodOptions options = options_of(args, list);
  for (const Method method : list) check_method(method, kind, options_for(method, options));
  const std::string seed = args.options.at("seed");
  if (seed.empty()) throw MazeError("--seed needs a whole number");
  [[maybe_unused]] const PyRandom checked{std::string_view(seed)};  // a bad seed is refused before listing
  const auto kinds = lab_kinds(kind, rows, cols, seed);
  for (const Method method : list) {
    LabTally tally(kinds, method, seed, options_for(method, options));
    tally.grow(mazes);
    const ChiSquare test = tally.test();
    if (format == "json") {
      out << "{\"method\":\"" << method_name(method) << "\",\"mazes\":" << mazes << ",\"kinds\":" << kinds->size()
          << ",\"seen\":" << tally.seen() << ",\"counts\":[";
      for (std::size_t i = 0; i < tally.counts().size(); ++i) out << (i ? "," : "") << tally.counts()[i];
      out << "],\"chi2\":" << shortest(test.chi2) << ",\"p\":" << shortest(test.p) << "}\n";
    } else {
      char chi2[32];
      std::snprintf(chi2, sizeof chi2, "%.1f", test.chi2);
      out << method_title(method) << ": " << lab_verdict(tally.counts(), test) << " (" << mazes << (mazes == 1 ? " maze, " : " mazes, ")
          << tally.seen() << " of " << kinds->size() << " kinds seen, chi-square " << chi2 << ")\n";
    }
  }
  return 0;
}

}  // namespace maze
