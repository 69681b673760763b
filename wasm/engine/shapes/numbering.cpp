// numbering.cpp: numbering a shape's rooms so that neighbours' numbers lie close together.
#include "shapes/numbering.h"

#include <algorithm>
#include <cstdlib>
#include <numeric>
#include <utility>

namespace maze {
namespace {

// Breadth-first from `start`, each room's new neighbours taken fewest walls first
// (Cuthill and McKee); returns the rooms in the order reached. Shapes are in one piece.
std::vector<int> breadth_first(const Shape& shape, int start, bool fewest_first) {
  std::vector<int> order{start};
  std::vector<char> seen(static_cast<std::size_t>(shape.rooms()), 0);
  seen[static_cast<std::size_t>(start)] = 1;
  order.reserve(seen.size());
  for (std::size_t head = 0; head < order.size(); ++head) {
    const std::size_t first_new = order.size();
    for (int next : shape.neighbours(order[head])) {
      if (seen[static_cast<std::size_t>(next)]) continue;
      seen[static_cast<std::size_t>(next)] = 1;
      order.push_back(next);
    }
    if (fewest_first)
      std::stable_sort(order.begin() + static_cast<std::ptrdiff_t>(first_new), order.end(),
                       [&](int a, int b) { return shape.degree(a) < shape.degree(b); });
  }
  return order;
}

std::vector<int> positions(const std::vector<int>& order) {
  std::vector<int> position(order.size());
  for (std::size_t p = 0; p < order.size(); ++p) position[static_cast<std::size_t>(order[p])] = static_cast<int>(p);
  return position;
}

}  // namespace

int band_of(const Shape& shape, const std::vector<int>& position) {
  int band = 0;
  for (const Wall& w : shape.walls())
    band = std::max(band, std::abs(position[static_cast<std::size_t>(w.a)] - position[static_cast<std::size_t>(w.b)]));
  return band;
}

std::vector<int> narrow_numbering(const Shape& shape) {
  std::vector<int> best(static_cast<std::size_t>(shape.rooms()));
  std::iota(best.begin(), best.end(), 0);
  int best_band = shape.band();
  const auto consider = [&](std::vector<int> position) {
    const int band = band_of(shape, position);
    if (band < best_band) best = std::move(position), best_band = band;
  };
  const int rows = shape.rows(), cols = shape.cols();
  if (shape.kind() != ShapeKind::Circle && cols > rows) {
    std::vector<int> by_columns(best.size());  // a mask: only the rooms that are there
    int next = 0;
    for (int c = 0; c < cols; ++c)
      for (int r = 0; r < rows; ++r)
        if (const int room = shape.room_at(r * cols + c); room >= 0) by_columns[static_cast<std::size_t>(room)] = next++;
    consider(std::move(by_columns));
  }
  if (shape.kind() != ShapeKind::Square && shape.rooms() > 1) {
    const int far_out = breadth_first(shape, 0, false).back();  // a room at one end of the shape
    consider(positions(breadth_first(shape, far_out, true)));
  }
  return best;
}

}  // namespace maze
