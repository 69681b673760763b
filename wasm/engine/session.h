// session.h: one maze being worked on: its size, its random stream and the machine at work.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "generators.h"
#include "py_random.h"
#include "step.h"

namespace maze {

// What a page asks about a maze, all at once.
struct Facts {
  int rooms = 0, openings = 0, pieces = 0, loops = 0, dead_ends = 0, reached = 0;
  bool perfect = false;
  int farthest = -1;  // steps between the two rooms farthest apart; -1 unless perfect
};
Facts facts(const Grid& g);

// A session owns a maze and one machine at a time: a generator growing a new maze,
// or the way-out search over the maze it has. Seeds are decimal strings, so a seed
// typed on the page gives the maze CPython gives after random.seed(seed).
class Session {
 public:
  Session(int rows, int cols, std::string_view seed);  // empty seed: a fresh one
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  static int live();  // sessions not yet destroyed, to prove nothing leaks

  const std::string& seed() const { return seed_; }
  void reseed(std::string_view seed);  // empty: a fresh one
  int rows() const { return grid().rows(); }
  int cols() const { return grid().cols(); }

  // Start growing a new, empty maze with a method (drawing on the session's stream).
  void grow(Method m);
  // Start the way-out search over the current maze (default: top left to bottom right).
  void solve(int from = 0, int to = -1);
  // Replace the maze by a picture (stops any machine); throws MazeError if it is bad.
  void load(std::string_view picture);
  // Grow a new size of maze: stops any machine and leaves all walls standing.
  void resize(int rows, int cols);

  bool busy() const { return machine_ && !machine_->done(); }
  StepEvent step();               // one step; kind Done when there was nothing to do
  long long step_many(long long n);  // up to n steps; returns how many were taken
  long long finish();             // to the end

  const Grid& grid() const { return machine_ ? machine_->grid() : grid_; }
  int pieces() const;
  std::vector<std::uint8_t> marks() const;
  std::vector<int> piece_labels() const;
  std::vector<int> thread() const;
  std::vector<int> route() const;  // rooms on the way out once the search found it
  std::string picture() const;

 private:
  void settle();  // keep the machine's finished maze as the session's maze
  Grid grid_;
  PyRandom rng_;
  std::string seed_;
  std::unique_ptr<StepMachine> machine_;
  bool solving_ = false;
};

// One-call helpers for the page's challenge checker and tests.
std::string generate_picture(Method m, int rows, int cols, std::string_view seed);
// Knock down `knock` random standing walls (making loops), then put back `raise`
// random openings (cutting rooms off).
std::string alter_picture(std::string_view picture, int knock, int raise, std::string_view seed);

}  // namespace maze
