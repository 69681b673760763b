// division.cpp: each step builds one wall of the line being built.
#include "algorithms/division.h"

namespace maze {

Division::Division(Grid empty, PyRandom& rng) : Machine(std::move(empty), rng) {
  const int rows = grid_.rows(), cols = grid_.cols();
  std::uint8_t* const bytes = grid_.bytes();
  for (int r = 0, room = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c, ++room)
      bytes[room] = static_cast<std::uint8_t>((r + 1 < rows ? Grid::kDown : 0) | (c + 1 < cols ? Grid::kRight : 0));
  parts_.push_back({0, 0, rows, cols});
  drop_small();
}

void Division::drop_small() {
  while (!parts_.empty() && (parts_.back()[2] < 2 || parts_.back()[3] < 2)) parts_.pop_back();
}

void Division::cut(const Part& part) {
  const auto [top, left, height, width] = part;
  const int cols = grid_.cols();
  across_ = width < height || (width == height && rng_->random() < 0.5);
  const int k = static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>((across_ ? height : width) - 1)));
  length_ = across_ ? width : height;
  gap_ = static_cast<int>(rng_->randbelow(static_cast<std::uint64_t>(length_)));
  built_ = 0;
  // The second part goes on first, so the first is cut first (division.py recurses into it first).
  if (across_) {
    first_ = (top + k) * cols + left, along_ = 1;
    parts_.push_back({top + k + 1, left, height - k - 1, width});
    parts_.push_back({top, left, k + 1, width});
  } else {
    first_ = top * cols + left + k, along_ = cols;
    parts_.push_back({top, left + k + 1, height, width - k - 1});
    parts_.push_back({top, left, height, k + 1});
  }
}

bool Division::advance() {
  if (done()) return false;
  was_current_ = current_;
  if (length_ == 0) {
    const Part part = parts_.back();
    parts_.pop_back();
    cut(part);
  }
  if (built_ == gap_) ++built_;  // the gap: left open
  const int a = first_ + built_ * along_, b = a + (across_ ? grid_.cols() : 1);
  grid_.bytes()[a] &= static_cast<std::uint8_t>(~(across_ ? Grid::kDown : Grid::kRight));
  current_ = a;
  last_ = {StepKind::Build, a, b};
  if (++built_ == length_ || (built_ == gap_ && gap_ + 1 == length_)) {
    length_ = 0;
    drop_small();
  }
  return true;
}

long long Division::burst(long long max_steps) {
  long long n = 0;
  while (n < max_steps && advance()) ++n;
  return n;
}

// The two rooms the wall stands between and the room that was current.
void Division::touched(std::vector<int>& out) const {
  out.push_back(last_.a);
  out.push_back(last_.b);
  if (was_current_ >= 0) out.push_back(was_current_);
}

}  // namespace maze
