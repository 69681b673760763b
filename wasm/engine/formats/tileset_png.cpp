// tileset_png.cpp: the Tiled map's tileset picture, a PNG of two tiles (floor, wall) written
// by hand: RGB, 8 bits, its pixels in one stored (uncompressed) deflate block.
#include <array>
#include <cstdint>
#include <string>

#include "formats/tiles.h"

namespace maze {
namespace {

std::uint32_t crc32(const std::string& bytes) {
  std::uint32_t crc = 0xffffffffu;
  for (unsigned char byte : bytes) {
    crc ^= byte;
    for (int bit = 0; bit < 8; ++bit) crc = crc & 1 ? (crc >> 1) ^ 0xedb88320u : crc >> 1;
  }
  return ~crc;
}

std::uint32_t adler32(const std::string& bytes) {
  std::uint32_t a = 1, b = 0;
  for (unsigned char byte : bytes) a = (a + byte) % 65521, b = (b + a) % 65521;
  return b << 16 | a;
}

void big_endian(std::string& out, std::uint32_t n) {
  for (int shift = 24; shift >= 0; shift -= 8) out += static_cast<char>(n >> shift & 0xff);
}

// Length, type, data, and the CRC of type and data.
void chunk(std::string& png, const char* type, const std::string& data) {
  big_endian(png, static_cast<std::uint32_t>(data.size()));
  const std::string body = type + data;
  png += body;
  big_endian(png, crc32(body));
}

}  // namespace

std::string tileset_png() {
  constexpr int width = 2 * kTilePixels, height = kTilePixels;
  // The board's colours: a pale floor and a dark wall.
  constexpr std::array<unsigned char, 3> floor = {0xf4, 0xef, 0xe6}, wall = {0x2e, 0x2b, 0x3a};
  std::string pixels;
  for (int y = 0; y < height; ++y) {
    pixels += '\0';  // filter: none
    for (int x = 0; x < width; ++x)
      for (unsigned char channel : x < kTilePixels ? floor : wall) pixels += static_cast<char>(channel);
  }
  std::string header;
  big_endian(header, width);
  big_endian(header, height);
  header += std::string("\x08\x02\x00\x00\x00", 5);  // 8 bits, RGB, deflate, no filter set, no interlace
  // zlib: header, one final stored block (length and its complement, little end first), Adler-32.
  const auto n = static_cast<std::uint16_t>(pixels.size());
  std::string zlib = "\x78\x01\x01";
  zlib += static_cast<char>(n & 0xff), zlib += static_cast<char>(n >> 8);
  zlib += static_cast<char>(~n & 0xff), zlib += static_cast<char>((~n >> 8) & 0xff);
  zlib += pixels;
  big_endian(zlib, adler32(pixels));
  std::string png = "\x89PNG\r\n\x1a\n";
  chunk(png, "IHDR", header);
  chunk(png, "IDAT", zlib);
  chunk(png, "IEND", "");
  return png;
}

}  // namespace maze
