// residues.h: arithmetic modulo a prime, and a whole number rebuilt from its remainders.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace maze {

inline std::uint32_t mul_mod(std::uint32_t a, std::uint32_t b, std::uint32_t p) {
  return static_cast<std::uint32_t>(std::uint64_t{a} * b % p);
}

// The inverse of a mod p (a not 0 mod p) by the extended Euclid algorithm:
// about 20 divisions, many times cheaper than Fermat's a^(p-2), which matters
// because elimination needs one inverse per row.
inline std::uint32_t inv_mod(std::uint32_t a, std::uint32_t p) {
  std::int64_t r0 = p, r1 = a % p, s0 = 0, s1 = 1;  // invariant: s_i * a = r_i (mod p)
  while (r1 != 0) {
    const std::int64_t q = r0 / r1;
    std::int64_t t = r0 - q * r1;
    r0 = r1, r1 = t;
    t = s0 - q * s1;
    s0 = s1, s1 = t;
  }
  return static_cast<std::uint32_t>(s0 < 0 ? s0 + p : s0);
}

// The unique x in [0, p0*p1*...) with x = residues[i] mod primes[i] (distinct
// primes below 2^31), in decimal: the Chinese remainder theorem, exactly.
std::string from_residues(const std::vector<std::uint32_t>& residues, const std::vector<std::uint32_t>& primes);

}  // namespace maze
