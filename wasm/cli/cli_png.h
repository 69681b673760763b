// cli_png.h: a PNG picture read as a mask: a dark pixel no room, a light one a room.
#pragma once
#include <string_view>

#include "shapes/mask.h"

namespace maze {

// Whether the bytes start with PNG's signature.
bool looks_like_png(std::string_view bytes);
// One room a pixel: a pixel is light (a room) when its brightness, 0.299 R + 0.587 G + 0.114 B
// over white where it is see-through, is at least half. Any PNG colour type and bit depth, not
// interlaced. Throws MazeError, one sentence, for a file that is not a whole PNG.
MaskPlaces read_png_mask(std::string_view bytes);

}  // namespace maze
