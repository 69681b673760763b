// walls.h: the lesson's random_walls (Kruskal's method) as a step machine.
#pragma once
#include <algorithm>
#include <vector>

#include "random/py_random.h"
#include "steps/step.h"

namespace maze {

// Every inner wall, listed room by room (square: the one below, then the one on the
// right, as the lesson lists them; other shapes: in the shape's order of walls),
// shuffled once; each step looks at one wall. Pieces live in a union-find (union by
// rank, path halving) whose roots keep the lesson's piece numbers, so piece() gives the
// very labels it uses.
//
// A mask runs the square's loop on its rows x cols places: its list is the square's walls
// between two rooms, in the order the mask's shape lists them (room by room, below then right),
// so the same shuffle gives the same maze the shape's list would; the union-find is over places
// (those with no room never touched), its roots holding the mask's room numbers.
//
// Weave mazes (Jamis Buck's "Kruskal with crossings laid first"): as many times as there are
// rooms, a room r, c is drawn (r = 1 + randbelow(rows - 2), c = 1 + randbelow(cols - 2), then
// randbelow(2): 0 its corridor runs left to right over a tunnel from above to below, 1 the
// other way). A crossing is laid there when no corridor or tunnel touches the room yet and
// neither its corridor nor the tunnel would join two rooms of one piece. The list then holds
// each crossing's three openings (left or above side, the other side, the tunnel), in order,
// and after them the square's walls not touching a crossing's room, shuffled. No draws when
// rows or cols is below 3. Every step is a knock or a refusal as always.
class Walls final : public StepMachine {
 public:
  Walls(int rows, int cols, PyRandom& rng) : Walls(Grid(rows, cols), rng) {}
  Walls(Grid empty, PyRandom& rng);  // grows a maze of empty's shape
  bool step() override;
  long long run(long long max_steps = -1) override {
    shown_.valid = false;  // a run does not follow the shown labels; they are made again when needed
    return run_steps(*this, max_steps);
  }
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  int piece(int room) const override { return shown_.valid ? shown_.label[room] : label(room); }
  int pieces() const override { return pieces_; }
  const Grid& grid() const override { return grid_; }
  Grid take_grid() override { return std::move(grid_); }
  bool done() const override { return next_ == walls_.size(); }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<Walls>(*this); }
  void assign(const StepMachine& from) override { *this = dynamic_cast<const Walls&>(from); }
  std::size_t bytes() const override { return grid_.rooms() + 4 * (walls_.size() + parent_.size()); }
  void touched(std::vector<int>& out) const override;
  void watch() override { watched_ = true; }
  int walls_looked_at() const { return static_cast<int>(next_); }
  int walls_total() const { return static_cast<int>(walls_.size()); }
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps

 private:
  static constexpr int kRankBits = 5;  // ranks stay below log2(rooms) < 32
  static int find(int* parent, int room);
  static void unite(int* parent, int pa, int pb);
  // The square's loop on places (walls.cpp): the square's, or a mask's (Places says how a
  // place is a room and where an opening's bit goes).
  template <class Places>
  long long burst_places(long long max_steps, Places places);
  long long burst_shape(long long max_steps);  // any shape but the square and the mask
  int label(int room) const;                   // the lesson's piece number, from the union-find
  void lay_crossings(PyRandom& rng);           // weave (walls_shape.cpp)
  static void shuffle_walls(std::vector<int>& walls, PyRandom& rng);  // random.shuffle, batched
  // The labels a watched session shows: when two pieces join, the smaller one's rooms take
  // the bigger one's label, so a whole maze relabels O(n log n) rooms. Kept only while
  // watched; a copy (a checkpoint) starts without them and makes them again.
  struct Shown {
    std::vector<int> label, ring, size;  // label per room; ring: next room of its piece; size per label
    std::vector<int> relabeled;          // rooms whose label the last join changed
    bool valid = false;
    Shown() = default;
    Shown(const Shown&) {}
    Shown& operator=(const Shown&) {
      valid = false;
      return *this;
    }
  };
  void make_shown();
  void join_shown(int a, int b);
  Shown shown_;
  bool watched_ = false;
  Grid grid_;
  // Square and mask: place * 2 + (0: wall below, 1: wall on the right); else the shape's wall ids.
  std::vector<int> walls_;
  // A room's (square, mask: a place's) parent, or at a root ~(piece number << kRankBits | rank): negative.
  mutable std::vector<int> parent_;
  std::size_t next_ = 0;
  int pieces_;
  StepEvent last_;
};

// The lower tree goes under the higher; the piece keeps the first one's number, as in the lesson.
inline void Walls::unite(int* parent, int pa, int pb) {
  const int root_a = ~parent[pa], root_b = ~parent[pb];
  const int rank_a = root_a & ((1 << kRankBits) - 1), rank_b = root_b & ((1 << kRankBits) - 1);
  const int top = rank_a >= rank_b ? pa : pb;
  parent[top == pa ? pb : pa] = top;
  parent[top] = ~((root_a >> kRankBits) << kRankBits | (rank_a == rank_b ? rank_a + 1 : std::max(rank_a, rank_b)));
}

}  // namespace maze
