// shape.cpp: building a shape's rooms, neighbour lists and walls.
#include "shapes/shape.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

#include "base/grouped.h"

namespace maze {

std::vector<int> Shape::ring_sizes(int rings, int inner) {
  if (rings < 1 || inner < 1)
    throw MazeError("a circle maze needs at least 1 ring and 1 room in the inner ring (got " +
                    std::to_string(rings) + " rings, " + std::to_string(inner) + " rooms)");
  if (rings > kMaxRings)
    throw MazeError("a circle maze can have at most " + std::to_string(kMaxRings) + " rings (got " +
                    std::to_string(rings) + ")");
  // A ring only doubles while it has fewer than pi * 1001 rooms, so no ring passes
  // max(inner, 6290) rooms and the total fits easily in a long long.
  std::vector<long long> sizes{inner};
  long long total = inner;
  for (int r = 1; r < rings; ++r) {
    const long long n = sizes.back();
    sizes.push_back(static_cast<double>(n) < std::numbers::pi * (r + 1) ? 2 * n : n);
    total += sizes.back();
  }
  if (total > kMaxRooms)
    throw MazeError("a maze can have at most " + grouped(kMaxRooms) + " rooms (got " + std::to_string(rings) +
                    " rings with " + std::to_string(inner) + " rooms in the inner ring: " +
                    std::to_string(total) + " rooms)");
  return {sizes.begin(), sizes.end()};
}

long long Shape::count_rooms(ShapeKind kind, int rows, int cols) {
  if (kind == ShapeKind::Mask)
    throw MazeError("a mask's rooms come from the mask itself, not from its rows and columns: give the mask");
  if (kind != ShapeKind::Circle) {
    check_size(rows, cols);
    if (kind == ShapeKind::Voronoi && static_cast<long long>(rows) * cols > kMaxCells)
      throw MazeError("random cells can have at most 1,000,000 rooms, like 1000 x 1000 (got " + std::to_string(rows) +
                      " x " + std::to_string(cols) + ")");
    if (kind == ShapeKind::Triangle && cols == 1 && rows > 2)
      throw MazeError("a triangle maze with more than 2 rows needs at least 2 columns: in one column the "
                      "triangles of every other row only touch at a corner (got " +
                      std::to_string(rows) + " x 1)");
    return static_cast<long long>(rows) * cols;
  }
  long long total = 0;
  for (int n : ring_sizes(rows, cols)) total += n;
  return total;
}

// Two passes over the rooms in order: the first counts each room's neighbours, the
// second writes them and numbers the walls (a wall to a lower room already has its
// number in that room's list), each owned by its lower room. `of(room, out)` writes a
// room's neighbours to out (at most Grid::kMaxAround) and returns how many.
template <class Neighbours>
void Shape::build(int rooms, Neighbours&& of) {
  const auto n = static_cast<std::size_t>(rooms);
  offsets_.assign(n + 1, 0);
  int buffer[Grid::kMaxAround];
  std::size_t total = 0;
  for (int room = 0; room < rooms; ++room) {
    offsets_[static_cast<std::size_t>(room)] = static_cast<int>(total);
    total += static_cast<std::size_t>(of(room, buffer));
  }
  offsets_[n] = static_cast<int>(total);
  // Filled by push_back into reserved room: no time spent zeroing the big lists first.
  neighbour_.clear();
  wall_of_.clear();
  walls_.clear();
  neighbour_.reserve(total);
  wall_of_.reserve(total);
  walls_.reserve(total / 2);
  owner_b_.clear();
  bit_.clear();
  for (int a = 0; a < rooms; ++a) {
    const int count = of(a, buffer);
    int owned = 0;
    for (int k = 0; k < count; ++k) {
      const int b = buffer[k];
      neighbour_.push_back(b);
      if (b > a) {
        wall_of_.push_back(static_cast<int>(walls_.size()));
        walls_.push_back({a, b});
        owner_b_.push_back(0);
        bit_.push_back(static_cast<std::uint8_t>(owned++));
        band_ = std::max(band_, b - a);
        continue;
      }
      int t = offsets_[static_cast<std::size_t>(b)];  // b's list is complete already
      const int end = offsets_[static_cast<std::size_t>(b) + 1];
      while (t < end && neighbour_[static_cast<std::size_t>(t)] != a) ++t;
      if (t == end) throw std::logic_error("shape: room " + std::to_string(a) + " is not in its neighbour's list");
      wall_of_.push_back(wall_of_[static_cast<std::size_t>(t)]);
    }
  }
}

namespace {
// A square's neighbours of a room, up, down, left, right (the square's and the weave's first four).
int square_around(int R, int C, int room, int* out) {
  const int r = room / C, c = room % C;
  int k = 0;
  if (r > 0) out[k++] = room - C;
  if (r + 1 < R) out[k++] = room + C;
  if (c > 0) out[k++] = room - 1;
  if (c + 1 < C) out[k++] = room + 1;
  return k;
}
}  // namespace

Shape::Shape(ShapeKind kind, int rows, int cols) : kind_(kind), rows_(rows), cols_(cols) {
  if (kind == ShapeKind::Voronoi)
    throw MazeError("random cells are made from their points, drawn from the seeded stream (see random_cells.h)");
  const int rooms = static_cast<int>(count_rooms(kind, rows, cols));
  const int R = rows, C = cols;
  switch (kind) {
    case ShapeKind::Weave:  // the square's four, then the rooms two away, reached under the room between
      build(rooms, [R, C](int room, int* out) {
        const int r = room / C, c = room % C;
        int k = square_around(R, C, room, out);
        if (r > 1) out[k++] = room - 2 * C;
        if (r + 2 < R) out[k++] = room + 2 * C;
        if (c > 1) out[k++] = room - 2;
        if (c + 2 < C) out[k++] = room + 2;
        return k;
      });
      break;
    case ShapeKind::Square:
      build(rooms, [R, C](int room, int* out) { return square_around(R, C, room, out); });
      break;
    case ShapeKind::Hex:
      build(rooms, [R, C](int room, int* out) {
        const int r = room / C, c = room % C, shift = r & 1;  // odd rows sit half a room right
        const int steps[6][2] = {{0, 1}, {0, -1}, {-1, shift - 1}, {-1, shift}, {1, shift - 1}, {1, shift}};
        int k = 0;
        for (const auto& step : steps) {
          const int nr = r + step[0], nc = c + step[1];
          if (nr >= 0 && nr < R && nc >= 0 && nc < C) out[k++] = nr * C + nc;
        }
        return k;
      });
      break;
    case ShapeKind::Triangle:
      build(rooms, [R, C](int room, int* out) {
        const int r = room / C, c = room % C;
        int k = 0;
        if (c > 0) out[k++] = room - 1;
        if (c + 1 < C) out[k++] = room + 1;
        if ((r + c) % 2 == 0) {
          if (r + 1 < R) out[k++] = room + C;  // an up triangle's base
        } else if (r > 0) {
          out[k++] = room - C;  // a down triangle's top
        }
        return k;
      });
      break;
    case ShapeKind::Circle:
      build_circle();
      break;
    case ShapeKind::Voronoi:
    case ShapeKind::Mask:
      break;
  }
}

void Shape::build_lists(const std::vector<int>& start, const std::vector<int>& list) {
  build(static_cast<int>(start.size()) - 1, [&](int room, int* out) {
    const auto from = list.begin() + start[static_cast<std::size_t>(room)];
    const auto to = list.begin() + start[static_cast<std::size_t>(room) + 1];
    std::copy(from, to, out);
    return static_cast<int>(to - from);
  });
}

void Shape::build_circle() {
  const std::vector<int> sizes = ring_sizes(rows_, cols_);
  ring_start_.assign(1, 0);
  for (int n : sizes) ring_start_.push_back(ring_start_.back() + n);
  int ring = 0;  // the builder asks for rooms in increasing order, so a cursor finds the ring
  build(ring_start_.back(), [this, &ring](int room, int* out) {
    if (room < ring_start(ring)) ring = 0;
    while (room >= ring_start(ring + 1)) ++ring;
    const int start = ring_start(ring), n = ring_size(ring), i = room - start;
    int k = 0;
    if (n > 1) out[k++] = start + (i + n - 1) % n;  // clockwise
    if (n > 2) out[k++] = start + (i + 1) % n;      // counter-clockwise
    if (ring > 0) {
      const int inside = ring_size(ring - 1);
      out[k++] = ring_start(ring - 1) + (inside == n ? i : i / 2);
    }
    if (ring + 1 < rows_) {
      const int outside = ring_start(ring + 1);
      if (ring_size(ring + 1) == n) {
        out[k++] = outside + i;
      } else {
        out[k++] = outside + 2 * i;
        out[k++] = outside + 2 * i + 1;
      }
    }
    return k;
  });
}

int Shape::wall_between(int a, int b) const {
  if (a < 0 || a >= rooms()) return -1;
  const auto list = neighbours(a);
  for (std::size_t s = 0; s < list.size(); ++s)
    if (list[s] == b) return walls_of(a)[s];
  return -1;
}

int Shape::ring_of(int room) const {
  const auto it = std::upper_bound(ring_start_.begin(), ring_start_.end(), room);
  return static_cast<int>(it - ring_start_.begin()) - 1;
}

}  // namespace maze
