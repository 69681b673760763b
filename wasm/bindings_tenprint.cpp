// bindings_tenprint.cpp: embind only: the ten-print board (tenprint.h) for the page.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <string>

#include "bindings_util.h"
#include "tenprint/tenprint.h"

using emscripten::val;
using maze::TenPrintMaker;

namespace {


val bytes(const std::vector<std::uint8_t>& v) { return maze_bindings::copy_array("Uint8Array", v); }

TenPrintMaker* make(int rows, int cols, std::string seed) { return new TenPrintMaker(rows, cols, seed); }
std::string seed(const TenPrintMaker& m) { return m.seed(); }
int rows(const TenPrintMaker& m) { return m.board().rows; }
int cols(const TenPrintMaker& m) { return m.board().cols; }
double placed(const TenPrintMaker& m) { return static_cast<double>(m.placed()); }
int step(TenPrintMaker& m) { return m.step(); }
double step_many(TenPrintMaker& m, double n) { return static_cast<double>(m.step_many(static_cast<long long>(n))); }
void finish(TenPrintMaker& m) { m.finish(); }
void next(TenPrintMaker& m) { m.next(); }
int count_through(TenPrintMaker& m, int n) { return m.count_through(n); }
val squares(const TenPrintMaker& m) { return bytes(m.board().squares); }
std::string text(const TenPrintMaker& m) { return maze::ten_print_text(m.board()); }
val ways_through(const TenPrintMaker& m) { return bytes(maze::ways_through(m.board())); }
bool has_way_through(const TenPrintMaker& m) { return maze::has_way_through(m.board()); }

}  // namespace

EMSCRIPTEN_BINDINGS(tenprint) {
  emscripten::class_<TenPrintMaker>("TenPrint")
      .constructor(SAFE(make), emscripten::allow_raw_pointers())
      .function("seed", SAFE(seed))
      .function("rows", SAFE(rows))
      .function("cols", SAFE(cols))
      .function("placed", SAFE(placed))
      .function("step", SAFE(step))
      .function("stepMany", SAFE(step_many))
      .function("finish", SAFE(finish))
      .function("next", SAFE(next))
      .function("countThrough", SAFE(count_through))
      .function("squares", SAFE(squares))
      .function("text", SAFE(text))
      .function("waysThrough", SAFE(ways_through))
      .function("hasWayThrough", SAFE(has_way_through));
}
