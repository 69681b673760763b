// session.cpp: a maze and the machine at work on it.
#include "session.h"

#include "analysis.h"
#include "picture.h"
#include "way_out.h"

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

Session::Session(int rows, int cols, std::string_view seed) : grid_(rows, cols) {
  reseed(seed);
  ++live_sessions;
}

Session::~Session() { --live_sessions; }

int Session::live() { return live_sessions; }

void Session::reseed(std::string_view seed) {
  if (seed.empty()) {
    seed_ = rng_.seed_fresh();
  } else {
    rng_.seed(seed);
    seed_ = std::string(seed);
  }
}

void Session::settle() {
  if (machine_ && !solving_) grid_ = machine_->grid();
}

void Session::grow(Method m) {
  machine_ = make_generator(m, grid_.rows(), grid_.cols(), rng_);
  solving_ = false;
}

void Session::solve(int from, int to) {
  settle();
  machine_ = std::make_unique<WayOut>(grid_, from, to);
  solving_ = true;
}

void Session::load(std::string_view picture) {
  Grid g = read_picture_text(picture);  // throws before anything changes
  machine_.reset();
  grid_ = std::move(g);
}

void Session::resize(int rows, int cols) {
  Grid g(rows, cols);
  machine_.reset();
  grid_ = std::move(g);
}

StepEvent Session::step() {
  if (!machine_ || !machine_->step()) return {};
  StepEvent e = machine_->last();
  if (machine_->done()) settle();
  return e;
}

long long Session::step_many(long long n) {
  if (!machine_) return 0;
  long long taken = machine_->run(n);
  if (machine_->done()) settle();
  return taken;
}

long long Session::finish() { return step_many(-1); }

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
  auto* search = solving_ ? dynamic_cast<const WayOut*>(machine_.get()) : nullptr;
  return search ? search->route() : std::vector<int>{};
}

std::string Session::picture() const { return write_picture_text(grid()); }

std::string generate_picture(Method m, int rows, int cols, std::string_view seed) {
  PyRandom rng(seed);
  return write_picture_text(generate(m, rows, cols, rng));
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
