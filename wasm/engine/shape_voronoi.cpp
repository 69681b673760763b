// shape_voronoi.cpp: random cells: each room the Voronoi cell of its point, walls their shared edges.
#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

#include "shape.h"
#include "voronoi.h"

namespace maze {
namespace {

// Rooms' lists of rooms, one after another: room r's in list[start[r] .. start[r + 1]).
struct Lists {
  std::vector<int> start{0}, list;
  void close() { start.push_back(static_cast<int>(list.size())); }
  int begin(int r) const { return start[static_cast<std::size_t>(r)]; }
  int end(int r) const { return start[static_cast<std::size_t>(r) + 1]; }
  bool has(int r, int x) const {
    for (int k = begin(r); k < end(r); ++k)
      if (list[static_cast<std::size_t>(k)] == x) return true;
    return false;
  }
};

// Each room's list and the rooms whose list names it, merged, sorted, without repeats.
Lists either_way(const Lists& sides, int rooms) {
  Lists back;
  back.start.assign(static_cast<std::size_t>(rooms) + 1, 0);
  for (int x : sides.list) ++back.start[static_cast<std::size_t>(x) + 1];
  for (std::size_t r = 1; r < back.start.size(); ++r) back.start[r] += back.start[r - 1];
  back.list.resize(sides.list.size());
  std::vector<int> fill(back.start.begin(), back.start.end() - 1);
  for (int r = 0; r < rooms; ++r)
    for (int k = sides.begin(r); k < sides.end(r); ++k)
      back.list[static_cast<std::size_t>(fill[static_cast<std::size_t>(sides.list[static_cast<std::size_t>(k)])]++)] = r;
  Lists out;
  std::vector<int> mine;
  for (int r = 0; r < rooms; ++r) {
    mine.assign(sides.list.begin() + sides.begin(r), sides.list.begin() + sides.end(r));
    mine.insert(mine.end(), back.list.begin() + back.begin(r), back.list.begin() + back.end(r));
    std::sort(mine.begin(), mine.end());
    mine.erase(std::unique(mine.begin(), mine.end()), mine.end());
    out.list.insert(out.list.end(), mine.begin(), mine.end());
    out.close();
  }
  return out;
}

bool in_one_piece(const Shape& shape) {
  std::vector<char> reached(static_cast<std::size_t>(shape.rooms()), 0);
  std::vector<int> stack{0};
  reached[0] = 1;
  int count = 1;
  while (!stack.empty()) {
    const int room = stack.back();
    stack.pop_back();
    for (int next : shape.neighbours(room))
      if (!reached[static_cast<std::size_t>(next)]) reached[static_cast<std::size_t>(next)] = 1, ++count, stack.push_back(next);
  }
  return count == shape.rooms();
}

double length(Point a, Point b) { return std::sqrt((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)); }

}  // namespace

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
  Lists sides;  // each cell's edges on other cells
  std::vector<char> edge(static_cast<std::size_t>(rooms), 0);
  std::vector<CellCorner> poly;
  for (int room = 0; room < rooms; ++room) {
    cells_->cell(room, poly, kShortestWall);
    for (const CellCorner& c : poly) {
      if (c.side >= 0) sides.list.push_back(c.side);
      else edge[static_cast<std::size_t>(room)] = 1;
    }
    sides.close();
  }
  // Two cells see their shared edge the same but for rounding: a few billionths long for
  // one may be under kShortestWall for the other. Either seeing it makes the wall.
  Lists around = either_way(sides, rooms);
  // Past kMaxAround walls, the shortest edges stay standing (never seen in random cells).
  for (int room = 0; room < rooms; ++room) {
    while (around.end(room) - around.begin(room) > Grid::kMaxAround) {
      cells_->cell(room, poly, kShortestWall);
      int shortest = -1;
      double least = 0;
      for (int k = around.begin(room); k < around.end(room); ++k) {
        const int next = around.list[static_cast<std::size_t>(k)];
        double len = 0;
        for (std::size_t i = 0; i < poly.size(); ++i)
          if (poly[i].side == next) len = length(poly[i].at, poly[(i + 1) % poly.size()].at);
        if (shortest < 0 || len < least) shortest = next, least = len;
      }
      for (const auto& [a, b] : {std::pair{room, shortest}, std::pair{shortest, room}}) {
        auto& list = around.list;
        list.erase(std::find(list.begin() + around.begin(a), list.begin() + around.end(a), b));
        for (std::size_t r = static_cast<std::size_t>(a) + 1; r < around.start.size(); ++r) --around.start[r];
      }
      edge[static_cast<std::size_t>(room)] = edge[static_cast<std::size_t>(shortest)] = 1;
    }
  }
  build_lists(around.start, around.list);
  if (!in_one_piece(*this)) throw MazeError("these random cells fall apart into pieces");
  hand_out_walls();
  for (int room = 0; room < rooms; ++room)
    if (edge[static_cast<std::size_t>(room)]) edge_rooms_.push_back(room);
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
  cells().cell(room, poly, kShortestWall);
  std::vector<Point> out;
  for (const CellCorner& c : poly) out.push_back(c.at);
  return out;
}

Segment Shape::voronoi_wall_segment(int a, int b) const {
  std::vector<CellCorner> poly;
  for (const auto& [self, other] : {std::pair{a, b}, std::pair{b, a}}) {
    cells().cell(self, poly, kShortestWall);
    for (std::size_t i = 0; i < poly.size(); ++i)
      if (poly[i].side == other) return {poly[i].at, poly[(i + 1) % poly.size()].at};
  }
  throw std::logic_error("random cells: rooms " + std::to_string(a) + " and " + std::to_string(b) + " share no edge");
}

// The box's sides, and any edge between two cells that is no wall (past kMaxAround).
std::vector<Segment> Shape::voronoi_boundary() const {
  std::vector<Segment> out;
  std::vector<CellCorner> poly;
  for (int room : edge_rooms_) {
    cells().cell(room, poly, kShortestWall);
    for (std::size_t i = 0; i < poly.size(); ++i)
      if (poly[i].side < 0 || (poly[i].side > room && wall_between(room, poly[i].side) < 0))
        out.push_back({poly[i].at, poly[(i + 1) % poly.size()].at});
  }
  return out;
}

std::vector<int> Shape::side_rooms(bool right) const {
  std::vector<int> out;
  if (kind_ != ShapeKind::Voronoi) return out;
  std::vector<CellCorner> poly;
  for (int room : edge_rooms_) {
    cells().cell(room, poly, kShortestWall);
    for (const CellCorner& c : poly)
      if (c.side == (right ? kRightSide : kLeftSide)) {
        out.push_back(room);
        break;
      }
  }
  return out;
}

}  // namespace maze
