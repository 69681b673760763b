// shape_circle.cpp: where the rooms of a circle shape sit, for drawing.
//
// Circle k (k = 0 .. rings) has radius k + 1: circle r is ring r's inner edge and
// circle r + 1 its outer edge. Each circle is cut into equal steps, the same for the
// rooms on both sides of it, so two neighbours' outlines meet corner for corner.
#include <algorithm>
#include <cmath>
#include <numbers>

#include "shapes/shape.h"

namespace maze {

// The finer of the two rings a circle touches has its rooms' corners on it; each
// room's arc is cut into at least 24 / rooms pieces, so no step turns more than 15
// degrees and a small ring still looks round.
int Shape::circle_steps(int k) const {
  const int rooms_on_it = ring_size(std::min(k, rows_ - 1));
  return rooms_on_it * ((24 + rooms_on_it - 1) / rooms_on_it);
}

Point Shape::circle_point(int k, long long step) const {
  const long long steps = circle_steps(k);
  const double angle = 2 * std::numbers::pi * static_cast<double>(step % steps) / static_cast<double>(steps);
  const double radius = k + 1.0;
  const Point c = centre();
  return {c.x + radius * std::cos(angle), c.y - radius * std::sin(angle)};
}

// Clockwise on screen: along the outer edge from the room's counter-clockwise end
// back to its start, then along the inner edge forwards. A ring of one room gives a
// keyhole: its outline goes in and out again along the line at angle 0.
std::vector<Point> Shape::circle_outline(int room) const {
  const int ring = ring_of(room), n = ring_size(ring), i = room - ring_start(ring);
  const long long outer = circle_steps(ring + 1) / n, inner = circle_steps(ring) / n;
  std::vector<Point> corners;
  corners.reserve(static_cast<std::size_t>(outer + inner + 2));
  for (long long t = (i + 1) * outer; t >= i * outer; --t) corners.push_back(circle_point(ring + 1, t));
  for (long long t = i * inner; t <= (i + 1) * inner; ++t) corners.push_back(circle_point(ring, t));
  return corners;
}

Point Shape::circle_middle(int room) const {
  const int ring = ring_of(room), n = ring_size(ring), i = room - ring_start(ring);
  const double angle = 2 * std::numbers::pi * (i + 0.5) / n, radius = ring + 1.5;
  const Point c = centre();
  return {c.x + radius * std::cos(angle), c.y - radius * std::sin(angle)};
}

Segment Shape::circle_wall_segment(int a, int b) const {
  const int ring_a = ring_of(a), ring_b = ring_of(b);
  if (ring_a == ring_b) {  // the line between them, from the inner edge outwards
    const int n = ring_size(ring_a), i = a - ring_start(ring_a), j = b - ring_start(ring_a);
    const int line = j == i + 1 ? j : 0;  // b starts where a ends, or a starts where b ends (round 0)
    return {circle_point(ring_a, static_cast<long long>(line) * (circle_steps(ring_a) / n)),
            circle_point(ring_a + 1, static_cast<long long>(line) * (circle_steps(ring_a + 1) / n))};
  }
  // b lies outside a and spans no more than a does: the wall is b's inner edge.
  const int n = ring_size(ring_b), j = b - ring_start(ring_b), per_room = circle_steps(ring_b) / n;
  return {circle_point(ring_b, static_cast<long long>(j) * per_room),
          circle_point(ring_b, static_cast<long long>(j + 1) * per_room), true, per_room};
}

std::vector<Segment> Shape::circle_boundary() const {
  std::vector<Segment> out;
  const auto edge_of_ring = [&](int ring, int k) {  // every room's arc on circle k
    const int n = ring_size(ring), per_room = circle_steps(k) / n;
    for (int i = 0; i < n; ++i)
      out.push_back({circle_point(k, static_cast<long long>(i) * per_room),
                     circle_point(k, static_cast<long long>(i + 1) * per_room), true, per_room});
  };
  edge_of_ring(0, 0);
  edge_of_ring(rows_ - 1, rows_);
  for (int ring = 0; ring < rows_; ++ring)
    if (ring_size(ring) == 2) out.push_back({circle_point(ring, 0), circle_point(ring + 1, 0)});
  return out;
}

std::vector<Point> Shape::points_of(const Segment& s) const {
  if (!s.arc) return {s.from, s.to};
  const Point c = centre();
  const int k = static_cast<int>(std::lround(std::hypot(s.from.x - c.x, s.from.y - c.y))) - 1;
  const long long steps = circle_steps(k);
  const double angle = std::atan2(c.y - s.from.y, s.from.x - c.x);
  const long long first = (std::llround(angle / (2 * std::numbers::pi) * static_cast<double>(steps)) % steps + steps) % steps;
  std::vector<Point> points;
  for (long long t = first; t <= first + s.pieces; ++t) points.push_back(circle_point(k, t));
  return points;
}

}  // namespace maze
