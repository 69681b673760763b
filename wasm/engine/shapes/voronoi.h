// voronoi.h: the cells of points in a box (each point's cell: the part of the box nearer to
// it than to any other point), cut out one at a time.
//
// Each cell starts as the box and is cut by the perpendicular bisector of its point and each
// nearby point, nearest buckets first; it stops when no point left can reach it (a point
// farther than twice the cell's farthest corner cannot cut it). Points sit in a bucket grid of
// unit squares, so a cell costs about two dozen cuts of a small polygon: O(1) a cell. Plain
// double arithmetic only (+ - * / and comparisons, no sqrt in the cuts, built without
// contraction into fused multiply-adds), so native and WebAssembly builds give the same bits.
#pragma once
#include <vector>

#include "shapes/shape.h"  // Point

namespace maze {

// Corners closer together than this are one (an edge so short is rounding, not an edge).
inline constexpr double kSameCorner = 1e-9;

// The box's four sides, as the `side` of a corner whose edge runs along them.
inline constexpr int kTopSide = -1, kRightSide = -2, kBottomSide = -3, kLeftSide = -4;

// A corner of a cell and the edge from it to the next corner: `side` is the point on the
// other side of that edge, or one of the box's sides above.
struct CellCorner {
  Point at;
  int side;
};

class Cells {
 public:
  // Points inside [0, width] x [0, height]; buckets of 1 x 1.
  Cells(double width, double height, std::vector<Point> points);

  int size() const { return static_cast<int>(points_.size()); }
  const std::vector<Point>& points() const { return points_; }
  // Point i's cell, corners clockwise on screen (x right, y down), starting anywhere;
  // corners closer than kSameCorner are taken as one (the edge between them dropped).
  void cell(int i, std::vector<CellCorner>& out) const;
  // The cell's centre of mass (for Lloyd's step).
  Point centroid(int i) const;

 private:
  int bucket_of(Point p) const;
  double cut(std::vector<CellCorner>& poly, Point self, int other, std::vector<CellCorner>& spare, double reach2) const;

  double width_, height_;
  int bx_, by_;  // buckets across and down
  std::vector<Point> points_;
  std::vector<int> bucket_start_, in_bucket_;  // bucket b's points: in_bucket_[start[b] .. start[b+1])
};

// The area of a polygon given clockwise on screen (positive).
double area_of(const std::vector<CellCorner>& poly);

}  // namespace maze
