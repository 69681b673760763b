// svg_weave.cpp: a weave maze drawn as corridors, so a tunnel shows where it passes under a room.
#include "formats/svg.h"

namespace maze {

std::vector<Segment> weave_lines(const Grid& g) {
  std::vector<Segment> out;
  const int rows = g.rows(), cols = g.cols();
  const double i = kWeaveInset;
  for (int room = 0; room < g.rooms(); ++room) {
    const double x = g.col_of(room), y = g.row_of(room);
    const int r = g.row_of(room), c = g.col_of(room);
    // Up, right, down, left: the room one and two away, and the inner square's side.
    const int steps[4][2] = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    const Point corner[4] = {{x + i, y + i}, {x + 1 - i, y + i}, {x + 1 - i, y + 1 - i}, {x + i, y + 1 - i}};
    const Point edge[4][2] = {{{x + i, y}, {x + 1 - i, y}},
                              {{x + 1, y + i}, {x + 1, y + 1 - i}},
                              {{x + 1 - i, y + 1}, {x + i, y + 1}},
                              {{x, y + 1 - i}, {x, y + i}}};
    for (int d = 0; d < 4; ++d) {
      const int r1 = r + steps[d][0], c1 = c + steps[d][1], r2 = r + 2 * steps[d][0], c2 = c + 2 * steps[d][1];
      const bool one = r1 >= 0 && r1 < rows && c1 >= 0 && c1 < cols;
      const bool two = r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols;
      const bool open = (one && g.linked(room, r1 * cols + c1)) || (two && g.linked(room, r2 * cols + c2));
      const Point from = corner[d], to = corner[(d + 1) % 4];
      if (!open) {
        out.push_back({from, to});
        continue;
      }
      out.push_back({from, edge[d][0]});  // the corridor's two sides, out to the room's edge
      out.push_back({to, edge[d][1]});
    }
  }
  return out;
}

}  // namespace maze
