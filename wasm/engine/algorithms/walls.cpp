// walls.cpp: random walls; each step knocks one wall down or leaves it standing.
#include "algorithms/walls.h"

#include <algorithm>

#include "steps/places.h"

namespace maze {

namespace {
// How far ahead the shuffle draws and the steps look, asking memory for what they will
// touch (the lists are far bigger than the caches at a thousand rooms a side).
constexpr std::size_t kAhead = 16;

// random.shuffle(v), with the draws made a batch ahead of their swaps: the same draws in
// the same order, the same swaps in the same order, so the same result. The rejection loops'
// branches then cannot hold up the swaps, which are only loads and stores, so the processor
// keeps many of their cache misses in flight at once; that matters in WebAssembly, which has
// no prefetch. Natively each partner is also asked for as it is drawn.
void shuffle_ahead(std::vector<int>& v, PyRandom& rng) {
  constexpr std::size_t kBatch = 64;
  std::uint32_t partner[kBatch];
  for (std::size_t top = v.size() ? v.size() - 1 : 0; top >= 1;) {  // swaps i = top, top - 1, ...
    const std::size_t count = std::min(kBatch, top);
    for (std::size_t k = 0; k < count; ++k) {
      const std::size_t j = static_cast<std::size_t>(rng.randbelow(top - k + 1));
      __builtin_prefetch(&v[j]);
      partner[k] = static_cast<std::uint32_t>(j);
    }
    for (std::size_t k = 0; k < count; ++k) std::swap(v[top - k], v[partner[k]]);
    top -= count;
  }
}

#if defined(__wasm__)
volatile int touch_sink;

// The parents of kAhead walls, read in a loop without branches (its sum only keeps the reads).
int touch_group(const int* walls, const int* parent, int cols) {
  int sum = 0;
  for (std::size_t k = 0; k < kAhead; ++k) {
    const int w = walls[k], a = w >> 1;
    sum += parent[a] + parent[a + ((w & 1) ? 1 : cols)];
  }
  return sum;
}
#endif
}  // namespace

Walls::Walls(Grid empty, PyRandom& rng) : grid_(std::move(empty)), parent_(grid_.rooms()), pieces_(grid_.rooms()) {
  grid_.clear();
  for (int room = 0; room < grid_.rooms(); ++room) parent_[room] = ~(room << kRankBits);  // each its own piece
  if (grid_.kind() == ShapeKind::Weave) {
    lay_crossings(rng);  // the crossings first, then the other walls shuffled after them
    return;
  }
  if (grid_.kind() == ShapeKind::Mask) {  // the square's walls between two rooms, as the mask's shape lists them
    const Shape& shape = *grid_.shape();
    const auto at = shape.rooms_at();
    const int cols = grid_.cols(), places = static_cast<int>(at.size());
    parent_.assign(at.size(), -1);  // the places with no room: never looked at
    walls_.reserve(shape.walls().size());
    for (int room = 0; room < grid_.rooms(); ++room) {
      const int p = shape.place(room);
      parent_[static_cast<std::size_t>(p)] = ~(room << kRankBits);
      if (p + cols < places && at[static_cast<std::size_t>(p + cols)] >= 0) walls_.push_back(p * 2);
      if ((p + 1) % cols != 0 && at[static_cast<std::size_t>(p + 1)] >= 0) walls_.push_back(p * 2 + 1);
    }
  } else if (const Shape* shape = grid_.shape()) {
    walls_.resize(shape->walls().size());
    for (std::size_t w = 0; w < walls_.size(); ++w) walls_[w] = static_cast<int>(w);
  } else {
    const int rows = grid_.rows(), cols = grid_.cols();
    walls_.reserve(2 * static_cast<std::size_t>(grid_.rooms()));
    for (int r = 0, room = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c, ++room) {
        if (r + 1 < rows) walls_.push_back(room * 2);
        if (c + 1 < cols) walls_.push_back(room * 2 + 1);
      }
  }
  shuffle_ahead(walls_, rng);
}

void Walls::shuffle_walls(std::vector<int>& walls, PyRandom& rng) { shuffle_ahead(walls, rng); }

// Path halving keeps the trees flat without recursion.
int Walls::find(int* parent, int room) {
  while (parent[room] >= 0) {
    const int up = parent[room];
    if (parent[up] < 0) return up;
    room = parent[room] = parent[up];
  }
  return room;
}

long long Walls::burst(long long max_steps) {
  if (grid_.square()) return burst_places(max_steps, OnSquare(grid_));
  if (grid_.kind() == ShapeKind::Mask) return burst_places(max_steps, OnMask(grid_));
  return burst_shape(max_steps);
}

int Walls::label(int room) const {
  return ~parent_[find(parent_.data(), place_of(grid_, room))] >> kRankBits;
}

template <class Places>
long long Walls::burst_places(long long max_steps, Places places) {
  // Locals, not members, in the loop: the grid's byte stores could alias any member.
  const int* walls = walls_.data();
  int* parent = parent_.data();
  const std::size_t total = walls_.size();
  const int cols = grid_.cols();
  std::size_t next = next_;
  int pieces = pieces_;
  StepEvent last = last_;
  [[maybe_unused]] int touched = 0;
  long long n = 0;
  for (; n < max_steps && next < total; ++n) {
#if defined(__wasm__)
    // No prefetch here: read the parents of the group of walls kAhead on, a group at a time
    // in a loop without branches, so their cache misses are in flight together.
    if (next % kAhead == 0 && next + 2 * kAhead <= total) touched += touch_group(walls + next + kAhead, parent, cols);
#else
    if (next + kAhead < total) {
      const int ahead = walls[next + kAhead], a = ahead >> 1;
      __builtin_prefetch(&parent[a]);
      __builtin_prefetch(&parent[a + ((ahead & 1) ? 1 : cols)]);
      __builtin_prefetch(places.read_by_link(a));
    }
#endif
    const int wall = walls[next++];
    const int a = wall >> 1, b = a + ((wall & 1) ? 1 : cols);
    const int pa = find(parent, a), pb = find(parent, b);
    if (pa == pb) {
      last = {StepKind::Refuse, a, b};
      continue;
    }
    unite(parent, pa, pb);
    places.link(a, (wall & 1) ? Right : Down);
    --pieces;
    last = {StepKind::Knock, a, b};
  }
  if (n > 0) last = {last.kind, places.room(last.a), places.room(last.b)};  // places to rooms, once
  next_ = next, pieces_ = pieces, last_ = last;
#if defined(__wasm__)
  touch_sink = touched;  // kept, so the reads are made
#endif
  return n;
}

bool Walls::step() {
  if (watched_ && !shown_.valid) make_shown();  // before the step, so its join is seen
  if (burst(1) != 1) return false;
  if (watched_) {
    shown_.relabeled.clear();
    if (last_.kind == StepKind::Knock) join_shown(last_.a, last_.b);
  }
  return true;
}

// Each room's label from the union-find (the lesson's piece numbers), its piece's rooms in a ring.
void Walls::make_shown() {
  const int rooms = grid_.rooms();
  shown_.label.resize(rooms);
  shown_.ring.resize(rooms);
  shown_.size.assign(rooms, 0);
  std::vector<int>& first = shown_.relabeled;  // borrowed: the first room seen of each label
  first.assign(rooms, -1);
  for (int room = 0; room < rooms; ++room) {
    const int label = this->label(room);
    shown_.label[room] = label;
    ++shown_.size[label];
    // Insert after the piece's first room: rings need no order.
    if (first[label] < 0) first[label] = shown_.ring[room] = room;
    else shown_.ring[room] = shown_.ring[first[label]], shown_.ring[first[label]] = room;
  }
  first.clear();
  shown_.valid = true;
}

void Walls::join_shown(int a, int b) {
  int keep = shown_.label[a], give = shown_.label[b];
  if (shown_.size[keep] < shown_.size[give]) std::swap(keep, give), std::swap(a, b);
  for (int room = b;;) {
    shown_.label[room] = keep;
    shown_.relabeled.push_back(room);
    room = shown_.ring[room];
    if (room == b) break;
  }
  std::swap(shown_.ring[a], shown_.ring[b]);  // the two rings become one
  shown_.size[keep] += shown_.size[give];
  shown_.size[give] = 0;
}

// The wall's two rooms (a Knock opens it, a Refuse flashes it) and the rooms relabeled.
void Walls::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(last_.a);
  if (last_.b >= 0) out.push_back(last_.b);
  if (shown_.valid) out.insert(out.end(), shown_.relabeled.begin(), shown_.relabeled.end());
}

Mark Walls::mark(int room) const { return grid_.degree(room) > 0 ? kVisited : kPlain; }

}  // namespace maze
