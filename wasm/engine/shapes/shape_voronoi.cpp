// shape_voronoi.cpp: random cells: each room the Voronoi cell of its point, walls their shared edges.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "shapes/shape.h"
#include "shapes/voronoi.h"

namespace maze {
namespace {

// Rooms' lists of rooms, one after another: room r's in list[start[r] .. start[r + 1]).
struct Lists {
  std::vector<int> start{0}, list;
  void close() { start.push_back(static_cast<int>(list.size())); }
};

// An edge of a cell on another cell: the other room, how long, and whether this room's own
// cell has it (rounding can lose an edge a few billionths long on one side).
struct Side {
  int room;
  double length;
  bool mine;
  bool wall = false;
};

double length(Point a, Point b) { return std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)); }

// Union-find over rooms, to keep the cells in one piece.
struct Pieces {
  std::vector<int> up;
  explicit Pieces(int n) : up(static_cast<std::size_t>(n), -1) {}
  int find(int a) {
    while (up[static_cast<std::size_t>(a)] >= 0) a = up[static_cast<std::size_t>(a)];
    return a;
  }
  bool join(int a, int b) {
    a = find(a), b = find(b);
    if (a == b) return false;
    up[static_cast<std::size_t>(b)] = a;
    return true;
  }
};

bool in_one_piece(const Shape& shape) {
  Pieces pieces(shape.rooms());
  int joined = 0;
  for (const Wall& w : shape.walls()) joined += pieces.join(w.a, w.b);
  return joined == shape.rooms() - 1;
}

}  // namespace

// Every edge each cell has on another cell, seen from both cells (by the other room, in
// increasing order); then the walls among them (see shape.h), which rooms own the walls'
// bits, and what always stands: the box and the edges that are no wall.
Shape::Shape(int rows, int cols, std::vector<Point> points) : kind_(ShapeKind::Voronoi), rows_(rows), cols_(cols) {
  const int rooms = static_cast<int>(count_rooms(kind_, rows, cols));
  if (points.size() != static_cast<std::size_t>(rooms))
    throw MazeError("random cells need one point a room (" + std::to_string(rooms) + "), got " +
                    std::to_string(points.size()));
  for (const Point& p : points)
    if (!(p.x >= 0 && p.x <= cols && p.y >= 0 && p.y <= rows))
      throw MazeError("a point of random cells lies outside the box 0.." + std::to_string(cols) + " x 0.." +
                      std::to_string(rows));
  cells_ = std::make_shared<const Cells>(cols, rows, std::move(points));
  const auto n = static_cast<std::size_t>(rooms);
  std::vector<int> own_start(n + 1, 0), back_start(n + 1, 0);
  std::vector<Side> own;
  std::vector<CellCorner> poly;
  for (int room = 0; room < rooms; ++room) {
    cells_->cell(room, poly);
    bool box = false;
    for (std::size_t k = 0; k < poly.size(); ++k) {
      if (poly[k].side < 0) box = true;
      else own.push_back({poly[k].side, length(poly[k].at, poly[(k + 1) % poly.size()].at), true});
    }
    if (box) box_rooms_.push_back(room);
    own_start[static_cast<std::size_t>(room) + 1] = static_cast<int>(own.size());
  }
  for (const Side& e : own) ++back_start[static_cast<std::size_t>(e.room) + 1];
  for (std::size_t r = 1; r <= n; ++r) back_start[r] += back_start[r - 1];
  std::vector<Side> back(own.size());
  std::vector<int> fill(back_start.begin(), back_start.end() - 1);
  for (int room = 0; room < rooms; ++room)
    for (int k = own_start[static_cast<std::size_t>(room)]; k < own_start[static_cast<std::size_t>(room) + 1]; ++k) {
      const Side& e = own[static_cast<std::size_t>(k)];
      back[static_cast<std::size_t>(fill[static_cast<std::size_t>(e.room)]++)] = {room, e.length, false};
    }
  std::vector<int> at(n + 1, 0);  // room r's edges: sides[at[r] .. at[r + 1])
  std::vector<Side> sides;
  for (std::size_t r = 0; r < n; ++r) {
    const std::size_t first = sides.size();
    sides.insert(sides.end(), own.begin() + own_start[r], own.begin() + own_start[r + 1]);
    for (int k = back_start[r]; k < back_start[r + 1]; ++k) {
      const Side& e = back[static_cast<std::size_t>(k)];
      auto same = std::find_if(sides.begin() + static_cast<std::ptrdiff_t>(first), sides.end(),
                               [&](const Side& x) { return x.room == e.room; });
      if (same == sides.end()) sides.push_back(e);
      else same->length = std::max(same->length, e.length);
    }
    std::sort(sides.begin() + static_cast<std::ptrdiff_t>(first), sides.end(),
              [](const Side& a, const Side& b) { return a.room < b.room; });
    at[r + 1] = static_cast<int>(sides.size());
  }
  std::vector<Side>().swap(own), std::vector<Side>().swap(back);
  const auto edges = [&](int r) {
    return std::span<Side>(sides.data() + at[static_cast<std::size_t>(r)],
                           static_cast<std::size_t>(at[static_cast<std::size_t>(r) + 1] - at[static_cast<std::size_t>(r)]));
  };
  const auto mark = [&](int a, int b, bool wall) {
    for (const auto& [x, y] : {std::pair{a, b}, std::pair{b, a}})
      for (Side& e : edges(x))
        if (e.room == y) e.wall = wall;
  };
  // Walls: the edges long enough to walk through, at most kMaxAround a room (the longest).
  std::vector<int> degree(n, 0);
  for (int room = 0; room < rooms; ++room)
    for (Side& e : edges(room))
      if (e.length >= kShortestWall) e.wall = true, ++degree[static_cast<std::size_t>(room)];
  for (int room = 0; room < rooms; ++room)
    while (degree[static_cast<std::size_t>(room)] > Grid::kMaxAround) {
      const Side* shortest = nullptr;
      for (const Side& e : edges(room))
        if (e.wall && (!shortest || e.length < shortest->length)) shortest = &e;
      const int other = shortest->room;
      mark(room, other, false);
      --degree[static_cast<std::size_t>(room)], --degree[static_cast<std::size_t>(other)];
    }
  // Cells cut off by short edges only: the longest edges that join them to the rest become walls.
  Pieces pieces(rooms);
  int joined = 0;
  std::vector<std::pair<double, Wall>> spare;
  for (int room = 0; room < rooms; ++room)
    for (const Side& e : edges(room)) {
      if (e.room < room) continue;
      if (e.wall) joined += pieces.join(room, e.room);
      else spare.push_back({e.length, {room, e.room}});
    }
  if (joined < rooms - 1) {
    std::stable_sort(spare.begin(), spare.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [len, w] : spare)
      if (degree[static_cast<std::size_t>(w.a)] < Grid::kMaxAround && degree[static_cast<std::size_t>(w.b)] < Grid::kMaxAround &&
          pieces.join(w.a, w.b))
        mark(w.a, w.b, true), ++degree[static_cast<std::size_t>(w.a)], ++degree[static_cast<std::size_t>(w.b)], ++joined;
    if (joined < rooms - 1) throw MazeError("these random cells fall apart into pieces");
  }
  Lists around;
  for (int room = 0; room < rooms; ++room) {
    for (const Side& e : edges(room)) {
      if (e.wall) around.list.push_back(e.room);
      else if (e.room > room || !e.mine) standing_.push_back({e.mine ? room : e.room, e.mine ? e.room : room});
    }
    around.close();
  }
  build_lists(around.start, around.list);
  hand_out_walls();
}

Shape Shape::voronoi_graph(int rows, int cols, const std::vector<Wall>& walls) {
  Shape s;
  s.kind_ = ShapeKind::Voronoi, s.rows_ = rows, s.cols_ = cols;
  const int rooms = static_cast<int>(count_rooms(s.kind_, rows, cols));
  // Sorted walls give each room its lower neighbours in order, then its higher ones.
  Lists around;
  around.start.assign(static_cast<std::size_t>(rooms) + 1, 0);
  for (const Wall& w : walls)
    for (int room : {w.a, w.b})
      if (++around.start[static_cast<std::size_t>(room) + 1] > Grid::kMaxAround)
        throw MazeError("walls: room " + std::to_string(room) + " has more than " + std::to_string(Grid::kMaxAround) +
                        " walls; a room of random cells has at most " + std::to_string(Grid::kMaxAround));
  for (std::size_t r = 1; r < around.start.size(); ++r) around.start[r] += around.start[r - 1];
  around.list.resize(2 * walls.size());
  std::vector<int> fill(around.start.begin(), around.start.end() - 1);
  for (const Wall& w : walls) {
    around.list[static_cast<std::size_t>(fill[static_cast<std::size_t>(w.a)]++)] = w.b;
    around.list[static_cast<std::size_t>(fill[static_cast<std::size_t>(w.b)]++)] = w.a;
  }
  s.build_lists(around.start, around.list);
  if (!in_one_piece(s)) throw MazeError("walls: these random cells fall apart into pieces");
  s.hand_out_walls();
  return s;
}

// Starting from the lower rooms, a room owning too many walls hands one on: a breadth-first
// search along the walls rooms own finds a room owning fewer than kMaxOwned, and every wall
// on the way turns round (each room on it gives one and takes one). In a planar graph every
// set of k rooms has fewer than 3k walls among them, so the search cannot fail (Hakimi).
void Shape::hand_out_walls() {
  const int n = rooms();
  std::vector<int> owned(static_cast<std::size_t>(n), 0), seen(static_cast<std::size_t>(n), -1),
      came_by(static_cast<std::size_t>(n), -1), queue;
  for (int w = 0; w < static_cast<int>(walls_.size()); ++w) ++owned[static_cast<std::size_t>(owner(w))];
  int search = 0;
  for (int room = 0; room < n; ++room) {
    while (owned[static_cast<std::size_t>(room)] > kMaxOwned) {
      queue.assign(1, room);
      seen[static_cast<std::size_t>(room)] = search;
      int found = -1;
      for (std::size_t head = 0; head < queue.size() && found < 0; ++head) {
        const int u = queue[head];
        const auto list = neighbours(u), by = walls_of(u);
        for (std::size_t k = 0; k < list.size() && found < 0; ++k) {
          const int v = list[k], w = by[k];
          if (owner(w) != u || seen[static_cast<std::size_t>(v)] == search) continue;
          seen[static_cast<std::size_t>(v)] = search, came_by[static_cast<std::size_t>(v)] = w;
          if (owned[static_cast<std::size_t>(v)] < kMaxOwned) found = v;
          queue.push_back(v);
        }
      }
      ++search;
      if (found < 0)
        throw MazeError("walls: too many walls among rooms near room " + std::to_string(room) +
                        " for a map of cells (random cells have fewer than 3 walls a room)");
      for (int v = found; v != room;) {
        const int w = came_by[static_cast<std::size_t>(v)];
        owner_b_[static_cast<std::size_t>(w)] = walls_[static_cast<std::size_t>(w)].b == v;
        v = walls_[static_cast<std::size_t>(w)].a == v ? walls_[static_cast<std::size_t>(w)].b : walls_[static_cast<std::size_t>(w)].a;
      }
      --owned[static_cast<std::size_t>(room)], ++owned[static_cast<std::size_t>(found)];
    }
  }
  for (int room = 0; room < n; ++room) {
    int bit = 0;
    for (int w : walls_of(room))
      if (owner(w) == room) bit_[static_cast<std::size_t>(w)] = static_cast<std::uint8_t>(bit++);
  }
}

const Cells& Shape::cells() const {
  if (!cells_) throw MazeError("this random-cells maze has no points to draw it by (it was read back from its walls)");
  return *cells_;
}

const std::vector<Point>& Shape::points() const {
  static const std::vector<Point> none;
  return cells_ ? cells_->points() : none;
}

std::vector<Point> Shape::voronoi_outline(int room) const {
  std::vector<CellCorner> poly;
  cells().cell(room, poly);
  std::vector<Point> out;
  for (const CellCorner& c : poly) out.push_back(c.at);
  return out;
}

// The edge of a's cell on b's (or, if rounding lost it there, of b's cell on a's).
Segment Shape::voronoi_edge(int a, int b) const {
  std::vector<CellCorner> poly;
  for (const auto& [self, other] : {std::pair{a, b}, std::pair{b, a}}) {
    cells().cell(self, poly);
    for (std::size_t i = 0; i < poly.size(); ++i)
      if (poly[i].side == other) return {poly[i].at, poly[(i + 1) % poly.size()].at};
  }
  throw std::logic_error("random cells: rooms " + std::to_string(a) + " and " + std::to_string(b) + " share no edge");
}

// The box's sides, and the edges between cells that are no wall.
std::vector<Segment> Shape::voronoi_boundary() const {
  std::vector<Segment> out;
  std::vector<CellCorner> poly;
  for (int room : box_rooms_) {
    cells().cell(room, poly);
    for (std::size_t i = 0; i < poly.size(); ++i)
      if (poly[i].side < 0) out.push_back({poly[i].at, poly[(i + 1) % poly.size()].at});
  }
  for (const Wall& w : standing_) out.push_back(voronoi_edge(w.a, w.b));
  return out;
}

std::vector<int> Shape::way_rooms(bool out_side) const {
  std::vector<int> out;
  if (kind_ == ShapeKind::Circle) {
    const int ring = out_side ? rows_ - 1 : 0;
    for (int room = ring_start(ring); room < ring_start(ring + 1); ++room) out.push_back(room);
    return out;
  }
  if (kind_ == ShapeKind::Mask) {  // each row's first room (way in) or last room (way out), if it has one
    for (int r = 0; r < rows_; ++r)
      for (int k = 0; k < cols_; ++k)
        if (const int room = room_at(r * cols_ + (out_side ? cols_ - 1 - k : k)); room >= 0) {
          out.push_back(room);
          break;
        }
    return out;
  }
  if (kind_ != ShapeKind::Voronoi) {
    for (int r = 0; r < rows_; ++r) out.push_back(r * cols_ + (out_side ? cols_ - 1 : 0));
    return out;
  }
  const bool right = out_side;
  std::vector<CellCorner> poly;
  for (int room : box_rooms_) {
    cells().cell(room, poly);
    for (const CellCorner& c : poly)
      if (c.side == (right ? kRightSide : kLeftSide)) {
        out.push_back(room);
        break;
      }
  }
  return out;
}

}  // namespace maze
