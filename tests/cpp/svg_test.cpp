// svg_test.cpp: the SVG picture of every shape: exact small pictures, well-formed XML, every wall drawn once.
#include <gtest/gtest.h>

#include <cctype>
#include <cmath>
#include <numbers>

#include "analysis/analysis.h"
#include "tables/methods.h"
#include "shapes/shape.h"
#include "formats/svg.h"
#include "test_util.h"
#include "analysis/way_out.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using testing::kShapes;

// A piece the path draws, in picture units: a straight line, or an arc of radius r.
struct Drawn {
  double x0, y0, x1, y1, r = 0;
  bool arc = false, sweep = false, large = false;
};

// A segment's length in shape units; an arc turns counter-clockwise on screen (y downwards)
// from `from` to `to` round the centre, all the way round when they meet.
double length_of(const Segment& s, Point centre) {
  if (!s.arc) return std::hypot(s.to.x - s.from.x, s.to.y - s.from.y);
  const double r = std::hypot(s.from.x - centre.x, s.from.y - centre.y);
  double turn = std::atan2(centre.y - s.to.y, s.to.x - centre.x) - std::atan2(centre.y - s.from.y, s.from.x - centre.x);
  while (turn <= 1e-9) turn += 2 * std::numbers::pi;
  return r * turn;
}

// The d attribute of the one <path>.
std::string path_of(const std::string& svg) {
  const auto start = svg.find("<path d=\"");
  EXPECT_NE(start, std::string::npos);
  EXPECT_EQ(svg.find("<path", start + 1), std::string::npos) << "more than one path";
  return svg.substr(start + 9, svg.find('"', start + 9) - start - 9);
}

// Reads M, m, h, v, l and a commands as the picture writes them (each letter once before its numbers).
std::vector<Drawn> read_path(const std::string& d) {
  std::vector<Drawn> out;
  double x = 0, y = 0;
  std::size_t i = 0;
  const auto next = [&]() {
    while (i < d.size() && d[i] == ' ') ++i;
    std::size_t end = i + (d[i] == '-');
    while (end < d.size() && (std::isdigit(static_cast<unsigned char>(d[end])) || d[end] == '.')) ++end;
    const double v = std::stod(d.substr(i, end - i));
    i = end;
    return v;
  };
  while (i < d.size()) {
    const char command = d[i++];
    if (command == 'M') {
      x = next(), y = next();
    } else if (command == 'm') {
      x += next(), y += next();
    } else if (command == 'h' || command == 'v' || command == 'l') {
      const double dx = command == 'v' ? 0 : next(), dy = command == 'h' ? 0 : next();
      out.push_back({x, y, x + dx, y + dy});
      x += dx, y += dy;
    } else if (command == 'a') {
      const double rx = next(), ry = next(), turn = next(), large = next(), sweep = next(), dx = next(), dy = next();
      EXPECT_EQ(rx, ry);
      EXPECT_EQ(turn, 0);
      out.push_back({x, y, x + dx, y + dy, rx, true, sweep == 1, large == 1});
      x += dx, y += dy;
    } else {
      ADD_FAILURE() << "unexpected command " << command << " in " << d;
      break;
    }
  }
  return out;
}

// Reads each file with python3's XML parser: one line each, its root, viewBox, paths, polylines, circles, title.
std::string xml_check(const std::vector<std::string>& files) {
  std::string command =
      "python3 -c \"import sys, xml.etree.ElementTree as E\nn = '{http://www.w3.org/2000/svg}'\nfor f in sys.argv[1:]:\n"
      " r = E.parse(f).getroot(); print(r.tag == n + 'svg', r.get('viewBox'), len(r.findall(n + 'path')), "
      "len(r.findall(n + 'polyline')), len(r.findall(n + 'circle')), r.find(n + 'title').text)\"";
  for (const auto& file : files) command += " '" + file + "'";
  return testing::run(command).out;
}

TEST(Svg, ATinySquareMazeIsDrawnExactly) {
  Grid g(1, 2);
  g.link(0, 1);
  EXPECT_EQ(write_svg(g),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"48\" height=\"32\" viewBox=\"0 0 48 32\">\n"
            "<title>Maze 1 x 2, square</title>\n"
            "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
            "<path d=\"M8 24h32v-16h-32v16\" fill=\"none\" stroke=\"#000\" stroke-width=\"2\" stroke-linecap=\"round\" "
            "stroke-linejoin=\"round\"/>\n</svg>\n");
  SvgOptions options;
  options.way_in = 0, options.way_out = 1, options.route = {0, 1}, options.scale = 10;
  g.unlink(0, 1);
  EXPECT_EQ(write_svg(g, options),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"30\" height=\"20\" viewBox=\"0 0 30 20\">\n"
            "<title>Maze 1 x 2, square</title>\n"
            "<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n"
            "<path d=\"M5 15h20v-10h-20v10m10-10v10\" fill=\"none\" stroke=\"#000\" stroke-width=\"1.3\" "
            "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
            "<polyline points=\"10,10 20,10\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"1.5\" "
            "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
            "<circle cx=\"10\" cy=\"10\" r=\"2\" fill=\"#2e7d32\"/>\n"
            "<circle cx=\"20\" cy=\"10\" r=\"2\" fill=\"#c62828\"/>\n</svg>\n");
}

TEST(Svg, ACircleOfOneRoomIsTwoWholeCirclesEachInTwoArcs) {
  // One ring of one room round the centre (2, 2): circles of radius 1 and 2, 16 and 32 at scale 16.
  const std::string d = path_of(write_svg(Grid(ShapeKind::Circle, 1, 1)));
  EXPECT_EQ(d, "M56 40a16 16 0 0 0-32 0a16 16 0 0 0 32 0m16 0a32 32 0 0 0-64 0a32 32 0 0 0 64 0");
}

TEST(Svg, EveryShapeIsWellFormedXmlWithOnePathTheRouteAndTwoMarks) {
  if (!testing::have_python()) GTEST_SKIP() << "python3 is needed to read the XML";
  std::vector<std::string> files;
  std::string want;
  for (ShapeKind kind : kShapes) {
    PyRandom rng(3);
    auto machine = make_generator(ids::Frontier, Grid(kind, 6, 7), rng);
    machine->run();
    const Ends ends = machine->ways();
    const Grid g = machine->take_grid();
    SvgOptions options;
    options.way_in = ends.in, options.way_out = ends.out, options.route = way_out(g, ends.in, ends.out);
    const std::string name(shape_name(kind));
    files.push_back(::testing::TempDir() + name + ".svg");
    std::ofstream(files.back(), std::ios::binary) << write_svg(g, options);
    const Shape shape(kind, 6, 7);
    char box[64];
    std::snprintf(box, sizeof box, "0 0 %g %g", std::round((shape.width() * 16 + 16) * 10) / 10,
                  std::round((shape.height() * 16 + 16) * 10) / 10);
    want += "True " + std::string(box) + " 1 1 2 " +
            (kind == ShapeKind::Circle ? "Maze 6 rings, 7 rooms in the inner ring, circle" : "Maze 6 x 7, " + name) + "\n";
  }
  EXPECT_EQ(xml_check(files), want);
}

// Each expected piece (shape units) is matched by one drawn piece cut into pieces of its length.
void expect_every_piece_drawn_once(const Grid& g, double scale, const std::string& what) {
  const Shape shape(g.kind(), g.rows(), g.cols());
  std::vector<Segment> expected;
  for (const auto& [a, b] : standing_walls(g)) expected.push_back(shape.wall_segment(shape.wall_between(a, b)));
  for (const Segment& s : shape.boundary()) expected.push_back(s);
  EXPECT_EQ(expected.size(), standing_walls(g).size() + shape.boundary().size());
  SvgOptions options;
  options.scale = scale;
  const auto drawn = read_path(path_of(write_svg(g, options)));
  const double margin = scale / 2;
  double unit = 1;  // the length of one wall: a square's and a triangle's side, a hexagon's side
  if (g.kind() == ShapeKind::Hex) unit = 1 / std::sqrt(3.0);
  std::vector<std::pair<double, double>> middles;
  for (const Drawn& p : drawn) {
    ASSERT_FALSE(p.arc) << what;
    const int cuts = static_cast<int>(std::lround(std::hypot(p.x1 - p.x0, p.y1 - p.y0) / (unit * scale)));
    for (int k = 0; k < cuts; ++k)
      middles.emplace_back(p.x0 + (p.x1 - p.x0) * (k + 0.5) / cuts, p.y0 + (p.y1 - p.y0) * (k + 0.5) / cuts);
  }
  ASSERT_EQ(middles.size(), expected.size()) << what;
  std::vector<char> used(middles.size(), 0);
  for (const Segment& s : expected) {
    const double mx = margin + (s.from.x + s.to.x) / 2 * scale, my = margin + (s.from.y + s.to.y) / 2 * scale;
    bool found = false;
    for (std::size_t i = 0; i < middles.size() && !found; ++i)
      if (!used[i] && std::hypot(middles[i].first - mx, middles[i].second - my) < 0.5) used[i] = found = true;
    EXPECT_TRUE(found) << what << ": a wall at " << mx << ", " << my << " is not drawn";
  }
}

TEST(Svg, EveryStandingWallAndTheEdgeAreDrawnOnceOnGridShapes) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle})
    for (Method m : {ids::Walk, ids::Walls})
      for (int seed = 0; seed < 3; ++seed) {
        PyRandom rng(seed);
        Grid g = generate(m, Grid(kind, 7, 9), rng);
        if (seed == 2) knock_random_wall(g, rng);
        expect_every_piece_drawn_once(g, 100, std::string(shape_name(kind)) + " seed " + std::to_string(seed));
      }
  expect_every_piece_drawn_once(Grid(ShapeKind::Hex, 3, 4), 100, "hex, every wall standing");
  expect_every_piece_drawn_once(Grid(1, 1), 10, "one square room");
}

TEST(Svg, CircleWallsAreStraightLinesAndArcsOfTheirWholeLength) {
  PyRandom rng(5);
  const Grid g = generate(ids::Wilson, Grid(ShapeKind::Circle, 5, 3), rng);
  const Shape shape(ShapeKind::Circle, 5, 3);
  double straight = 0, curved = 0;  // expected lengths in shape units
  const auto add = [&](const Segment& s) { (s.arc ? curved : straight) += length_of(s, shape.centre()); };
  for (const auto& [a, b] : standing_walls(g)) add(shape.wall_segment(shape.wall_between(a, b)));
  for (const Segment& s : shape.boundary()) add(s);
  const double scale = 50;
  SvgOptions options;
  options.scale = scale;
  const auto drawn = read_path(path_of(write_svg(g, options)));
  double drawn_straight = 0, drawn_curved = 0;
  int arcs = 0;
  for (const Drawn& p : drawn) {
    const double chord = std::hypot(p.x1 - p.x0, p.y1 - p.y0);
    if (!p.arc) {
      drawn_straight += chord;
      continue;
    }
    ++arcs;
    EXPECT_FALSE(p.large);  // at most half a circle each
    EXPECT_FALSE(p.sweep);  // drawn from `from` to `to`, counter-clockwise
    EXPECT_LE(chord, 2 * p.r + 0.2);
    drawn_curved += 2 * p.r * std::asin(std::min(1.0, chord / (2 * p.r)));
  }
  EXPECT_GT(arcs, 2);
  EXPECT_NEAR(drawn_straight, straight * scale, 1.0);
  EXPECT_NEAR(drawn_curved, curved * scale, 2.0);
}

TEST(Svg, JoiningKeepsTheLengthAndNeedsFewerPieces) {
  for (ShapeKind kind : kShapes) {
    PyRandom rng(11);
    const Grid g = generate(ids::Walk, Grid(kind, 12, 12), rng);
    const auto lines = wall_lines(g), joined = join_lines(g, lines);
    const Point centre = Shape(kind, 12, 12).centre();
    double before = 0, after = 0;
    for (const Segment& s : lines) before += length_of(s, centre);
    for (const Segment& s : joined) after += length_of(s, centre);
    EXPECT_NEAR(after, before, 1e-6) << shape_name(kind);
    // Three walls meet at each corner of a hexagon, 120 degrees apart: no two lie on one line.
    if (kind == ShapeKind::Hex) EXPECT_EQ(joined.size(), lines.size());
    else EXPECT_LT(joined.size(), lines.size()) << shape_name(kind);
    EXPECT_EQ(lines.size(), standing_walls(g).size() + Shape(kind, 12, 12).boundary().size()) << shape_name(kind);
  }
  // 300 x 300 rooms stay small: under 4 bytes a room.
  PyRandom rng(1);
  EXPECT_LT(write_svg(generate(ids::Walk, Grid(300, 300), rng)).size(), 4u * 300 * 300);
}

TEST(Svg, BadRoutesAndMarksAreRefused) {
  const Grid g(ShapeKind::Hex, 2, 2);
  SvgOptions options;
  options.route = {0, 3};
  EXPECT_THROW(write_svg(g, options), MazeError);
  options.route = {0, 1, 4};
  EXPECT_THROW(write_svg(g, options), MazeError);
  options.route = {};
  options.way_out = 9;
  EXPECT_THROW(write_svg(g, options), MazeError);
  options.way_out = -1, options.scale = 0;
  EXPECT_THROW(write_svg(g, options), MazeError);
}

}  // namespace
}  // namespace maze
