// py_random.cpp: MT19937 seeded and consumed exactly as CPython's random module does.
#include "py_random.h"

#include <algorithm>
#include <bit>
#include <random>

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

#include "grid.h"

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
constexpr std::size_t kMaxSeedDigits = 10'000;

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
  if (digits.size() > kMaxSeedDigits)
    throw MazeError("a seed can have at most 10000 digits (got " + std::to_string(digits.size()) + ")");

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
  keeps_found_ = false;
  finish_queue(0);  // an empty queue
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
  keeps_found_ = false;
  finish_queue(0);  // an empty queue
}

// Four words at a time: their top bits, and where both top bits are set.
MAZE_NOT_TRACED void PyRandom::find_keeps() {
  for (int w = 0; w * 64 < kN; ++w) {
    const std::uint32_t* o = out_ + w * 64;
    const int n = std::min(64, kN - w * 64);  // a multiple of four
    std::uint64_t top = 0, both = 0;
    for (int i = 0; i < n; i += 4) {
#if defined(__SSE2__)
      const __m128i v = _mm_load_si128(reinterpret_cast<const __m128i*>(o + i));
      const int t = _mm_movemask_ps(_mm_castsi128_ps(v));
      const int b = _mm_movemask_ps(_mm_castsi128_ps(_mm_and_si128(v, _mm_slli_epi32(v, 1))));
#elif defined(__wasm_simd128__)
      const v128_t v = wasm_v128_load(o + i);
      const int t = static_cast<int>(wasm_i32x4_bitmask(v));
      const int b = static_cast<int>(wasm_i32x4_bitmask(wasm_v128_and(v, wasm_i32x4_shl(v, 1))));
#else
      int t = 0, b = 0;
      for (int k = 0; k < 4; ++k) t |= static_cast<int>(o[i + k] >> 31) << k, b |= static_cast<int>(o[i + k] >> 31 & o[i + k] >> 30) << k;
#endif
      top |= static_cast<std::uint64_t>(t) << i;
      both |= static_cast<std::uint64_t>(b) << i;
    }
    const std::uint64_t words = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    keep_half_[w] = ~top & words;
    keep_three_[w] = ~both & words;
  }
  for (int w = (kN + 63) / 64; w < 12; ++w) keep_half_[w] = keep_three_[w] = 0;
  keeps_found_ = true;
}

// A decoding of shuffles running along the block: its next shuffle starts at word `start`,
// and bit i of half and three is that of word start + i (as far as its window reaches).
struct PyRandom::Chain {
  int start;
  std::uint64_t half, three;
};

// Decodes the next shuffle of chain c, as the three loops of shuffle4_slow would take it:
// below<4> keeps the first word with a clear top bit, below<3> the next one whose top two
// bits are not both set, below<2> the next with a clear top bit. Writes its entry (see
// queue_) and moves c past its three words; false if it would run past the block (or past
// 64 words of rejections).
[[gnu::always_inline]] inline bool PyRandom::next_shuffle(Chain& c, std::uint32_t& entry) const {
  for (bool fresh = false;; fresh = true) {
    // Branches, not selects: they nearly always go one way, and a select would wait. The
    // windows shifted by one are ready early, so each found word costs one shift more.
    const std::uint64_t h = c.half, t = c.three, h_past = h >> 1, t_past = t >> 1;
    if (h != 0) [[likely]] {
      const int p3 = std::countr_zero(h);
      const std::uint64_t h2 = t_past >> p3;
      if (h2 != 0) [[likely]] {
        const int p2 = p3 + 1 + std::countr_zero(h2);
        const std::uint64_t h1 = h_past >> p2;
        if (h1 != 0) [[likely]] {
          const int p1 = p2 + 1 + std::countr_zero(h1);
          const std::uint32_t* o = out_ + c.start;
          const std::uint32_t code = (o[p3] >> 29) * 6 + (o[p2] >> 30) * 2 + (o[p1] >> 30);
          entry = static_cast<std::uint32_t>(c.start) | static_cast<std::uint32_t>(c.start + p1 + 1) << 10 | code << 20;
          c.start += p1 + 1;
          c.half = h_past >> p1, c.three = t_past >> p1;
          return true;
        }
      }
    }
    if (fresh) return false;  // not even a whole window holds one
    c.half = window(keep_half_, c.start), c.three = window(keep_three_, c.start);
  }
}

// Decodes every shuffle from index_ to the end of the block into the queue. Each shuffle
// starts where the last one ended, so one decoding is a chain of waits. Two run side by
// side instead: one from index_, one guessing that a shuffle starts halfway. The guess is
// usually wrong, but two decodings that ever agree on where a shuffle starts agree from
// there on, and they do within about 14 words; the first goes on alone until they do.
bool PyRandom::queue_shuffles() {
  if (!keeps_found_) find_keeps();
  auto chain = [this](int pos) { return Chain{pos, window(keep_half_, pos), window(keep_three_, pos)}; };
  Chain a = chain(index_);
  int n = 0;
  std::uint32_t e;
  const int mid = index_ + (kN - index_) / 2;
  if (kN - index_ >= 128) {  // a short rest is not worth the second
    Chain b = chain(mid);
    std::uint32_t guessed[kQueue];
    int m = 0;
    bool b_on = true;
    while (a.start < mid && next_shuffle(a, e)) {
      queue_[n++] = e;
      if (!next_shuffle(b, guessed[m])) {
        b_on = false;
        break;
      }
      ++m;
    }
    while (a.start < mid && next_shuffle(a, e)) queue_[n++] = e;
    // Where the first decoding lands on a start of the second's, take the rest from it.
    for (int k = 0; k <= m && a.start >= mid;) {
      const int s = k < m ? static_cast<int>(guessed[k] & 1023) : b.start;
      if (s < a.start) {
        ++k;
      } else if (s == a.start) {
        std::copy(guessed + k, guessed + m, queue_ + n);
        n += m - k;
        if (!b_on) return finish_queue(n);  // the second stopped where the block ends
        a = b;
        break;
      } else if (next_shuffle(a, e)) {
        queue_[n++] = e;
      } else {
        break;
      }
    }
  }
  while (next_shuffle(a, e)) queue_[n++] = e;
  return finish_queue(n);
}

// The queue holds the n entries written, then the sentinel; false if it is empty.
bool PyRandom::finish_queue(int n) {
  queue_[n] = kNoShuffle;
  queued_ = 0;
  return n > 0;
}

int PyRandom::shuffle4_slow() {
  if (index_ >= kN) refill();  // what the first draw would do
  if (queue_shuffles()) return shuffle4();
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
