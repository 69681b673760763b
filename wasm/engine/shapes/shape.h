// shape.h: the shape of a maze as a graph of rooms and walls, and where each room sits.
//
// The machines that make and solve mazes only ever see room ids (0 .. rooms-1), each
// room's neighbours in a fixed order, and the walls between neighbours; they never
// look inside a shape. Drawing uses the geometry below. Nothing here draws, reads
// strings or draws random numbers.
#pragma once
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "shapes/grid.h"  // MazeError, Grid::kMaxRooms

namespace maze {

class Cells;

// A wall stands between two neighbouring rooms, a < b. Knocking it down makes an opening.
struct Wall {
  int a, b;
};

// Geometry is in screen units: x to the right, y downwards, the whole shape inside
// the box [0, width] x [0, height].
struct Point {
  double x, y;
};

// A straight line from `from` to `to`, or (arc) the piece of a circle round the
// shape's centre going counter-clockwise on screen from `from` to `to` (a whole
// circle when they are the same point). Room outlines follow it in `pieces` equal
// straight steps (1 for a straight line).
struct Segment {
  Point from, to;
  bool arc = false;
  int pieces = 1;
};

// The shapes, each made from two numbers R (rows) and C (cols):
//
// square    Room r*C + c. Neighbours up, down, left, right (the lesson's order of
//           moves); walls room by room, the one below then the one on the right (the
//           lesson's random_walls order). Room (r, c) is the unit square at x = c, y = r.
// hex       Pointy-top hexagons, "odd-r" rows (odd rows shifted right by half a room).
//           Room r*C + c. Neighbours E (r, c+1), W (r, c-1), then NW, NE, SW, SE: in an
//           even row (r-1, c-1), (r-1, c), (r+1, c-1), (r+1, c); in an odd row (r-1, c),
//           (r-1, c+1), (r+1, c), (r+1, c+1). Hexagons 1 wide, rows sqrt(3)/2 apart.
// triangle  Room r*C + c points up when r+c is even, down when odd. Neighbours (r, c-1),
//           (r, c+1), then (r+1, c) for an up triangle or (r-1, c) for a down one.
//           Triangles with sides 1; room (r, c) spans x = c/2 .. c/2 + 1. One column
//           of more than 2 rows falls apart (its rows meet only at corners): refused.
// circle    R rings round an empty middle, ring 0 innermost with C rooms. Ring r lies
//           between the circles of radius r+1 and r+2 round the centre, so every ring
//           is 1 deep. Ring r >= 1 first takes as many rooms n as the ring inside it;
//           if they would then be more than twice as wide as they are deep (along its
//           inner edge: 2 pi (r+1) / n > 2, that is n < pi (r+1)), it doubles them.
//           (Same-count rooms only grow by (r+2)/(r+1) from one ring to the next, so
//           comparing with the ring inside would never double; this is Jamis Buck's
//           polar grid, which compares width with depth, doubling at most once a ring.)
//           Rooms are numbered ring by ring, each ring counter-clockwise from angle 0
//           (to the right of the centre); room i of a ring of n spans the angles
//           2 pi i/n .. 2 pi (i+1)/n. Neighbours: the room beside it clockwise, the one
//           beside it counter-clockwise (a ring of 2 lists its other room once, a ring
//           of 1 none), the room inside it, then the one or two rooms outside it
//           (counter-clockwise). The centre is at (R+1, R+1).
// voronoi   "Random cells": R x C points in the box [0, C] x [0, R], point r*C + c near
//           (c + 1/2, r + 1/2) (random_cells.h draws and relaxes them). Room r*C + c is
//           the part of the box nearer to its point than to any other (its Voronoi
//           cell, a convex polygon; corners closer than a billionth are one). Two rooms
//           are neighbours when their cells share an edge at least kShortestWall long:
//           a shorter gap would hardly show between two walls, so those edges always
//           stand (drawn with the boundary; about one edge in six). Should that cut
//           cells off (never seen from random_cells), the longest such edges that join
//           them to the rest become walls after all. A room keeps at most
//           Grid::kMaxAround walls (its longest; never more than 9 seen). Neighbours in
//           increasing room number. The middle of a room is its point.
// mask      An R x C grid with some rooms left out (mask.h): the rooms that are there,
//           numbered in reading order (row by row, left to right); room k sits at place
//           at(k) = r*C + c, drawn as the square's room (r, c). Neighbours up, down, left,
//           right among the rooms there, as the square's. Its rooms must be joined.
// weave     The square's rooms, neighbours up, down, left, right, then the rooms two away
//           up, down, left and right: a corridor may pass under the room between (weave.h
//           says when). Walls room by room as always: below, right, two below, two right.
//           A "wall" to a room two away stands on no line: wall_segment gives the line
//           from the middle of one room to the middle of the other, the way a tunnel runs.
//
// In every shape only rooms inside the shape are listed, and the walls are listed
// room by room, each room's walls to higher-numbered neighbours in its neighbour
// order. The way in is room 0 and the way out the last room.
//
// Each wall's opening bit belongs to one of its rooms (Grid keeps a byte a room; a page
// packs 4 bits of it): in the square, hex, triangle and circle the lower-numbered room
// owns it, bits in its order of neighbours. In random cells a room may have more higher
// neighbours than that, so the walls are handed out starting from the lower room and then
// turned round along paths (Hakimi's method) until no room owns more than kMaxOwned:
// every planar graph lets each room own at most 3, so the paths always exist.
//
// Memory: one int a room plus, for each wall, four ints in the neighbour lists, two in
// the wall list and two bytes for its owner and bit (square about 13 ints a room, hex 20,
// triangle 11, circle 14, voronoi about 17 and 6 more for its points and their buckets).
class Shape {
 public:
  static constexpr int kMaxRooms = Grid::kMaxRooms;
  static constexpr int kMaxRings = 1000;
  static constexpr int kMaxOwned = 4;            // wall bits a room holds, at most
  static constexpr int kMaxCells = 1'000'000;    // random cells: 1000 x 1000 rooms
  static constexpr double kShortestWall = 0.3;   // random cells: in room widths

  // The number of rooms a shape would have, without building it. Throws MazeError
  // (a clear message) if R or C is below 1, a circle has more than kMaxRings rings,
  // the shape would have more than kMaxRooms rooms, or it would fall apart (a
  // triangle shape 1 column wide and more than 2 rows high; random cells: more than
  // kMaxCells rooms). Every shape built is in one piece.
  static long long count_rooms(ShapeKind kind, int rows, int cols);
  // The number of rooms in each ring of a circle (checked as count_rooms does).
  static std::vector<int> ring_sizes(int rings, int inner);

  // Linear time and memory, no recursion; throws as count_rooms does. Not for random
  // cells (MazeError): they are built from their points.
  Shape(ShapeKind kind, int rows, int cols);
  Shape() : Shape(ShapeKind::Square, 1, 1) {}  // one room
  // Random cells from R x C points in [0, C] x [0, R], point r*C + c for room r*C + c.
  Shape(int rows, int cols, std::vector<Point> points);
  // Random cells without their points (read back from a list of walls, a < b, sorted):
  // a graph to solve and check, with no geometry (drawing it throws MazeError). Throws
  // MazeError if a room has more than Grid::kMaxAround walls, if the walls cannot be
  // handed out kMaxOwned a room (too many for a map of cells), or if it falls apart.
  static Shape voronoi_graph(int rows, int cols, const std::vector<Wall>& walls);
  // A mask: rows x cols places, room[r*cols + c] nonzero where a room is. Throws MazeError
  // (one sentence) for a bad size (check_size), a mask with no room, or rooms that fall
  // apart ("the mask's rooms fall apart into 3 pieces: join them").
  static Shape mask(int rows, int cols, const std::vector<std::uint8_t>& room);

  ShapeKind kind() const { return kind_; }
  int rows() const { return rows_; }  // circle: rings
  int cols() const { return cols_; }  // circle: rooms in the inner ring
  int rooms() const { return static_cast<int>(offsets_.size()) - 1; }
  int way_in() const { return 0; }
  int way_out() const { return rooms() - 1; }
  // Where a room sits in its rows x cols grid, r*cols + c: a mask's from its list, the
  // square's, hex's, triangle's and weave's the room itself.
  int place(int room) const { return place_.empty() ? room : place_[static_cast<std::size_t>(room)]; }
  // A mask's room at a place, or -1 where the mask leaves a room out (others: the place).
  int room_at(int place) const { return room_at_.empty() ? place : room_at_[static_cast<std::size_t>(place)]; }
  // A mask's room at every place, rows * cols of them (-1 where it leaves a room out); empty for
  // other shapes. For loops that walk a mask on the square's arithmetic (walk.cpp, walls.cpp).
  std::span<const int> rooms_at() const { return room_at_; }

  // A room's neighbours in their fixed order, and the wall to each of them.
  std::span<const int> neighbours(int room) const { return {neighbour_.data() + offsets_[room], slots(room)}; }
  std::span<const int> walls_of(int room) const { return {wall_of_.data() + offsets_[room], slots(room)}; }
  int degree(int room) const { return offsets_[room + 1] - offsets_[room]; }

  const std::vector<Wall>& walls() const { return walls_; }
  const Wall& wall(int w) const { return walls_[static_cast<std::size_t>(w)]; }
  // The wall between two rooms, or -1 if they are not neighbours.
  int wall_between(int a, int b) const;
  // The largest b - a over all walls: how far apart two neighbours' numbers can be.
  int band() const { return band_; }
  // The room of wall w whose opening byte holds its bit, and the bit.
  int owner(int w) const { return owner_b_[static_cast<std::size_t>(w)] ? wall(w).b : wall(w).a; }
  int owner_bit(int w) const { return bit_[static_cast<std::size_t>(w)]; }
  // The rooms a way in (out false) or a way out (out true) may lie in, in increasing number:
  // hex and triangle, the first or last column; a circle, the inner or the outer ring;
  // random cells, the rooms with an edge on the box's left or right side; a mask, each row's
  // first room (in) or last room (out).
  std::vector<int> way_rooms(bool out) const;

  // Circle only: the first room of a ring and its number of rooms.
  int ring_start(int ring) const { return ring_start_[static_cast<std::size_t>(ring)]; }
  int ring_size(int ring) const { return ring_start(ring + 1) - ring_start(ring); }
  int ring_of(int room) const;

  // ---- geometry, for drawing ----
  double width() const;
  double height() const;
  Point centre() const { return {rows_ + 1.0, rows_ + 1.0}; }  // of a circle
  // The room's corners clockwise on screen; along a circle the outline has a corner
  // at every step its segments take (see Segment::pieces), so neighbours agree.
  std::vector<Point> outline(int room) const;
  // A point in the middle of the room, where a thread through it passes.
  Point middle(int room) const;
  // The line two rooms share, where wall w stands.
  Segment wall_segment(int w) const;
  // The lines that always stand: the edge of the shape (and, in a circle's ring of
  // two rooms, their second shared line at angle 0).
  std::vector<Segment> boundary() const;
  // The corners an outline passes along a segment, `from` first and `to` last.
  std::vector<Point> points_of(const Segment& s) const;
  // Random cells: the points (empty when read back from walls).
  const std::vector<Point>& points() const;

 private:
  std::size_t slots(int room) const { return static_cast<std::size_t>(degree(room)); }
  template <class Neighbours>
  void build(int rooms, Neighbours&& of);
  void build_circle();
  // Rooms from lists: room r's neighbours list[start[r] .. start[r+1]).
  void build_lists(const std::vector<int>& start, const std::vector<int>& list);
  // Random cells (shape_voronoi.cpp).
  void hand_out_walls();
  const Cells& cells() const;
  std::vector<Point> voronoi_outline(int room) const;
  Segment voronoi_edge(int a, int b) const;
  std::vector<Segment> voronoi_boundary() const;
  // Circle geometry (shape_circle.cpp).
  int circle_steps(int k) const;  // equal steps round the circle of radius k + 1
  Point circle_point(int k, long long step) const;
  std::vector<Point> circle_outline(int room) const;
  Point circle_middle(int room) const;
  Segment circle_wall_segment(int a, int b) const;
  std::vector<Segment> circle_boundary() const;
  // Square, hex and triangle geometry (shape_geometry.cpp).
  std::vector<Point> grid_outline(int room) const;
  Segment grid_edge(int room, int edge) const;
  int grid_edge_toward(int room, int next) const;

  ShapeKind kind_;
  int rows_, cols_, band_ = 0;
  std::vector<int> offsets_;    // room's neighbours: neighbour_[offsets_[room] ..]
  std::vector<int> neighbour_;  // neighbour ids
  std::vector<int> wall_of_;    // the wall to each of them
  std::vector<Wall> walls_;
  std::vector<std::uint8_t> owner_b_, bit_;  // wall w's bit is bit_[w] of room b (owner_b_) or a
  std::vector<int> ring_start_;  // circle: first room of each ring, then rooms()
  std::shared_ptr<const Cells> cells_;  // random cells: the points and their cells
  std::vector<int> box_rooms_;          // random cells: rooms with an edge on the box
  std::vector<Wall> standing_;          // random cells: edges that are no wall (cell a's edge on b)
  std::vector<int> place_, room_at_;    // mask: each room's place, each place's room (or -1)
};

}  // namespace maze
