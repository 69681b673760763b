// grid_test.cpp: the grid's walls and the lesson's picture format, good and bad.
#include <gtest/gtest.h>

#include "test_util.h"

namespace maze {
namespace {

const std::vector<std::string> kFigure61 = {
    "#######", "#.#...#", "#.#.###", "#.....#", "#####.#", "#.....#", "#######",
};

TEST(Grid, RoomsAreRowTimesColsPlusCol) {
  Grid g(3, 4);
  EXPECT_EQ(g.rooms(), 12);
  EXPECT_EQ(g.room(2, 1), 9);
  EXPECT_EQ(g.row_of(9), 2);
  EXPECT_EQ(g.col_of(9), 1);
  EXPECT_EQ(g.neighbour(0, Up), -1);
  EXPECT_EQ(g.neighbour(0, Left), -1);
  EXPECT_EQ(g.neighbour(3, Right), -1);  // no wrapping round to the next row
  EXPECT_EQ(g.neighbour(4, Left), -1);
  EXPECT_EQ(g.neighbour(5, Up), 1);
  EXPECT_EQ(g.neighbour(11, Down), -1);
}

TEST(Grid, LinksAreSeenFromBothSides) {
  Grid g(2, 2);
  g.link(3, 1);
  g.link(2, 3);
  EXPECT_TRUE(g.linked(1, 3));
  EXPECT_TRUE(g.open(1, Down));
  EXPECT_TRUE(g.open(3, Up));
  EXPECT_TRUE(g.open(3, Left));
  EXPECT_FALSE(g.linked(0, 1));
  EXPECT_EQ(g.degree(3), 2);
  g.unlink(1, 3);
  EXPECT_FALSE(g.open(3, Up));
  EXPECT_THROW(g.link(0, 3), MazeError);
  EXPECT_THROW(g.link(1, 2), MazeError);  // end of one row, start of the next
}

TEST(Grid, SizesOutsideTheLimitsAreRefused) {
  EXPECT_THROW(Grid(0, 5), MazeError);
  EXPECT_THROW(Grid(5, -1), MazeError);
  EXPECT_THROW(Grid(4001, 4000), MazeError);
  EXPECT_NO_THROW(check_size(1, 16'000'000));
  try {
    Grid(0, 3);
    FAIL();
  } catch (const MazeError& e) {
    EXPECT_STREQ(e.what(), "a maze needs at least 1 row and 1 column of rooms (got 0 x 3)");
  }
}

TEST(Picture, Figure61ReadsAndWritesBack) {
  Grid g = read_picture(kFigure61);
  EXPECT_EQ(g.rows(), 3);
  EXPECT_EQ(g.cols(), 3);
  EXPECT_EQ(openings(g), 8);
  EXPECT_TRUE(g.linked(0, 3));
  EXPECT_TRUE(g.linked(1, 2));
  EXPECT_FALSE(g.linked(0, 1));
  EXPECT_EQ(write_picture(g), kFigure61);
  EXPECT_EQ(write_picture_text(g), "#######\n#.#...#\n#.#.###\n#.....#\n#####.#\n#.....#\n#######");
}

TEST(Picture, TextWithCarriageReturnsAndBlankEndsReads) {
  Grid g = read_picture_text("\n#######\r\n#.#...#\r\n#.#.###\n#.....#\n#####.#\n#.....#\n#######\n\n");
  EXPECT_EQ(write_picture(g), kFigure61);
}

TEST(Picture, OneRoomIsThreeByThree) {
  Grid g = read_picture({"###", "#.#", "###"});
  EXPECT_EQ(g.rooms(), 1);
  EXPECT_EQ(write_picture(g), (std::vector<std::string>{"###", "#.#", "###"}));
}

struct BadPicture {
  std::vector<std::string> lines;
  std::string message;
};

TEST(Picture, BadPicturesSayWhatIsWrongAndWhere) {
  const BadPicture cases[] = {
      {{}, "the picture is empty: a maze picture needs at least 3 rows"},
      {{"#####", "#...#", "####"},
       "row 2 has 4 squares but row 0 has 5: every row must be as long as the first"},
      {{"###", "###"}, "the picture is 2 x 3 squares: it needs at least 3 x 3 (one room with rock all round)"},
      {{"#", "#", "#"}, "the picture is 3 x 1 squares: it needs at least 3 x 3 (one room with rock all round)"},
      {{"#####", "#...#", "#####", "#####"}, "the picture has 4 rows: it needs an odd number (2 x rooms + 1)"},
      {{"####", "#..#", "####"}, "the picture has 4 columns: it needs an odd number (2 x rooms + 1)"},
      {{"#####", "#.x.#", "#####"}, "row 1, column 2 is 'x': a picture may only have '#' (rock) and '.' (floor)"},
      {{"#####", "#. .#", "#####"}, "row 1, column 2 is a space: a picture may only have '#' (rock) and '.' (floor)"},
      {{"#####", "#.\x01.#", "#####"},
       "row 1, column 2 is a character with code 1: a picture may only have '#' (rock) and '.' (floor)"},
      {{"#####", "....#", "#####"}, "row 1, column 0 is an opening in the outside wall: the border must be all '#'"},
      {{"##.##", "#...#", "#####"}, "row 0, column 2 is an opening in the outside wall: the border must be all '#'"},
      {{"#####", "#...#", "##.##", "#...#", "#####"}, "row 2, column 2 is a corner post and must be '#'"},
      {{"#####", "#.#.#", "#####", "#.###", "#####"}, "row 3, column 3 is a room and must be '.'"},
  };
  for (const auto& c : cases) {
    try {
      read_picture(c.lines);
      ADD_FAILURE() << "no error for: " << c.message;
    } catch (const MazeError& e) {
      EXPECT_EQ(std::string(e.what()), c.message);
    }
  }
}

TEST(Picture, GarbageNeverCrashes) {
  // Every string of up to 11 characters over {#, ., newline} reads or throws MazeError.
  const char alphabet[] = {'#', '.', '\n'};
  int read_ok = 0;
  for (int length = 0; length <= 11; ++length) {
    long long total = 1;
    for (int i = 0; i < length; ++i) total *= 3;
    for (long long code = 0; code < total; ++code) {
      std::string text;
      for (long long rest = code, i = 0; i < length; ++i, rest /= 3) text += alphabet[rest % 3];
      try {
        read_picture_text(text);
        ++read_ok;
      } catch (const MazeError&) {
      }
    }
  }
  EXPECT_EQ(read_ok, 1);  // only "###\n#.#\n###" among strings of 11 characters or fewer
}

}  // namespace
}  // namespace maze
