// bindings_checks.cpp: the engine's own checks, asked on their own: a seed, which method grows
// which shape, and every limit. The sentences are the engine's; nothing here says anything of its own.
#include "bindings_checks.h"

#include "base/limits.h"
#include "formats/tiles.h"
#include "random/py_random.h"
#include "shapes/shape.h"
#include "tables/shapes.h"
#include "tables/methods.h"

using emscripten::val;

namespace maze_bindings {

void check_seed(std::string seed) { maze::PyRandom rng(seed); }

val limits() {
  val out = val::object();
  out.set("rooms", maze::limits::kMaxRooms);
  out.set("seedDigits", static_cast<double>(maze::limits::kMaxSeedDigits));
  out.set("braid", maze::limits::kMaxBraid);
  out.set("pickShare", maze::limits::kMaxPickShare);
  out.set("cells", maze::Shape::kMaxCells);
  out.set("tileWidth", maze::kMaxTileWidth);
  out.set("endlessCols", maze::limits::kMaxEndlessCols);
  out.set("keys", maze::limits::kMaxKeys);
  out.set("halls", maze::limits::kMaxHalls);
  out.set("hallSideMin", maze::limits::kMinHallSide);
  out.set("hallSideMax", maze::limits::kMaxHallSide);
  out.set("of", maze::limits::kMaxOf);
  out.set("maskWord", maze::limits::kMaxMaskWord);
  out.set("side", maze::limits::kMaxSide);
  out.set("drawnRooms", maze::limits::kMaxDrawnRooms);
  out.set("playRooms", maze::limits::kMaxPlayRooms);
  out.set("mineRooms", maze::limits::kMaxMineRooms);
  out.set("robotRooms", maze::limits::kMaxRobotRooms);
  out.set("tenPrintSide", maze::limits::kMaxTenPrintSide);
  out.set("textRooms", maze::limits::kMaxTextRooms);
  out.set("worksheetRooms", maze::limits::kMaxWorksheetRooms);
  return out;
}

val method_problems() {
  val out = val::object();
  for (const maze::MethodFacts& m : maze::methods()) {
    val problems = val::object();
    for (const maze::ShapeFacts& s : maze::shapes()) {
      try {
        maze::check_method(m.method, s.kind);
      } catch (const maze::MazeError& e) {
        problems.set(std::string(s.name), std::string(e.what()));
      }
    }
    out.set(std::string(m.name), problems);
  }
  return out;
}

}  // namespace maze_bindings
