// cli_usage.cpp: the `maze` command's usage. The methods, shapes and limits come from the
// engine's tables, so the usage names what the command takes, and only that.
#include "cli_usage.h"

#include <utility>
#include <vector>

#include "base/grouped.h"
#include "formats/tiles.h"
#include "games/choose.h"
#include "solvers/rules.h"
#include "shapes/shape.h"
#include "tables/methods.h"
#include "tables/shapes.h"

namespace maze {
namespace {

// "a, b, c or d" (sep ", ") or "a|b|c|d" (sep "|").
std::string joined(const std::vector<std::string>& items, const std::string& sep, const std::string& last) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) out += (i == 0 ? "" : i + 1 == items.size() ? last : sep) + items[i];
  return out;
}

// The shapes made from --rows and --cols alone (not random cells, drawn from the stream, nor
// masks, made by --mask or --text), as square|hex|...; for counting, not weave either.
std::string plain_shapes(bool counting = false) {
  std::vector<std::string> out;
  for (const ShapeFacts& s : shapes())
    if (s.sized != "drawing" && !s.from_seed && !(counting && s.tunnels))
      out.emplace_back(s.name);
  return joined(out, "|", "|");
}

// What M, S and P stand for, from the tables.
std::string where_methods() {
  std::vector<std::string> all, square, pickers;
  for (const MethodFacts& m : methods()) {
    all.emplace_back(m.name);
    if (m.square_only) square.emplace_back(m.name);
    if (m.takes_pick) pickers.emplace_back(m.name);
  }
  return "      M: " + joined(all, ", ", " or ") + "\n         (" + joined(square, ", ", " and ") + ": square only)\n" +
         "      P (" + joined(pickers, ", ", " and ") +
         "): newest (the default), random, oldest or mix:N (the newest N times in 100)\n";
}
std::string where_shapes() {
  std::vector<std::string> all;
  for (const ShapeFacts& s : shapes()) all.emplace_back(s.name);
  return "      S: " + joined(all, ", ", " or ") + "\n";
}

// The games' options, their limits and the choices of --keep from the engine's tables.
std::string game_options() {
  std::vector<std::string> kept;
  for (const KeepFacts& k : keeps()) kept.emplace_back(k.name);
  return "                [--keys K]   (K from 1 to " + std::to_string(limits::kMaxKeys) +
         ": locked doors on the way out, each key beside it before its door; json or tiled)\n"
         "                [--halls N]   (N from 1 to " + std::to_string(limits::kMaxHalls) + ": halls of " +
         std::to_string(limits::kMinHallSide) + " x " + std::to_string(limits::kMinHallSide) + " to " +
         std::to_string(limits::kMaxHallSide) + " x " + std::to_string(limits::kMaxHallSide) + " rooms; square only)\n"
         "                [--of K [--keep " + joined(kept, "|", "|") + "]]   (K from 1 to " +
         grouped(limits::kMaxOf) + ": the mazes of seeds N..N+K-1, the one kept printed)\n"
         "                [--format tiles --mark-ways]   (the way in 2, the way out 3)\n";
}

std::vector<std::pair<std::string, std::string>> commands() {
  const std::string braid = "[--braid B]   (B from 0 to " + std::to_string(limits::kMaxBraid) +
                            ": the share of dead ends opened, making loops)\n";
  return {
      {"generate", "  maze generate --method M [--rows R] [--cols C] [--seed N] [--pick P]\n"
                   "                [--shape " + plain_shapes() + "] [--format text|json|svg] [--route] [--mazes K]\n"
                   "                [--shape voronoi] " + braid +
                   "                [--mask FILE | --text WORD]   (a mask: . a room, X none; a PNG; or a word's letters)\n" +
                   "                [--ends far]   (way in and way out at the two rooms farthest apart: json, svg or tiled)\n"
                   "                [--format tiles|tiled [--corridor N] [--wall M]]   (tile maps: N, M tiles wide, 1.." +
                       std::to_string(kMaxTileWidth) + ")\n" + game_options() + where_methods()},
      {"tileset", "  maze tileset                  (the Tiled map's two tiles, a PNG, on stdout)\n"},
      {"solve", "  maze solve [--shape S] [--format text|json] [FILE]   (picture or JSON on stdin or in FILE)\n"
                "             [--rule R] [--from ROOM] [--to ROOM] [--seed N] [--limit STEPS]   (R: " + rule_names() + ")\n"},
      {"check", "  maze check [--shape S] [--format text|json] [FILE]\n"},
      {"stats", "  maze stats --method M[,M2...] [--shape S] [--rows R] [--cols C] [--mazes K] [--seed N] [--pick P] [--braid B]\n"
                "             [--mask FILE | --text WORD]\n"},
      {"count", "  maze count [--shape " + plain_shapes(true) + "] --rows R --cols C\n"
                "  maze count --shape voronoi --rows R --cols C --seed N\n"
                "  maze count --mask FILE | --text WORD\n"},
      {"lab", "  maze lab [--shape S] --rows R --cols C --mazes K --seed N --method M[,M2...] [--pick P] [--format text|json]\n"},
      {"tenprint", "  maze tenprint --rows R --cols C [--seed N] [--way-through [--mazes K]]\n"},
      {"endless", "  maze endless --cols C [--seed N] [--rows K]   (Eller's method row by row: for ever, or K rows closed)\n"},
  };
}

constexpr const char* kNotes =
    "A circle has --rows rings and --cols rooms in its inner ring. The text picture is for squares and masks.\n"
    "voronoi is random cells: R x C random points, drawn first from the seeded stream (count needs --seed).\n"
    "weave: corridors pass under rooms (walk and walls only; json or svg).\n";

}  // namespace

std::string usage(const std::string& command) {
  std::string out = "usage:\n";
  bool found = false;
  for (const auto& [name, text] : commands())
    if (command.empty() || name == command) out += text, found = true;
  if (!found) return "";
  if (command == "stats" || command == "lab") out += where_methods();
  if (command != "tenprint" && command != "endless" && command != "tileset") out += where_shapes();
  return out + kNotes;
}

}  // namespace maze
