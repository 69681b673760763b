// halls.cpp: halls opened in a grown square maze, walling up again what would close a loop.
#include "games/halls.h"

#include <numeric>
#include <string>

#include "base/limits.h"

namespace maze {
namespace {

struct Rect {
  int row, col, rows, cols;
};

// A union-find over rooms, its roots found with path halving.
struct Pieces {
  std::vector<int> up;
  explicit Pieces(int n) : up(n) { std::iota(up.begin(), up.end(), 0); }
  int find(int a) {
    while (up[a] != a) a = up[a] = up[up[a]];
    return a;
  }
  bool join(int a, int b) {
    a = find(a), b = find(b);
    if (a == b) return false;
    up[b] = a;
    return true;
  }
};

// Sums of `blocked` over any rectangle, in O(1) after O(rooms).
struct Sums {
  int cols;
  std::vector<int> s;  // (rows + 1) x (cols + 1)
  Sums(const std::vector<char>& blocked, int rows, int cols_) : cols(cols_), s((rows + 1) * (cols_ + 1), 0) {
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c)
        s[(r + 1) * (cols + 1) + c + 1] =
            blocked[r * cols + c] + s[r * (cols + 1) + c + 1] + s[(r + 1) * (cols + 1) + c] - s[r * (cols + 1) + c];
  }
  int over(int r, int c, int h, int w) const {
    const int W = cols + 1;
    return s[(r + h) * W + c + w] - s[r * W + c + w] - s[(r + h) * W + c] + s[r * W + c];
  }
};

// A place for a rows x cols hall where `blocked` (the halls so far, each with a ring of one
// room around it) has nothing, chosen evenly; false when there is none.
bool place(const std::vector<char>& blocked, const Grid& g, Rect& hall, PyRandom& rng) {
  const Sums sums(blocked, g.rows(), g.cols());
  std::vector<int> free;
  for (int r = 0; r + hall.rows <= g.rows(); ++r)
    for (int c = 0; c + hall.cols <= g.cols(); ++c)
      if (sums.over(r, c, hall.rows, hall.cols) == 0) free.push_back(r * g.cols() + c);
  if (free.empty()) return false;
  const int at = free[static_cast<std::size_t>(rng.randbelow(free.size()))];
  hall.row = at / g.cols(), hall.col = at % g.cols();
  return true;
}

}  // namespace

std::vector<int> hall_of_rooms(const Grid& g, const Halls& halls) {
  std::vector<int> of(g.rooms(), -1);
  for (std::size_t h = 0; h < halls.size(); ++h)
    for (int room : halls[h]) of[room] = static_cast<int>(h);
  return of;
}

Halls open_halls(Grid& g, int count, PyRandom& rng) {
  if (!g.square())
    throw MazeError("halls are rectangles of rooms, so they are for square mazes only");
  if (count < 1 || count > limits::kMaxHalls)
    throw MazeError("the halls must be a whole number from 1 to " + std::to_string(limits::kMaxHalls) + " (got " +
                    std::to_string(count) + ")");
  const int span = limits::kMaxHallSide - limits::kMinHallSide + 1;
  std::vector<char> blocked(g.rooms(), 0);
  Halls halls;
  for (int h = 0; h < count; ++h) {
    Rect hall{0, 0, limits::kMinHallSide + static_cast<int>(rng.randbelow(span)),
              limits::kMinHallSide + static_cast<int>(rng.randbelow(span))};
    if (!place(blocked, g, hall, rng))
      throw MazeError("there is no place left for hall " + std::to_string(h + 1) + " of " + std::to_string(count) +
                      " in this " + std::to_string(g.rows()) + " x " + std::to_string(g.cols()) +
                      " maze (halls never touch): ask for fewer halls or a bigger maze");
    std::vector<int> rooms;
    for (int r = hall.row; r < hall.row + hall.rows; ++r)
      for (int c = hall.col; c < hall.col + hall.cols; ++c) rooms.push_back(g.room(r, c));
    for (int r = std::max(0, hall.row - 1); r < std::min(g.rows(), hall.row + hall.rows + 1); ++r)
      for (int c = std::max(0, hall.col - 1); c < std::min(g.cols(), hall.col + hall.cols + 1); ++c)
        blocked[g.room(r, c)] = 1;
    halls.push_back(std::move(rooms));
  }
  const std::vector<int> hall_of = hall_of_rooms(g, halls);
  Pieces pieces(g.rooms());
  for (const auto& rooms : halls)
    for (int room : rooms) {
      pieces.join(rooms[0], room);
      for (int d : {Down, Right})
        if (const int next = g.neighbour(room, d); next >= 0 && hall_of[next] == hall_of[room]) g.link(room, next);
    }
  // The openings in sorted order (each room's below, then right, as the JSON lists them).
  for (int room = 0; room < g.rooms(); ++room)
    for (int d : {Right, Down}) {
      const int next = g.neighbour(room, d);
      if (next < 0 || !g.open(room, d) || (hall_of[room] >= 0 && hall_of[room] == hall_of[next])) continue;
      if (!pieces.join(room, next)) g.unlink(room, next);
    }
  return halls;
}

bool tree_with_halls(const Grid& g, const Halls& halls) {
  const std::vector<int> hall_of = hall_of_rooms(g, halls);
  Pieces pieces(g.rooms());
  long long nodes = g.rooms(), edges = 0;
  for (const auto& rooms : halls) {
    for (int room : rooms) {
      pieces.join(rooms[0], room);
      int around[Grid::kMaxAround];
      for (int k = 0, n = g.around(room, around); k < n; ++k) {
        const int next = around[k];
        if (hall_of[next] == hall_of[room] && !g.linked(room, next)) return false;  // a wall inside a hall
        if (hall_of[next] >= 0 && hall_of[next] != hall_of[room]) return false;     // two halls side by side
      }
    }
    nodes -= static_cast<long long>(rooms.size()) - 1;
  }
  for (int room = 0; room < g.rooms(); ++room) {
    int around[Grid::kMaxAround];
    for (int k = 0, n = g.open_around(room, around); k < n; ++k) {
      const int next = around[k];
      if (next < room || (hall_of[room] >= 0 && hall_of[room] == hall_of[next])) continue;
      ++edges;
      if (!pieces.join(room, next)) return false;  // a loop outside the halls
    }
  }
  return edges == nodes - 1;  // no loop and nodes - 1 openings: one piece
}

}  // namespace maze
