// session_timeline.cpp: a session's steps: growing, searching, and going back and forth.
#include <algorithm>
#include <limits>

#include "analysis/analysis.h"
#include "shapes/random_cells.h"
#include "session/session.h"
#include "analysis/way_out.h"

namespace maze {

void Session::new_timeline() {
  solving_ = growing_ = searched_ = false;
  grown_ = 0;
  end_rng_ = rng_;
  grown_last_ = {};
  ends_ = {0, grid_.rooms() - 1};
  position_ = length_ = 0;
  checkpoints_.clear(grid_.rooms());
  reseeds_.clear();
  all_ = true;
  changed_.clear();
}

void Session::reseed(std::string_view seed) {
  if (seed.empty()) {
    seed_ = rng_.seed_fresh();
  } else {
    rng_.seed(seed);
    seed_ = std::string(seed);
  }
  // A growth not finished here would draw differently from now on: what was recorded
  // ahead of it is dropped. The search draws nothing, so it stays.
  if (growing_ && (grown_ < 0 || position_ < grown_) && position_ < length_) {
    length_ = position_;
    grown_ = -1;
    searched_ = false;
    checkpoints_.drop_after(position_);
    checkpoints_.drop_search();
  }
  std::erase_if(reseeds_, [&](const auto& r) { return r.first >= position_; });
  reseeds_.emplace_back(position_, rng_);
}

void Session::restream(long long at) {
  for (const auto& [where, rng] : reseeds_)
    if (where == at) rng_ = rng;
}

void Session::watch() {
  if (watched_) return;
  watched_ = true;
  all_ = true;
  if (machine_) machine_->watch();
}

void Session::grow(Method m, const MethodOptions& options) {
  check_method(m, grid_.kind(), options);  // before anything changes
  if (grid_.kind() == ShapeKind::Voronoi) {
    Grid cells = random_cells(grid_.rows(), grid_.cols(), rng_);  // the points first, from the stream
    machine_.reset();
    grid_ = std::move(cells);
  }
  new_timeline();
  start_rng_ = rng_;
  machine_ = make_generator(m, grid_.blank(), rng_, options);
  growing_ = true;
  method_ = m;
  options_ = options;
  grown_ = -1;
  if (watched_) machine_->watch();
  checkpoints_.keep(0, false, rng_, *machine_);  // seeking near the start need not grow it again
  if (machine_->done()) arrived(true);          // a maze with nothing to do (1 x 1 random walls)
}

void Session::start_search() {
  if (robot_)
    machine_ = std::make_unique<Robot>(grid_, hand_, from_, to_);
  else
    machine_ = std::make_unique<WayOut>(grid_, from_, to_);
  solving_ = true;
  all_ = true;
}

void Session::begin_search(int from, int to) {
  from_ = from, to_ = to;
  searched_ = true;
  start_search();
  checkpoints_.keep(position_, true, rng_, *machine_);
}

// Drops the search recorded so far and puts the session at the end of the growth,
// growing the rest first if it is not finished.
void Session::finish_growth() {
  if (searched_) {
    searched_ = false;
    checkpoints_.drop_search();
    length_ = std::min(length_, grown_);
    std::erase_if(reseeds_, [&](const auto& r) { return r.first > grown_; });
  }
  if (solving_ || !growing_) {  // the grown maze (or the picture) is at hand in grid_
    machine_.reset();
    solving_ = false;
    position_ = grown_;
    rng_ = end_rng_;
    restream(grown_);
  } else if (grown_ < 0) {
    if (position_ < length_) seek(length_);
    run_to_end();
  } else if (position_ != grown_) {
    seek(grown_);
  }
}

void Session::solve() {
  finish_growth();
  const Ends e = ways();
  robot_ = false;
  begin_search(e.in, e.out);
}

void Session::solve(int from, int to) {
  const int n = grid_.rooms();
  if (from < 0 || from >= n || to >= n) throw MazeError("the way in and the way out must be rooms of the maze");
  finish_growth();
  robot_ = false;
  begin_search(from, to < 0 ? n - 1 : to);
}

void Session::walk_robot(Hand hand, int from, int to) {
  const int n = grid_.rooms();
  if (from < 0 || from >= n || to >= n) throw MazeError("the way in and the way out must be rooms of the maze");
  finish_growth();
  robot_ = true;
  hand_ = hand;
  begin_search(from, to < 0 ? n - 1 : to);
}

// The maze with one more opening starts a timeline of its own: nothing to replay before it.
void Session::knocked(Grid g) {
  const Ends e = ways();
  machine_.reset();
  grid_ = std::move(g);
  new_timeline();
  ends_ = e;
}

void Session::knock(int a, int b) {
  const int n = grid().rooms();
  if (a < 0 || a >= n || b < 0 || b >= n)
    throw MazeError("rooms " + std::to_string(a) + " and " + std::to_string(b) + " are not both in the maze");
  if (a == b || grid().wall_bit(a, b) < 0)
    throw MazeError("rooms " + std::to_string(a) + " and " + std::to_string(b) + " are not neighbours: no wall to knock down");
  finish_growth();
  Grid g = grid_;
  g.link(a, b);
  knocked(std::move(g));
}

void Session::rework(const std::function<Ends(Grid&, Ends, PyRandom&)>& change) {
  finish_growth();
  Grid g = grid_;
  PyRandom rng = rng_;
  const Ends e = change(g, ways(), rng);  // a throw changes nothing, not even the stream
  rng_ = rng;
  knocked(std::move(g));
  ends_ = e;
}

std::pair<int, int> Session::knock_random() {
  finish_growth();
  const auto walls = standing_walls(grid_);
  if (walls.empty()) return {-1, -1};
  const auto wall = rng_.choice(walls);
  Grid g = grid_;
  g.link(wall.first, wall.second);
  knocked(std::move(g));
  return wall;
}

// After reaching position_ by stepping: note how far the timeline goes, switch streams
// where the seed was changed, note the growth's end (and go on to the search), keep a
// checkpoint when one is due on a stretch never walked before.
void Session::arrived(bool fresh) {
  length_ = std::max(length_, position_);
  if (!fresh) restream(position_);
  if (!solving_ && growing_ && machine_->done()) {
    if (grown_ < 0) {
      grown_ = position_;
      end_rng_ = rng_;
      grid_ = machine_->grid();
      grown_last_ = machine_->last();
      ends_ = machine_->ways();
    }
    if (searched_) start_search();
  }
  if (keeping_ && checkpoints_.due(position_)) checkpoints_.keep(position_, solving_, rng_, *machine_);
}

// Up to n steps (n < 0: to the end), in stretches that stop where a checkpoint is due (when
// keeping them), where a replay reaches the end of what was recorded, and where the seed was
// changed.
long long Session::advance(long long n, bool watched) {
  const std::size_t most = static_cast<std::size_t>(grid_.rooms());
  long long taken = 0;
  while ((n < 0 || taken < n) && busy()) {
    const bool fresh = position_ >= length_;
    long long stop = fresh ? std::numeric_limits<long long>::max() : length_;
    if (keeping_) stop = std::min(stop, checkpoints_.next_due(position_));
    if (!fresh)
      for (const auto& r : reseeds_)
        if (r.first > position_) {
          stop = std::min(stop, r.first);
          break;
        }
    const long long want = n < 0 ? stop - position_ : std::min(stop - position_, n - taken);
    long long got = 0;
    if (watched) {
      for (; got < want && machine_->step(); ++got) {
        if (all_) continue;
        machine_->touched(changed_);
        if (changed_.size() > most) all_ = true, changed_.clear();
      }
    } else {
      got = machine_->run(want);
    }
    position_ += got;
    taken += got;
    arrived(fresh);
    if (got == 0) break;
  }
  if (!watched) all_ = true, changed_.clear();
  return taken;
}

StepEvent Session::step() {
  watch();
  return advance(1, true) == 1 ? last() : StepEvent{};
}

namespace {
void check_steps(long long n) {
  if (n < 0) throw MazeError("steps cannot be below 0 (got " + std::to_string(n) + ")");
}
}  // namespace

long long Session::step_watched(long long n) {
  check_steps(n);
  watch();
  return advance(n, true);
}

long long Session::step_many(long long n) {
  check_steps(n);
  return advance(n, false);
}

// Straight to the end without copies on the way: a maze finished at once costs no more than
// growing it. Its checkpoints are made later, by the first seek's replay, if one comes.
long long Session::finish() { return run_to_end(); }

long long Session::run_to_end() {
  keeping_ = false;
  try {
    const long long n = advance(-1, false);
    keeping_ = true;
    return n;
  } catch (...) {
    keeping_ = true;
    throw;
  }
}

StepEvent Session::last() const {
  if (solving_ && growing_ && position_ == grown_) return grown_last_;
  return machine_ ? machine_->last() : StepEvent{};
}

void Session::seek(long long k) {
  if (k < 0 || k > length_)
    throw MazeError("step " + std::to_string(k) + " is not on the timeline: it goes from 0 to " +
                    std::to_string(length_));
  if (searched_ && k >= grown_) {
    const Checkpoint* c = checkpoints_.nearest(k, true);
    if (!(solving_ && position_ <= k && (!c || position_ >= c->at))) {
      if (c) {
        copy_machine(machine_, *c->machine);
        position_ = c->at;
      } else {
        start_search();
        position_ = grown_;
      }
      solving_ = true;
      rng_ = end_rng_;
      for (const auto& [at, rng] : reseeds_)
        if (at >= grown_ && at <= position_) rng_ = rng;
    }
  } else if (growing_) {
    const Checkpoint* c = checkpoints_.nearest(k, false);
    if (!(!solving_ && machine_ && position_ <= k && (!c || position_ >= c->at))) {
      if (c) {
        rng_ = c->rng;
        copy_machine(machine_, *c->machine);
        position_ = c->at;
      } else {
        rng_ = start_rng_;
        machine_ = make_generator(method_, grid_.blank(), rng_, options_);
        position_ = 0;
      }
      solving_ = false;
      if (watched_) machine_->watch();
      restream(position_);
    }
  }
  advance(k - position_, false);
  all_ = true;
  changed_.clear();
}

}  // namespace maze
