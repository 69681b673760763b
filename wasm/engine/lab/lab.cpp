// lab.cpp: listing every perfect maze of a small shape, tallying methods' mazes by kind, the chi-square test.
#include "lab/lab.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "analysis/count.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "shapes/random_cells.h"
#include "shapes/shape.h"
#include "tables/shapes.h"

namespace maze {
namespace {

// Union-find with union by size and no path compression, so a union can be undone.
struct Pieces {
  std::vector<int> parent, size;
  explicit Pieces(int n) : parent(static_cast<std::size_t>(n)), size(static_cast<std::size_t>(n), 1) {
    std::iota(parent.begin(), parent.end(), 0);
  }
  int find(int a) const {
    while (parent[static_cast<std::size_t>(a)] != a) a = parent[static_cast<std::size_t>(a)];
    return a;
  }
  // Joins the pieces of a and b; returns the root that was hung under the other (-1 if one piece already).
  int join(int a, int b) {
    a = find(a), b = find(b);
    if (a == b) return -1;
    if (size[static_cast<std::size_t>(a)] < size[static_cast<std::size_t>(b)]) std::swap(a, b);
    parent[static_cast<std::size_t>(b)] = a;
    size[static_cast<std::size_t>(a)] += size[static_cast<std::size_t>(b)];
    return b;
  }
  void undo(int hung) {
    const int root = parent[static_cast<std::size_t>(hung)];
    size[static_cast<std::size_t>(root)] -= size[static_cast<std::size_t>(hung)];
    parent[static_cast<std::size_t>(hung)] = hung;
  }
};

std::string bytes_of(const Grid& g) { return std::string(g.bits().begin(), g.bits().end()); }

std::string key_of(const Grid& g) {
  if (g.square()) return write_picture_text(g);
  const std::string json = write_json(g);
  const std::string mark = "\"openings\":";
  const auto at = json.find(mark) + mark.size();
  return json.substr(at, json.size() - 1 - at);  // without the closing brace
}

// How many kinds, refusing shapes with too many before listing them (`count` counts them).
template <class Count>
long long kinds_allowed(ShapeKind kind, int rows, int cols, Count count_them) {
  std::string count;
  try {
    count = count_them();
  } catch (const MazeError& e) {
    throw MazeError(std::string("the lab counts the perfect mazes first, and cannot: ") + e.what());
  }
  const std::string limit = std::to_string(kMaxLabKinds);
  if (count.size() > limit.size() || (count.size() == limit.size() && count > limit))
    throw MazeError("a " + std::to_string(rows) + " x " + std::to_string(cols) + " " + std::string(shape_name(kind)) +
                    " has " + count + " perfect mazes: the lab takes shapes with at most 100,000");
  return std::stoll(count);
}

}  // namespace

LabKinds::LabKinds(ShapeKind kind, int rows, int cols) {
  const long long expected = kinds_allowed(kind, rows, cols, [&] { return count_perfect_mazes(kind, rows, cols); });
  empty_ = Grid(kind, rows, cols);
  list(expected);
}

LabKinds::LabKinds(Grid empty) : empty_(std::move(empty)) {
  if (!empty_.shape()) throw MazeError("the lab lists a shape's mazes: build the square by its size");
  list(kinds_allowed(empty_.kind(), empty_.rows(), empty_.cols(), [&] { return count_perfect_mazes(*empty_.shape()); }));
}

std::shared_ptr<const LabKinds> lab_kinds(ShapeKind kind, int rows, int cols, std::string_view seed) {
  if (kind != ShapeKind::Voronoi) return std::make_shared<const LabKinds>(kind, rows, cols);
  if (seed.empty()) throw MazeError("random cells in the lab need a seed: it decides the points");
  check_count_size(kind, rows, cols);
  PyRandom rng(seed);
  return std::make_shared<const LabKinds>(random_cells(rows, cols, rng));
}

void LabKinds::list(long long expected) {
  const Shape owned = empty_.shape() ? Shape() : Shape(ShapeKind::Square, empty_.rows(), empty_.cols());
  const Shape& shape = empty_.shape() ? *empty_.shape() : owned;
  const int n = shape.rooms(), m = static_cast<int>(shape.walls().size());
  const auto& walls = shape.walls();
  // Could the rooms still be joined by the walls taken so far (before i) and every wall after i?
  std::vector<signed char> in(static_cast<std::size_t>(m), 0);
  auto joinable_without = [&](int i) {
    Pieces p(n);
    int joined = 0;
    for (int j = 0; j < m; ++j)
      if ((j < i && in[static_cast<std::size_t>(j)]) || j > i) joined += p.join(walls[j].a, walls[j].b) >= 0;
    return joined == n - 1;
  };
  std::vector<Grid> found;
  found.reserve(static_cast<std::size_t>(expected));
  Pieces pieces(n);
  std::vector<signed char> stage(static_cast<std::size_t>(m), 0);  // 0 untried, 1 tried open, 2 tried both
  std::vector<int> hung(static_cast<std::size_t>(m), -1);
  int i = 0, taken = 0;
  while (i >= 0) {
    if (i == m) {  // every wall decided: a perfect maze (the pruning keeps every path to one)
      Grid g = empty_.blank();
      for (int j = 0; j < m; ++j)
        if (in[static_cast<std::size_t>(j)]) g.link(walls[j].a, walls[j].b);
      found.push_back(std::move(g));
      --i;
      continue;
    }
    const auto k = static_cast<std::size_t>(i);
    if (stage[k] == 0) {  // knock it down, unless that closes a loop
      stage[k] = 1;
      if (taken < n - 1 && (hung[k] = pieces.join(walls[k].a, walls[k].b)) >= 0) {
        in[k] = 1, ++taken, ++i;
        continue;
      }
    }
    if (stage[k] == 1) {  // leave it standing, unless the rooms could then never be joined
      stage[k] = 2;
      if (in[k]) pieces.undo(hung[k]), in[k] = 0, --taken, hung[k] = -1;
      if (joinable_without(i)) {
        ++i;
        continue;
      }
    }
    stage[k] = 0;
    --i;
  }
  if (static_cast<long long>(found.size()) != expected)
    throw MazeError("the lab listed " + std::to_string(found.size()) + " perfect mazes but counted " +
                    std::to_string(expected));
  std::vector<std::string> keys;
  keys.reserve(found.size());
  for (const Grid& g : found) keys.push_back(key_of(g));
  std::vector<int> order(found.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return keys[static_cast<std::size_t>(a)] < keys[static_cast<std::size_t>(b)]; });
  for (int j : order) {
    keys_.push_back(std::move(keys[static_cast<std::size_t>(j)]));
    mazes_.push_back(std::move(found[static_cast<std::size_t>(j)]));
    by_bits_.emplace(bytes_of(mazes_.back()), size() - 1);
  }
}

int LabKinds::index_of(const Grid& g) const {
  if (g.kind() != empty_.kind() || g.rows() != empty_.rows() || g.cols() != empty_.cols()) return -1;
  const auto it = by_bits_.find(bytes_of(g));
  return it == by_bits_.end() ? -1 : it->second;
}

double upper_gamma_q(double a, double x) {
  if (!(a > 0) || !(x >= 0)) throw MazeError("upper_gamma_q needs a > 0 and x >= 0");
  if (x == 0) return 1;
  constexpr double kEps = 1e-15, kTiny = 1e-300;
  const double front = -x + a * std::log(x) - std::lgamma(a);  // log of e^-x x^a / Gamma(a)
  if (x < a + 1) {  // P(a, x) by its series; Q = 1 - P
    double term = 1 / a, sum = term;
    for (double ap = a; std::fabs(term) >= std::fabs(sum) * kEps;) {
      ap += 1;
      term *= x / ap;
      sum += term;
    }
    return std::max(0.0, 1 - sum * std::exp(front));
  }
  // Q(a, x) by its continued fraction, evaluated from the front (modified Lentz).
  double b = x + 1 - a, c = 1 / kTiny, d = 1 / b, h = d;
  for (int i = 1; i < 100000; ++i) {
    const double an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (std::fabs(d) < kTiny) d = kTiny;
    c = b + an / c;
    if (std::fabs(c) < kTiny) c = kTiny;
    d = 1 / d;
    const double step = d * c;
    h *= step;
    if (std::fabs(step - 1) < kEps) break;
  }
  return std::exp(front) * h;
}

ChiSquare chi_square(const std::vector<long long>& counts) {
  ChiSquare out;
  out.df = static_cast<int>(counts.size()) - 1;
  long long total = 0;
  for (long long c : counts) total += c;
  if (out.df < 1 || total == 0) return out;  // one kind (or nothing yet): nothing to test
  const double expected = static_cast<double>(total) / static_cast<double>(counts.size());
  for (long long c : counts) out.chi2 += (static_cast<double>(c) - expected) * (static_cast<double>(c) - expected);
  out.chi2 /= expected;
  out.p = upper_gamma_q(out.df / 2.0, out.chi2 / 2);
  return out;
}

std::string lab_verdict(const std::vector<long long>& counts, const ChiSquare& test) {
  char text[128];
  long long total = 0;
  for (long long c : counts) total += c;
  // Pearson's test needs about 5 or more expected for each kind; with fewer its p-value means little.
  if (counts.size() > 1 && total < 5 * static_cast<long long>(counts.size())) {
    std::snprintf(text, sizeof text, "too few mazes to tell: grow at least %lld, 5 for each kind",
                  5 * static_cast<long long>(counts.size()));
    return text;
  }
  if (test.p >= 0.01) {
    std::snprintf(text, sizeof text, "all %zu about equally often (p = %.2f)", counts.size(), test.p);
    return text;
  }
  const auto [low, high] = std::minmax_element(counts.begin(), counts.end());
  if (*low == 0) return "some never came up at all";
  const double times = static_cast<double>(*high) / static_cast<double>(*low);
  const double tenths = std::round(times * 10) / 10;
  if (times >= 10 || tenths == std::round(tenths)) std::snprintf(text, sizeof text, "%.0f", std::round(times));
  else std::snprintf(text, sizeof text, "%.1f", tenths);
  return std::string("some mazes ") + text + " times as often as others";
}

LabTally::LabTally(std::shared_ptr<const LabKinds> kinds, Method method, std::string_view seed, const MethodOptions& options)
    : kinds_(std::move(kinds)), method_(method), options_(options), counts_(static_cast<std::size_t>(kinds_->size()), 0) {
  check_method(method, kinds_->empty().kind(), options);
  if (seed.empty()) seed_ = rng_.seed_fresh();
  else rng_.seed(seed), seed_ = std::string(seed);
  const Grid& empty = kinds_->empty();
  if (empty.kind() == ShapeKind::Voronoi) jittered_points(empty.rows(), empty.cols(), rng_);  // the draws of the kinds' points
}

void LabTally::grow(long long mazes) {
  for (long long i = 0; i < mazes; ++i) {
    const int kind = kinds_->index_of(generate(method_, kinds_->empty(), rng_, options_));
    if (kind < 0) throw MazeError("the lab's " + std::string(method_name(method_)) + " made a maze that is not perfect");
    ++counts_[static_cast<std::size_t>(kind)];
  }
  mazes_ += mazes;
}

int LabTally::seen() const {
  return static_cast<int>(std::count_if(counts_.begin(), counts_.end(), [](long long c) { return c > 0; }));
}

}  // namespace maze
