// session.h: one maze being worked on: its size, its random stream, the machine at work,
// and the timeline of its steps, which can be walked back and forth.
#pragma once
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tables/methods.h"
#include "random/py_random.h"
#include "analysis/robot.h"
#include "steps/step.h"
#include "session/timeline.h"

namespace maze {

// What a page asks about a maze, all at once.
struct Facts {
  int rooms = 0, openings = 0, pieces = 0, loops = 0, dead_ends = 0, reached = 0;
  bool perfect = false;
  int farthest = -1;  // steps between the two rooms farthest apart; -1 unless perfect
};
Facts facts(const Grid& g);

// Rooms whose look changed since the last call; `all`: too many to list, send every room.
struct Changes {
  bool all = true;
  std::vector<int> rooms;
};

// A room's look in 32 bits: its mark, its wall bits and its piece label.
inline constexpr int kLookWallShift = 4, kLookLabelShift = 8;

// What the robot did: still walking, out (after `steps` moves), or round in a loop for ever.
struct RobotResult {
  bool walking = false, out = false, went_round = false;
  long long steps = 0;
};

// A session owns a maze and one machine at a time: a generator growing a new maze, or the
// way-out search over the maze it has. Seeds are decimal strings, so a seed typed on the
// page gives the maze CPython gives after random.seed(seed).
//
// The timeline: the growth's steps, then (once solve() was called) the search's. Step 0 is
// every wall standing (or the picture loaded). seek(k) puts the session exactly as after k
// steps, copying the nearest checkpoint at or before k (machine and stream) and replaying
// from it; stepping from behind the end replays the very same steps. Checkpoints keep to
// 32 MB, so mazes up to about a million rooms seek in well under a few milliseconds, while
// at 4000 x 4000 one copy is over the budget and a seek replays from the start. finish()
// keeps none on its way (it costs what growing the maze costs); the first seek's replay
// makes them.
class Session {
 public:
  Session(int rows, int cols, std::string_view seed) : Session(ShapeKind::Square, rows, cols, seed) {}
  Session(ShapeKind kind, int rows, int cols, std::string_view seed);  // empty seed: a fresh one
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  static int live();  // sessions not yet destroyed, to prove nothing leaks

  const std::string& seed() const { return seed_; }
  // Empty: a fresh one. The steps ahead draw from it; the timeline beyond now is dropped.
  void reseed(std::string_view seed);
  int rows() const { return grid().rows(); }
  int cols() const { return grid().cols(); }

  // Start growing a new, empty maze with a method (drawing on the session's stream), braided when
  // options.braid > 0 (the share of dead ends to knock one more wall from; see braid.h). Random cells
  // draw their points first, from the same stream: a new shape each growth. Throws MazeError,
  // changing nothing, when the method does not grow this shape or the braid is out of range.
  void grow(Method m, const MethodOptions& options = {});
  // Finish the growth (recorded on the timeline), then start the way-out search from the
  // maze's own way in to its way out; or between two rooms (to < 0: the last room). The
  // search's steps follow the growth's on the timeline, replacing any earlier search.
  void solve();
  void solve(int from, int to);
  // The same for the robot (robot.h): it walks after the growth on the timeline, in place of
  // the way-out search. to < 0: the last room.
  void walk_robot(Hand hand, int from, int to);
  // Knock down the wall between two neighbours, or a random standing wall (random.choice
  // over them in the lesson's order, from the session's stream; returns the two rooms, or
  // {-1, -1} when none stands). The maze as it is then (growth finished) becomes a new
  // timeline's step 0, keeping its way in and way out.
  void knock(int a, int b);
  std::pair<int, int> knock_random();
  // Change the finished maze (the growth finished first) with the session's stream where the
  // growth left it: `change` gets a copy of the maze, its way in and way out and the stream, and
  // gives the new ways (a game's halls and far ends, games/). As a knock, it becomes a new
  // timeline's step 0.
  void rework(const std::function<Ends(Grid&, Ends, PyRandom&)>& change);
  // Replace the maze by a picture (stops any machine); throws MazeError if it is bad.
  void load(std::string_view picture);
  // Grow a new size of maze: stops any machine and leaves all walls standing.
  void resize(int rows, int cols);
  // The same for a new shape (circle: rows rings, cols rooms in the inner ring). Random
  // cells show the points the next growth would draw if the stream stays as it is (drawn
  // from a copy of it).
  void reshape(ShapeKind kind, int rows, int cols);

  bool busy() const { return machine_ && !machine_->done(); }
  StepEvent step();                  // one step, reported in changes(); kind Done when there was nothing to do
  long long step_watched(long long n);  // up to n steps, each reported in changes(); returns how many
  long long step_many(long long n);  // up to n steps, not reported one by one (changes: all)
  long long finish();                // to the end (changes: all)
  StepEvent last() const;            // the event of the step that led here

  long long position() const { return position_; }
  long long length() const { return length_; }
  void seek(long long k);  // 0 <= k <= length()
  void step_back() {
    if (position_ == 0) throw MazeError("there is no step before step 0");
    seek(position_ - 1);
  }

  Ends ways() const;  // the maze's own way in and way out
  Changes changes();
  std::vector<std::uint32_t> looks() const;
  std::vector<std::uint32_t> looks(const std::vector<int>& rooms) const;  // throws for a room outside
  std::vector<int> distances(int from) const;  // steps through openings; -1 where not reached

  const Grid& grid() const { return machine_ ? machine_->grid() : grid_; }
  int pieces() const;
  std::vector<std::uint8_t> marks() const;
  std::vector<int> piece_labels() const;
  std::vector<int> thread() const;
  std::vector<int> route() const;  // rooms on the way out once the search found it (the robot: its trail)
  RobotResult robot() const;       // all false unless the robot is on the timeline
  // The breadth-first way out between two rooms of the maze as it is now, off the timeline.
  std::vector<int> shortest_route(int from, int to) const;
  std::string picture() const;
  std::size_t checkpoint_bytes() const { return checkpoints_.bytes(); }

 private:
  std::uint32_t look(int room) const;
  void new_timeline();
  long long advance(long long n, bool watched);
  long long run_to_end();  // advance to the end keeping no checkpoints
  void arrived(bool fresh);
  void start_search();
  void begin_search(int from, int to);
  void knocked(Grid g);
  void finish_growth();
  void restream(long long at);
  void watch();
  Grid grid_;  // the maze when no machine has it: a picture, all walls, or the grown maze
  PyRandom rng_;
  std::string seed_;
  std::unique_ptr<StepMachine> machine_;
  bool solving_ = false;
  // The timeline.
  bool growing_ = false;    // it starts with a growth by method_ (else with grid_ as it is)
  Method method_{};  // the table's first row
  MethodOptions options_;
  PyRandom start_rng_;      // the stream before the growth
  long long grown_ = 0;     // steps of the growth; -1 until it is finished
  PyRandom end_rng_;        // the stream when it finished
  StepEvent grown_last_;    // its last step
  Ends ends_;               // the ways it picked
  bool searched_ = false;   // the search follows the growth
  int from_ = 0, to_ = 0;
  bool robot_ = false;      // the search is the robot's walk
  Hand hand_ = Hand::Right;
  long long position_ = 0, length_ = 0;
  Checkpoints checkpoints_;
  bool keeping_ = true;     // steps keep checkpoints where due (not while finishing at once)
  std::vector<std::pair<long long, PyRandom>> reseeds_;  // where the stream was replaced
  // What changed since changes() was last asked.
  bool watched_ = false, all_ = true;
  std::vector<int> changed_;
};

// One-call helpers for the page's challenge checker and tests.
// The square maze's picture after random.seed(seed), with the method's options (braided when options.braid > 0).
std::string generate_picture(Method m, int rows, int cols, std::string_view seed, const MethodOptions& options = {});
// Knock down `knock` random standing walls (making loops), then put back `raise`
// random openings (cutting rooms off).
std::string alter_picture(std::string_view picture, int knock, int raise, std::string_view seed);

}  // namespace maze
