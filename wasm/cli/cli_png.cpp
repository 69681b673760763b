// cli_png.cpp: reading a PNG's pixels (zlib inflates them) and making each a place of a mask. Built without zlib
// (CMake found none), the command reads masks as text only, and says so for a PNG.
#include "cli_png.h"

#ifdef MAZE_HAS_ZLIB
#include <zlib.h>
#endif

#include <cstdint>
#include <string>
#include <vector>

namespace maze {
namespace {

[[noreturn]] void bad(const std::string& why) { throw MazeError("the mask picture is not a PNG this can read: " + why); }

// The pixels inflated into `raw`, which is the size the header gives: whether they filled it exactly.
bool inflated(std::vector<unsigned char>& raw, const std::string& data) {
#ifdef MAZE_HAS_ZLIB
  uLongf size = static_cast<uLongf>(raw.size());
  return uncompress(raw.data(), &size, reinterpret_cast<const Bytef*>(data.data()), static_cast<uLong>(data.size())) == Z_OK &&
         size == raw.size();
#else
  (void)raw, (void)data;
  throw MazeError("this maze command was built without zlib, so it reads masks as text only: save the mask as text, one line a row, . a room and X no room");
#endif
}

std::uint32_t be32(std::string_view b, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(b[at])) << 24 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 1])) << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 2])) << 8 | static_cast<unsigned char>(b[at + 3]);
}

int paeth(int a, int b, int c) {
  const int p = a + b - c, pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

}  // namespace

bool looks_like_png(std::string_view bytes) { return bytes.substr(0, 8) == std::string_view("\x89PNG\r\n\x1a\n", 8); }

MaskPlaces read_png_mask(std::string_view bytes) {
  if (!looks_like_png(bytes)) bad("it does not start with PNG's signature");
  std::size_t at = 8;
  std::uint32_t width = 0, height = 0;
  int depth = 0, type = -1;
  std::string data, palette, alpha;
  bool ended = false;
  while (!ended) {
    if (at + 12 > bytes.size()) bad("it ends before its last part");
    const std::uint32_t length = be32(bytes, at);
    const std::string_view name = bytes.substr(at + 4, 4);
    if (length > bytes.size() - at - 12) bad("a part is longer than the file");
    const std::string_view body = bytes.substr(at + 8, length);
    at += 12 + length;
    if (name == "IHDR") {
      if (length != 13) bad("its header is the wrong size");
      width = be32(body, 0), height = be32(body, 4);
      depth = static_cast<unsigned char>(body[8]), type = static_cast<unsigned char>(body[9]);
      if (body[12] != 0) bad("it is interlaced; save it without interlacing");
    } else if (name == "PLTE") {
      palette = body;
    } else if (name == "tRNS") {
      alpha = body;
    } else if (name == "IDAT") {
      data += body;
    } else if (name == "IEND") {
      ended = true;
    }
  }
  const int channels = type == 0 ? 1 : type == 2 ? 3 : type == 3 ? 1 : type == 4 ? 2 : type == 6 ? 4 : 0;
  const bool depth_ok = depth == 8 || depth == 16 || ((type == 0 || type == 3) && (depth == 1 || depth == 2 || depth == 4));
  if (channels == 0 || !depth_ok) bad("its colour type or bit depth is not one PNG has");
  if (width == 0 || height == 0) bad("it has no pixels");
  check_size(static_cast<int>(std::min<std::uint32_t>(height, limits::kMaxRooms + 1U)),
             static_cast<int>(std::min<std::uint32_t>(width, limits::kMaxRooms + 1U)));
  const std::size_t bits = static_cast<std::size_t>(channels) * static_cast<std::size_t>(depth);
  const std::size_t stride = (width * bits + 7) / 8, step = (bits + 7) / 8;
  std::vector<unsigned char> raw(height * (stride + 1));
  if (!inflated(raw, data)) bad("its pixels do not inflate to the size its header gives");
  std::vector<unsigned char> line(stride, 0), above(stride, 0);
  MaskPlaces out;
  out.rows = static_cast<int>(height), out.cols = static_cast<int>(width);
  out.room.reserve(static_cast<std::size_t>(width) * height);
  const int top = (1 << depth) - 1;
  for (std::uint32_t y = 0; y < height; ++y) {
    const unsigned char* row = raw.data() + y * (stride + 1);
    const int filter = row[0];
    if (filter > 4) bad("a row has an unknown filter");
    for (std::size_t i = 0; i < stride; ++i) {
      const int a = i >= step ? line[i - step] : 0, b = above[i], c = i >= step ? above[i - step] : 0;
      const int predict = filter == 1 ? a : filter == 2 ? b : filter == 3 ? (a + b) / 2 : filter == 4 ? paeth(a, b, c) : 0;
      line[i] = static_cast<unsigned char>(row[i + 1] + predict);
    }
    for (std::uint32_t x = 0; x < width; ++x) {
      const auto sample = [&](int k) -> double {  // channel k of pixel x, from 0 to 1
        if (depth == 16) return (line[(x * channels + k) * 2] * 256 + line[(x * channels + k) * 2 + 1]) / 65535.0;
        if (depth == 8) return line[x * channels + k] / 255.0;
        const std::size_t bit = x * depth;
        return ((line[bit / 8] >> (8 - depth - bit % 8)) & top) / static_cast<double>(top);
      };
      double grey = 0, opacity = 1;
      if (type == 3) {
        const std::size_t index = static_cast<std::size_t>(sample(0) * top + 0.5);
        if (3 * index + 2 >= palette.size()) bad("a pixel names a colour its palette lacks");
        const auto colour = [&](std::size_t k) { return static_cast<unsigned char>(palette[3 * index + k]) / 255.0; };
        grey = 0.299 * colour(0) + 0.587 * colour(1) + 0.114 * colour(2);
        if (index < alpha.size()) opacity = static_cast<unsigned char>(alpha[index]) / 255.0;
      } else if (type == 0 || type == 4) {
        grey = sample(0);
        if (type == 4) opacity = sample(1);
      } else {
        grey = 0.299 * sample(0) + 0.587 * sample(1) + 0.114 * sample(2);
        if (type == 6) opacity = sample(3);
      }
      out.room.push_back(grey * opacity + (1 - opacity) >= 0.5 ? 1 : 0);
    }
    std::swap(line, above);
  }
  return out;
}

}  // namespace maze
