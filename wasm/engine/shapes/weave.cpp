// weave.cpp: the tunnels of a weave maze and the rule they keep.
#include "shapes/weave.h"

#include <string>
#include <utility>

#include "shapes/shape.h"

namespace maze {
namespace {

// The corridor's rooms across the tunnel a-b at c: left and right of c for a tunnel up or
// down, above and below for one left or right.
std::array<int, 2> across(const Grid& g, int a, int c) {
  const int step = c - a;  // cols (down), -cols (up), 1 (right) or -1 (left)
  const int side = step == 1 || step == -1 ? g.cols() : 1;
  return {c - side, c + side};
}

// The room beyond `end` on the tunnel's line, away from c: a tunnel under `end` from there
// would come up in c through the same side. -1 past the edge.
int beyond(const Grid& g, int end, int c) {
  const int step = end - c, room = end + step;
  if (room < 0 || room >= g.rooms()) return -1;
  if ((step == 1 || step == -1) && room / g.cols() != end / g.cols()) return -1;
  return room;
}

}  // namespace

int tunnel_middle(const Grid& g, int a, int b) {
  if (g.kind() != ShapeKind::Weave) return -1;
  if (a > b) std::swap(a, b);
  const int cols = g.cols();
  if (b - a == 2 && a / cols == b / cols && cols > 2) return a + 1;
  if (b - a == 2 * cols) return a + cols;
  return -1;
}

bool can_tunnel(const Grid& g, int a, int b) {
  const int c = tunnel_middle(g, a, b);
  if (c < 0) return false;
  const auto side = across(g, a, c);
  for (int room : side)
    if (room < 0 || room >= g.rooms() || !g.linked(c, room)) return false;
  if (g.linked(c, a) || g.linked(c, b)) return false;
  for (int end : {a, b}) {
    const int far = beyond(g, end, c);
    if (far >= 0 && g.linked(far, c)) return false;  // a tunnel under `end` already comes up through that side
  }
  return true;
}

bool can_open(const Grid& g, int a, int b) {
  if (g.kind() != ShapeKind::Weave) return true;
  if (tunnel_middle(g, a, b) >= 0) return can_tunnel(g, a, b);
  // Side by side: a tunnel from a under b (or from b under a) needs b closed to a, so it would break.
  for (const auto& [from, under] : {std::pair{a, b}, std::pair{b, a}}) {
    const int far = beyond(g, under, from);
    if (far >= 0 && g.linked(from, far)) return false;
  }
  return true;
}

std::vector<std::array<int, 3>> tunnels(const Grid& g) {
  std::vector<std::array<int, 3>> out;
  if (g.kind() != ShapeKind::Weave) return out;
  const int cols = g.cols();
  for (int a = 0; a < g.rooms(); ++a)
    for (int b : {a + 2, a + 2 * cols}) {
      const int c = tunnel_middle(g, a, b);
      if (c >= 0 && b < g.rooms() && g.linked(a, b)) out.push_back({a, b, c});
    }
  return out;
}

void check_tunnels(const Grid& g) {
  for (const auto& [a, b, c] : tunnels(g)) {
    if (!can_tunnel(g, a, b))  // whether a to b is open itself does not count
      throw MazeError("the tunnel from room " + std::to_string(a) + " to room " + std::to_string(b) + " passes under room " +
                      std::to_string(c) +
                      ", whose own corridor must run straight across it (open on both sides, closed to both ends), "
                      "with no other passage through those sides");
  }
}

void check_under(const Grid& g, const std::vector<std::array<int, 3>>& under) {
  const auto expected = tunnels(g);
  const auto text = [](const std::array<int, 3>& t) {
    return "[" + std::to_string(t[0]) + "," + std::to_string(t[1]) + "," + std::to_string(t[2]) + "]";
  };
  for (std::size_t k = 0; k < under.size(); ++k)
    if (k >= expected.size() || expected[k] != under[k])
      throw MazeError("\"under\": " + text(under[k]) + " is not the next tunnel of the openings (each opening between " +
                      "rooms two apart, [a,b,c] from a to b under c, in the openings' order)");
  if (under.size() < expected.size())
    throw MazeError("\"under\" leaves out the tunnel " + text(expected[under.size()]));
  check_tunnels(g);
}

}  // namespace maze
