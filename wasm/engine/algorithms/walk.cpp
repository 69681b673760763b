// walk.cpp: the random walk; each step opens one call of carve or closes one.
#include "algorithms/walk.h"

#include <algorithm>
#include <array>

#include "steps/places.h"

namespace maze {

namespace {
static_assert(Grid::kMaxRooms <= (1 << 24), "a frame keeps its room in 24 bits");

// The four moves in the order random.shuffle leaves [up, down, left, right] for each of
// its 24 outcomes (PyRandom::shuffle4), two bits a move, first move lowest.
constexpr std::array<std::uint8_t, 24> kOrders = [] {
  std::array<std::uint8_t, 24> out{};
  for (int k = 0; k < 24; ++k) {
    int v[4] = {Up, Down, Left, Right};
    std::swap(v[3], v[k / 6]);
    std::swap(v[2], v[k / 2 % 3]);
    std::swap(v[1], v[k % 2]);
    out[k] = static_cast<std::uint8_t>(v[0] | v[1] << 2 | v[2] << 4 | v[3] << 6);
  }
  return out;
}();
}  // namespace

Walk::Walk(Grid empty, PyRandom& rng)
    : grid_(std::move(empty)), rng_(&rng), state_(grid_.rooms(), kPlain), stack_(new std::uint32_t[grid_.rooms()]) {
  grid_.clear();
  if (grid_.kind() == ShapeKind::Mask) {  // the places with no room are visited from the start
    const auto at = grid_.shape()->rooms_at();
    state_.resize(at.size());
    for (std::size_t p = 0; p < at.size(); ++p) state_[p] = at[p] < 0 ? kVisited : kPlain;
  } else if (!grid_.square()) {
    moves_.resize(static_cast<std::size_t>(grid_.rooms()));
  }
}

Walk::Walk(const Walk& o)
    : StepMachine(o), grid_(o.grid_), rng_(o.rng_), state_(o.state_), stack_(new std::uint32_t[grid_.rooms()]),
      moves_(o.moves_.size()), depth_(o.depth_), col_(o.col_), entered_(o.entered_), finished_(o.finished_),
      last_(o.last_) {
  std::copy(o.stack_.get(), o.stack_.get() + depth_, stack_.get());
  std::copy(o.moves_.begin(), o.moves_.begin() + (moves_.empty() ? 0 : depth_), moves_.begin());
}

Walk& Walk::operator=(const Walk& o) {
  if (this == &o) return *this;
  if (grid_.rooms() != o.grid_.rooms()) stack_.reset(new std::uint32_t[o.grid_.rooms()]);
  grid_ = o.grid_, rng_ = o.rng_, state_ = o.state_;
  std::copy(o.stack_.get(), o.stack_.get() + o.depth_, stack_.get());
  moves_.resize(o.moves_.size());
  std::copy(o.moves_.begin(), o.moves_.begin() + (moves_.empty() ? 0 : o.depth_), moves_.begin());
  depth_ = o.depth_, col_ = o.col_, entered_ = o.entered_, finished_ = o.finished_, last_ = o.last_;
  return *this;
}

// Enter: the room left (no longer current, its wall open) and the room entered; Back: the
// room finished and the one stepped back to.
void Walk::touched(std::vector<int>& out) const {
  if (last_.a >= 0) out.push_back(last_.a);
  if (last_.b >= 0) out.push_back(last_.b);
}

bool Walk::step() { return burst(1) == 1; }

long long Walk::burst(long long max_steps) {
  if (finished_ || max_steps <= 0) return 0;
  if (grid_.square()) return burst_places(max_steps, OnSquare(grid_));
  if (grid_.kind() == ShapeKind::Mask) return burst_places(max_steps, OnMask(grid_));
  return burst_shape(max_steps);
}

template <class Places>
long long Walk::burst_places(long long max_steps, Places places) {
  // Locals, not members, in the loop: a byte store to state could alias any member,
  // which would make the compiler reload them all after each one.
  std::uint8_t* const state = state_.data();
  std::uint32_t* const stack = stack_.get();
  const int cols = grid_.cols(), count = places.count;
  const int offset[4] = {-cols, cols, -1, 1};
  PyRandom& rng = *rng_;
  int depth = depth_, col = col_, entered = entered_;
  long long n = 0;
  if (entered == 0) {  // carve(r, c) opens on the first room (the square's 0, 0), with its shuffle
    const int first = places.first();
    state[first] = kThread;
    stack[depth++] = static_cast<std::uint32_t>(first) | static_cast<std::uint32_t>(rng.shuffle4()) << kOrderShift;
    col = first % cols;
    ++entered, ++n;
  }
  // As few live values as possible, so that they all stay in registers: the top frame is
  // kept out of the thread (written back when another goes on top of it, and at the end);
  // the event is worked out once, after the loop, from the thread and the last room
  // finished; and the loop's test runs once a step, not once a move tried.
  int finished = -1;  // the room the last Back finished; -1 if the last step entered
  std::uint32_t top = depth > 0 ? stack[depth - 1] : 0;
  while (n < max_steps && depth > 0) {
    for (;;) {
      const int room = static_cast<int>(top & kRoomMask);
      const unsigned tried = (top >> kRoomBits) & 7;
      if (tried == 4) {
        // All four moves tried: the call finishes and the walk steps back along the thread,
        // undoing the column change of the move that led here.
        state[room] = kVisited;
        finished = room;
        if (--depth > 0) {
          top = stack[depth - 1];
          col -= kColStep[(kOrders[top >> kOrderShift] >> (2 * (((top >> kRoomBits) & 7) - 1))) & 3];
        }
        break;
      }
      top += 1u << kRoomBits;
      const int d = (kOrders[top >> kOrderShift] >> (2 * tried)) & 3;
      // A move stays inside when both the room number and the column stay in range: no
      // division, no guessing.
      const int next = room + offset[d];
      if (static_cast<unsigned>(next) >= static_cast<unsigned>(count) ||
          static_cast<unsigned>(col + kColStep[d]) >= static_cast<unsigned>(cols) || state[next] != kPlain)
        continue;
      // carve's first lines: mark the room, shuffle the four moves (the random draws happen
      // here, exactly where the lesson's program makes them).
      places.link(room, d);
      col += kColStep[d];
      state[next] = kThread;
      stack[depth - 1] = top;
      top = static_cast<std::uint32_t>(next) | static_cast<std::uint32_t>(rng.shuffle4()) << kOrderShift;
      ++depth, ++entered;
      finished = -1;
      break;
    }
    ++n;
  }
  if (depth > 0) stack[depth - 1] = top;
  if (n > 0) {
    auto at = [&](int i) { return i >= 0 ? places.room(static_cast<int>(stack[i] & kRoomMask)) : -1; };
    last_ = finished < 0 ? StepEvent{StepKind::Enter, at(depth - 2), at(depth - 1)}
                         : StepEvent{StepKind::Back, places.room(finished), at(depth - 1)};
  }
  depth_ = depth, col_ = col, entered_ = entered;
  finished_ = depth == 0;
  return n;
}

Mark Walk::mark(int room) const {
  const int place = place_of(grid_, room);
  if (depth_ > 0 && static_cast<int>(stack_[depth_ - 1] & kRoomMask) == place) return kCurrent;
  return static_cast<Mark>(state_[place]);
}

std::vector<int> Walk::thread() const {
  std::vector<int> rooms(depth_);
  for (int i = 0; i < depth_; ++i) rooms[i] = room_of(grid_, static_cast<int>(stack_[i] & kRoomMask));
  return rooms;
}

}  // namespace maze
