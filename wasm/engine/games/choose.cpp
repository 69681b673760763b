// choose.cpp: the maze kept from the mazes of seeds S, S+1, ..., by its way out or dead ends.
#include "games/choose.h"

#include "analysis/analysis.h"
#include "analysis/way_out.h"
#include "games/game.h"
#include "shapes/random_cells.h"

namespace maze {

const std::vector<KeepFacts>& keeps() {
  static const std::vector<KeepFacts> table = {
      {Keep::Longest, "longest", "the longest way out"},
      {Keep::Shortest, "shortest", "the shortest way out"},
      {Keep::MostDeadEnds, "most-dead-ends", "the most dead ends"},
      {Keep::FewestDeadEnds, "fewest-dead-ends", "the fewest dead ends"},
  };
  return table;
}

Keep keep_from_name(std::string_view name) {
  std::string names;
  const auto& table = keeps();
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (table[i].name == name) return table[i].keep;
    names += (i == 0 ? "" : i + 1 == table.size() ? " or " : ", ") + std::string(table[i].name);
  }
  throw MazeError("keep must be " + names + " (got \"" + std::string(name) + "\")");
}

std::string seed_plus(std::string_view seed, int k) {
  bool digits = !seed.empty();
  for (char ch : seed) digits = digits && ch >= '0' && ch <= '9';
  if (!digits)
    throw MazeError("to choose among the mazes of seeds S, S+1, ..., the seed must be written in digits only, like 2083 (got \"" +
                    std::string(seed) + "\")");
  std::string out(seed);
  long long carry = k;
  for (std::size_t i = out.size(); i-- > 0 && carry > 0;) {
    const long long sum = (out[i] - '0') + carry;
    out[i] = static_cast<char>('0' + sum % 10);
    carry = sum / 10;
  }
  if (carry > 0) out = std::to_string(carry) + out;
  return out;
}

Game choose_game(const GameRequest& request, std::string_view seed) {
  check_game(request);
  if (request.of < 1) throw MazeError("there must be at least one maze to choose from");
  if (seed.empty()) throw MazeError("to choose among the mazes of seeds S, S+1, ..., give the first seed S");
  seed_plus(seed, 0);  // digits only, before any maze is made
  const bool ways = request.keep == Keep::Longest || request.keep == Keep::Shortest;
  const bool most = request.keep == Keep::Longest || request.keep == Keep::MostDeadEnds;
  Game best;
  long long best_score = 0;
  bool kept = false;
  std::string too_small;  // why the first maze with no room for its halls or keys had none
  Grid empty;
  PyRandom rng;
  for (int i = 0; i < request.of; ++i) {
    std::string s = seed_plus(seed, i);
    rng.seed(s);
    empty = next_empty(request.kind, request.rows, request.cols, empty, rng);
    Game game;
    try {
      game = make_game(request, empty, rng);
    } catch (const MazeError& e) {  // the request was checked: only a maze too small for its halls or keys
      if (too_small.empty()) too_small = "seed " + s + ": " + e.what();
      continue;
    }
    const long long score =
        ways ? static_cast<long long>(way_out(game.grid, game.ends.in, game.ends.out).size()) : dead_ends(game.grid);
    if (!kept || (most ? score > best_score : score < best_score)) {
      kept = true;
      best = std::move(game);
      best.seed = std::move(s);
      best_score = score;
    }
  }
  if (!kept) throw MazeError("none of the mazes had room: " + too_small);
  return best;
}

}  // namespace maze
