// bindings.cpp: embind only: turns the engine's types into JavaScript ones. No logic here.
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <exception>
#include <memory>
#include <string>

#include "bindings_checks.h"
#include "bindings_games.h"
#include "bindings_solve.h"
#include "bindings_util.h"
#include "analysis/analysis.h"
#include "play/corridor.h"
#include "analysis/count.h"
#include "tables/methods.h"
#include "play/heading.h"
#include "shapes/layout.h"
#include "shapes/mask.h"
#include "formats/maze_json.h"
#include "session/session.h"
#include "shapes/shape.h"
#include "formats/svg.h"
#include "formats/tiles.h"
#include "tables/shapes.h"

using emscripten::val;
using maze_bindings::copy_array;
using maze::Session;
using maze_bindings::options_of;

namespace maze_bindings {

// The options object, { pick, braid }, as the engine reads it: a field left out (or '') is the
// default; the engine checks the rest (make_generator).
maze::MethodOptions options_of(const val& o) {
  maze::MethodOptions options;
  if (o.isUndefined() || o.isNull()) return options;
  const val pick = o["pick"], braid = o["braid"];
  if (!pick.isUndefined() && !pick.isNull() && !pick.as<std::string>().empty()) options.pick = maze::pick_from_name(pick.as<std::string>());
  if (!braid.isUndefined() && !braid.isNull()) options.braid = braid.as<int>();
  return options;
}

val event(maze::StepEvent e) {
  val o = val::object();
  o.set("kind", static_cast<int>(e.kind));
  o.set("a", e.a);
  o.set("b", e.b);
  return o;
}

}  // namespace maze_bindings

namespace {

using maze_bindings::event;

Session* make(int rows, int cols, std::string seed) { return new Session(rows, cols, seed); }
std::string seed(const Session& s) { return s.seed(); }
void reseed(Session& s, std::string seed) { s.reseed(seed); }
int rows(const Session& s) { return s.rows(); }
int cols(const Session& s) { return s.cols(); }
int rooms(const Session& s) { return s.grid().rooms(); }
void grow(Session& s, std::string method, val options) { s.grow(maze::method_from_name(method), options_of(options)); }
// from < 0: the maze's own way in and way out.
void solve(Session& s, int from, int to) { from < 0 ? s.solve() : s.solve(from, to); }
void load(Session& s, std::string picture) { s.load(picture); }
void resize(Session& s, int rows, int cols) { s.resize(rows, cols); }
void reshape(Session& s, std::string shape, int rows, int cols) { s.reshape(maze::shape_from_name(shape), rows, cols); }
// A mask from its text (one line a row, '.' a room, 'X' none) or from a word's letters; the engine checks both.
void reshape_mask(Session& s, std::string lines) { s.reshape(maze::mask_maze(maze::read_mask_text(lines))); }
void reshape_word(Session& s, std::string word) { s.reshape(maze::mask_maze(maze::word_mask(word))); }
std::string shape(const Session& s) { return std::string(maze::shape_name(s.grid().kind())); }
val layout(const Session& s) {
  const maze::Layout l = maze::layout_of(s.grid());
  val o = val::object();
  o.set("width", l.width);
  o.set("height", l.height);
  o.set("centreX", l.centre_x);
  o.set("centreY", l.centre_y);
  o.set("outline", copy_array("Float32Array", l.outline));
  o.set("outlineStart", copy_array("Int32Array", l.outline_start));
  o.set("middle", copy_array("Float32Array", l.middle));
  o.set("wallRooms", copy_array("Int32Array", l.wall_rooms));
  o.set("wallBit", copy_array("Uint8Array", l.wall_bit));
  o.set("wallOwner", copy_array("Uint8Array", l.wall_owner));
  o.set("wallLine", copy_array("Float32Array", l.wall_line));
  o.set("wallArc", copy_array("Uint8Array", l.wall_arc));
  o.set("edgeLine", copy_array("Float32Array", l.edge_line));
  o.set("edgeArc", copy_array("Uint8Array", l.edge_arc));
  o.set("ringStart", copy_array("Int32Array", l.ring_start));
  return o;
}
bool busy(const Session& s) { return s.busy(); }
val step(Session& s) { return event(s.step()); }
double step_many(Session& s, double n) { return static_cast<double>(s.step_many(static_cast<long long>(n))); }
double finish(Session& s) { return static_cast<double>(s.finish()); }
double step_watched(Session& s, double n) { return static_cast<double>(s.step_watched(static_cast<long long>(n))); }
val last(const Session& s) { return event(s.last()); }
double position(const Session& s) { return static_cast<double>(s.position()); }
double length(const Session& s) { return static_cast<double>(s.length()); }
void seek(Session& s, double k) { s.seek(static_cast<long long>(k)); }
void step_back(Session& s) { s.step_back(); }
val ways(const Session& s) {
  val o = val::object();
  o.set("in", s.ways().in);
  o.set("out", s.ways().out);
  return o;
}
val changes(Session& s) {
  maze::Changes c = s.changes();
  val o = val::object();
  o.set("all", c.all);
  o.set("rooms", copy_array("Int32Array", c.rooms));
  return o;
}
val looks(const Session& s) { return copy_array("Uint32Array", s.looks()); }
val looks_of(const Session& s, val rooms) {
  return copy_array("Uint32Array", s.looks(emscripten::convertJSArrayToNumberVector<int>(rooms)));
}
val distances(const Session& s, int from) { return copy_array("Int32Array", s.distances(from)); }
int pieces(const Session& s) { return s.pieces(); }
val walls(const Session& s) { return copy_array("Uint8Array", s.grid().bits()); }
val opening_pairs(const Session& s) { return copy_array("Int32Array", maze::sorted_openings(s.grid())); }
val marks(const Session& s) { return copy_array("Uint8Array", s.marks()); }
val piece_labels(const Session& s) { return copy_array("Int32Array", s.piece_labels()); }
val thread(const Session& s) { return copy_array("Int32Array", s.thread()); }
val route(const Session& s) { return copy_array("Int32Array", s.route()); }
std::string picture(const Session& s) { return s.picture(); }
// The maze as the `maze` command draws it, with its way in and way out, and (route) the way out found.
std::string svg(const Session& s, bool route) {
  maze::SvgOptions options;
  options.way_in = s.ways().in, options.way_out = s.ways().out;
  if (route) options.route = s.route();
  return maze::write_svg(s.grid(), options);
}
// The maze as `maze generate --format json` writes it, and as tile maps (tiles.h).
std::string json(const Session& s) { return maze::write_json(s.grid()); }
val tiles(const Session& s, int corridor, int wall) {
  const maze::TileMap map = maze::tile_map(s.grid(), {corridor, wall});
  val o = val::object();
  o.set("width", map.width);
  o.set("height", map.height);
  o.set("tiles", copy_array("Uint8Array", map.tiles));
  return o;
}
std::string tiled(const Session& s, int corridor, int wall) { return maze::write_tiled(s.grid(), s.ways(), {corridor, wall}); }
maze::Facts facts(const Session& s) { return maze::facts(s.grid()); }
// The robot: "right" or "left" hand; to < 0: the last room.
void walk_robot(Session& s, std::string hand, int from, int to) {
  if (hand != "right" && hand != "left") throw maze::MazeError("the robot keeps its right or left hand on the wall");
  s.walk_robot(hand == "right" ? maze::Hand::Right : maze::Hand::Left, from, to);
}
val robot(const Session& s) {
  const maze::RobotResult r = s.robot();
  val o = val::object();
  o.set("walking", r.walking);
  o.set("out", r.out);
  o.set("wentRound", r.went_round);
  o.set("steps", static_cast<double>(r.steps));
  return o;
}
void knock(Session& s, int a, int b) { s.knock(a, b); }
val knock_random(Session& s) {
  const auto [a, b] = s.knock_random();
  val o = val::object();
  o.set("a", a);
  o.set("b", b);
  return o;
}
val shortest_route(const Session& s, int from, int to) { return copy_array("Int32Array", s.shortest_route(from, to)); }
// Play (heading.h, corridor.h, analysis.h's far_ends): on the maze as it is now.
val toward(const Session& s, int room, double dx, double dy) {
  const maze::Toward t = maze::toward(s.grid(), room, dx, dy);
  val o = val::object();
  o.set("room", t.room);
  o.set("tie", t.tie);
  return o;
}
val ways_on(const Session& s, int room) {
  val out = val::array();
  for (const maze::Way& w : maze::ways_on(s.grid(), room)) {
    val o = val::object();
    o.set("room", w.room);
    o.set("way", std::string(maze::heading_name(w.heading)));
    out.call<void>("push", o);
  }
  return out;
}
val run_along(const Session& s, int room, int next, int stop) {
  return copy_array("Int32Array", maze::run_along(s.grid(), room, next, stop));
}
val far_ends(const Session& s) {
  const maze::Ends e = maze::far_ends(s.grid());
  val o = val::object();
  o.set("in", e.in);
  o.set("out", e.out);
  return o;
}
val around(const Session& s, int room, bool open_only) {
  s.grid().check_room(room);
  int out[maze::Grid::kMaxAround];
  const int n = open_only ? s.grid().open_around(room, out) : s.grid().around(room, out);
  return copy_array("Int32Array", std::vector<int>(out, out + n));
}
val middle(const Session& s, int room) {
  s.grid().check_room(room);
  const maze::Point p = maze::room_middle(s.grid(), room);
  val o = val::object();
  o.set("x", p.x);
  o.set("y", p.y);
  return o;
}

maze::Facts facts_of_picture(std::string picture) {
  Session s(1, 1, "0");
  s.load(picture);
  return maze::facts(s.grid());
}
std::string generate_picture(std::string method, int rows, int cols, std::string seed, val options) {
  return maze::generate_picture(maze::method_from_name(method), rows, cols, seed, options_of(options));
}
std::string alter_picture(std::string picture, int knock, int raise, std::string seed) {
  return maze::alter_picture(picture, knock, raise, seed);
}
std::string count_perfect_mazes(int rows, int cols) { return maze::count_perfect_mazes(rows, cols); }
// Random cells are drawn from the seed; the other shapes take none ('').
std::string count_shape_mazes(std::string shape, int rows, int cols, std::string seed) {
  return maze::count_mazes(maze::shape_from_name(shape), rows, cols, seed);
}
// A mask's perfect mazes, from its text or a word's letters.
std::string count_mask_mazes(std::string lines) {
  return maze::count_perfect_mazes(*maze::mask_maze(maze::read_mask_text(lines)).shape());
}
std::string count_word_mazes(std::string word) { return maze::count_perfect_mazes(*maze::mask_maze(maze::word_mask(word)).shape()); }
// The Tiled map's tileset picture and the name the map gives it.
val tileset() {
  const std::string png = maze::tileset_png();
  val o = val::object();
  o.set("name", std::string(maze::kTilesetImage));
  o.set("png", val::global("Uint8Array").new_(emscripten::typed_memory_view(png.size(), reinterpret_cast<const unsigned char*>(png.data()))));
  return o;
}
double count_rooms(std::string shape, int rows, int cols) {
  return static_cast<double>(maze::Shape::count_rooms(maze::shape_from_name(shape), rows, cols));
}
val methods() {
  val out = val::array();
  for (const auto& m : maze::methods()) {
    val o = val::object();
    o.set("name", std::string(m.name));
    o.set("title", std::string(m.title));
    o.set("pieces", m.pieces);
    o.set("ownWays", m.own_ways);
    o.set("squareOnly", m.square_only);
    o.set("builds", m.builds);
    o.set("takesPick", m.takes_pick);
    o.set("whySquare", std::string(m.why_square));
    o.set("weaves", m.weaves);
    o.set("lab", m.lab);
    out.call<void>("push", o);
  }
  return out;
}
// The engine's tables in one plain object: methods, shapes, step kinds and limits.
val tables() {
  val shapes = val::array(), kinds = val::array();
  for (const maze::ShapeFacts& f : maze::shapes()) {
    val o = val::object(), ways = val::array();
    o.set("name", std::string(f.name));
    o.set("title", std::string(f.title));
    // Its yes-or-no facts, by their names in TypeScript (tables.ts's ShapeFact).
    using Fact = bool maze::ShapeFacts::*;
    for (const auto& [key, fact] : {std::pair<const char*, Fact>{"walls", &maze::ShapeFacts::walls},
                                    {"lesson", &maze::ShapeFacts::lesson}, {"picture", &maze::ShapeFacts::picture},
                                    {"tiles", &maze::ShapeFacts::tiles}, {"inside", &maze::ShapeFacts::inside},
                                    {"fromSeed", &maze::ShapeFacts::from_seed}, {"tunnels", &maze::ShapeFacts::tunnels}})
      o.set(key, f.*fact);
    o.set("sized", std::string(f.sized));
    o.set("maxRooms", f.max_rooms);
    for (maze::Heading h : maze::headings_of(f.kind)) ways.call<void>("push", std::string(maze::heading_name(h)));
    o.set("ways", ways);  // the headings its ways are named by (play/heading.h)
    shapes.call<void>("push", o);
  }
  for (std::string_view k : maze::step_kind_names()) kinds.call<void>("push", std::string(k));
  val o = val::object();
  o.set("methods", methods());
  o.set("shapes", shapes);
  o.set("stepKinds", kinds);
  o.set("limits", maze_bindings::limits());
  o.set("keeps", maze_bindings::keeps());
  o.set("methodProblems", maze_bindings::method_problems());
  o.set("rules", maze_bindings::rules());  // the ways out (solvers/rules.h)
  return o;
}
int live_sessions() { return Session::live(); }
double heap_in_use() { return static_cast<double>(mallinfo().uordblks); }

}  // namespace

EMSCRIPTEN_BINDINGS(maze_engine) {
  emscripten::value_object<maze::Facts>("Facts")
      .field("rooms", &maze::Facts::rooms)
      .field("openings", &maze::Facts::openings)
      .field("pieces", &maze::Facts::pieces)
      .field("loops", &maze::Facts::loops)
      .field("deadEnds", &maze::Facts::dead_ends)
      .field("reached", &maze::Facts::reached)
      .field("perfect", &maze::Facts::perfect)
      .field("farthest", &maze::Facts::farthest);

  emscripten::class_<Session>("Session")
      .constructor(SAFE(make), emscripten::allow_raw_pointers())
      .function("seed", SAFE(seed))
      .function("reseed", SAFE(reseed))
      .function("rows", SAFE(rows))
      .function("cols", SAFE(cols))
      .function("rooms", SAFE(rooms))
      .function("grow", SAFE(grow))  // grow(method, { pick, braid })
      .function("solve", SAFE(solve))
      .function("load", SAFE(load))
      .function("resize", SAFE(resize))
      .function("reshape", SAFE(reshape))
      .function("reshapeMask", SAFE(reshape_mask))
      .function("reshapeWord", SAFE(reshape_word))
      .function("shape", SAFE(shape))
      .function("layout", SAFE(layout))
      .function("busy", SAFE(busy))
      .function("step", SAFE(step))
      .function("stepMany", SAFE(step_many))
      .function("finish", SAFE(finish))
      .function("stepWatched", SAFE(step_watched))
      .function("last", SAFE(last))
      .function("position", SAFE(position))
      .function("length", SAFE(length))
      .function("seek", SAFE(seek))
      .function("stepBack", SAFE(step_back))
      .function("ways", SAFE(ways))
      .function("changes", SAFE(changes))
      .function("looks", SAFE(looks))
      .function("looksOf", SAFE(looks_of))
      .function("distances", SAFE(distances))
      .function("pieces", SAFE(pieces))
      .function("walls", SAFE(walls))
      .function("openingPairs", SAFE(opening_pairs))
      .function("marks", SAFE(marks))
      .function("pieceLabels", SAFE(piece_labels))
      .function("thread", SAFE(thread))
      .function("route", SAFE(route))
      .function("picture", SAFE(picture))
      .function("svg", SAFE(svg))
      .function("json", SAFE(json))
      .function("tiles", SAFE(tiles))
      .function("tiled", SAFE(tiled))
      .function("playGame", SAFE(maze_bindings::play_game))  // playGame(method, shape, { pick, braid }, { keys, halls, of, ends })
      .function("markedTiles", SAFE(maze_bindings::marked_tiles))
      .function("gameTiled", SAFE(maze_bindings::game_tiled))
      .function("farthestPair", SAFE(maze_bindings::farthest_pair))
      .function("facts", SAFE(facts))
      .function("solveRule", SAFE(maze_bindings::solve_rule))  // solveRule(rule, { from, to, seed, limit, doors, keys }): the JSON
      .function("startRule", SAFE(maze_bindings::start_rule), emscripten::allow_raw_pointers())  // a RuleRun
      .function("walkRobot", SAFE(walk_robot))
      .function("robot", SAFE(robot))
      .function("knock", SAFE(knock))
      .function("knockRandom", SAFE(knock_random))
      .function("shortestRoute", SAFE(shortest_route))
      .function("toward", SAFE(toward))
      .function("waysOn", SAFE(ways_on))
      .function("runAlong", SAFE(run_along))
      .function("farEnds", SAFE(far_ends))
      .function("around", SAFE(around))
      .function("middle", SAFE(middle));

  emscripten::function("factsOfPicture", SAFE(facts_of_picture));
  emscripten::function("generatePicture", SAFE(generate_picture));  // (method, rows, cols, seed, { pick, braid })
  emscripten::function("alterPicture", SAFE(alter_picture));
  emscripten::function("countPerfectMazes", SAFE(count_perfect_mazes));
  emscripten::function("countShapeMazes", SAFE(count_shape_mazes));
  emscripten::function("countMaskMazes", SAFE(count_mask_mazes));
  emscripten::function("countWordMazes", SAFE(count_word_mazes));
  emscripten::function("tileset", SAFE(tileset));
  emscripten::function("countRooms", SAFE(count_rooms));
  emscripten::function("methods", SAFE(methods));
  emscripten::function("tables", SAFE(tables));
  emscripten::function("chooseSeed", SAFE(maze_bindings::choose_seed));
  emscripten::function("checkSeed", SAFE(maze_bindings::check_seed));
  emscripten::function("liveSessions", &live_sessions);
  emscripten::function("heapInUse", &heap_in_use);
}
