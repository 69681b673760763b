// seed_fuzz.cpp: random.seed from a decimal string, against a plain reference MT19937;
// bytes after a NUL then drive the drawing calls, whose results must stay in range.
#include <fuzzer/FuzzedDataProvider.h>

#include <climits>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "shapes/grid.h"
#include "random/py_random.h"

namespace {
using namespace maze;

void check(bool ok) {
  if (!ok) __builtin_trap();
}

// The reference is not under test: no coverage hooks, so the engine gets the time.
#define REFERENCE __attribute__((no_sanitize("coverage")))

// CPython's key for int(s): abs value in 32-bit words, least significant first.
// Four digits at a time from the left, so it shares nothing with the engine's
// nine-digit chunks aligned on the right.
REFERENCE std::optional<std::vector<std::uint32_t>> reference_key(std::string_view s) {
  if (!s.empty() && (s[0] == '+' || s[0] == '-')) s.remove_prefix(1);
  if (s.empty() || s.size() > 10'000) return std::nullopt;
  for (char ch : s)
    if (ch < '0' || ch > '9') return std::nullopt;
  std::vector<std::uint32_t> key{0};
  for (std::size_t pos = 0; pos < s.size(); pos += 4) {
    std::uint64_t carry = 0, scale = 1;
    for (std::size_t i = pos; i < pos + 4 && i < s.size(); ++i) carry = carry * 10 + (s[i] - '0'), scale *= 10;
    for (auto& w : key) {
      std::uint64_t t = std::uint64_t{w} * scale + carry;
      w = static_cast<std::uint32_t>(t);
      carry = t >> 32;
    }
    if (carry) key.push_back(static_cast<std::uint32_t>(carry));
  }
  return key;
}

// mt19937ar.c as published: init_genrand, init_by_array, genrand_int32.
struct ReferenceMt {
  std::uint32_t mt[624];
  int mti = 624;
  REFERENCE explicit ReferenceMt(const std::vector<std::uint32_t>& key) {
    mt[0] = 19650218U;
    for (int i = 1; i < 624; i++) mt[i] = 1812433253U * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i;
    int i = 1, j = 0, len = static_cast<int>(key.size());
    for (int k = 624 > len ? 624 : len; k; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525U)) + key[j] + j;
      i++, j++;
      if (i >= 624) mt[0] = mt[623], i = 1;
      if (j >= len) j = 0;
    }
    for (int k = 623; k; k--) {
      mt[i] = (mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941U)) - i;
      i++;
      if (i >= 624) mt[0] = mt[623], i = 1;
    }
    mt[0] = 0x80000000U;
  }
  REFERENCE std::uint32_t next() {
    static const std::uint32_t mag01[2] = {0, 0x9908b0dfU};
    if (mti >= 624) {
      int kk = 0;
      std::uint32_t y;
      for (; kk < 624 - 397; kk++) {
        y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
        mt[kk] = mt[kk + 397] ^ (y >> 1) ^ mag01[y & 1];
      }
      for (; kk < 623; kk++) {
        y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
        mt[kk] = mt[kk + (397 - 624)] ^ (y >> 1) ^ mag01[y & 1];
      }
      y = (mt[623] & 0x80000000U) | (mt[0] & 0x7fffffffU);
      mt[623] = mt[396] ^ (y >> 1) ^ mag01[y & 1];
      mti = 0;
    }
    std::uint32_t y = mt[mti++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    return y ^ (y >> 18);
  }
};

template <class F>
bool throws_maze_error(F f) {
  try {
    f();
  } catch (const MazeError&) {
    return true;
  }
  return false;
}

// Same first draws as `want`: the two seeds gave the same stream.
void check_same(PyRandom want, std::string_view other) {
  PyRandom r(other);
  for (int i = 0; i < 3; ++i) check(r.next32() == want.next32());
}

// The same number spelt another way seeds the same stream. One spelling per input,
// picked by `which`, keeps the target fast; the fuzzer varies it.
void check_spelling(const PyRandom& r, std::string_view s, unsigned which) {
  std::string_view digits = s;
  if (digits[0] == '+' || digits[0] == '-') digits.remove_prefix(1);
  std::size_t nonzero = digits.find_first_not_of('0');
  std::string number(nonzero == std::string_view::npos ? "0" : digits.substr(nonzero));
  switch (which % 5) {
    case 0: return check_same(r, number);
    case 1: return check_same(r, "+" + number);
    case 2: return check_same(r, "-" + number);
    case 3:
      if (digits.size() < 10'000) check_same(r, "0" + std::string(digits));
      return;
    default:
      if (number.size() <= 18) {
        long long n = std::stoll(number);
        PyRandom a(r), b(which & 8 ? -n : n);
        for (int i = 0; i < 3; ++i) check(a.next32() == b.next32());
      }
  }
}

// The drawing calls the lesson makes, with any arguments: in range, or MazeError.
void draw(PyRandom& r, FuzzedDataProvider& in) {
  for (int calls = 0; calls < 16 && in.remaining_bytes() > 0; ++calls) {
    switch (in.ConsumeIntegralInRange(0, 7)) {
      case 0: {
        int k = in.ConsumeIntegralInRange(-2, 66);
        std::uint64_t v = 0;
        bool bad = throws_maze_error([&] { v = r.getrandbits(k); });
        check(bad == (k < 0 || k > 64));
        if (!bad && k < 64) check(v >> k == 0);
        break;
      }
      case 1: {
        int k = in.ConsumeIntegralInRange(-2, 300);
        std::vector<std::uint32_t> w;
        bool bad = throws_maze_error([&] { w = r.getrandbits_words(k); });
        check(bad == (k < 0));
        if (!bad) {
          check(w.size() == static_cast<std::size_t>((k + 31) / 32));
          if (k % 32) check(w.back() >> (k % 32) == 0);
        }
        break;
      }
      case 2: {
        std::uint64_t n = in.ConsumeIntegral<std::uint64_t>() >> in.ConsumeIntegralInRange(0, 63);
        std::uint64_t v = 0;
        bool bad = throws_maze_error([&] { v = r.randbelow(n); });
        check(bad == (n == 0));
        if (!bad) check(v < n);
        break;
      }
      case 3: {
        long long start = in.ConsumeIntegral<long long>(), stop = in.ConsumeIntegral<long long>();
        long long step = in.ConsumeBool() ? in.ConsumeIntegralInRange<long long>(-3, 3) : in.ConsumeIntegral<long long>();
        long long v = 0;
        bool bad = throws_maze_error([&] { v = r.randrange(start, stop, step); });
        bool empty = step == 0 || (step > 0 ? stop <= start : stop >= start);
        check(bad == empty);
        if (!bad) {
          __int128 off = static_cast<__int128>(v) - start;
          check(step > 0 ? (v >= start && v < stop) : (v <= start && v > stop));
          check(off % step == 0);
        }
        break;
      }
      case 4: {
        double x = r.random();
        check(x >= 0.0 && x < 1.0);
        break;
      }
      case 5: {  // shuffle4 reads ahead in the stream: it must match three plain draws
        PyRandom plain(r);
        const int code = r.shuffle4();
        const auto j3 = plain.randbelow(4), j2 = plain.randbelow(3), j1 = plain.randbelow(2);
        check(code == static_cast<int>(j3 * 6 + j2 * 2 + j1) && r.next32() == plain.next32());
        break;
      }
      case 6: {  // move through the 624 words so draws land near the end of a block
        for (int n = in.ConsumeIntegralInRange(0, 700); n > 0; --n) r.next32();
        break;
      }
      default: {
        std::vector<int> v(in.ConsumeIntegralInRange(0, 40));
        for (std::size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int>(i);
        r.shuffle(v);
        std::vector<int> seen(v.size(), 0);
        for (int x : v) check(x >= 0 && static_cast<std::size_t>(x) < v.size() && !seen[x]++);
        bool bad = throws_maze_error([&] { r.choice(v); });
        check(bad == v.empty());
      }
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view input(reinterpret_cast<const char*>(data), size);
  std::size_t nul = input.find('\0');
  std::string_view s = input.substr(0, nul);
  // An empty seed means "a fresh one" only to Session; PyRandom::seed refuses it.
  auto key = reference_key(s);
  std::optional<PyRandom> seeded;  // constructed from s directly: one seeding, not two
  bool refused = throws_maze_error([&] { seeded.emplace(s); });
  check(refused == !key);
  if (refused) return 0;
  PyRandom& r = *seeded;

  ReferenceMt ref(*key);
  PyRandom first(r);
  for (int i = 0; i < 3; ++i) check(first.next32() == ref.next());
  check_spelling(r, s, static_cast<unsigned>(size));

  if (nul != std::string_view::npos) {
    FuzzedDataProvider in(data + nul + 1, size - nul - 1);
    draw(r, in);
  }
  return 0;
}
