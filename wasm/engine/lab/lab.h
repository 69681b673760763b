// lab.h: the uniformity lab: every perfect maze of a small shape, and how often each method makes each one.
#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "tables/methods.h"
#include "shapes/grid.h"
#include "random/py_random.h"

namespace maze {

// The most kinds (different perfect mazes) a shape may have for the lab: 3 x 4 has 2,415,
// 3 x 5 has 30,305; 4 x 4 has 100,352 and is refused.
inline constexpr long long kMaxLabKinds = 100'000;

// Every perfect maze (spanning tree) of one shape, each with its key, sorted by key as
// strings. Key: for the square, the lesson's picture (rows joined with '\n'); for the other
// shapes, the maze's openings as the `maze` command's JSON writes them ("[[0,1],[1,3]]").
class LabKinds {
 public:
  // Counts the perfect mazes first; throws MazeError if there are more than kMaxLabKinds.
  // Then lists them by trying walls in order (in, then out) with an explicit stack, never
  // going down a path that would close a loop or leave the rooms in two pieces.
  LabKinds(ShapeKind kind, int rows, int cols);
  explicit LabKinds(Grid empty);  // the same for a shape built already (random cells)

  int size() const { return static_cast<int>(keys_.size()); }
  const std::string& key(int i) const { return keys_[static_cast<std::size_t>(i)]; }
  const Grid& maze(int i) const { return mazes_[static_cast<std::size_t>(i)]; }
  const Grid& empty() const { return empty_; }
  // The kind a maze of this shape is, or -1 if it is not a perfect maze of it.
  int index_of(const Grid& g) const;

 private:
  void list(long long expected);
  Grid empty_;
  std::vector<std::string> keys_;
  std::vector<Grid> mazes_;
  std::unordered_map<std::string, int> by_bits_;  // the maze's bytes -> its kind
};

// Pearson's chi-square statistic against "every kind equally often", and its p-value:
// the chance of a statistic at least this big if they really were (df = kinds - 1).
struct ChiSquare {
  double chi2 = 0, p = 1;
  int df = 0;
};
ChiSquare chi_square(const std::vector<long long>& counts);

// Q(a, x), the upper regularized incomplete gamma function (Numerical Recipes' gammq):
// a series for x < a + 1, else a continued fraction (modified Lentz). a > 0, x >= 0.
double upper_gamma_q(double a, double x);

// In plain words: "all 192 about equally often (p = 0.41)" when p >= 0.01, else
// "some mazes 7 times as often as others" (max count / min count, one decimal when
// under 10 and not whole), or "some never came up at all" when a kind was never made;
// "too few mazes to tell: grow at least N, 5 for each kind" when there are fewer than
// 5 mazes for each kind (the test's p-value means little then).
std::string lab_verdict(const std::vector<long long>& counts, const ChiSquare& test);

// The kinds of a shape; random cells first draw their points after random.seed(seed)
// (which must not be empty for them).
std::shared_ptr<const LabKinds> lab_kinds(ShapeKind kind, int rows, int cols, std::string_view seed);

// One method's tally: its own stream from random.seed(seed) (a fresh seed when empty), its
// mazes grown one after another from it, each counted by its kind. On random cells the
// stream draws the points first (the very points the kinds were listed on, from the same
// seed), then the mazes.
class LabTally {
 public:
  LabTally(std::shared_ptr<const LabKinds> kinds, Method method, std::string_view seed, const MethodOptions& options = {});

  void grow(long long mazes);  // that many more mazes
  Method method() const { return method_; }
  const std::string& seed() const { return seed_; }
  long long mazes() const { return mazes_; }
  const std::vector<long long>& counts() const { return counts_; }
  int seen() const;  // kinds made at least once
  ChiSquare test() const { return chi_square(counts_); }
  std::string verdict() const { return lab_verdict(counts_, test()); }
  const LabKinds& kinds() const { return *kinds_; }

 private:
  std::shared_ptr<const LabKinds> kinds_;
  Method method_;
  MethodOptions options_;
  std::string seed_;
  PyRandom rng_;
  long long mazes_ = 0;
  std::vector<long long> counts_;
};

}  // namespace maze
