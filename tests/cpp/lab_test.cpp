// lab_test.cpp: the uniformity lab: kinds listed, tallies against CPython's, the chi-square test, `maze lab`.
#include "lab/lab.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <tuple>
#include <sstream>
#include <string>
#include <vector>

#include "analysis/analysis.h"
#include "cli.h"
#include "analysis/count.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "test_util.h"
#include "tables/shapes.h"

#ifndef MAZE_FIXTURE_DIR
#define MAZE_FIXTURE_DIR "tests/cpp/fixtures"
#endif
#ifndef MAZE_TOOLS_DIR
#define MAZE_TOOLS_DIR "tools"
#endif

namespace maze {
namespace {

const std::string kLabFixture = std::string(MAZE_FIXTURE_DIR) + "/lab_tallies.txt";

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

std::vector<std::vector<std::string>> fixture_lines(const std::string& kind) {
  std::vector<std::vector<std::string>> out;
  std::ifstream in(kLabFixture);
  for (std::string line; std::getline(in, line);) {
    std::istringstream words(line);
    std::vector<std::string> parts;
    for (std::string w; words >> w;) parts.push_back(w);
    if (!parts.empty() && parts[0] == kind) out.push_back(parts);
  }
  return out;
}

std::string bars(std::string text) {
  std::replace(text.begin(), text.end(), '\n', '|');
  return text;
}

// The kinds CPython found by trying every set of walls: as many, the same first and last picture.
TEST(Lab, KindsAreTheLessonsPerfectMazesSorted) {
  const auto lines = fixture_lines("kinds");
  ASSERT_EQ(lines.size(), 6u);
  for (const auto& l : lines) {
    const LabKinds kinds(ShapeKind::Square, std::stoi(l[1]), std::stoi(l[2]));
    ASSERT_EQ(kinds.size(), std::stoi(l[3])) << l[1] << " x " << l[2];
    EXPECT_EQ(bars(kinds.key(0)), l[4]);
    EXPECT_EQ(bars(kinds.key(kinds.size() - 1)), l[5]);
    for (int i = 0; i < kinds.size(); ++i) {
      EXPECT_EQ(write_picture_text(kinds.maze(i)), kinds.key(i));
      EXPECT_TRUE(is_perfect(kinds.maze(i)));
      EXPECT_EQ(kinds.index_of(kinds.maze(i)), i);
      if (i > 0) EXPECT_LT(kinds.key(i - 1), kinds.key(i));
    }
  }
}

// The lab's walk and walls count exactly what CPython counted of the lesson's make_maze and random_walls.
TEST(Lab, TalliesEqualCPythonsOfTheLessonsPrograms) {
  const auto lines = fixture_lines("tally");
  ASSERT_EQ(lines.size(), 14u);
  for (const auto& l : lines) {
    const auto kinds = std::make_shared<const LabKinds>(ShapeKind::Square, std::stoi(l[2]), std::stoi(l[3]));
    LabTally tally(kinds, method_from_name(l[1]), l[4]);
    tally.grow(std::stoll(l[5]) / 2);  // in two parts: the stream carries on
    tally.grow(std::stoll(l[5]) - std::stoll(l[5]) / 2);
    std::vector<long long> expected;
    for (std::size_t i = 6; i < l.size(); ++i) expected.push_back(std::stoll(l[i]));
    EXPECT_EQ(tally.counts(), expected) << l[1] << " seed " << l[4];
    EXPECT_EQ(tally.mazes(), std::stoll(l[5]));
  }
}

// The committed fixture is what CPython and the lesson's programs give today.
TEST(Lab, FixtureIsWhatCPythonGivesToday) { testing::expect_fixture_made_by("make_lab_fixtures.py", kLabFixture); }

// Q(df/2, chi2/2) against the closed forms the tool sums in Python.
TEST(Lab, PValuesMatchTheClosedForms) {
  const auto lines = fixture_lines("gamma");
  ASSERT_GE(lines.size(), 10u);
  for (const auto& l : lines) {
    const double df = std::stod(l[1]), chi2 = std::stod(l[2]), p = std::stod(l[3]);
    EXPECT_NEAR(upper_gamma_q(df / 2, chi2 / 2), p, 1e-12 + 1e-9 * p) << "df " << l[1] << " chi2 " << l[2];
  }
  EXPECT_EQ(upper_gamma_q(3, 0), 1.0);
  EXPECT_NEAR(upper_gamma_q(1, 1), std::exp(-1.0), 1e-15);
  EXPECT_NEAR(upper_gamma_q(5000, 5000), 0.5, 0.01);  // chi2 = df, df large: about one half
  EXPECT_THROW(upper_gamma_q(0, 1), MazeError);
}

TEST(Lab, ChiSquareOfKnownCounts) {
  auto even = chi_square({25, 25, 25, 25});
  EXPECT_EQ(even.chi2, 0.0);
  EXPECT_EQ(even.p, 1.0);
  EXPECT_EQ(even.df, 3);
  auto lop = chi_square({10, 30});  // expected 20 each: (100 + 100) / 20
  EXPECT_DOUBLE_EQ(lop.chi2, 10.0);
  EXPECT_NEAR(lop.p, std::erfc(std::sqrt(5.0)), 1e-15);
  EXPECT_EQ(chi_square({7}).p, 1.0);
}

TEST(Lab, VerdictsInPlainWords) {
  EXPECT_EQ(lab_verdict({25, 24, 26, 25}, chi_square({25, 24, 26, 25})), "all 4 about equally often (p = 0.99)");
  EXPECT_EQ(lab_verdict({10, 700}, chi_square({10, 700})), "some mazes 70 times as often as others");
  EXPECT_EQ(lab_verdict({100, 700}, chi_square({100, 700})), "some mazes 7 times as often as others");
  EXPECT_EQ(lab_verdict({100, 250}, chi_square({100, 250})), "some mazes 2.5 times as often as others");
  EXPECT_EQ(lab_verdict({0, 5, 900}, chi_square({0, 5, 900})), "some never came up at all");
  EXPECT_EQ(lab_verdict({5, 5, 4}, chi_square({5, 5, 4})), "too few mazes to tell: grow at least 15, 5 for each kind");
  EXPECT_EQ(lab_verdict({5, 5, 5}, chi_square({5, 5, 5})), "all 3 about equally often (p = 1.00)");
  EXPECT_EQ(lab_verdict({1}, chi_square({1})), "all 1 about equally often (p = 1.00)");
}

// At 100,000 mazes of 3 x 3, Wilson's walk passes the test and the random walk fails it.
TEST(Lab, WilsonPassesAndTheRandomWalkFailsAtAHundredThousand) {
  const auto kinds = std::make_shared<const LabKinds>(ShapeKind::Square, 3, 3);
  LabTally wilson(kinds, ids::Wilson, "2083"), walk(kinds, ids::Walk, "2083");
  wilson.grow(100'000);
  walk.grow(100'000);
  EXPECT_GE(wilson.test().p, 0.01) << wilson.test().chi2;
  EXPECT_EQ(wilson.seen(), 192);
  EXPECT_EQ(wilson.verdict().rfind("all 192 about equally often (p = ", 0), 0u) << wilson.verdict();
  EXPECT_LT(walk.test().p, 1e-100);
  EXPECT_EQ(walk.verdict(), "some never came up at all");
  EXPECT_EQ(walk.seen(), 14);  // the lesson's walk makes only 14 of the 192
}

// Aldous-Broder makes every perfect maze equally often, like Wilson's walk: on 3 x 3 rooms
// and on 2 x 3 hexagons. The binary tree and the sidewinder cannot make most of them.
TEST(Lab, AldousBroderPassesAndTheBiasedOnesFail) {
  for (auto [kind, rows, cols] : {std::tuple{ShapeKind::Square, 3, 3}, {ShapeKind::Hex, 2, 3}}) {
    const auto kinds = std::make_shared<const LabKinds>(kind, rows, cols);
    LabTally tally(kinds, ids::AldousBroder, "2083");
    tally.grow(100'000);
    EXPECT_GE(tally.test().p, 0.01) << shape_name(kind) << " chi-square " << tally.test().chi2;
    EXPECT_EQ(tally.seen(), kinds->size()) << shape_name(kind);
    EXPECT_EQ(tally.verdict().rfind("all " + std::to_string(kinds->size()) + " about equally often (p = ", 0), 0u)
        << tally.verdict();
  }
  const auto kinds = std::make_shared<const LabKinds>(ShapeKind::Square, 3, 3);
  for (Method m : {ids::BinaryTree, ids::Sidewinder}) {
    LabTally tally(kinds, m, "2083");
    tally.grow(100'000);
    EXPECT_LT(tally.test().p, 1e-100) << method_name(m);
    EXPECT_EQ(tally.verdict(), "some never came up at all") << method_name(m);
    // Binary tree: up or right in each of the 4 rooms that have both, 2^4 = 16 mazes.
    // Sidewinder: in each of the two lower rows, runs of 3 (3 ways up), 1 + 2 or 2 + 1 (2 ways
    // each) or 1 + 1 + 1 (1 way): 8 a row, 64 mazes.
    EXPECT_EQ(tally.seen(), m == ids::BinaryTree ? 16 : 64) << method_name(m);
  }
}

// Other shapes: keys are the openings as JSON, every perfect maze once, as many as counted.
TEST(Lab, OtherShapesKeyedByTheirOpenings) {
  for (auto [kind, rows, cols] : {std::tuple{ShapeKind::Hex, 2, 2}, {ShapeKind::Hex, 2, 3}, {ShapeKind::Triangle, 2, 3},
                                  {ShapeKind::Circle, 1, 3}, {ShapeKind::Circle, 2, 2}}) {
    const LabKinds kinds(kind, rows, cols);
    EXPECT_EQ(std::to_string(kinds.size()), count_perfect_mazes(kind, rows, cols));
    for (int i = 0; i < kinds.size(); ++i) {
      const std::string json = write_json(kinds.maze(i));
      EXPECT_EQ(json.substr(json.find("\"openings\":") + 11), kinds.key(i) + "}");
      EXPECT_EQ(openings(kinds.maze(i)), kinds.maze(i).rooms() - 1);
      EXPECT_EQ(pieces(kinds.maze(i)), 1);
      if (i > 0) EXPECT_LT(kinds.key(i - 1), kinds.key(i));
    }
  }
  EXPECT_EQ(LabKinds(ShapeKind::Hex, 2, 2).key(0), "[[0,1],[0,2],[1,3]]");
}

TEST(Lab, CommandJsonMatchesTheFixture) {
  const auto lines = fixture_lines("tally");
  const auto& walk = lines[0];  // walk 3 x 3 seed 2083, then walls with the same seed
  const auto& walls = lines[1];
  auto ran = cli({"lab", "--rows", "3", "--cols", "3", "--mazes", "2000", "--seed", "2083", "--method", "walk,walls",
                  "--format", "json"});
  ASSERT_EQ(ran.status, 0) << ran.err;
  const auto out = testing::lines_of(ran.out);
  ASSERT_EQ(out.size(), 2u);
  for (std::size_t m = 0; m < 2; ++m) {
    const auto& l = m == 0 ? walk : walls;
    std::string counts;
    for (std::size_t i = 6; i < l.size(); ++i) counts += (i > 6 ? "," : "") + l[i];
    const std::string head = "{\"method\":\"" + l[1] + "\",\"mazes\":2000,\"kinds\":192,\"seen\":";
    EXPECT_EQ(out[m].rfind(head, 0), 0u) << out[m];
    EXPECT_NE(out[m].find(",\"counts\":[" + counts + "],\"chi2\":"), std::string::npos) << out[m];
  }
  EXPECT_NE(out[0].find("\"seen\":14,"), std::string::npos);
}

TEST(Lab, CommandTextAndRefusals) {
  auto ran = cli({"lab", "--shape", "hex", "--rows", "2", "--cols", "2", "--mazes", "1000", "--seed", "1", "--method",
                  "walk"});
  EXPECT_EQ(ran.status, 0);
  EXPECT_EQ(ran.out, "Random walk: some never came up at all (1000 mazes, 4 of 8 kinds seen, chi-square 1000.8)\n");
  auto big = cli({"lab", "--rows", "4", "--cols", "4", "--mazes", "10", "--seed", "1", "--method", "walk"});
  EXPECT_EQ(big.status, 2);
  EXPECT_EQ(big.err, "maze: a 4 x 4 square has 100352 perfect mazes: the lab takes shapes with at most 100,000\n");
  auto no_seed = cli({"lab", "--rows", "3", "--cols", "3", "--mazes", "10", "--method", "walk"});
  EXPECT_EQ(no_seed.err, "maze: maze lab needs --seed\n");
  auto bad = cli({"lab", "--rows", "3", "--cols", "3", "--mazes", "10", "--seed", "x", "--method", "walk"});
  EXPECT_EQ(bad.status, 2);
  auto huge = cli({"lab", "--rows", "100", "--cols", "100", "--mazes", "10", "--seed", "1", "--method", "walk"});
  EXPECT_EQ(huge.status, 2);
  EXPECT_NE(huge.err.find("the lab counts the perfect mazes first, and cannot: "), std::string::npos) << huge.err;
}

}  // namespace
}  // namespace maze
