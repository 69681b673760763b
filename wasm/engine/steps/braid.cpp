// braid.cpp: Buck's braid: a dead end at a time, knock one more wall, preferring another dead end.
#include "steps/braid.h"

#include <stdexcept>

#include "shapes/weave.h"

namespace maze {

Braid::Braid(std::unique_ptr<StepMachine> growth, int percent, PyRandom& rng)
    : growth_(std::move(growth)), percent_(percent), rng_(&rng) {
  if (percent < 1 || percent > 100) throw std::logic_error("a braid removes 1 to 100 percent of the dead ends");
  if (growth_->done()) begin();  // a maze with nothing to grow (1 x 1 random walls)
}

Braid::Braid(const Braid& other)
    : growth_(other.growth_->clone()), percent_(other.percent_), rng_(other.rng_), braiding_(other.braiding_),
      grid_(other.grid_), ends_(other.ends_), next_(other.next_), current_(other.current_),
      was_current_(other.was_current_), knocked_(other.knocked_), last_(other.last_) {}

Braid& Braid::operator=(const Braid& other) {
  if (this != &other) assign(other);
  return *this;
}

void Braid::assign(const StepMachine& from) {
  const Braid& other = dynamic_cast<const Braid&>(from);
  growth_->assign(*other.growth_);
  percent_ = other.percent_, rng_ = other.rng_, braiding_ = other.braiding_;
  grid_ = other.grid_, ends_ = other.ends_, next_ = other.next_;
  current_ = other.current_, was_current_ = other.was_current_, knocked_ = other.knocked_, last_ = other.last_;
}

std::size_t Braid::bytes() const { return growth_->bytes() + grid_.bits().size() + 4 * ends_.capacity(); }

void Braid::begin() {
  braiding_ = true;
  grid_ = growth_->grid();
  ends_.clear();
  for (int room = 0; room < grid_.rooms(); ++room)
    if (grid_.degree(room) == 1) ends_.push_back(room);
  rng_->shuffle(ends_);
  next_ = 0;
}

bool Braid::look() {
  if (next_ == ends_.size()) return false;
  was_current_ = current_;
  const int room = current_ = ends_[next_++];
  last_ = {StepKind::Visit, room, -1};
  if (grid_.degree(room) != 1 || rng_->random() >= percent_ / 100.0) return true;
  int around[Grid::kMaxAround], closed[Grid::kMaxAround], ends[Grid::kMaxAround];
  int n_closed = 0, n_ends = 0;
  for (int k = 0, n = grid_.around(room, around); k < n; ++k) {
    if (grid_.linked(room, around[k]) || !can_open(grid_, room, around[k])) continue;  // weave: its rule of tunnels
    closed[n_closed++] = around[k];
    if (grid_.degree(around[k]) == 1) ends[n_ends++] = around[k];
  }
  if (n_closed == 0) return true;
  const int other = n_ends > 0 ? ends[rng_->randbelow(static_cast<std::uint64_t>(n_ends))]
                               : closed[rng_->randbelow(static_cast<std::uint64_t>(n_closed))];
  grid_.link(room, other);
  ++knocked_;
  last_ = {StepKind::Knock, room, other};
  return true;
}

bool Braid::step() {
  if (!braiding_) {
    if (!growth_->step()) return false;
    if (growth_->done()) begin();
    return true;
  }
  return look();
}

long long Braid::run(long long max_steps) {
  long long n = 0;
  if (!braiding_) {
    n = growth_->run(max_steps);
    if (!growth_->done()) return n;
    begin();
  }
  while ((max_steps < 0 || n < max_steps) && look()) ++n;
  return n;
}

// The grown maze's marks (its own way in and out, say), and the dead end looked at last.
Mark Braid::mark(int room) const { return braiding_ && room == current_ ? kCurrent : growth_->mark(room); }

// While growing (and in the step that finished it), the growth's rooms; then the dead end
// looked at, the one before, and the room it was opened to.
void Braid::touched(std::vector<int>& out) const {
  if (current_ < 0) {
    growth_->touched(out);
    return;
  }
  if (was_current_ >= 0) out.push_back(was_current_);
  out.push_back(current_);
  if (last_.kind == StepKind::Knock) out.push_back(last_.b);
}

}  // namespace maze
