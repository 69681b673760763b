// eller_rows_test.cpp: Eller's row core, row by row, makes the lesson program's mazes.
#include <gtest/gtest.h>

#include "algorithms/eller_rows.h"
#include "test_util.h"

namespace maze {
namespace {

// The program's picture, made the way eller.py makes it, from the row core alone.
std::vector<std::string> eller_picture(int rows, int cols, PyRandom& rng) {
  std::vector<std::string> picture(2 * rows + 1, std::string(2 * cols + 1, '#'));
  EllerRows row(cols);
  for (int r = 0; r < rows; ++r) {
    const bool last = r == rows - 1;
    for (int c = 0; c < cols; ++c) picture[2 * r + 1][2 * c + 1] = '.';
    for (int c = 0; c + 1 < cols; ++c)
      if (row.join(c, last, rng)) picture[2 * r + 1][2 * c + 2] = '.';
    if (last) break;
    row.choose_down(rng);
    for (int c = 0; c < cols; ++c)
      if (row.down(c)) picture[2 * r + 2][2 * c + 1] = '.';
    row.next_row();
  }
  return picture;
}

TEST(EllerRows, MakeTheProgramsMazes) {
  int mazes = 0;
  for (const auto& run : testing::fixture_runs(MAZE_FIXTURE_DIR "/method_mazes.txt")) {
    if (run.name != "eller") continue;
    PyRandom rng(run.seed);
    for (std::size_t k = 0; k < run.mazes.size(); ++k, ++mazes)
      EXPECT_EQ(eller_picture(run.rows, run.cols, rng), run.mazes[k])
          << "seed " << run.seed << " " << run.rows << "x" << run.cols << " maze " << k;
  }
  EXPECT_EQ(mazes, 20);
}

// A row's pieces: joined rooms share one, next_row keeps the pieces of the rooms that went down.
TEST(EllerRows, PiecesFollowTheJoinsAndTheOpeningsDown) {
  PyRandom rng(7);
  EllerRows row(12);
  for (int c = 0; c < 12; ++c) EXPECT_EQ(row.piece(c), c);
  for (int c = 0; c + 1 < 12; ++c) {
    const bool apart = row.piece(c) != row.piece(c + 1);
    const bool opened = row.join(c, false, rng);
    EXPECT_EQ(opened, apart && row.piece(c) == row.piece(c + 1));
  }
  row.choose_down(rng);
  std::vector<int> before(12), went(12, 0);
  for (int c = 0; c < 12; ++c) before[c] = row.piece(c);
  // Every piece has a room going down.
  for (int c = 0; c < 12; ++c) went[before[c]] |= row.down(c);
  for (int c = 0; c < 12; ++c) EXPECT_TRUE(went[before[c]]) << "piece of room " << c;
  row.next_row();
  for (int a = 0; a < 12; ++a)
    for (int b = 0; b < 12; ++b) {
      const bool kept = row.down(a) && row.down(b) && before[a] == before[b];
      EXPECT_EQ(row.piece(a) == row.piece(b), a == b || kept) << a << " " << b;
    }
  // The last row joins every two pieces side by side, with no draws.
  PyRandom copy = rng;
  for (int c = 0; c + 1 < 12; ++c) row.join(c, true, rng);
  for (int c = 0; c < 12; ++c) EXPECT_EQ(row.piece(c), row.piece(0));
  EXPECT_EQ(copy.next32(), rng.next32());
}

TEST(EllerRows, RefusesAnEmptyRow) { EXPECT_THROW(EllerRows(0), MazeError); }

}  // namespace
}  // namespace maze
