// cli_shapes.cpp: `maze generate`, `solve` and `check` for every shape, as text, JSON or SVG.
#include "cli_shapes.h"

#include <ostream>
#include <utility>

#include "analysis/analysis.h"
#include "cli_games.h"
#include "cli_mask.h"
#include "games/game_json.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "shapes/random_cells.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "formats/svg.h"
#include "formats/tiles.h"
#include "solvers/rules.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
namespace {

std::string shape_text(ShapeKind kind) { return std::string(shape_name(kind)); }

// The maze on the input: JSON when --format json or when it starts with '{', else the
// lesson's picture (a square). --shape, when given, must be the maze's shape. Its way in
// and way out: JSON's "in" and "out" when given, else room 0 and the last room.
JsonMaze read_maze(const Args& args, std::istream& in, bool& json) {
  const std::string format = format_of(args, {"text", "json"}, "");
  const std::string text = read_input(args, in);
  const auto first = text.find_first_not_of(" \t\r\n");
  json = format == "json" || (format.empty() && first != std::string::npos && text[first] == '{');
  const ShapeKind kind = shape_of(args);
  if (!json && !shape_facts(kind).walls)  // the lesson's picture reads back as the square's grid
    throw MazeError("a text picture is a square maze: give the " + shape_text(kind) + " maze as JSON (--format json)");
  JsonMaze maze;
  if (json) maze = read_json_maze(text);
  else maze.grid = read_picture_text(text);
  if (args.has("shape") && maze.grid.kind() != kind)
    throw MazeError("the maze is a " + shape_text(maze.grid.kind()) + " maze but --shape says " + shape_text(kind));
  return maze;
}

// --ends far: the way in and the way out at the two rooms farthest apart; --ends own (the
// default): the method's own.
bool far_ends_asked(const Args& args) {
  if (!args.has("ends")) return false;
  const std::string& ends = args.options.at("ends");
  if (ends != "far" && ends != "own") throw MazeError("--ends must be far or own (got \"" + ends + "\")");
  return ends == "far";
}

// The rooms walked drawn as `o` in the picture, and the openings between them.
void draw_route(const Grid& g, const std::vector<int>& route, std::ostream& out) {
  auto picture = write_picture(g);
  for (std::size_t i = 0; i < route.size(); ++i) {
    int r = square_row(g, route[i]), c = square_col(g, route[i]);
    picture[r][c] = 'o';
    if (i + 1 < route.size())
      picture[(r + square_row(g, route[i + 1])) / 2][(c + square_col(g, route[i + 1])) / 2] = 'o';
  }
  for (const auto& line : picture) out << line << '\n';
}

}  // namespace

// Mazes one after another from the one stream: pictures (and tile grids) apart by an empty
// line, JSON one a line, or one SVG picture (with its way in and way out marked, and the
// route if asked) or Tiled map. A game's halls, doors and keys come after each maze from the
// same stream; --of K makes the mazes of K seeds and prints the one kept.
int generate_command(const Args& args, std::ostream& out) {
  no_files(args);
  auto list = methods(args);
  if (list.size() != 1) throw MazeError("maze generate takes one method");
  const MethodOptions method_options = options_of(args, list);
  const ShapeKind kind = shape_of(args);
  check_method(list[0], kind, method_options);
  const std::string format = format_of(args, {"text", "json", "svg", "tiles", "tiled"}, "text");
  const ShapeFacts& facts = shape_facts(kind);
  if (facts.tunnels && format != "json" && format != "svg")
    throw MazeError(std::string(format == "text" ? "the text picture" : "a tile map") +
                    " cannot show a corridor passing under a room: use --format json or svg for a weave maze");
  if (format == "text" && !facts.picture)
    throw MazeError("the text picture is for square mazes only: use --format json or svg for a " + shape_text(kind) +
                    " maze");
  const bool tiles = format == "tiles" || format == "tiled";
  if (tiles && !facts.tiles)
    throw MazeError("a tile map is for square mazes only: use --format json or svg for a " + shape_text(kind) + " maze");
  for (const char* width : {"corridor", "wall"})
    if (args.has(width) && !tiles) throw MazeError(std::string("--") + width + " is for tile maps: give --format tiles or tiled");
  const TileSizes sizes{number(args, "corridor", 1, 1, kMaxTileWidth), number(args, "wall", 1, 1, kMaxTileWidth)};
  if (args.has("route") && format != "svg") throw MazeError("--route draws the way out in the picture: give --format svg");
  const bool marks = args.has("mark-ways");
  if (marks && format != "tiles") throw MazeError("--mark-ways marks the way in (2) and the way out (3) in a tile grid: give --format tiles");
  const bool far = far_ends_asked(args);
  if (far && format == "text")
    throw MazeError("the text picture cannot show where the way in and the way out are: with --ends far, use --format json or svg");
  if (far && format == "tiles" && !marks)
    throw MazeError("the tile grid cannot show where the way in and the way out are: with --ends far, use --format tiled, json or svg, or --mark-ways");
  if (args.has("keys") && format != "json" && format != "tiled")
    throw MazeError("only JSON and Tiled maps show doors and keys: with --keys, use --format json or tiled");
  const int mazes = number(args, "mazes", 1, 1, 100'000'000);
  if (format == "svg" && mazes > 1) throw MazeError("an SVG picture holds one maze: leave out --mazes or use --format json");
  if (format == "tiled" && mazes > 1) throw MazeError("a Tiled map holds one maze: leave out --mazes or use --format tiles");
  const bool mask = mask_asked(args);
  auto [rows, cols] = mask ? std::pair{0, 0} : size_of(args, kind);
  if (far && method_options.braid > 0)
    throw MazeError("--ends far needs a perfect maze (its two rooms farthest apart along its one way): leave out --braid");
  const GameRequest request = game_request(args, list[0], method_options, kind, rows, cols, far);
  if (tiles) check_tile_map(rows, cols, sizes);
  PyRandom rng;
  seed_from(args, rng);
  Grid empty = mask ? mask_of(args) : Grid();  // a mask: built once, then blank copies
  for (int i = 0; i < mazes; ++i) {
    Game game;
    if (request.of > 0) {
      game = choose_game(request, args.options.at("seed"));
    } else {
      empty = next_empty(kind, rows, cols, empty, rng);  // random cells: each maze's points first
      game = make_game(request, empty, rng);
    }
    const Grid& g = game.grid;
    const Ends ends = game.ends;
    if (format == "text") {
      out << (i ? "\n" : "") << write_picture_text(g) << '\n';
    } else if (format == "json") {
      out << write_game_json(game) << '\n';
    } else if (format == "tiles") {
      TileMap map = tile_map(g, sizes);
      if (marks) mark_ways(map, g, ends, sizes);
      out << (i ? "\n" : "") << write_tiles_csv(map);
    } else if (format == "tiled") {
      out << write_tiled(g, ends, sizes, {game.locks.doors, game.locks.keys, game.halls});
    } else {
      SvgOptions options;
      options.way_in = ends.in, options.way_out = ends.out;
      if (args.has("route")) options.route = way_out(g, ends.in, ends.out);
      out << write_svg(g, options);
    }
  }
  return 0;
}

// The Tiled map's tileset picture (write_tiled names it), to save beside the map.
int tileset_command(const Args& args, std::ostream& out) {
  no_files(args);
  out << tileset_png();
  return 0;
}

// Any rule of the table (solvers/rules.h) from --from (the way in) to --to (the way out), through a game's locked
// doors (its JSON's "doors" and "keys") as each rule treats them. JSON: what the rule did
// (solved_json). A picture gets the way drawn as `o` and a line: the lesson's way out and the robot in their own words
// as before, the other rules saying what they counted. No way found: exit status 1.
int solve_command(const Args& args, std::istream& in, std::ostream& out) {
  bool json = false;
  const JsonMaze maze = read_maze(args, in, json);
  const Grid& g = maze.grid;
  const Rule rule = rule_from_name(args.has("rule") ? args.options.at("rule") : "bfs");
  const RuleFacts& facts = rule_facts(rule);
  if (args.has("seed") && !facts.seeded) throw MazeError("--seed is for the rules that choose at random, not " + std::string(facts.name));
  if (args.has("limit") && !facts.limited) throw MazeError("--limit is for the rules that may give up, not " + std::string(facts.name));
  SolveRequest request;
  request.from = number(args, "from", maze.ends ? maze.ends->in : 0, 0, g.rooms() - 1);
  request.to = number(args, "to", maze.ends ? maze.ends->out : g.rooms() - 1, 0, g.rooms() - 1);
  if (args.has("seed")) request.seed = args.options.at("seed");  // checked where it seeds the rule's stream
  request.limit = number(args, "limit", 1'000'000, 1, 1'000'000'000);
  request.locked = {maze.doors, maze.keys};  // a game's: bfs, dfs and a-star fetch the keys, the mice pick them up
  const Solved solved = solve(g, rule, request);
  if (json) {
    out << solved_json(solved) << '\n';
    return solved.found ? 0 : 1;
  }
  if (facts.hand) {  // the robot, as the lesson's page tells it
    draw_route(g, solved.trail, out);
    if (solved.found) out << "The robot walked " << solved.steps << " steps\n";
    else out << "The robot went round in a loop: it never gets out\n";
    return solved.found ? 0 : 1;
  }
  draw_route(g, solved.route, out);
  if (rule == rule_from_name("bfs")) {
    if (!solved.found) {
      if (args.has("to") || args.has("from")) out << "There is no way out: room " << request.to << " cannot be reached from room " << request.from << "\n";
      else out << "There is no way out: the bottom right room cannot be reached from the top left\n";
      return 1;
    }
    out << "The way out goes through " << solved.route.size() << " rooms\n";
    return 0;
  }
  out << facts.title << ": " << (solved.found ? "found the way, " + std::to_string(solved.route.size()) + " rooms"
                                              : solved.gave_up ? std::string("gave up") : std::string("found no way"))
      << ", in " << solved.steps << " steps, " << solved.visited << " rooms visited";
  if (!solved.ways.empty()) out << ", " << solved.ways << (solved.ways == "1" ? " shortest way" : " shortest ways");
  if (!solved.seed.empty()) out << " (seed " << solved.seed << ")";
  out << '\n';
  return solved.found ? 0 : 1;
}

int check_command(const Args& args, std::istream& in, std::ostream& out) {
  bool json = false;
  Facts f = facts(read_maze(args, in, json).grid);
  out << "rooms: " << f.rooms << "\nopenings: " << f.openings << "\npieces: " << f.pieces << "\nloops: " << f.loops
      << "\nperfect: " << (f.perfect ? "yes" : "no") << "\ndead ends: " << f.dead_ends << '\n';
  if (f.perfect) out << "farthest: " << f.farthest << '\n';
  return 0;
}

}  // namespace maze
