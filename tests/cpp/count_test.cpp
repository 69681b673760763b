// count_test.cpp: the exact number of perfect mazes (count.h).
#include "analysis/count.h"

#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "shapes/grid.h"
#include "shapes/numbering.h"
#include "shapes/shape.h"
#include "tables/shapes.h"

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

// The number of perfect mazes found the slow way: every set of rooms - 1 walls that
// closes no loop (union-find) joins all the rooms, so it is one perfect maze.
long long BruteForceCount(const Shape& s) {
  const int rooms = s.rooms(), walls = static_cast<int>(s.walls().size());
  long long trees = 0;
  std::vector<int> piece(static_cast<std::size_t>(rooms));
  const auto find = [&](int room) {
    while (piece[static_cast<std::size_t>(room)] != room) room = piece[static_cast<std::size_t>(room)];
    return room;
  };
  for (std::uint32_t chosen = 0; chosen < (std::uint32_t{1} << walls); ++chosen) {
    if (std::popcount(chosen) != rooms - 1) continue;
    std::iota(piece.begin(), piece.end(), 0);
    bool loop = false;
    for (int w = 0; w < walls && !loop; ++w) {
      if (!(chosen >> w & 1)) continue;
      const int a = find(s.wall(w).a), b = find(s.wall(w).b);
      loop = a == b;
      piece[static_cast<std::size_t>(a)] = b;
    }
    trees += !loop;
  }
  return trees;
}

TEST(CountPerfectMazes, EveryShapeMatchesBruteForce) {
  int compared = 0;
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle})
    for (int rows = 1; rows <= 5; ++rows)
      for (int cols = 1; cols <= 8; ++cols) {
        if (kind == ShapeKind::Triangle && cols == 1 && rows > 2) continue;  // falls apart: refused
        const Shape s(kind, rows, cols);
        if (s.walls().size() > 20) continue;  // 2^20 sets of walls at most: quick
        EXPECT_EQ(count_perfect_mazes(s), std::to_string(BruteForceCount(s)))
            << shape_name(kind) << " " << rows << " x " << cols;
        EXPECT_EQ(count_perfect_mazes(kind, rows, cols), count_perfect_mazes(s));
        ++compared;
      }
  EXPECT_GE(compared, 60);
}

TEST(CountPerfectMazes, ShapesWorkedByHand) {
  // Hex 2 x 2: rooms 0 1 over 2 3 (shifted right): every pair joined but 0 and 3,
  // so 4 rooms, 5 walls: 8 of the 16 trees of four rooms.
  EXPECT_EQ(count_perfect_mazes(ShapeKind::Hex, 2, 2), "8");
  // One ring of n >= 3 rooms is a loop: leave out any one of its n walls.
  for (int n = 3; n <= 40; ++n) EXPECT_EQ(count_perfect_mazes(ShapeKind::Circle, 1, n), std::to_string(n));
  EXPECT_EQ(count_perfect_mazes(ShapeKind::Circle, 1, 2), "1");
  EXPECT_EQ(count_perfect_mazes(ShapeKind::Circle, 1, 1), "1");
  for (int n = 1; n <= 40; ++n) {
    EXPECT_EQ(count_perfect_mazes(ShapeKind::Triangle, 1, n), "1");
    EXPECT_EQ(count_perfect_mazes(ShapeKind::Hex, 1, n), "1");
    EXPECT_EQ(count_perfect_mazes(ShapeKind::Hex, n, 1), "1");  // one room above the next
  }
  for (int r = 1; r <= 8; ++r)
    for (int c = 1; c <= 8; ++c)
      EXPECT_EQ(count_perfect_mazes(ShapeKind::Square, r, c), count_perfect_mazes(r, c));
  // From an exact elimination over fractions of the whole Laplacian in python3, run once.
  EXPECT_EQ(count_perfect_mazes(ShapeKind::Hex, 10, 10), "885716444038832834750633921391490640674630844110354645782671");
  EXPECT_EQ(count_perfect_mazes(ShapeKind::Circle, 5, 6), "676246884836751338445668636127536250");
}

TEST(CountPerfectMazes, NumberingNarrowsTheBand) {
  for (ShapeKind kind : {ShapeKind::Square, ShapeKind::Hex, ShapeKind::Triangle, ShapeKind::Circle})
    for (auto [rows, cols] : {std::pair{3, 9}, {9, 3}, {6, 6}, {12, 5}}) {
      const Shape s(kind, rows, cols);
      std::vector<int> position = narrow_numbering(s);
      EXPECT_LE(band_of(s, position), s.band());
      std::sort(position.begin(), position.end());
      std::vector<int> every(position.size());
      std::iota(every.begin(), every.end(), 0);
      EXPECT_EQ(position, every) << "each room gets its own number";
    }
  EXPECT_EQ(band_of(Shape(ShapeKind::Square, 3, 9), narrow_numbering(Shape(ShapeKind::Square, 3, 9))), 3);
  EXPECT_EQ(band_of(Shape(ShapeKind::Hex, 3, 9), narrow_numbering(Shape(ShapeKind::Hex, 3, 9))), 4);
  const Shape circle(ShapeKind::Circle, 10, 8);
  EXPECT_EQ(circle.band(), 32);
  EXPECT_EQ(band_of(circle, narrow_numbering(circle)), 26);  // Cuthill and McKee's numbering
}

void ExpectShapeError(ShapeKind kind, int rows, int cols, const std::string& message) {
  try {
    count_perfect_mazes(kind, rows, cols);
    ADD_FAILURE() << shape_name(kind) << " " << rows << " x " << cols << " should have thrown";
  } catch (const MazeError& e) {
    EXPECT_EQ(e.what(), message);
  }
}

TEST(CountPerfectMazes, OtherShapesTooBigToCount) {
  ExpectShapeError(ShapeKind::Hex, 61, 60,
                   "counting is limited to mazes of at most 3600 rooms (for example 60 x 60), because bigger "
                   "ones take too long to count; this one has 3660 rooms");
  ExpectShapeError(ShapeKind::Circle, 1000, 8,
                   "counting is limited to mazes of at most 3600 rooms (for example 60 x 60), because bigger "
                   "ones take too long to count; this one has 2319456 rooms");
  ExpectShapeError(ShapeKind::Hex, 60, 60,
                   "counting this hex maze would take too long: its rooms x band x band (the band: how far "
                   "apart two neighbours' numbers are) is 13395600, more than the 12960000 of a 60 x 60 square");
  ExpectShapeError(ShapeKind::Circle, 30, 8,
                   "counting this circle maze would take too long: its rooms x band x band (the band: how far "
                   "apart two neighbours' numbers are) is 16227936, more than the 12960000 of a 60 x 60 square");
  ExpectShapeError(ShapeKind::Triangle, 0, 3, "a maze needs at least 1 row and 1 column of rooms (got 0 x 3)");
  ExpectShapeError(ShapeKind::Circle, 1001, 3, "a circle maze can have at most 1000 rings (got 1001)");
  ExpectShapeError(ShapeKind::Square, 61, 60,
                   "counting is limited to grids of at most 3600 rooms (for example 60 x 60), because bigger "
                   "ones take too long to count; this one has 3660 rooms");
  try {
    count_perfect_mazes(Shape(ShapeKind::Triangle, 100, 100));
    ADD_FAILURE() << "a built shape of 10000 rooms should have thrown";
  } catch (const MazeError& e) {
    EXPECT_NE(std::string(e.what()).find("this one has 10000 rooms"), std::string::npos) << e.what();
  }
}

// The biggest hex shape allowed still counts: 59 x 60 (band 60 when numbered column by
// column) has a count of 2424 digits.
TEST(CountPerfectMazes, BiggestHexAllowed) {
  EXPECT_EQ(count_perfect_mazes(ShapeKind::Hex, 59, 60).size(), 2424u);
}

}  // namespace
}  // namespace maze
