// cli_mask.cpp: reading the mask a maze grows in, from a file (text or PNG) or a word.
#include "cli_mask.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_png.h"
#include "shapes/mask.h"
#include "shapes/shape.h"

namespace maze {

bool mask_asked(const Args& args) { return args.has("mask") || args.has("text"); }

Grid mask_of(const Args& args) {
  if (args.has("mask") && args.has("text")) throw MazeError("give --mask FILE or --text WORD, not both");
  for (const char* size : {"rows", "cols"})
    if (args.has(size)) throw MazeError(std::string("a mask has its own rows and columns: leave out --") + size);
  if (args.has("shape") && args.options.at("shape") != "mask")
    throw MazeError("--mask and --text make a mask maze: leave out --shape " + args.options.at("shape"));
  if (args.has("text")) return mask_maze(word_mask(args.options.at("text")));
  const std::string& name = args.options.at("mask");
  std::error_code folder;
  if (std::filesystem::is_directory(name, folder)) throw MazeError("the mask file " + name + " is a folder: give the mask's own file");
  std::ifstream file(name, std::ios::binary);
  if (!file) throw MazeError("cannot read the mask file " + name);
  std::stringstream bytes;
  bytes << file.rdbuf();
  const std::string text = bytes.str();
  return mask_maze(looks_like_png(text) ? read_png_mask(text) : read_mask_text(text));
}

}  // namespace maze
