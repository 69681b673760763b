// mask.h: the places of a mask (a grid with some rooms left out), from text or from a word.
//
// A mask's text: one line a row of places, '.' a room and 'X' no room; blank lines at the end
// (a final newline) are ignored, a '\r' before each newline too. A word: its letters in a
// built-in blocky font (mask_font.cpp), each 5 x 5 places, one empty column between letters,
// on a bar one row deep under them all, so the rooms are one piece. The font has A to Z (small
// letters are taken as capitals), the digits 0 to 9 and the space.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "shapes/shape.h"

namespace maze {

struct MaskPlaces {
  int rows = 0, cols = 0;
  std::vector<std::uint8_t> room;  // rows * cols, 1 where a room is, row by row
};

// Throws MazeError, one sentence, for an empty text, lines of different lengths, a character
// other than '.' and 'X', or more places than a maze's rooms may be.
MaskPlaces read_mask_text(std::string_view text);
// Throws MazeError for an empty word, a character the font lacks, or more than
// limits::kMaxMaskWord characters.
MaskPlaces word_mask(std::string_view word);
// The glyph of a character of the font (5 lines of 5, '#' a room), or null.
const char* const* font_glyph(char ch);
// The mask's empty maze (Shape::mask's checks: rooms at all, in one piece).
Grid mask_maze(const MaskPlaces& places);

}  // namespace maze
