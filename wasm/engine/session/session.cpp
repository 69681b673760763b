// session.cpp: a maze, the machine at work on it, and what a page reads of them.
#include "session/session.h"

#include <algorithm>

#include "analysis/analysis.h"
#include "formats/picture.h"
#include "shapes/random_cells.h"
#include "shapes/shape.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {

namespace {
int live_sessions = 0;
}

Facts facts(const Grid& g) {
  Facts f;
  f.rooms = g.rooms();
  f.openings = openings(g);
  f.pieces = pieces(g);
  f.loops = f.openings - f.rooms + f.pieces;
  f.dead_ends = dead_ends(g);
  f.reached = rooms_reached(g);
  f.perfect = f.pieces == 1 && f.loops == 0;
  if (f.perfect) f.farthest = farthest(g).steps;
  return f;
}

namespace {
// An empty maze of the shape; random cells draw their points from a copy of the stream.
Grid preview(ShapeKind kind, int rows, int cols, PyRandom rng) { return empty_maze(kind, rows, cols, rng); }
}  // namespace

Session::Session(ShapeKind kind, int rows, int cols, std::string_view seed) {
  Shape::count_rooms(kind, rows, cols);  // throws before anything is drawn
  reseed(seed);
  grid_ = preview(kind, rows, cols, rng_);
  new_timeline();
  ++live_sessions;
}

Session::Session(const Grid& shaped, std::string_view seed) {
  reseed(seed);
  grid_ = shaped.blank();
  new_timeline();
  ++live_sessions;
}

Session::~Session() { --live_sessions; }

int Session::live() { return live_sessions; }

void Session::load(std::string_view picture) {
  Grid g = read_picture_text(picture);  // throws before anything changes
  machine_.reset();
  grid_ = std::move(g);
  new_timeline();
}

void Session::resize(int rows, int cols) { reshape(grid_.kind(), rows, cols); }

void Session::reshape(ShapeKind kind, int rows, int cols) {
  Grid g = preview(kind, rows, cols, rng_);  // throws before anything changes
  machine_.reset();
  grid_ = std::move(g);
  new_timeline();
}

void Session::reshape(const Grid& shaped) {
  machine_.reset();
  grid_ = shaped.blank();
  new_timeline();
}

int Session::pieces() const { return machine_ && !solving_ ? machine_->pieces() : maze::pieces(grid_); }

std::vector<std::uint8_t> Session::marks() const {
  std::vector<std::uint8_t> out(grid().rooms(), kVisited);
  if (machine_)
    for (int room = 0; room < grid().rooms(); ++room) out[room] = machine_->mark(room);
  return out;
}

std::vector<int> Session::piece_labels() const {
  std::vector<int> out(grid().rooms());
  for (int room = 0; room < grid().rooms(); ++room) out[room] = machine_ && !solving_ ? machine_->piece(room) : 0;
  return out;
}

std::vector<int> Session::thread() const { return machine_ ? machine_->thread() : std::vector<int>{}; }

std::vector<int> Session::route() const {
  if (auto* robot = solving_ ? dynamic_cast<const Robot*>(machine_.get()) : nullptr)
    return robot->got_out() ? robot->trail() : std::vector<int>{};
  auto* search = solving_ ? dynamic_cast<const WayOut*>(machine_.get()) : nullptr;
  return search ? search->route() : std::vector<int>{};
}

RobotResult Session::robot() const {
  auto* robot = solving_ ? dynamic_cast<const Robot*>(machine_.get()) : nullptr;
  if (!robot) return {};
  return {!robot->done(), robot->got_out(), robot->went_round(), robot->steps()};
}

std::vector<int> Session::shortest_route(int from, int to) const { return way_out(grid(), from, to); }

std::string Session::picture() const {
  if (!shape_facts(grid().kind()).picture) throw MazeError("a maze's picture in text is for " + shape_names(&ShapeFacts::picture) + " mazes only");
  return write_picture_text(grid());
}

Ends Session::ways() const {
  if (machine_ && !solving_) return machine_->ways();
  return ends_;  // the growth's own, or {0, last room} (new_timeline)
}

std::uint32_t Session::look(int room) const {
  const std::uint32_t mark = machine_ ? machine_->mark(room) : kVisited;
  const std::uint32_t label = machine_ && !solving_ ? static_cast<std::uint32_t>(machine_->piece(room)) : 0;
  return mark | static_cast<std::uint32_t>(grid().bits()[room]) << kLookWallShift | label << kLookLabelShift;
}

std::vector<std::uint32_t> Session::looks() const {
  std::vector<std::uint32_t> out(grid().rooms());
  for (int room = 0; room < grid().rooms(); ++room) out[room] = look(room);
  return out;
}

std::vector<std::uint32_t> Session::looks(const std::vector<int>& rooms) const {
  for (int room : rooms) grid().check_room(room);
  std::vector<std::uint32_t> out(rooms.size());
  for (std::size_t i = 0; i < rooms.size(); ++i) out[i] = look(rooms[i]);
  return out;
}

Changes Session::changes() {
  Changes out;
  std::sort(changed_.begin(), changed_.end());
  changed_.erase(std::unique(changed_.begin(), changed_.end()), changed_.end());
  out.all = all_ || changed_.size() * 4 > static_cast<std::size_t>(grid().rooms());
  if (!out.all) out.rooms = std::move(changed_);
  changed_.clear();
  all_ = false;
  return out;
}

std::vector<int> Session::distances(int from) const {
  grid().check_room(from);
  return maze::distances(grid(), from);
}

std::string generate_picture(Method m, int rows, int cols, std::string_view seed, const MethodOptions& options) {
  PyRandom rng(seed);
  return write_picture_text(generate(m, rows, cols, rng, options));
}

std::string alter_picture(std::string_view picture, int knock, int raise, std::string_view seed) {
  Grid g = read_picture_text(picture);
  PyRandom rng(seed);
  for (int i = 0; i < knock && knock_random_wall(g, rng); ++i) {
  }
  for (int i = 0; i < raise && raise_random_opening(g, rng); ++i) {
  }
  return write_picture_text(g);
}

}  // namespace maze
