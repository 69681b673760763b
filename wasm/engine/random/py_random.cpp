// py_random.cpp: MT19937 seeded and consumed exactly as CPython's random module does.
#include "random/py_random.h"

#include <algorithm>
#include <bit>
#include <random>

#include "base/error.h"
#include "base/limits.h"

namespace maze {
namespace {

constexpr int kN = 624, kM = 397;

// Seeding and the twist loop the same way for every seed: a fuzzer learns nothing from
// their branches, and tracing them took half of a fuzzing run's time.
#if defined(__clang__)
#define MAZE_NOT_TRACED __attribute__((no_sanitize("coverage")))
#else
#define MAZE_NOT_TRACED
#endif
// The twist and tempering are vector loops; where the processor has wider vectors (AVX2,
// AVX-512), GCC builds those copies too and picks one when the program starts.
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && defined(__linux__) && \
    !defined(__SANITIZE_ADDRESS__)
#define MAZE_WIDEST_VECTORS __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define MAZE_WIDEST_VECTORS
#endif

// Long junk is cut short so the message stays readable.
std::string quoted(std::string_view s) {
  if (s.size() > 40) return "\"" + std::string(s.substr(0, 40)) + "...\"";
  return "\"" + std::string(s) + "\"";
}

// abs(n) as base-2**32 words, least significant first, like CPython's key.
// Stricter than int(): no spaces, no underscores, so a seed reads one way only.
std::vector<std::uint32_t> decimal_to_words(std::string_view s) {
  std::string_view digits = s;
  if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) digits.remove_prefix(1);
  bool ok = !digits.empty();
  for (char c : digits) ok = ok && c >= '0' && c <= '9';
  if (!ok) throw MazeError("a seed must be a whole number, like 2083 (got " + quoted(s) + ")");
  if (digits.size() > limits::kMaxSeedDigits)
    throw MazeError("a seed can have at most " + std::to_string(limits::kMaxSeedDigits) + " digits (got " + std::to_string(digits.size()) + ")");

  std::vector<std::uint32_t> words{0};
  // Nine digits at a time: words = words * 10**len + chunk.
  std::size_t pos = 0, len = digits.size() % 9 == 0 ? 9 : digits.size() % 9;
  for (; pos < digits.size(); pos += len, len = 9) {
    std::uint32_t chunk = 0, scale = 1;
    for (std::size_t i = 0; i < len; ++i) {
      chunk = chunk * 10 + static_cast<std::uint32_t>(digits[pos + i] - '0');
      scale *= 10;
    }
    std::uint64_t carry = chunk;
    for (std::uint32_t& w : words) {
      std::uint64_t t = std::uint64_t{w} * scale + carry;
      w = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    if (carry) words.push_back(static_cast<std::uint32_t>(carry));
  }
  return words;
}

// Words (least significant first) to decimal, by repeated division by 10**9.
std::string words_to_decimal(std::vector<std::uint32_t> words) {
  std::string out;
  while (!words.empty()) {
    std::uint64_t rem = 0;
    for (std::size_t i = words.size(); i-- > 0;) {
      std::uint64_t cur = (rem << 32) | words[i];
      words[i] = static_cast<std::uint32_t>(cur / 1'000'000'000);
      rem = cur % 1'000'000'000;
    }
    while (!words.empty() && words.back() == 0) words.pop_back();
    for (int i = 0; i < 9 && (rem || !words.empty()); ++i, rem /= 10)
      out.insert(out.begin(), static_cast<char>('0' + rem % 10));
  }
  return out.empty() ? "0" : out;
}

}  // namespace

PyRandom::PyRandom() { seed(0LL); }
PyRandom::PyRandom(std::string_view decimal) { seed(decimal); }
PyRandom::PyRandom(long long n) { seed(n); }

void PyRandom::seed(std::string_view decimal) { init_by_array(decimal_to_words(decimal)); }

void PyRandom::seed(long long n) {
  // Negate as unsigned so LLONG_MIN works too; CPython seeds from abs(n).
  std::uint64_t u = n < 0 ? 0 - static_cast<std::uint64_t>(n) : static_cast<std::uint64_t>(n);
  std::vector<std::uint32_t> key{static_cast<std::uint32_t>(u)};
  if (u >> 32) key.push_back(static_cast<std::uint32_t>(u >> 32));
  init_by_array(key);
}

std::string PyRandom::seed_fresh() {
  std::random_device rd;
  std::vector<std::uint32_t> words(4);
  for (std::uint32_t& w : words) w = static_cast<std::uint32_t>(rd());
  std::string s = words_to_decimal(std::move(words));
  seed(s);
  return s;
}

MAZE_NOT_TRACED void PyRandom::init_by_array(const std::vector<std::uint32_t>& key) {
  mt_[0] = 19650218U;
  for (int i = 1; i < kN; ++i)
    mt_[i] = 1812433253U * (mt_[i - 1] ^ (mt_[i - 1] >> 30)) + static_cast<std::uint32_t>(i);
  std::size_t i = 1, j = 0;
  for (std::size_t k = kN > key.size() ? kN : key.size(); k; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1664525U)) + key[j] +
             static_cast<std::uint32_t>(j);
    if (++i >= kN) mt_[0] = mt_[kN - 1], i = 1;
    if (++j >= key.size()) j = 0;
  }
  for (int k = kN - 1; k; --k) {
    mt_[i] = (mt_[i] ^ ((mt_[i - 1] ^ (mt_[i - 1] >> 30)) * 1566083941U)) -
             static_cast<std::uint32_t>(i);
    if (++i >= kN) mt_[0] = mt_[kN - 1], i = 1;
  }
  mt_[0] = 0x80000000U;
  index_ = kN;
  queue_.clear();
}

MAZE_NOT_TRACED MAZE_WIDEST_VECTORS void PyRandom::refill() {
  auto twist = [](std::uint32_t a, std::uint32_t b, std::uint32_t far) {
    std::uint32_t y = (a & 0x80000000U) | (b & 0x7fffffffU);
    return far ^ (y >> 1) ^ ((0U - (y & 1U)) & 0x9908b0dfU);  // no branch for wasm to miss
  };
  int k = 0;
  for (; k < kN - kM; ++k) mt_[k] = twist(mt_[k], mt_[k + 1], mt_[k + kM]);
  for (; k < kN - 1; ++k) mt_[k] = twist(mt_[k], mt_[k + 1], mt_[k + kM - kN]);
  mt_[kN - 1] = twist(mt_[kN - 1], mt_[0], mt_[kM - 1]);
  for (k = 0; k < kN; ++k) {
    std::uint32_t y = mt_[k];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    out_[k] = y ^ (y >> 18);
  }
  index_ = 0;
  queue_.clear();
}

int PyRandom::shuffle4_slow() {
  if (index_ >= kN) refill();  // what the first draw would do
  if (queue_.fill(out_, index_)) return shuffle4();
  const int j3 = static_cast<int>(below<4>());
  const int j2 = static_cast<int>(below<3>());
  return j3 * 6 + j2 * 2 + static_cast<int>(below<2>());
}

double PyRandom::random() {
  std::uint32_t a = next32() >> 5;  // drawn first, as in CPython
  std::uint32_t b = next32() >> 6;
  return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

std::uint64_t PyRandom::getrandbits(int k) {
  if (k < 0 || k > 64) throw MazeError("getrandbits needs 0 <= k <= 64 (got " + std::to_string(k) + ")");
  if (k == 0) return 0;  // CPython draws nothing here
  if (k <= 32) return next32() >> (32 - k);
  std::uint64_t lo = next32();
  std::uint64_t hi = next32() >> (64 - k);
  return lo | hi << 32;
}

std::vector<std::uint32_t> PyRandom::getrandbits_words(int k) {
  if (k < 0) throw MazeError("getrandbits needs k >= 0 (got " + std::to_string(k) + ")");
  // Rounded up in size_t: k + 31 would overflow int for k near INT_MAX.
  std::vector<std::uint32_t> words((static_cast<std::size_t>(k) + 31) / 32);
  for (std::uint32_t& w : words) {
    std::uint32_t r = next32();
    w = k < 32 ? r >> (32 - k) : r;  // only the top word is short
    k -= 32;
  }
  return words;
}

std::uint64_t PyRandom::randbelow_wide(std::uint64_t n) {
  // CPython would spin forever on 0; say so instead.
  if (n == 0) throw MazeError("randbelow needs a positive bound");
  const int k = static_cast<int>(std::bit_width(n));
  std::uint64_t r;
  do r = getrandbits(k);
  while (r >= n);
  return r;
}

long long PyRandom::randrange(long long start, long long stop, long long step) {
  auto range = [&] {
    return std::to_string(start) + ", " + std::to_string(stop) + (step == 1 ? "" : ", " + std::to_string(step));
  };
  if (step == 0) throw MazeError("zero step for randrange()");
  // Python's count, (width + step - 1) // step or (width + step + 1) // step, is
  // ceil(distance / |step|) and positive exactly when stop lies in step's direction.
  // Unsigned arithmetic keeps it exact for the whole long long range.
  using U = std::uint64_t;
  if (step > 0 ? stop <= start : stop >= start) throw MazeError("empty range in randrange(" + range() + ")");
  const U dist = step > 0 ? U(stop) - U(start) : U(start) - U(stop);
  const U size = step > 0 ? U(step) : 0 - U(step);
  const U n = dist / size + (dist % size != 0);
  // Wraps modulo 2**64 back onto the true result, which lies between start and stop.
  return static_cast<long long>(U(start) + U(step) * randbelow(n));
}

void PyRandom::throw_empty_choice() { throw MazeError("cannot choose from an empty sequence"); }

}  // namespace maze
