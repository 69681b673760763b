// corridor.cpp: a run along a corridor to the next junction, dead end or way out.
#include "play/corridor.h"

#include <string>

namespace maze {

std::vector<int> run_along(const Grid& g, int room, int next, int stop) {
  if (room < 0 || room >= g.rooms() || !g.linked(room, next))
    throw MazeError("a run starts through an opening: rooms " + std::to_string(room) + " and " + std::to_string(next) +
                    " are not open to each other");
  std::vector<int> rooms{next};
  int from = room, at = next;
  int open[Grid::kMaxAround];
  while (at != stop && at != room && g.open_around(at, open) == 2) {
    const int on = open[0] == from ? open[1] : open[0];
    from = at, at = on;
    rooms.push_back(at);
  }
  return rooms;
}

}  // namespace maze
