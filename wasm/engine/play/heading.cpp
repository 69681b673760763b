// heading.cpp: the open neighbour nearest a screen direction, and the ways on named by headings.
#include "play/heading.h"

#include <cmath>
#include <numbers>
#include <string>

namespace maze {
namespace {

constexpr std::string_view kNames[kHeadings] = {"up", "down", "left", "right", "up-left", "up-right", "down-left", "down-right"};
constexpr double kVectors[kHeadings][2] = {{0, -1}, {0, 1}, {-1, 0}, {1, 0}, {-1, -1}, {1, -1}, {-1, 1}, {1, 1}};

constexpr Heading kSquare[] = {Heading::Up, Heading::Down, Heading::Left, Heading::Right};
constexpr Heading kHex[] = {Heading::Left, Heading::Right, Heading::UpLeft, Heading::UpRight, Heading::DownLeft, Heading::DownRight};
constexpr Heading kTriangle[] = {Heading::Up, Heading::Down, Heading::UpLeft, Heading::UpRight, Heading::DownLeft, Heading::DownRight};
constexpr Heading kCircle[] = {Heading::Up,     Heading::Down,    Heading::Left,     Heading::Right,
                               Heading::UpLeft, Heading::UpRight, Heading::DownLeft, Heading::DownRight};

// Angles closer than this are equal: the geometry's cosines and sines are not exact, and a
// room straight above the middle of two others should tie, not lean one way by rounding.
constexpr double kSame = 1e-6;

// The angle between two directions, 0 .. pi.
double angle_between(double ax, double ay, double bx, double by) {
  return std::abs(std::atan2(ax * by - ay * bx, ax * bx + ay * by));
}

// The middle of the wall between two neighbours: of its line, or of its arc round the
// circle's centre (counter-clockwise on screen from its first point to its second).
Point doorway(const Shape& shape, int room, int next) {
  const Segment s = shape.wall_segment(shape.wall_between(room, next));
  if (!s.arc) return {(s.from.x + s.to.x) / 2, (s.from.y + s.to.y) / 2};
  const Point c = shape.centre();
  const double from = std::atan2(c.y - s.from.y, s.from.x - c.x), to = std::atan2(c.y - s.to.y, s.to.x - c.x);
  const double turn = std::remainder(to - from - std::numbers::pi, 2 * std::numbers::pi) + std::numbers::pi;
  const double mid = from + turn / 2, radius = std::hypot(s.from.x - c.x, s.from.y - c.y);
  return {c.x + radius * std::cos(mid), c.y - radius * std::sin(mid)};
}

// The angle between (dx, dy) and the way from `room` through the wall to its neighbour
// `next`: towards the middle of that wall. On the square, hexagons and triangles (regular
// shapes) that lies straight towards the neighbour's middle, which is quicker to find; in a
// circle it keeps a room's way in (towards the centre) apart from a way round the ring that
// happens to lie the same way on screen; in random cells a line to the neighbour's point
// may pass beside a short gap.
double angle_to(const Grid& g, int room, int next, double dx, double dy) {
  const Point a = room_middle(g, room);
  const bool bent = g.kind() == ShapeKind::Circle || g.kind() == ShapeKind::Voronoi;
  const Point b = bent ? doorway(*g.shape(), room, next) : room_middle(g, next);
  return angle_between(dx, dy, b.x - a.x, b.y - a.y);
}

}  // namespace

std::string_view heading_name(Heading h) { return kNames[static_cast<int>(h)]; }

Heading heading_from_name(std::string_view name) {
  for (int h = 0; h < kHeadings; ++h)
    if (kNames[h] == name) return static_cast<Heading>(h);
  throw MazeError("unknown heading \"" + std::string(name) +
                  "\": use up, down, left, right, up-left, up-right, down-left or down-right");
}

Point heading_vector(Heading h) { return {kVectors[static_cast<int>(h)][0], kVectors[static_cast<int>(h)][1]}; }

std::span<const Heading> headings_of(ShapeKind kind) {
  switch (kind) {
    case ShapeKind::Square: return kSquare;
    case ShapeKind::Hex: return kHex;
    case ShapeKind::Triangle: return kTriangle;
    default: return kCircle;
  }
}

// A hexagon's neighbours are 60 degrees apart and a triangle's 120: the cone reaches the
// nearest one from any heading between them, never one a whole step round. A circle's
// rooms lean with the ring, and random cells' ways lie anywhere, so theirs is a little wider.
double cone_degrees(ShapeKind kind) {
  switch (kind) {
    case ShapeKind::Triangle: return 90;
    case ShapeKind::Circle:
    case ShapeKind::Voronoi: return 60;
    default: return 45;
  }
}

Point room_middle(const Grid& g, int room) {
  if (const Shape* shape = g.shape()) return shape->middle(room);
  return {g.col_of(room) + 0.5, g.row_of(room) + 0.5};
}

Toward toward(const Grid& g, int room, double dx, double dy) {
  g.check_room(room);
  if (!(std::isfinite(dx) && std::isfinite(dy)) || (dx == 0 && dy == 0))
    throw MazeError("a direction needs a length: (dx, dy) must not be (0, 0)");
  const double cone = cone_degrees(g.kind()) * std::numbers::pi / 180 - kSame;
  Toward best;
  double nearest = cone;
  int open[Grid::kMaxAround];
  for (int k = 0, n = g.open_around(room, open); k < n; ++k) {
    const double angle = angle_to(g, room, open[k], dx, dy);
    if (angle < nearest - kSame) {
      best = {open[k], false};
      nearest = angle;
    } else if (angle < nearest + kSame && best.room >= 0) {
      best.tie = true;
    }
  }
  if (best.tie) best.room = -1;
  return best;
}

Toward toward(const Grid& g, int room, Heading h) {
  const Point v = heading_vector(h);
  return toward(g, room, v.x, v.y);
}

std::vector<Way> ways_on(const Grid& g, int room) {
  g.check_room(room);
  const auto headings = headings_of(g.kind());
  int open[Grid::kMaxAround];
  const int n = g.open_around(room, open);
  Heading name[Grid::kMaxAround];
  double named_at[Grid::kMaxAround];
  bool sent[Grid::kMaxAround] = {};
  for (int k = 0; k < n; ++k) named_at[k] = 10;  // more than any angle
  // First the headings that take a way: the nearest of them names it.
  for (Heading h : headings) {
    const int to = toward(g, room, h).room;
    const Point v = heading_vector(h);
    for (int k = 0; k < n; ++k) {
      if (open[k] != to) continue;
      const double angle = angle_to(g, room, open[k], v.x, v.y);
      if (!sent[k] || angle < named_at[k] - kSame) name[k] = h, named_at[k] = angle, sent[k] = true;
    }
  }
  // A way no heading takes (its only heading is a tie) is named by its nearest heading.
  for (int k = 0; k < n; ++k) {
    if (sent[k]) continue;
    for (Heading h : headings) {
      const Point v = heading_vector(h);
      const double angle = angle_to(g, room, open[k], v.x, v.y);
      if (angle < named_at[k] - kSame) name[k] = h, named_at[k] = angle;
    }
  }
  std::vector<Way> ways;
  for (Heading h : headings)
    for (int k = 0; k < n; ++k)
      if (name[k] == h) ways.push_back({open[k], h});
  return ways;
}

}  // namespace maze
