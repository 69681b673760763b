// mask.cpp: a mask's places read from text or made from a word.
#include "shapes/mask.h"
#include <algorithm>

namespace maze {
namespace {
std::string places(std::size_t n) { return std::to_string(n) + (n == 1 ? " place" : " places"); }
}  // namespace

MaskPlaces read_mask_text(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start < text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  if (lines.empty())
    throw MazeError("the mask is empty: write one line a row, . for a room and X for no room");
  MaskPlaces out;
  out.rows = static_cast<int>(std::min<std::size_t>(lines.size(), limits::kMaxRooms + 1ULL));
  out.cols = static_cast<int>(std::min<std::size_t>(lines[0].size(), limits::kMaxRooms + 1ULL));
  check_size(out.rows, out.cols);
  out.room.reserve(static_cast<std::size_t>(out.rows) * static_cast<std::size_t>(out.cols));
  for (std::size_t r = 0; r < lines.size(); ++r) {
    if (lines[r].size() != lines[0].size())
      throw MazeError("the mask's lines must all be as long as the first: line " + std::to_string(r + 1) + " has " +
                      places(lines[r].size()) + ", line 1 has " + places(lines[0].size()));
    for (std::size_t c = 0; c < lines[r].size(); ++c) {
      const char ch = lines[r][c];
      if (ch != '.' && ch != 'X')
        throw MazeError("a mask holds only . (a room) and X (no room): line " + std::to_string(r + 1) + ", place " +
                        std::to_string(c + 1) + " has " +
                        (ch >= 0x21 && ch < 0x7f ? "'" + std::string(1, ch) + "'" : std::string("another character")));
      out.room.push_back(ch == '.' ? 1 : 0);
    }
  }
  return out;
}

MaskPlaces word_mask(std::string_view word) {
  if (word.size() > static_cast<std::size_t>(limits::kMaxMaskWord))
    throw MazeError("a word made a maze can have at most " + std::to_string(limits::kMaxMaskWord) + " characters (got " +
                    std::to_string(word.size()) + ")");
  bool letters = false;
  for (char ch : word) {
    const char up = ch >= 'a' && ch <= 'z' ? static_cast<char>(ch - 'a' + 'A') : ch;
    if (!font_glyph(up))
      throw MazeError("a word made a maze takes the letters A to Z, the digits 0 to 9 and spaces, not " +
                      (ch >= 0x21 && ch < 0x7f ? "'" + std::string(1, ch) + "'" : std::string("other characters")));
    letters = letters || up != ' ';
  }
  if (!letters) throw MazeError("the word has no letters: give at least one letter or digit");
  MaskPlaces out;
  out.rows = 6;
  out.cols = 6 * static_cast<int>(word.size()) - 1;
  out.room.assign(static_cast<std::size_t>(out.rows) * static_cast<std::size_t>(out.cols), 0);
  for (std::size_t i = 0; i < word.size(); ++i) {
    const char ch = word[i] >= 'a' && word[i] <= 'z' ? static_cast<char>(word[i] - 'a' + 'A') : word[i];
    const char* const* glyph = font_glyph(ch);
    for (int r = 0; r < 5; ++r)
      for (int c = 0; c < 5; ++c)
        if (glyph[r][c] == '#') out.room[static_cast<std::size_t>(r * out.cols + 6 * static_cast<int>(i) + c)] = 1;
  }
  for (int c = 0; c < out.cols; ++c) out.room[static_cast<std::size_t>(5 * out.cols + c)] = 1;  // the bar
  return out;
}

Grid mask_maze(const MaskPlaces& places) {
  return Grid(std::make_shared<const Shape>(Shape::mask(places.rows, places.cols, places.room)));
}

}  // namespace maze
