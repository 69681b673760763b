// picture.cpp: reading and writing the lesson's picture format, with clear errors.
#include "formats/picture.h"

#include "base/grouped.h"

namespace maze {
namespace {

std::string at(std::size_t r, std::size_t c) {
  return "row " + std::to_string(r) + ", column " + std::to_string(c);
}

// The character as a student would recognise it, quoted.
std::string shown(char ch) {
  unsigned char u = static_cast<unsigned char>(ch);
  if (ch == ' ') return "a space";
  if (ch == '\t') return "a tab";
  if (u < 32 || u >= 127) return "a character with code " + std::to_string(u);
  return std::string("'") + ch + "'";
}

void check_shape(const std::vector<std::string>& lines) {
  if (lines.empty()) throw MazeError("the picture is empty: a maze picture needs at least 3 rows");
  std::size_t width = lines[0].size();
  for (std::size_t r = 1; r < lines.size(); ++r)
    if (lines[r].size() != width)
      throw MazeError("row " + std::to_string(r) + " has " + std::to_string(lines[r].size()) +
                      " squares but row 0 has " + std::to_string(width) + ": every row must be as long as the first");
  if (lines.size() < 3 || width < 3)
    throw MazeError("the picture is " + std::to_string(lines.size()) + " x " + std::to_string(width) +
                    " squares: it needs at least 3 x 3 (one room with rock all round)");
  if (lines.size() % 2 == 0)
    throw MazeError("the picture has " + std::to_string(lines.size()) +
                    " rows: it needs an odd number (2 x rooms + 1)");
  if (width % 2 == 0)
    throw MazeError("the picture has " + std::to_string(width) +
                    " columns: it needs an odd number (2 x rooms + 1)");
  std::size_t rooms = ((lines.size() - 1) / 2) * ((width - 1) / 2);
  if (rooms > static_cast<std::size_t>(Grid::kMaxRooms))
    throw MazeError("the picture has " + std::to_string(rooms) + " rooms: at most " + grouped(Grid::kMaxRooms) + " fit");
}

void check_square(const std::vector<std::string>& lines, std::size_t r, std::size_t c) {
  char ch = lines[r][c];
  if (ch != '#' && ch != '.')
    throw MazeError(at(r, c) + " is " + shown(ch) + ": a picture may only have '#' (rock) and '.' (floor)");
  bool edge = r == 0 || c == 0 || r + 1 == lines.size() || c + 1 == lines[r].size();
  if (ch == '.' && edge) throw MazeError(at(r, c) + " is an opening in the outside wall: the border must be all '#'");
  if (ch == '.' && r % 2 == 0 && c % 2 == 0)
    throw MazeError(at(r, c) + " is a corner post and must be '#'");
  if (ch == '#' && r % 2 == 1 && c % 2 == 1)
    throw MazeError(at(r, c) + " is a room and must be '.'");
}

}  // namespace

Grid read_picture(const std::vector<std::string>& lines) {
  check_shape(lines);
  for (std::size_t r = 0; r < lines.size(); ++r)
    for (std::size_t c = 0; c < lines[r].size(); ++c) check_square(lines, r, c);
  Grid g(static_cast<int>(lines.size() / 2), static_cast<int>(lines[0].size() / 2));
  for (int room = 0; room < g.rooms(); ++room) {
    std::size_t r = square_row(g, room), c = square_col(g, room);
    if (r + 2 < lines.size() && lines[r + 1][c] == '.') g.link(room, room + g.cols());
    if (c + 2 < lines[r].size() && lines[r][c + 1] == '.') g.link(room, room + 1);
  }
  return g;
}

Grid read_picture_text(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string line(text.substr(start, end - start));
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    start = end + 1;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  std::size_t first = 0;
  while (first < lines.size() && lines[first].empty()) ++first;
  lines.erase(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(first));
  return read_picture(lines);
}

std::vector<std::string> write_picture(const Grid& g) {
  std::vector<std::string> lines(2 * g.rows() + 1, std::string(2 * g.cols() + 1, '#'));
  for (int room = 0; room < g.rooms(); ++room) {
    int r = square_row(g, room), c = square_col(g, room);
    lines[r][c] = '.';
    if (g.open(room, Down)) lines[r + 1][c] = '.';
    if (g.open(room, Right)) lines[r][c + 1] = '.';
  }
  return lines;
}

std::string write_picture_text(const Grid& g) {
  std::string out;
  for (const auto& line : write_picture(g)) {
    if (!out.empty()) out += '\n';
    out += line;
  }
  return out;
}

}  // namespace maze
