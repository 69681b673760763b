// walls.cpp: random walls; each step knocks one wall down or leaves it standing.
#include "walls.h"

#include <algorithm>

namespace maze {

namespace {
// How far ahead the shuffle draws and the steps look, asking memory for what they will
// touch (the lists are far bigger than the caches at a thousand rooms a side).
constexpr std::size_t kAhead = 16;

// random.shuffle(v), but each swap's partner is drawn kAhead swaps early and fetched
// meanwhile. The draws come in the same order, so the result is the same.
void shuffle_ahead(std::vector<int>& v, PyRandom& rng) {
  const std::size_t n = v.size();
  if (n < 2) return;
  std::size_t partner[kAhead];
  std::size_t drawn = n - 1;  // the next i (n - 1 down to 1) whose partner is to be drawn
  auto draw = [&] {
    const std::size_t i = drawn--, j = static_cast<std::size_t>(rng.randbelow(i + 1));
    __builtin_prefetch(&v[j]);
    partner[i % kAhead] = j;
  };
  while (drawn >= 1 && n - 1 - drawn < kAhead) draw();
  for (std::size_t i = n - 1; i >= 1; --i) {
    const std::size_t j = partner[i % kAhead];
    if (drawn >= 1) draw();  // refills the slot just read
    std::swap(v[i], v[j]);
  }
}
}  // namespace

Walls::Walls(int rows, int cols, PyRandom& rng)
    : grid_(rows, cols), parent_(grid_.rooms()), pieces_(grid_.rooms()) {
  for (int room = 0; room < grid_.rooms(); ++room) parent_[room] = ~(room << kRankBits);  // each its own piece
  walls_.reserve(2 * static_cast<std::size_t>(grid_.rooms()));
  for (int r = 0, room = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c, ++room) {
      if (r + 1 < rows) walls_.push_back(room * 2);
      if (c + 1 < cols) walls_.push_back(room * 2 + 1);
    }
  shuffle_ahead(walls_, rng);
}

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
  // Locals, not members, in the loop: the grid's byte stores could alias any member.
  const int* walls = walls_.data();
  int* parent = parent_.data();
  const std::uint8_t* bits = grid_.bits().data();
  const std::size_t total = walls_.size();
  const int cols = grid_.cols();
  std::size_t next = next_;
  int pieces = pieces_;
  StepEvent last = last_;
  long long n = 0;
  for (; n < max_steps && next < total; ++n) {
    if (next + kAhead < total) {
      const int ahead = walls[next + kAhead], a = ahead >> 1;
      __builtin_prefetch(&parent[a]);
      __builtin_prefetch(&parent[a + ((ahead & 1) ? 1 : cols)]);
      __builtin_prefetch(&bits[a]);
    }
    const int wall = walls[next++];
    const int a = wall >> 1, b = a + ((wall & 1) ? 1 : cols);
    const int pa = find(parent, a), pb = find(parent, b);
    if (pa == pb) {
      last = {StepKind::Refuse, a, b};
      continue;
    }
    // The lower tree goes under the higher; the piece keeps the first one's number, as
    // in the lesson.
    const int root_a = ~parent[pa], root_b = ~parent[pb];
    const int rank_a = root_a & ((1 << kRankBits) - 1), rank_b = root_b & ((1 << kRankBits) - 1);
    const int top = rank_a >= rank_b ? pa : pb;
    parent[top == pa ? pb : pa] = top;
    parent[top] = ~((root_a >> kRankBits) << kRankBits | (rank_a == rank_b ? rank_a + 1 : std::max(rank_a, rank_b)));
    grid_.link_toward(a, (wall & 1) ? Right : Down);
    --pieces;
    last = {StepKind::Knock, a, b};
  }
  next_ = next, pieces_ = pieces, last_ = last;
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
    const int label = ~parent_[find(parent_.data(), room)] >> kRankBits;
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
