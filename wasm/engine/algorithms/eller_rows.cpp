// eller_rows.cpp: one row of Eller's method: joins in the row, openings down, the next row's pieces.
#include "algorithms/eller_rows.h"

#include <numeric>
#include <string>

#include "shapes/grid.h"

namespace maze {

EllerRows::EllerRows(int cols) {
  if (cols < 1) throw MazeError("a row needs at least 1 room (got " + std::to_string(cols) + ")");
  const auto n = static_cast<std::size_t>(cols);
  parent_.resize(n);
  std::iota(parent_.begin(), parent_.end(), 0);
  size_.assign(n, 1);
  down_.assign(n, 0);
  root_.assign(n, 0);
  count_.assign(n, 0);
  place_.assign(n, -1);
  order_.assign(n, 0);
  any_.assign(n, 0);
}

int EllerRows::find(int c) {
  while (parent_[c] != c) c = parent_[c] = parent_[parent_[c]];
  return c;
}

bool EllerRows::join(int c, bool last, PyRandom& rng) {
  int a = find(c), b = find(c + 1);
  if (a == b) return false;
  if (!last && !(rng.random() < 0.5)) return false;
  if (size_[a] < size_[b]) std::swap(a, b);
  parent_[b] = a;
  size_[a] += size_[b];
  return true;
}

void EllerRows::choose_down(PyRandom& rng) {
  const int n = cols();
  for (int c = 0; c < n; ++c) down_[c] = rng.random() < 0.5;
  for (int c = 0; c < n; ++c) count_[c] = 0, any_[c] = 0;
  int lacking = 0;  // pieces none of whose rooms opens down yet
  for (int c = 0; c < n; ++c) {
    const int r = root_[c] = find(c);
    lacking += count_[r]++ == 0;
    any_[r] |= down_[c];
  }
  for (int c = 0; c < n; ++c) lacking -= any_[c];
  if (lacking > 0) {
    // Each piece's rooms side by side in order_, left to right, the pieces in the order of
    // their first rooms; place_[root] ends one past its last.
    for (int c = 0, at = 0; c < n; ++c) {
      const int r = root_[c];
      if (place_[r] < 0) place_[r] = at, at += count_[r];
      order_[place_[r]++] = c;
    }
    for (int c = 0; c < n; ++c) {
      const int r = root_[c];
      const int first = place_[r] - count_[r];
      if (order_[first] != c || any_[r]) continue;  // not the piece's first room, or it goes down already
      down_[order_[first + static_cast<int>(rng.randbelow(static_cast<std::uint64_t>(count_[r])))]] = 1;
      any_[r] = 1;
    }
    for (int c = 0; c < n; ++c) place_[root_[c]] = -1;
  }
}

void EllerRows::next_row() {
  // place_[old root]: the next row's root of that piece, its first room that went down.
  const int n = cols();
  for (int c = 0; c < n; ++c) {
    size_[c] = 1;
    parent_[c] = c;
    if (!down_[c]) continue;
    int& first = place_[root_[c]];
    if (first < 0) first = c;
    else parent_[c] = first, ++size_[first];
  }
  for (int c = 0; c < n; ++c) place_[root_[c]] = -1;
}

}  // namespace maze
