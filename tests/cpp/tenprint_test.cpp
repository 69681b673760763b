// tenprint_test.cpp: ten-print boards against CPython, ways through against hand-checked boards, the command.
#include "tenprint/tenprint.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "cli.h"
#include "shapes/grid.h"
#include "test_util.h"

#ifndef MAZE_FIXTURE_DIR
#define MAZE_FIXTURE_DIR "tests/cpp/fixtures"
#endif
#ifndef MAZE_TOOLS_DIR
#define MAZE_TOOLS_DIR "tools"
#endif

namespace maze {
namespace {

const std::string kTenPrintFixture = std::string(MAZE_FIXTURE_DIR) + "/tenprint.txt";

bool through(const std::string& picture) { return has_way_through(read_ten_print(picture)); }

struct Ran {
  int status;
  std::string out, err;
};
Ran cli(const std::vector<std::string>& words) {
  std::istringstream in;
  std::ostringstream out, err;
  int status = run_cli(words, in, out, err);
  return {status, out.str(), err.str()};
}

// Every board and share in the fixture: the picture CPython's ten_print drew, and the fixture
// tool's own flood (quarters of squares, breadth-first) for the way through.
TEST(TenPrint, BoardsAndSharesMatchCPython) {
  auto lines = testing::lines_of(testing::read_file(kTenPrintFixture));
  ASSERT_GT(lines.size(), 10u) << kTenPrintFixture;
  int boards = 0, shares = 0;
  for (std::size_t i = 1; i < lines.size();) {
    std::istringstream head(lines[i++]);
    std::string kind, seed;
    int rows = 0, cols = 0;
    head >> kind >> seed >> rows >> cols;
    const std::string what = lines[i - 1];
    if (kind == "board") {
      std::string way;
      head >> way;
      std::string picture;
      for (int r = 0; r < rows; ++r) picture += (r ? "\n" : "") + lines[i++];
      PyRandom rng(seed);
      TenPrint b = ten_print(rows, cols, rng);
      EXPECT_EQ(ten_print_text(b), picture) << what;
      EXPECT_EQ(read_ten_print(picture), b) << what;
      EXPECT_EQ(has_way_through(b), way == "yes") << what;
      auto ran = cli({"tenprint", "--rows", std::to_string(rows), "--cols", std::to_string(cols), "--seed", seed});
      EXPECT_EQ(ran.out, picture + "\n") << what;
      ++boards;
    } else {
      ASSERT_EQ(kind, "share") << what;
      int k = 0, count = 0;
      head >> k >> count;
      TenPrintMaker maker(rows, cols, seed);
      EXPECT_EQ(maker.count_through(k), count) << what;
      ++shares;
    }
  }
  EXPECT_EQ(boards, 10);
  EXPECT_EQ(shares, 6);
}

// The committed fixture is what CPython and the lesson's ten_print give today.
TEST(TenPrint, FixtureIsWhatCPythonMakes) {
  ASSERT_TRUE(testing::have_python()) << "python3 is needed to re-create the fixture (scripts/setup.sh installs it)";
  std::string out = ::testing::TempDir() + "tenprint.txt";
  auto ran = testing::run("python3 '" MAZE_TOOLS_DIR "/make_tenprint_fixtures.py' '" + out + "'");
  ASSERT_EQ(ran.status, 0);
  EXPECT_TRUE(testing::read_file(out) == testing::read_file(kTenPrintFixture)) << "regenerate with tools/make_tenprint_fixtures.py";
}

// random.choice("╱╲") is _randbelow(2): in CPython 3, getrandbits(2) until it is below 2, so a
// word with its top bit set is thrown away and the next bit is the choice.
TEST(TenPrint, OneChoiceIsRandbelowTwo) {
  PyRandom a("2083"), b("2083");
  for (int i = 0; i < 1000; ++i) {
    std::uint32_t w;
    do w = b.next32();
    while (w >> 31);
    ASSERT_EQ(random_slant(a), static_cast<int>(w >> 30)) << i;
  }
}

// Worked by hand: a diagonal always parts a square's top from its bottom, so one square, or a
// single column, never has a way through.
TEST(TenPrint, OneSquareOrOneColumnNever) {
  for (const char* p : {"/", "\\", "/\n/", "/\n\\", "\\\n/", "\\\n\\", "/\n\\\n/\n/\n\\"}) EXPECT_FALSE(through(p)) << p;
}

// One row: ╲╲ joins the first square's top (right of its diagonal) to the second's bottom
// (left of its diagonal); ╱╱ the second's top to the first's bottom. ╱╲ and ╲╱ meet top to
// top and bottom to bottom.
TEST(TenPrint, OneRowHandChecked) {
  EXPECT_TRUE(through("//"));
  EXPECT_TRUE(through("\\\\"));
  EXPECT_FALSE(through("/\\"));
  EXPECT_FALSE(through("\\/"));
  EXPECT_FALSE(through("/\\/\\/"));
  EXPECT_TRUE(through("/\\//\\"));
}

// 2 x 2: the channel of ╱╱ over ╲╲ runs from the top of the right square, down the middle to
// the bottom of the bottom right square, and its mirror ╲╲ over ╱╱; the diamond and the cross
// close on themselves. The fixture's flood agrees that these are the only two of the 16.
TEST(TenPrint, TwoByTwoHandChecked) {
  EXPECT_TRUE(through("╱╱\n╲╲"));
  EXPECT_TRUE(through("╲╲\n╱╱"));
  EXPECT_FALSE(through("╲╱\n╱╲"));  // the diamond
  EXPECT_FALSE(through("╱╲\n╲╱"));  // the cross
  int count = 0;
  for (int bits = 0; bits < 16; ++bits) {
    TenPrint b{2, 2, {}};
    for (int i = 0; i < 4; ++i) b.squares.push_back(static_cast<std::uint8_t>(bits >> i & 1));
    count += has_way_through(b);
  }
  EXPECT_EQ(count, 2);
}

// All ╱: the channels are stripes running down to the left, one square lower each square
// further left, so the stripe from the top of column c reaches the bottom only if c >= rows.
TEST(TenPrint, AllOneSlantNeedsMoreColumnsThanRows) {
  for (int rows = 1; rows <= 6; ++rows)
    for (int cols = 1; cols <= 8; ++cols) {
      const bool expect = cols > rows;
      for (std::uint8_t slant : {kRising, kFalling}) {
        TenPrint b{rows, cols, std::vector<std::uint8_t>(static_cast<std::size_t>(rows) * cols, slant)};
        EXPECT_EQ(has_way_through(b), expect) << rows << " x " << cols << " slant " << int(slant);
      }
    }
}

// Where: on ╱╱╱ over ╱╱╱ the one way through is the top of square 2 (upper half, 4), the
// bottom of square 1 (lower, 3), the top of square 4 (8) and the bottom of square 3 (7).
TEST(TenPrint, WaysThroughNameTheHalves) {
  auto halves = ways_through(read_ten_print("///\n///"));
  std::vector<int> on;
  for (int h = 0; h < static_cast<int>(halves.size()); ++h)
    if (halves[h]) on.push_back(h);
  EXPECT_EQ(on, (std::vector<int>{3, 4, 7, 8}));
  auto none = ways_through(read_ten_print("╲╱\n╱╲"));
  EXPECT_EQ(std::count(none.begin(), none.end(), 1), 0);
}

// A board still growing: blank squares are solid, so nothing passes them.
TEST(TenPrint, MakerStepsFillRowByRow) {
  TenPrintMaker m(3, 4, "2083");
  EXPECT_EQ(m.step(), 0);
  EXPECT_EQ(m.step_many(5), 5);
  EXPECT_EQ(m.placed(), 6);
  EXPECT_EQ(std::count(m.board().squares.begin(), m.board().squares.end(), kBlank), 6);
  EXPECT_FALSE(has_way_through(m.board()));
  m.finish();
  EXPECT_EQ(m.step(), -1);
  PyRandom rng("2083");
  EXPECT_EQ(m.board(), ten_print(3, 4, rng));
  m.next();  // the next board from the same stream
  m.finish();
  EXPECT_EQ(m.board(), ten_print(3, 4, rng));
}

TEST(TenPrint, BadPicturesAndSizes) {
  auto message = [](const std::string& text) {
    try {
      read_ten_print(text);
    } catch (const MazeError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(message(""), "a board needs at least one square");
  EXPECT_EQ(message("//\n/"), "row 1 has 1 squares but row 0 has 2: every row must be as long as the first");
  EXPECT_EQ(message("/x"), "row 0, column 1 is 'x': a board may only have ╱ and ╲ (or / and \\)");
  EXPECT_EQ(message("╱\n╳"), "row 1, column 0 is not ╱ or ╲: a board may only have ╱ and ╲ (or / and \\)");
  EXPECT_THROW(check_board_size(0, 5), MazeError);
  EXPECT_THROW(check_board_size(4001, 4000), MazeError);
  EXPECT_NO_THROW(check_board_size(4000, 4000));
}

TEST(TenPrint, CommandWayThrough) {
  EXPECT_EQ(cli({"tenprint", "--rows", "10", "--cols", "40", "--seed", "2083", "--way-through"}).out,
            "way through: yes\n");
  EXPECT_EQ(cli({"tenprint", "--rows=2", "--cols=2", "--seed=1", "--way-through", "--mazes", "400"}).out,
            "way through: 50 of 400 boards (0.125)\n");
  EXPECT_EQ(cli({"tenprint", "--rows", "1", "--cols", "1", "--way-through", "--mazes", "3"}).out,
            "way through: 0 of 3 boards (0.000)\n");
}

TEST(TenPrint, CommandErrors) {
  const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
      {{"tenprint"}, "maze: maze tenprint needs --rows and --cols\n"},
      {{"tenprint", "--rows", "0", "--cols", "3"}, "maze: --rows must be a whole number from 1 to 16000000 (got \"0\")\n"},
      {{"tenprint", "--rows", "4000", "--cols", "4001"},
       "maze: a board can have from 1 to 16,000,000 squares, like 4000 x 4000 (got 4000 x 4001)\n"},
      {{"tenprint", "--rows", "2", "--cols", "2", "--mazes", "5"},
       "maze: --mazes counts ways through: give --way-through too\n"},
      {{"tenprint", "--rows", "2", "--cols", "2", "--way-through=yes"}, "maze: --way-through takes no value\n"},
      {{"tenprint", "--rows", "2", "--cols", "2", "--method", "walk"}, "maze: maze tenprint has no option --method\n"},
      {{"tenprint", "--rows", "2", "--cols", "2", "--seed", "two"},
       "maze: a seed must be a whole number, like 2083 (got \"two\")\n"},
      {{"tenprint", "--rows", "2", "--cols", "2", "--seed", ""}, "maze: --seed needs a whole number\n"},
      {{"tenprint", "--rows", "2", "--cols", "2", "board.txt"}, "maze: maze tenprint takes no file (got \"board.txt\")\n"},
      {{"tenprint", "--rows", "2", "--rows", "2", "--cols", "2"}, "maze: --rows is given twice\n"},
      {{"tenprint", "--rows", "2", "--cols"}, "maze: --cols needs a value\n"},
  };
  for (const auto& [words, err] : cases) {
    auto ran = cli(words);
    EXPECT_EQ(ran.status, 2) << err;
    EXPECT_EQ(ran.out, "");
    EXPECT_EQ(ran.err, err);
  }
}

}  // namespace
}  // namespace maze
