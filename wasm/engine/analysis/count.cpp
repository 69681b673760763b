// count.cpp: counting perfect mazes with the matrix-tree theorem.
//
// A perfect maze is a spanning tree of the shape's graph, and the number of
// spanning trees is the determinant of the shape's Laplacian with one row and
// column removed (Kirchhoff). That determinant has thousands of digits, so we
// never compute it directly: we compute it modulo many 31-bit primes (cheap,
// machine-word arithmetic), then rebuild the exact integer from the residues
// with the Chinese remainder theorem (Garner's mixed-radix form) and print it.
#include "analysis/count.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "shapes/numbering.h"
#include "random/py_random.h"
#include "shapes/random_cells.h"
#include "analysis/residues.h"
#include "shapes/shape.h"
#include "tables/shapes.h"

namespace maze {
namespace {

using u32 = std::uint32_t;
using u64 = std::uint64_t;

// ------------------------------------------------------------------ primes ---

// Hands out primes just below 2^31, largest first. Trial division by every
// prime up to sqrt(2^31) < 46341 proves primality and is plenty fast for the
// few hundred primes we need.
class PrimeSource {
 public:
  PrimeSource() {
    constexpr std::size_t kLimit = 46341;
    std::vector<bool> composite(kLimit + 1, false);
    for (std::size_t i = 2; i <= kLimit; ++i) {
      if (composite[i]) continue;
      small_.push_back(static_cast<u32>(i));
      for (std::size_t j = i * i; j <= kLimit; j += i) composite[j] = true;
    }
  }

  u32 next() {
    do candidate_ -= 2;  // odd numbers only; starts at 2^31 + 1
    while (!is_prime(candidate_));
    return candidate_;
  }

 private:
  bool is_prime(u32 n) const {
    for (u32 d : small_) {
      if (u64{d} * d > n) break;
      if (n % d == 0) return false;
    }
    return true;
  }
  std::vector<u32> small_;
  u32 candidate_ = (u32{1} << 31) + 1;
};

// ---------------------------------------------------- the banded matrix ---

// The shape's Laplacian without the row and column of the room numbered 0, in a
// numbering of the rooms that keeps its band narrow: matrix index i stands for the
// room numbered i + 1, whose neighbours are numbered at most `width` away, so every
// nonzero entry lies in that band.
struct Laplacian {
  int width = 0;
  std::vector<u32> degree;  // the diagonal: each room's number of neighbours
  std::vector<int> lower_start, lower;  // row j's entries -1 left of the diagonal: columns
                                        // lower[lower_start[j] .. lower_start[j + 1]]
  int size() const { return static_cast<int>(degree.size()); }

  Laplacian(const Shape& shape, const std::vector<int>& position) : width(band_of(shape, position)) {
    std::vector<int> room_at(position.size());
    for (std::size_t room = 0; room < position.size(); ++room)
      room_at[static_cast<std::size_t>(position[room])] = static_cast<int>(room);
    lower_start.push_back(0);
    for (std::size_t p = 1; p < room_at.size(); ++p) {
      const int room = room_at[p];
      degree.push_back(static_cast<u32>(shape.degree(room)));
      for (int next : shape.neighbours(room)) {
        const int q = position[static_cast<std::size_t>(next)];
        if (q >= 1 && static_cast<std::size_t>(q) < p) lower.push_back(q - 1);
      }
      lower_start.push_back(static_cast<int>(lower.size()));
    }
  }
};

// One prime with the constants the inner loops want, worked out once.
struct Modulus {
  u32 p;
  u64 fold;      // the largest multiple of p up to 2^63, so in (2^63 - p, 2^63]
  double inv_p;  // 1 / p, to guess quotients
  explicit Modulus(u32 p_) : p(p_), fold(((u64{1} << 63) / p_) * p_), inv_p(1.0 / p_) {}

  // x mod p for x < 2^63 without a slow 64-bit division: the floating-point
  // quotient is within 2^-18 of x / p (three roundings of 2^-53 on a number
  // below 2^33), so truncating it is off by at most one, fixed up after.
  u32 reduce(u64 x) const {
    const auto q = static_cast<u64>(static_cast<double>(static_cast<std::int64_t>(x)) * inv_p);
    const auto r = static_cast<std::int64_t>(x - q * p);  // in [-p, 2p); wraps fine
    return static_cast<u32>(r < 0 ? r + p : r >= p ? r - p : r);
  }
};

// a * b mod p when b is used many times (Shoup's trick): with
// b_shoup = floor(b * 2^32 / p) the quotient a * b / p is estimated, off by
// at most one, by two multiplications instead of a slow division.
struct ShoupFactor {
  u32 b = 0, b_shoup = 0;
  ShoupFactor() = default;
  ShoupFactor(u32 b_, u32 p) : b(b_), b_shoup(static_cast<u32>((u64{b_} << 32) / p)) {}
  u32 times(u32 a, u32 p) const {  // a < p
    const u32 q = static_cast<u32>((u64{b_shoup} * a) >> 32);
    const u32 r = a * b - q * p;  // exact mod 2^32, and in [0, 2p)
    return r >= p ? r - p : r;
  }
};

// Sum of a[t] * b[t] mod p for t < n, with no division in the loop. Each
// product is below p^2, so two of them are below 2p^2 < fold (< 2^63); a sum
// kept below fold can take such an addend without passing 2^64, and then one
// subtraction of fold (a multiple of p) brings it back below fold. Two
// separate sums let the processor work on both at once.
u32 dot_mod(const u32* a, const u32* b, int n, const Modulus& m) {
  const u64 fold = m.fold;
  const auto add = [fold](u64 sum, u64 addend) {  // sum, addend < fold
    sum += addend;
    return std::min(sum, sum - fold);  // unsigned trick: subtract fold if sum >= fold
  };
  u64 s0 = 0, s1 = 0;
  int t = 0;
  for (; t + 4 <= n; t += 4) {
    s0 = add(s0, u64{a[t]} * b[t] + u64{a[t + 1]} * b[t + 1]);
    s1 = add(s1, u64{a[t + 2]} * b[t + 2] + u64{a[t + 3]} * b[t + 3]);
  }
  for (; t < n; ++t) s0 = add(s0, u64{a[t]} * b[t]);
  return m.reduce(add(s0, s1));
}

// The determinant mod p by Gaussian elimination without row swaps, written
// as A = L * D * L^T (L has ones on its diagonal; D is the list of pivots):
// then det A = product of the pivots. No swaps are needed because the matrix
// is positive definite, so the true pivots are never zero; and then L stays
// inside the band, so each row costs about width^2 / 2 multiplications:
// O(size * width^2) in all. Returns false if a pivot is 0 mod p; the caller
// then just tries another prime.
//
// Row j of L is found from the rows above it:
//   e_i = A[j][i] - sum over m < i of e_m * L[i][m]     for i = j-width .. j-1
//   L[j][i] = e_i / D[i],   D[j] = A[j][j] - sum over m < j of e_m * L[j][m]
// Only the last `width` rows of L are needed, kept in a ring (it stays in
// the fastest cache); row r holds L[r][r-width .. r-1].
bool band_determinant(const Laplacian& a, u32 p, u32& det) {
  const int n = a.size(), w = a.width;
  const auto w_size = static_cast<std::size_t>(w);
  const Modulus mod(p);
  std::vector<u32> ring_cells((w_size + 1) * w_size);  // rows of L
  std::vector<ShoupFactor> ring_inv(w_size + 1);       // 1 / D[r], same ring
  std::vector<u32> e_cells(w_size);                    // the e_i of row j
  const auto l_row = [&](int r) { return ring_cells.data() + (r % (w + 1)) * w; };
  const auto pivot_inv = [&](int r) -> ShoupFactor& {
    return ring_inv[static_cast<std::size_t>(r % (w + 1))];
  };
  det = 1;
  for (int j = 0; j < n; ++j) {
    // Row r's band holds columns r - w .. r - 1, column c at slot c - (r - w);
    // columns below 0 do not exist, so the first `skip` slots go unused.
    const int first = std::max(0, j - w), skip = first - (j - w);
    u32* e = e_cells.data();
    u32* l_j = l_row(j);
    // e starts as row j of A left of the diagonal: -1 (p - 1) for each neighbour.
    std::fill(e + skip, e + w, 0);
    for (int t = a.lower_start[static_cast<std::size_t>(j)]; t < a.lower_start[static_cast<std::size_t>(j) + 1]; ++t)
      e[a.lower[static_cast<std::size_t>(t)] - (j - w)] = p - 1;
    for (int i = first; i < j; ++i) {
      const u32 sum = dot_mod(e + skip, l_row(i) + (first - (i - w)), i - first, mod);
      const int slot = i - (j - w);
      const u32 e_i = e[slot] + (p - sum);  // A[j][i] - sum, in (0, 2p)
      e[slot] = e_i >= p ? e_i - p : e_i;
      l_j[slot] = pivot_inv(i).times(e[slot], p);
    }
    const u32 sum = dot_mod(e + skip, l_j + skip, j - first, mod);
    const u32 pivot = (a.degree[static_cast<std::size_t>(j)] + p - sum) % p;
    if (pivot == 0) return false;
    det = mul_mod(det, pivot, p);
    pivot_inv(j) = ShoupFactor(inv_mod(pivot, p), p);
  }
  return true;
}

// An upper bound on log2(determinant), by Hadamard: |det| <= product of the
// rows' lengths. A room with d neighbours gives a row with d on the diagonal
// and at most d entries -1, so its length is at most sqrt(d^2 + d).
double log2_hadamard_bound(const Laplacian& a) {
  double bits = 0;
  for (u32 d : a.degree) bits += 0.5 * std::log2(static_cast<double>(d) * d + d);
  return bits;
}

std::string too_many_rooms(const std::string& what, long long rooms) {
  return "counting is limited to " + what + " of at most " + std::to_string(kMaxCountRooms) +
         " rooms (for example 60 x 60), because bigger ones take too long to count; this one has " +
         std::to_string(rooms) + " rooms";
}

// Whether every room can be reached from room 0. A shape in pieces has no perfect
// maze, and its matrix has determinant 0, which no prime would ever get past.
bool in_one_piece(const Shape& shape) {
  std::vector<char> reached(static_cast<std::size_t>(shape.rooms()), 0);
  std::vector<int> stack{0};
  reached[0] = 1;
  int count = 1;
  while (!stack.empty()) {
    const int room = stack.back();
    stack.pop_back();
    for (int next : shape.neighbours(room))
      if (!reached[static_cast<std::size_t>(next)]) reached[static_cast<std::size_t>(next)] = 1, ++count, stack.push_back(next);
  }
  return count == shape.rooms();
}

}  // namespace

// The shape's own message for a bad size; a grid's rooms are counted without its
// 16,000,000-room limit, so any grid past 3600 rooms gets the counting message.
void check_count_size(ShapeKind kind, int rows, int cols) {
  const long long rooms = shape_facts(kind).sized == "rings" || rows < 1 || cols < 1 ? Shape::count_rooms(kind, rows, cols)
                                                                            : static_cast<long long>(rows) * cols;
  if (rooms > kMaxCountRooms) throw MazeError(too_many_rooms(shape_facts(kind).walls ? "grids" : "mazes", rooms));
}

std::string count_perfect_mazes(int rows, int cols) { return count_perfect_mazes(ShapeKind::Square, rows, cols); }

std::string count_perfect_mazes(ShapeKind kind, int rows, int cols) {
  check_count_size(kind, rows, cols);
  return count_perfect_mazes(Shape(kind, rows, cols));
}

std::string count_perfect_mazes(const Shape& shape) {
  const int rooms = shape.rooms();
  if (rooms > kMaxCountRooms) throw MazeError(too_many_rooms("mazes", rooms));
  if (rooms == 1) return "1";  // one room: the empty tree, a 0 x 0 determinant
  if (!in_one_piece(shape)) return "0";
  const Laplacian laplacian(shape, narrow_numbering(shape));
  const long long work = static_cast<long long>(rooms) * laplacian.width * laplacian.width;
  if (work > kMaxCountWork)
    throw MazeError("counting this " + std::string(shape_name(shape.kind())) +
                    " maze would take too long: its rooms x band x band (the band: how far apart two "
                    "neighbours' numbers are) is " + std::to_string(work) + ", more than the " +
                    std::to_string(kMaxCountWork) + " of a 60 x 60 square");

  // Enough primes that their product beats the determinant (which is >= 1):
  // then the residues pin it down exactly. Each prime adds >= 30 bits.
  const double needed_bits = log2_hadamard_bound(laplacian) + 2;
  std::vector<u32> primes, residues;
  PrimeSource source;
  for (double bits = 0; bits < needed_bits;) {
    const u32 p = source.next();
    u32 det;
    if (!band_determinant(laplacian, p, det)) continue;  // unlucky prime
    primes.push_back(p);
    residues.push_back(det);
    bits += std::log2(static_cast<double>(p));
  }
  return from_residues(residues, primes);
}

std::string count_random_cells(int rows, int cols, std::string_view seed) {
  check_count_size(ShapeKind::Voronoi, rows, cols);
  PyRandom rng(seed);
  return count_perfect_mazes(*random_cells(rows, cols, rng).shape());
}

std::string count_mazes(ShapeKind kind, int rows, int cols, std::string_view seed) {
  if (shape_facts(kind).tunnels)
    throw MazeError("weave mazes are not counted: which tunnels may open depends on the corridors over them");
  if (kind == ShapeKind::Voronoi) {
    if (seed.empty()) throw MazeError("random cells are drawn from the seeded stream: give --seed N to count them");
    return count_random_cells(rows, cols, seed);
  }
  if (!seed.empty())
    throw MazeError("only random cells (--shape voronoi) take --seed to count them: their points are drawn from it");
  return kind == ShapeKind::Square ? count_perfect_mazes(rows, cols) : count_perfect_mazes(kind, rows, cols);
}

}  // namespace maze
