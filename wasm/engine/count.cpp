// count.cpp: counting perfect mazes with the matrix-tree theorem.
//
// A perfect maze is a spanning tree of the grid graph, and the number of
// spanning trees is the determinant of the grid's Laplacian with one row and
// column removed (Kirchhoff). That determinant has thousands of digits, so we
// never compute it directly: we compute it modulo many 31-bit primes (cheap,
// machine-word arithmetic), then rebuild the exact integer from the residues
// with the Chinese remainder theorem (Garner's mixed-radix form) and print it.
#include "count.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "grid.h"

namespace maze {
namespace {

using u32 = std::uint32_t;
using u64 = std::uint64_t;

// ------------------------------------------------ arithmetic mod a prime ---

u32 mul_mod(u32 a, u32 b, u32 p) { return static_cast<u32>(u64{a} * b % p); }

// The inverse of a mod p (a not 0 mod p) by the extended Euclid algorithm:
// about 20 divisions, many times cheaper than Fermat's a^(p-2), which matters
// because elimination needs one inverse per row.
u32 inv_mod(u32 a, u32 p) {
  std::int64_t r0 = p, r1 = a % p, s0 = 0, s1 = 1;  // invariant: s_i * a = r_i (mod p)
  while (r1 != 0) {
    const std::int64_t q = r0 / r1;
    std::int64_t t = r0 - q * r1;
    r0 = r1, r1 = t;
    t = s0 - q * s1;
    s0 = s1, s1 = t;
  }
  return static_cast<u32>(s0 < 0 ? s0 + p : s0);
}

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

// Matrix index i stands for room i + 1 (room 0's row and column are dropped).
// With rooms numbered row by row, room i + 1 only touches rooms at most
// `width` = cols places away, so every nonzero entry lies in that band.
struct Laplacian {
  int rows = 0, cols = 0;
  int size() const { return rows * cols - 1; }
  int width() const { return cols; }
  // Number of neighbours of room i + 1: the diagonal entry.
  u32 degree(int i) const {
    const int r = (i + 1) / cols, c = (i + 1) % cols;
    return static_cast<u32>((r > 0) + (r + 1 < rows) + (c > 0) + (c + 1 < cols));
  }
  // Entry (j, i) for i < j is -1 if rooms j+1 and i+1 are neighbours, else 0.
  bool left_neighbour(int j) const { return (j + 1) % cols != 0; }  // (j, j-1)
  bool upper_neighbour(int j) const { return j - cols >= 0; }        // (j, j-cols)
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
  const int n = a.size(), w = a.width();
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
    for (int i = first; i < j; ++i) {
      const u32 sum = dot_mod(e + skip, l_row(i) + (first - (i - w)), i - first, mod);
      const bool linked =
          (i == j - 1 && a.left_neighbour(j)) || (i == j - w && a.upper_neighbour(j));
      const u32 e_i = (linked ? p - 1 : 0) + (p - sum);  // A[j][i] - sum, in (0, 2p)
      const int slot = i - (j - w);
      e[slot] = e_i >= p ? e_i - p : e_i;
      l_j[slot] = pivot_inv(i).times(e[slot], p);
    }
    const u32 sum = dot_mod(e + skip, l_j + skip, j - first, mod);
    const u32 pivot = (a.degree(j) + p - sum) % p;
    if (pivot == 0) return false;
    det = mul_mod(det, pivot, p);
    pivot_inv(j) = ShoupFactor(inv_mod(pivot, p), p);
  }
  return true;
}

// An upper bound on log2(determinant), by Hadamard: |det| <= product of the
// rows' lengths. A room with d neighbours gives a row with d on the diagonal
// and at most d entries -1, so its length is at most sqrt(d^2 + d).
double log2_hadamard_bound(int rows, int cols) {
  double bits = 0;
  for (int room = 1; room < rows * cols; ++room) {
    const int r = room / cols, c = room % cols;
    const int d = (r > 0) + (r + 1 < rows) + (c > 0) + (c + 1 < cols);
    bits += 0.5 * std::log2(static_cast<double>(d) * d + d);
  }
  return bits;
}

// ------------------------------------------------------------- big numbers ---

// A non-negative integer as base-2^32 digits, least significant first.
using BigNat = std::vector<u32>;

void mul_add_small(BigNat& x, u32 mul, u32 add) {
  u64 carry = add;
  for (u32& digit : x) {
    const u64 v = u64{digit} * mul + carry;
    digit = static_cast<u32>(v);
    carry = v >> 32;
  }
  if (carry) x.push_back(static_cast<u32>(carry));
}

// Divides x in place by d and returns the remainder.
u32 div_small(BigNat& x, u32 d) {
  u64 rem = 0;
  for (std::size_t i = x.size(); i-- > 0;) {
    const u64 cur = (rem << 32) | x[i];
    x[i] = static_cast<u32>(cur / d);
    rem = cur % d;
  }
  while (!x.empty() && x.back() == 0) x.pop_back();
  return static_cast<u32>(rem);
}

std::string to_decimal(BigNat x) {
  if (x.empty()) return "0";
  std::vector<u32> chunks;  // base 10^9, least significant first
  while (!x.empty()) chunks.push_back(div_small(x, 1'000'000'000));
  std::string out = std::to_string(chunks.back());
  for (std::size_t i = chunks.size() - 1; i-- > 0;) {
    const std::string part = std::to_string(chunks[i]);
    out += std::string(9 - part.size(), '0') + part;
  }
  return out;
}

// Garner: the unique x in [0, p0*p1*...) with x = residues[i] mod primes[i],
// built as mixed-radix digits x = d0 + d1*p0 + d2*p0*p1 + ...; each digit
// needs only arithmetic mod one prime, and no big number until the end.
BigNat garner(const std::vector<u32>& residues, const std::vector<u32>& primes) {
  const std::size_t count = primes.size();
  std::vector<u32> digits(count);
  for (std::size_t i = 0; i < count; ++i) {
    const u32 p = primes[i];
    u32 value = 0, radix = 1;  // the digits so far, and p0*...*p(i-1), mod p
    for (std::size_t j = 0; j < i; ++j) {
      value = static_cast<u32>((value + u64{digits[j]} * radix) % p);
      radix = mul_mod(radix, primes[j] % p, p);
    }
    const u32 gap = (residues[i] + p - value) % p;
    digits[i] = mul_mod(gap, inv_mod(radix, p), p);
  }
  BigNat x;  // Horner from the top digit down: x = x * p_i + d_i
  for (std::size_t i = count; i-- > 0;) {
    mul_add_small(x, primes[i], 0);
    mul_add_small(x, 1, digits[i]);
  }
  return x;
}

void check_count_size(int rows, int cols) {
  if (rows < 1 || cols < 1) check_size(rows, cols);  // the grid's own message
  if (static_cast<long long>(rows) * cols > kMaxCountRooms)
    throw MazeError("counting is limited to grids of at most " + std::to_string(kMaxCountRooms) +
                    " rooms (for example 60 x 60), because bigger ones take too long to "
                    "count; this one has " +
                    std::to_string(static_cast<long long>(rows) * cols) + " rooms");
}

}  // namespace

std::string count_perfect_mazes(int rows, int cols) {
  check_count_size(rows, cols);
  if (rows * cols == 1) return "1";  // one room: the empty tree, a 0 x 0 determinant
  if (cols > rows) std::swap(rows, cols);  // same graph turned; keeps the band narrow

  // Enough primes that their product beats the determinant (which is >= 1):
  // then the residues pin it down exactly. Each prime adds >= 30 bits.
  const double needed_bits = log2_hadamard_bound(rows, cols) + 2;
  std::vector<u32> primes, residues;
  PrimeSource source;
  for (double bits = 0; bits < needed_bits;) {
    const u32 p = source.next();
    u32 det;
    if (!band_determinant(Laplacian{rows, cols}, p, det)) continue;  // unlucky prime
    primes.push_back(p);
    residues.push_back(det);
    bits += std::log2(static_cast<double>(p));
  }
  return to_decimal(garner(residues, primes));
}

}  // namespace maze
