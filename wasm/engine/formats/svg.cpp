// svg.cpp: drawing a maze of any shape as SVG: the walls as one path, the route, the way in and out.
#include "formats/svg.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "shapes/weave.h"
#include "tables/shapes.h"

namespace maze {
namespace {

constexpr double kTwoPi = 2 * std::numbers::pi;
constexpr double kEps = 1e-7;

long long key(double v) { return std::llround(v * 1e6); }

// Where a room's middle is, in shape units (the square by arithmetic, no Shape built).
Point middle_of(const Grid& g, int room) {
  if (g.square()) return {g.col_of(room) + 0.5, g.row_of(room) + 0.5};
  return g.shape()->middle(room);
}

double angle_of(Point c, Point p) {
  const double a = std::atan2(c.y - p.y, p.x - c.x);  // counter-clockwise on screen
  return a < 0 ? a + kTwoPi : a;
}

Point on_circle(Point c, double r, double angle) { return {c.x + r * std::cos(angle), c.y - r * std::sin(angle)}; }

// Straight pieces on one line, sorted along it, joined where they touch or overlap.
void join_straight(std::vector<Segment> lines, std::vector<Segment>& out) {
  struct Item {
    long long angle, offset;
    double t0, t1;
    Point p, q;
  };
  std::vector<Item> items;
  for (Segment s : lines) {
    double dx = s.to.x - s.from.x, dy = s.to.y - s.from.y;
    const double len = std::hypot(dx, dy);
    dx /= len, dy /= len;
    if (dx < -kEps || (std::abs(dx) <= kEps && dy < 0)) std::swap(s.from, s.to), dx = -dx, dy = -dy;
    items.push_back({key(std::atan2(dy, dx)), key(s.from.x * dy - s.from.y * dx), s.from.x * dx + s.from.y * dy,
                     s.to.x * dx + s.to.y * dy, s.from, s.to});
  }
  std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
    if (a.angle != b.angle) return a.angle < b.angle;
    if (a.offset != b.offset) return a.offset < b.offset;
    return a.t0 < b.t0;
  });
  for (std::size_t i = 0; i < items.size();) {
    Item run = items[i++];
    for (; i < items.size() && items[i].angle == run.angle && items[i].offset == run.offset && items[i].t0 <= run.t1 + kEps; ++i)
      if (items[i].t1 > run.t1) run.t1 = items[i].t1, run.q = items[i].q;
    out.push_back({run.p, run.q});
  }
}

// Arcs round the centre on one circle, joined where one ends and the next begins.
void join_arcs(const std::vector<Segment>& lines, Point c, std::vector<Segment>& out) {
  struct Arc {
    long long radius;
    double r, start, sweep;
  };
  std::vector<Arc> arcs;
  for (const Segment& s : lines) {
    const double r = std::hypot(s.from.x - c.x, s.from.y - c.y), start = angle_of(c, s.from);
    double sweep = angle_of(c, s.to) - start;
    if (sweep <= kEps) sweep += kTwoPi;
    arcs.push_back({key(r), r, start, sweep});
  }
  std::sort(arcs.begin(), arcs.end(), [](const Arc& a, const Arc& b) {
    return a.radius != b.radius ? a.radius < b.radius : a.start < b.start;
  });
  for (std::size_t i = 0; i < arcs.size();) {
    std::vector<Arc> circle{arcs[i++]};
    for (; i < arcs.size() && arcs[i].radius == circle[0].radius; ++i) {
      Arc& last = circle.back();
      if (std::abs(last.start + last.sweep - arcs[i].start) < kEps) last.sweep += arcs[i].sweep;
      else circle.push_back(arcs[i]);
    }
    // The last arc may run on into the first, past angle 0.
    if (circle.size() > 1 && std::abs(circle.back().start + circle.back().sweep - kTwoPi - circle[0].start) < kEps) {
      circle[0].start = circle.back().start, circle[0].sweep += circle.back().sweep;
      circle.pop_back();
    }
    for (const Arc& a : circle) {
      const Point from = on_circle(c, a.r, a.start);
      out.push_back({from, a.sweep >= kTwoPi - kEps ? from : on_circle(c, a.r, a.start + a.sweep), true, 1});
    }
  }
}

// Numbers to 0.1 as whole tenths, written short: 25 -> "2.5", 20 -> "2", -5 -> "-.5".
std::string tenths(long long v) {
  std::string out = v < 0 ? "-" : "";
  const long long a = std::llabs(v);
  if (a >= 10 || a == 0) out += std::to_string(a / 10);
  if (a % 10) out += "." + std::to_string(a % 10);
  return out;
}

// Path data: numbers separated by a space, or by the minus sign itself.
void add_numbers(std::string& d, std::initializer_list<long long> numbers) {
  bool first = true;
  for (long long v : numbers) {
    if (!first && v >= 0) d += ' ';
    d += tenths(v);
    first = false;
  }
}

// One straight piece or one arc of at most half a circle, in tenths of a picture unit.
struct Piece {
  long long x0, y0, x1, y1;
  long long radius = 0;  // arcs only
  bool arc = false;
};

std::string path_data(const std::vector<Piece>& pieces) {
  // Both ends of every piece, sorted, so the pieces meeting at a point are found by bisection.
  struct End {
    long long x, y;
    int piece;
    bool operator<(const End& o) const { return x != o.x ? x < o.x : y != o.y ? y < o.y : piece < o.piece; }
  };
  std::vector<End> ends;
  ends.reserve(2 * pieces.size());
  for (int i = 0; i < static_cast<int>(pieces.size()); ++i) {
    ends.push_back({pieces[i].x0, pieces[i].y0, i});
    ends.push_back({pieces[i].x1, pieces[i].y1, i});
  }
  std::sort(ends.begin(), ends.end());
  std::vector<char> used(pieces.size(), 0);
  std::string d;
  long long px = 0, py = 0;
  for (int start = 0; start < static_cast<int>(pieces.size()); ++start) {
    if (used[start]) continue;
    d += d.empty() ? "M" : "m";
    add_numbers(d, {pieces[start].x0 - px, pieces[start].y0 - py});
    px = pieces[start].x0, py = pieces[start].y0;
    // Draw on from where the pen is while a piece not yet drawn starts (or, straight, ends) there.
    for (int i = start; i >= 0;) {
      const Piece& p = pieces[i];
      used[i] = 1;
      const bool forward = p.x0 == px && p.y0 == py;
      const long long tx = forward ? p.x1 : p.x0, ty = forward ? p.y1 : p.y0, dx = tx - px, dy = ty - py;
      if (p.arc) {
        d += "a";
        add_numbers(d, {p.radius, p.radius, 0, 0, 0, dx, dy});
      } else if (dy == 0) {
        d += "h" + tenths(dx);
      } else if (dx == 0) {
        d += "v" + tenths(dy);
      } else {
        d += "l";
        add_numbers(d, {dx, dy});
      }
      px = tx, py = ty;
      i = -1;
      for (auto e = std::lower_bound(ends.begin(), ends.end(), End{px, py, -1}); e != ends.end() && e->x == px && e->y == py; ++e)
        if (!used[e->piece] && !(pieces[e->piece].arc && (pieces[e->piece].x0 != px || pieces[e->piece].y0 != py)))
          i = e->piece;  // arcs only forwards: counter-clockwise, sweep-flag 0
    }
  }
  return d;
}

}  // namespace

std::vector<Segment> wall_lines(const Grid& g) {
  if (g.kind() == ShapeKind::Weave) return weave_lines(g);
  std::vector<Segment> out;
  if (g.square()) {  // by arithmetic: room (r, c) is the unit square at x = c, y = r
    const double R = g.rows(), C = g.cols();
    for (int room = 0; room < g.rooms(); ++room) {
      const double r = g.row_of(room), c = g.col_of(room);
      if (c + 1 < C && !g.open(room, Right)) out.push_back({{c + 1, r}, {c + 1, r + 1}});
      if (r + 1 < R && !g.open(room, Down)) out.push_back({{c, r + 1}, {c + 1, r + 1}});
    }
    for (int c = 0; c < g.cols(); ++c) out.push_back({{c + 0.0, 0}, {c + 1.0, 0}}), out.push_back({{c + 0.0, R}, {c + 1.0, R}});
    for (int r = 0; r < g.rows(); ++r) out.push_back({{0, r + 0.0}, {0, r + 1.0}}), out.push_back({{C, r + 0.0}, {C, r + 1.0}});
    return out;
  }
  const Shape& shape = *g.shape();
  for (int w = 0; w < static_cast<int>(shape.walls().size()); ++w)
    if (!g.linked(shape.wall(w).a, shape.wall(w).b)) out.push_back(shape.wall_segment(w));
  for (const Segment& s : shape.boundary()) out.push_back(s);
  return out;
}

std::vector<Segment> join_lines(const Grid& g, const std::vector<Segment>& lines) {
  std::vector<Segment> straight, arcs, out;
  for (const Segment& s : lines) (s.arc ? arcs : straight).push_back(s);
  join_straight(std::move(straight), out);
  if (!arcs.empty()) join_arcs(arcs, g.shape()->centre(), out);
  return out;
}

std::string write_svg(const Grid& g, const SvgOptions& options) {
  if (!(options.scale >= 1 && options.scale <= 1000)) throw MazeError("the scale must be from 1 to 1000 units a room");
  const auto check_room = [&](int room, const char* what) {
    if (room < 0 || room >= g.rooms())
      throw MazeError(std::string(what) + " " + std::to_string(room) + " is not a room of this maze");
  };
  if (options.way_in != -1) check_room(options.way_in, "the way in");
  if (options.way_out != -1) check_room(options.way_out, "the way out");
  for (std::size_t i = 0; i < options.route.size(); ++i) {
    check_room(options.route[i], "the route's room");
    if (i > 0 && g.wall_bit(options.route[i - 1], options.route[i]) < 0)
      throw MazeError("the route goes from room " + std::to_string(options.route[i - 1]) + " to room " +
                      std::to_string(options.route[i]) + ", which are not neighbours");
  }
  const double s = options.scale, margin = s / 2;
  const double width = g.square() ? g.cols() : g.shape()->width(), height = g.square() ? g.rows() : g.shape()->height();
  const auto tx = [&](double v) { return std::llround((margin + v * s) * 10); };
  const auto num = [&](double v) { return tenths(std::llround(v * 10)); };

  std::vector<Piece> pieces;
  const Point c = g.square() ? Point{0, 0} : g.shape()->centre();
  for (const Segment& line : join_lines(g, wall_lines(g))) {
    if (!line.arc) {
      pieces.push_back({tx(line.from.x), tx(line.from.y), tx(line.to.x), tx(line.to.y)});
      continue;
    }
    // An arc of half a circle or more (a whole circle when from == to) goes in two halves.
    const double r = std::hypot(line.from.x - c.x, line.from.y - c.y), start = angle_of(c, line.from);
    double sweep = angle_of(c, line.to) - start;
    if (sweep <= kEps) sweep += kTwoPi;
    const int parts = sweep >= std::numbers::pi - kEps ? 2 : 1;
    for (int k = 0; k < parts; ++k) {
      const Point a = on_circle(c, r, start + sweep * k / parts), b = on_circle(c, r, start + sweep * (k + 1) / parts);
      pieces.push_back({tx(a.x), tx(a.y), tx(b.x), tx(b.y), std::llround(r * s * 10), true});
    }
  }

  std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width * s + 2 * margin) + "\" height=\"" +
                    num(height * s + 2 * margin) + "\" viewBox=\"0 0 " + num(width * s + 2 * margin) + " " +
                    num(height * s + 2 * margin) + "\">\n<title>Maze ";
  if (g.kind() == ShapeKind::Circle)
    svg += std::to_string(g.rows()) + " rings, " + std::to_string(g.cols()) + " rooms in the inner ring, circle";
  else if (g.kind() == ShapeKind::Voronoi)
    svg += std::to_string(g.rows()) + " x " + std::to_string(g.cols()) + ", random cells";
  else
    svg += std::to_string(g.rows()) + " x " + std::to_string(g.cols()) + ", " + std::string(shape_name(g.kind()));
  svg += "</title>\n<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n";
  if (g.kind() == ShapeKind::Mask) {  // the places a mask leaves out, as rock
    std::string rock;
    for (int place = 0; place < g.rows() * g.cols(); ++place)
      if (g.shape()->room_at(place) < 0)
        rock += "M" + tenths(tx(place % g.cols())) + " " + tenths(tx(place / g.cols())) + "h" + num(s) + "v" + num(s) +
                "h-" + num(s) + "z";
    if (!rock.empty()) svg += "<path d=\"" + rock + "\" fill=\"#9e9e9e\"/>\n";
  }
  svg += "<path d=\"" + path_data(pieces) +
         "\" fill=\"none\" stroke=\"#000\" stroke-width=\"" + num(s / 8) +
         "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n";
  if (!options.route.empty()) {
    const std::string route_end = "\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"" + num(s * 0.15) +
                                  "\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n";
    const auto at = [&](Point p) { return tenths(tx(p.x)) + "," + tenths(tx(p.y)); };
    svg += "<polyline points=\"";
    for (std::size_t i = 0; i < options.route.size(); ++i) {
      const int c = i > 0 && g.kind() == ShapeKind::Weave ? tunnel_middle(g, options.route[i - 1], options.route[i]) : -1;
      if (c >= 0) {
        // Through a tunnel the route goes out of sight under the room's corridor, as the tunnel
        // does: it stops at the corridor's near side and starts again at its far side.
        const Point from = middle_of(g, options.route[i - 1]), to = middle_of(g, options.route[i]), mc = middle_of(g, c);
        const double h = 0.5 - kWeaveInset, sx = (to.x > from.x) - (to.x < from.x), sy = (to.y > from.y) - (to.y < from.y);
        svg += " " + at({mc.x - sx * h, mc.y - sy * h}) + route_end + "<polyline points=\"" + at({mc.x + sx * h, mc.y + sy * h});
      }
      if (i > 0 && g.kind() == ShapeKind::Voronoi) {  // through the gap: a line between two points may miss it
        const Shape& shape = *g.shape();
        const Segment door = shape.wall_segment(shape.wall_between(options.route[i - 1], options.route[i]));
        svg.append(" ").append(tenths(tx((door.from.x + door.to.x) / 2)));
        svg.append(",").append(tenths(tx((door.from.y + door.to.y) / 2)));
      }
      svg += (i ? " " : "") + at(middle_of(g, options.route[i]));
    }
    svg += route_end;
  }
  const auto mark = [&](int room, const char* colour) {
    if (room < 0) return;
    const Point m = middle_of(g, room);
    svg += "<circle cx=\"" + tenths(tx(m.x)) + "\" cy=\"" + tenths(tx(m.y)) + "\" r=\"" + num(s * 0.2) + "\" fill=\"" +
           colour + "\"/>\n";
  };
  mark(options.way_in, "#2e7d32");
  mark(options.way_out, "#c62828");
  return svg + "</svg>\n";
}

}  // namespace maze
