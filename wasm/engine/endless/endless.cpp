// endless.cpp: one row of the endless maze at a time, written as two lines of the picture.
#include "endless/endless.h"

#include "base/grouped.h"
#include "base/limits.h"
#include "shapes/grid.h"

namespace maze {

namespace {
int check_cols(int cols) {
  if (cols < 1 || cols > limits::kMaxEndlessCols)
    throw MazeError("an endless maze is from 1 to " + grouped(limits::kMaxEndlessCols) + " rooms across (got " +
                    std::to_string(cols) + ")");
  return cols;
}
}  // namespace

EndlessMaze::EndlessMaze(int cols, std::string_view seed) : row_(check_cols(cols)) {
  if (seed.empty()) {
    seed_ = rng_.seed_fresh();
  } else {
    rng_.seed(seed);
    seed_ = std::string(seed);
  }
}

void EndlessMaze::next(bool last, std::string& rooms, std::string& below) {
  if (closed_) throw MazeError("the maze is closed: its last row was made");
  const int cols = row_.cols();
  const std::size_t width = 2 * static_cast<std::size_t>(cols) + 1;
  rooms.assign(width, '#');
  below.assign(width, '#');
  for (int c = 0; c < cols; ++c) rooms[2 * c + 1] = '.';
  for (int c = 0; c + 1 < cols; ++c)
    if (row_.join(c, last, rng_)) rooms[2 * c + 2] = '.';
  ++made_;
  if (last) {
    closed_ = true;
    return;
  }
  row_.choose_down(rng_);
  for (int c = 0; c < cols; ++c)
    if (row_.down(c)) below[2 * c + 1] = '.';
  row_.next_row();
}

}  // namespace maze
