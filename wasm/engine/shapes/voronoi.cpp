// voronoi.cpp: cutting out each point's cell from the box by the bisectors of its near points.
#include "shapes/voronoi.h"

#include <algorithm>
#include <utility>

namespace maze {

Cells::Cells(double width, double height, std::vector<Point> points)
    : width_(width), height_(height), points_(std::move(points)) {
  bx_ = std::max(1, static_cast<int>(width));
  by_ = std::max(1, static_cast<int>(height));
  // A counting sort of the points into their buckets.
  bucket_start_.assign(static_cast<std::size_t>(bx_) * by_ + 1, 0);
  for (const Point& p : points_) ++bucket_start_[static_cast<std::size_t>(bucket_of(p)) + 1];
  for (std::size_t b = 1; b < bucket_start_.size(); ++b) bucket_start_[b] += bucket_start_[b - 1];
  in_bucket_.resize(points_.size());
  std::vector<int> fill(bucket_start_.begin(), bucket_start_.end() - 1);
  for (int i = 0; i < size(); ++i) in_bucket_[static_cast<std::size_t>(fill[bucket_of(points_[i])]++)] = i;
}

int Cells::bucket_of(Point p) const {
  const int x = std::clamp(static_cast<int>(p.x), 0, bx_ - 1), y = std::clamp(static_cast<int>(p.y), 0, by_ - 1);
  return y * bx_ + x;
}

// Keeps the part of the polygon (corners relative to `self`) nearer to self than to point
// `other`: the half-plane v . d <= |d|^2 / 2, d = other - self (Sutherland and Hodgman's
// clipping of one convex polygon by one line). Returns the squared distance from self to the
// farthest corner left (`reach2` if nothing was cut).
double Cells::cut(std::vector<CellCorner>& poly, Point self, int other, std::vector<CellCorner>& spare, double reach2) const {
  thread_local std::vector<double> beyond;
  const Point q = points_[static_cast<std::size_t>(other)];
  const double dx = q.x - self.x, dy = q.y - self.y, h = (dx * dx + dy * dy) / 2;
  const std::size_t n = poly.size();
  beyond.resize(n);
  bool any = false;
  for (std::size_t k = 0; k < n; ++k) {
    beyond[k] = poly[k].at.x * dx + poly[k].at.y * dy - h;
    any = any || beyond[k] > 0;
  }
  if (!any) return reach2;
  spare.clear();
  double most = 0;
  const auto keep = [&](const CellCorner& c) {
    spare.push_back(c);
    most = std::max(most, c.at.x * c.at.x + c.at.y * c.at.y);
  };
  for (std::size_t k = 0, prev = n - 1; k < n; prev = k++) {  // the edge from corner prev to corner k
    const CellCorner& a = poly[prev];
    const CellCorner& b = poly[k];
    const double sa = beyond[prev], sb = beyond[k];
    if ((sa <= 0) != (sb <= 0)) {
      const double t = sa / (sa - sb);
      const Point at{a.at.x + t * (b.at.x - a.at.x), a.at.y + t * (b.at.y - a.at.y)};
      keep({at, sa <= 0 ? other : a.side});  // leaving: along the bisector; entering: along a's edge
    }
    if (sb <= 0) keep(b);
  }
  std::swap(poly, spare);
  return most;
}

void Cells::cell(int i, std::vector<CellCorner>& out) const {
  thread_local std::vector<CellCorner> spare;
  const Point p = points_[static_cast<std::size_t>(i)];
  out.assign({{{-p.x, -p.y}, kTopSide},
              {{width_ - p.x, -p.y}, kRightSide},
              {{width_ - p.x, height_ - p.y}, kBottomSide},
              {{-p.x, height_ - p.y}, kLeftSide}});
  double reach2 = 0;  // the squared distance to the cell's farthest corner
  for (const CellCorner& c : out) reach2 = std::max(reach2, c.at.x * c.at.x + c.at.y * c.at.y);
  const int cx = std::clamp(static_cast<int>(p.x), 0, bx_ - 1), cy = std::clamp(static_cast<int>(p.y), 0, by_ - 1);
  // Every point in ring k of buckets round p's own is at least k - 1 + margin away.
  const double margin = std::max(0.0, std::min({p.x - cx, cx + 1 - p.x, p.y - cy, cy + 1 - p.y}));
  // The points of the nine buckets round p's, nearest first, then ring after ring beyond.
  thread_local std::vector<std::pair<double, int>> near;
  near.clear();
  const auto visit = [&](int x, int y, bool now) {
    if (x < 0 || x >= bx_ || y < 0 || y >= by_) return;
    const std::size_t b = static_cast<std::size_t>(y) * bx_ + x;
    for (int k = bucket_start_[b]; k < bucket_start_[b + 1]; ++k) {
      const int j = in_bucket_[static_cast<std::size_t>(k)];
      const Point q = points_[static_cast<std::size_t>(j)];
      const double dx = q.x - p.x, dy = q.y - p.y, d2 = dx * dx + dy * dy;
      if (j == i || d2 == 0) continue;
      if (!now) {
        near.push_back({d2, j});
      } else if (d2 < 4 * reach2) {  // else too far to cut the cell
        reach2 = cut(out, p, j, spare, reach2);
      }
    }
  };
  for (int y = cy - 1; y <= cy + 1; ++y)
    for (int x = cx - 1; x <= cx + 1; ++x) visit(x, y, false);
  std::sort(near.begin(), near.end());
  for (const auto& [d2, j] : near) {
    if (d2 >= 4 * reach2) break;
    reach2 = cut(out, p, j, spare, reach2);
  }
  const int rings = std::max(bx_, by_);
  for (int k = 2; k <= rings; ++k) {
    const double gap = k - 1 + margin;
    if (gap * gap >= 4 * reach2) break;
    for (int x = cx - k; x <= cx + k; ++x) visit(x, cy - k, true), visit(x, cy + k, true);
    for (int y = cy - k + 1; y <= cy + k - 1; ++y) visit(cx - k, y, true), visit(cx + k, y, true);
  }
  // Drop corners that (nearly) repeat the one before: their edge is no edge.
  const double merge2 = kSameCorner * kSameCorner;
  std::size_t kept = 0;
  for (std::size_t k = 0; k < out.size(); ++k) {
    if (kept > 0) {
      const double dx = out[k].at.x - out[kept - 1].at.x, dy = out[k].at.y - out[kept - 1].at.y;
      if (dx * dx + dy * dy <= merge2) {
        out[kept - 1].side = out[k].side;
        continue;
      }
    }
    out[kept++] = out[k];
  }
  out.resize(kept);
  while (out.size() > 3) {
    const double dx = out.back().at.x - out.front().at.x, dy = out.back().at.y - out.front().at.y;
    if (dx * dx + dy * dy > merge2) break;
    out.pop_back();
  }
  for (CellCorner& c : out) c.at = {p.x + c.at.x, p.y + c.at.y};
}

Point Cells::centroid(int i) const {
  thread_local std::vector<CellCorner> poly;
  cell(i, poly);
  double twice_area = 0, sx = 0, sy = 0;
  const Point o = points_[static_cast<std::size_t>(i)];  // sums about the point, for precision
  for (std::size_t k = 0; k < poly.size(); ++k) {
    const Point a{poly[k].at.x - o.x, poly[k].at.y - o.y};
    const Point b{poly[(k + 1) % poly.size()].at.x - o.x, poly[(k + 1) % poly.size()].at.y - o.y};
    const double cross = a.x * b.y - b.x * a.y;
    twice_area += cross;
    sx += (a.x + b.x) * cross;
    sy += (a.y + b.y) * cross;
  }
  return {o.x + sx / (3 * twice_area), o.y + sy / (3 * twice_area)};
}

double area_of(const std::vector<CellCorner>& poly) {
  double twice = 0;
  for (std::size_t k = 0; k < poly.size(); ++k) {
    const Point a = poly[k].at, b = poly[(k + 1) % poly.size()].at;
    twice += a.x * b.y - b.x * a.y;
  }
  return twice / 2;
}

}  // namespace maze
