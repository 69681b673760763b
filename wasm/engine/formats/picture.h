// picture.h: the lesson's maze picture (# rock, . floor; rooms at odd row and column).
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "shapes/grid.h"

namespace maze {

// Reads a picture; throws MazeError naming the problem and where (rows and columns
// counted from 0, as Python counts them).
Grid read_picture(const std::vector<std::string>& lines);
// The same from text with one picture row a line (blank lines at the ends ignored).
Grid read_picture_text(std::string_view text);
// The square's picture; a mask's too, its rooms at their places and the rooms it leaves out rock.
std::vector<std::string> write_picture(const Grid& g);
std::string write_picture_text(const Grid& g);  // rows joined with '\n', no final newline

// Square of the picture where a room sits, and where the wall between two rooms sits.
inline int square_row(const Grid& g, int room) { return 2 * g.row_of(room) + 1; }
inline int square_col(const Grid& g, int room) { return 2 * g.col_of(room) + 1; }

}  // namespace maze
