// residues.cpp: a whole number rebuilt from its remainders modulo many primes (Garner).
#include "analysis/residues.h"

namespace maze {
namespace {

using u32 = std::uint32_t;
using u64 = std::uint64_t;

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

}  // namespace

std::string from_residues(const std::vector<u32>& residues, const std::vector<u32>& primes) {
  return to_decimal(garner(residues, primes));
}

}  // namespace maze
