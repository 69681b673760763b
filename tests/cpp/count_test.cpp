// count_test.cpp: the exact number of perfect mazes (count.h).
#include "count.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "grid.h"

namespace maze {
namespace {

// Expects count_perfect_mazes(rows, cols) to throw MazeError whose message
// contains `part`.
void ExpectError(int rows, int cols, const std::string& part) {
  try {
    count_perfect_mazes(rows, cols);
    ADD_FAILURE() << rows << " x " << cols << " should have thrown";
  } catch (const MazeError& e) {
    EXPECT_NE(std::string(e.what()).find(part), std::string::npos)
        << rows << " x " << cols << ": " << e.what();
  }
}

TEST(CountPerfectMazes, KnownValues) {
  EXPECT_EQ(count_perfect_mazes(1, 1), "1");
  EXPECT_EQ(count_perfect_mazes(2, 2), "4");
  EXPECT_EQ(count_perfect_mazes(3, 3), "192");
  EXPECT_EQ(count_perfect_mazes(4, 4), "100352");
  EXPECT_EQ(count_perfect_mazes(10, 10), "5694319004079097795957215725765328371712000");
}

TEST(CountPerfectMazes, OneRowOrColumnHasExactlyOneMaze) {
  for (int n = 1; n <= 40; ++n) {
    EXPECT_EQ(count_perfect_mazes(1, n), "1") << "1 x " << n;
    EXPECT_EQ(count_perfect_mazes(n, 1), "1") << n << " x 1";
  }
}

TEST(CountPerfectMazes, TurningTheGridChangesNothing) {
  for (int r = 1; r <= 8; ++r)
    for (int c = 1; c <= 8; ++c)
      EXPECT_EQ(count_perfect_mazes(r, c), count_perfect_mazes(c, r)) << r << " x " << c;
}

// The values come from the lesson's count_mazes (the Python program that
// does exact fraction-free elimination on the whole Laplacian), run once in
// python3 and pasted here. (count_mazes cannot do 1 x 1; that is "1" above.)
TEST(CountPerfectMazes, MatchesTheLessonsCountMazes) {
  struct Case {
    int rows, cols;
    const char* count;
  };
  const Case cases[] = {
      {1, 2, "1"},
      {1, 3, "1"},
      {1, 4, "1"},
      {1, 5, "1"},
      {1, 6, "1"},
      {2, 1, "1"},
      {2, 2, "4"},
      {2, 3, "15"},
      {2, 4, "56"},
      {2, 5, "209"},
      {2, 6, "780"},
      {3, 1, "1"},
      {3, 2, "15"},
      {3, 3, "192"},
      {3, 4, "2415"},
      {3, 5, "30305"},
      {3, 6, "380160"},
      {4, 1, "1"},
      {4, 2, "56"},
      {4, 3, "2415"},
      {4, 4, "100352"},
      {4, 5, "4140081"},
      {4, 6, "170537640"},
      {5, 1, "1"},
      {5, 2, "209"},
      {5, 3, "30305"},
      {5, 4, "4140081"},
      {5, 5, "557568000"},
      {5, 6, "74795194705"},
      {6, 1, "1"},
      {6, 2, "780"},
      {6, 3, "380160"},
      {6, 4, "170537640"},
      {6, 5, "74795194705"},
      {6, 6, "32565539635200"},
      {12, 12,
       "2954540993952788006228764987084443226815814190099484786032640000"},
      {7, 30,
       "463978435743398551463357978334272148809384690668039650773707753374553274"
       "20387155128809566943"},
      {20, 20,
       "789707864963692288656189089435351535964981698414233977719890361827476598"
       "987351737867162295416661804762716869477329000122133841822083020890106469"
       "6979959834980711953569427347366536544256000"},
  };
  for (const Case& c : cases)
    EXPECT_EQ(count_perfect_mazes(c.rows, c.cols), c.count) << c.rows << " x " << c.cols;
}

// A 2 x n grid is a ladder; its mazes follow t(n) = 4 t(n-1) - t(n-2) with
// t(1) = 1, t(2) = 4 (a known result, independent of the determinant).
TEST(CountPerfectMazes, LaddersFollowTheirRecurrence) {
  std::uint64_t before = 0, now = 1;  // t(0) = 0 makes the recurrence give t(2) = 4
  for (int n = 1; n <= 32; ++n) {
    EXPECT_EQ(count_perfect_mazes(2, n), std::to_string(now)) << "2 x " << n;
    const std::uint64_t next = 4 * now - before;
    before = now;
    now = next;
  }
}

// The largest allowed number of rooms still counts. 2 x 1800 is quick (a
// narrow band); its digits come from the ladder recurrence above run in
// python3 with exact integers.
TEST(CountPerfectMazes, LargestAllowedNumberOfRooms) {
  ASSERT_EQ(kMaxCountRooms, 3600);
  const std::string count = count_perfect_mazes(2, 1800);
  ASSERT_EQ(count.size(), 1029u);
  EXPECT_EQ(count.substr(0, 30), "924687393929726919529438924869");
  EXPECT_EQ(count.substr(count.size() - 30), "717898472456690771361456934000");
  EXPECT_EQ(count_perfect_mazes(1800, 2), count);
}

TEST(CountPerfectMazes, RejectsSizesBelowOne) {
  ExpectError(0, 5, "a maze needs at least 1 row and 1 column of rooms (got 0 x 5)");
  ExpectError(5, 0, "at least 1 row and 1 column");
  ExpectError(0, 0, "at least 1 row and 1 column");
  ExpectError(-3, 4, "(got -3 x 4)");
  ExpectError(4, -1, "at least 1 row and 1 column");
  ExpectError(-2147483647 - 1, -2147483647 - 1, "at least 1 row and 1 column");
}

TEST(CountPerfectMazes, RejectsGridsTooBigToCount) {
  ExpectError(61, 60,
              "counting is limited to grids of at most 3600 rooms (for example 60 x 60), "
              "because bigger ones take too long to count; this one has 3660 rooms");
  ExpectError(2, 1801, "at most 3600 rooms");
  ExpectError(1, 3601, "at most 3600 rooms");
  ExpectError(100, 100, "this one has 10000 rooms");
  ExpectError(2147483647, 2147483647, "this one has 4611686014132420609 rooms");
}

}  // namespace
}  // namespace maze
