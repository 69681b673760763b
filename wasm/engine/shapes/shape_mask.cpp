// shape_mask.cpp: a mask's rooms (a grid with some rooms left out), numbered in reading order.
#include <string>

#include "shapes/shape.h"

namespace maze {
namespace {

std::string with_commas(long long n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

Shape Shape::mask(int rows, int cols, const std::vector<std::uint8_t>& room) {
  check_size(rows, cols);
  const std::size_t places = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  if (room.size() != places) throw MazeError("the mask's list of rooms does not match its rows and columns");
  Shape s;
  s.kind_ = ShapeKind::Mask, s.rows_ = rows, s.cols_ = cols;
  s.room_at_.assign(places, -1);
  for (std::size_t p = 0; p < places; ++p)
    if (room[p]) {
      s.room_at_[p] = static_cast<int>(s.place_.size());
      s.place_.push_back(static_cast<int>(p));
    }
  if (s.place_.empty()) throw MazeError("the mask has no rooms: it needs at least one");
  const int C = cols;
  const auto at = [&s](int place) { return s.room_at_[static_cast<std::size_t>(place)]; };
  std::vector<int> start{0}, list;
  for (const int p : s.place_) {
    const int r = p / C, c = p % C;
    if (r > 0 && at(p - C) >= 0) list.push_back(at(p - C));
    if (r + 1 < rows && at(p + C) >= 0) list.push_back(at(p + C));
    if (c > 0 && at(p - 1) >= 0) list.push_back(at(p - 1));
    if (c + 1 < C && at(p + 1) >= 0) list.push_back(at(p + 1));
    start.push_back(static_cast<int>(list.size()));
  }
  s.build_lists(start, list);
  // The pieces: each room not yet reached starts one, and a stack reaches the rest of it.
  std::vector<char> reached(s.place_.size(), 0);
  std::vector<int> stack;
  long long pieces = 0;
  for (int start = 0; start < s.rooms(); ++start) {
    if (reached[static_cast<std::size_t>(start)]) continue;
    ++pieces;
    reached[static_cast<std::size_t>(start)] = 1;
    stack.push_back(start);
    while (!stack.empty()) {
      const int r0 = stack.back();
      stack.pop_back();
      for (int next : s.neighbours(r0))
        if (!reached[static_cast<std::size_t>(next)]) reached[static_cast<std::size_t>(next)] = 1, stack.push_back(next);
    }
  }
  if (pieces > 1)
    throw MazeError("the mask's rooms fall apart into " + with_commas(pieces) +
                    " pieces: join them (rooms touching only at a corner are not joined)");
  return s;
}

}  // namespace maze
