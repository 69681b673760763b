// py_random_test.cpp: PyRandom against CPython's random, call for call.
#include "random/py_random.h"

#include <gtest/gtest.h>

#include <bit>
#include <charconv>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "shapes/grid.h"

#ifndef MAZE_FIXTURE_DIR
#define MAZE_FIXTURE_DIR "tests/cpp/fixtures"
#endif
#ifndef MAZE_TOOLS_DIR
#define MAZE_TOOLS_DIR "tools"
#endif

namespace {

using maze::MazeError;
using maze::PyRandom;

const std::string kRandomFixture = std::string(MAZE_FIXTURE_DIR) + "/py_random.txt";

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Words (least significant first) to decimal, to compare with the fixture's big ints.
std::string to_decimal(std::vector<std::uint32_t> w) {
  std::string out;
  while (!w.empty() && w.back() == 0) w.pop_back();
  while (!w.empty()) {
    std::uint64_t rem = 0;
    for (std::size_t i = w.size(); i-- > 0;) {
      std::uint64_t cur = (rem << 32) | w[i];
      w[i] = static_cast<std::uint32_t>(cur / 10);
      rem = cur % 10;
    }
    out.insert(out.begin(), static_cast<char>('0' + rem));
    while (!w.empty() && w.back() == 0) w.pop_back();
  }
  return out.empty() ? "0" : out;
}

bool fits_long_long(const std::string& s, long long& out) {
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

TEST(PyRandomFixture, ReplaysEveryLine) {
  std::ifstream in(kRandomFixture);
  ASSERT_TRUE(in) << "missing fixture " << kRandomFixture;
  PyRandom r;
  std::string line;
  int lineno = 0, checked = 0, seeds = 0;
  while (std::getline(in, line)) {
    ++lineno;
    if (line.empty() || line[0] == '#') continue;
    SCOPED_TRACE("py_random.txt line " + std::to_string(lineno));
    std::istringstream ss(line);
    std::string op;
    ss >> op;
    if (op == "seed") {
      std::string s;
      ss >> s;
      r.seed(s);
      ++seeds;
      long long n;
      if (fits_long_long(s, n)) {  // the integer overload must agree
        PyRandom a(n), b(s);
        for (int i = 0; i < 5; ++i) ASSERT_EQ(a.next32(), b.next32());
      }
      continue;
    }
    ++checked;
    if (op == "next32") {
      std::uint32_t v;
      ss >> v;
      ASSERT_EQ(r.next32(), v);
    } else if (op == "skip") {
      int n;
      ss >> n;
      for (int i = 0; i < n; ++i) r.next32();
    } else if (op == "random") {
      std::string hex;
      ss >> hex;
      double want = std::strtod(hex.c_str(), nullptr);
      double got = r.random();
      ASSERT_EQ(std::bit_cast<std::uint64_t>(got), std::bit_cast<std::uint64_t>(want)) << got << " vs " << hex;
    } else if (op == "getrandbits") {
      int k;
      std::string want;
      ss >> k >> want;
      if (k <= 64) {
        ASSERT_EQ(std::to_string(r.getrandbits(k)), want);
      } else {
        ASSERT_EQ(to_decimal(r.getrandbits_words(k)), want);
      }
    } else if (op == "randbelow") {
      std::uint64_t n, v;
      ss >> n >> v;
      ASSERT_EQ(r.randbelow(n), v);
    } else if (op == "randrange") {
      long long start, stop, step, v;
      ss >> start >> stop >> step >> v;
      ASSERT_EQ(r.randrange(start, stop, step), v);
    } else if (op == "randrange_error") {
      long long start, stop, step;
      ss >> start >> stop >> step;
      ASSERT_THROW(r.randrange(start, stop, step), MazeError);
    } else if (op == "shuffle") {
      std::size_t n;
      ss >> n;
      std::vector<int> v(n), want(n);
      for (std::size_t i = 0; i < n; ++i) v[i] = static_cast<int>(i);
      for (int& x : want) ss >> x;
      r.shuffle(v);
      ASSERT_EQ(v, want);
    } else if (op == "choice") {
      std::size_t n, idx;
      ss >> n >> idx;
      std::vector<std::size_t> v(n);
      for (std::size_t i = 0; i < n; ++i) v[i] = i;
      ASSERT_EQ(r.choice(v), idx);
    } else {
      FAIL() << "unknown fixture op " << op;
    }
    ASSERT_FALSE(ss.fail()) << "malformed line";
  }
  EXPECT_GE(seeds, 11);
  EXPECT_GT(checked, 1000);
}

// The committed fixture must be exactly what the script writes today.
TEST(PyRandomFixture, MatchesRegeneratedFile) {
  // python3 is part of the build's setup, so its absence is a failure, not a skip.
  ASSERT_EQ(std::system("command -v python3 >/dev/null 2>&1"), 0) << "python3 is needed (scripts/setup.sh installs it)";
  std::random_device rd;
  auto out = std::filesystem::temp_directory_path() / ("py_random_" + std::to_string(rd()) + ".txt");
  std::string cmd = "python3 \"" + std::string(MAZE_TOOLS_DIR) + "/make_random_fixtures.py\" \"" + out.string() + "\"";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::string fresh = read_all(out.string());
  std::filesystem::remove(out);
  std::string committed = read_all(kRandomFixture);
  ASSERT_FALSE(committed.empty());
  EXPECT_TRUE(fresh == committed) << "rerun tools/make_random_fixtures.py: the fixture is stale";
}

TEST(PyRandom, ShuffleOfTheFourDirectionsAfterSeed2083) {
  // python3 -c "import random; random.seed(2083); v=[(-1,0),(1,0),(0,-1),(0,1)];
  //             random.shuffle(v); print(v)"  ->  [(1, 0), (0, 1), (0, -1), (-1, 0)]
  PyRandom r(2083LL);
  std::vector<int> dirs{0, 1, 2, 3};  // (-1,0) (1,0) (0,-1) (0,1)
  r.shuffle(dirs);
  EXPECT_EQ(dirs, (std::vector<int>{1, 3, 2, 0}));

  PyRandom a(2083LL);
  int arr[4] = {0, 1, 2, 3};
  a.shuffle(arr);
  EXPECT_EQ(std::vector<int>(arr, arr + 4), dirs);
}

TEST(PyRandom, BadSeedsThrowClearly) {
  for (const char* bad : {"abc", "", "1.5", "--3", "+", "-", " 7", "7 ", "1_000", "0x10", "1e3"}) {
    SCOPED_TRACE(bad);
    try {
      PyRandom r;
      r.seed(bad);
      FAIL() << "accepted";
    } catch (const MazeError& e) {
      EXPECT_NE(std::string(e.what()).find("whole number"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find(std::string("\"") + bad + "\""), std::string::npos) << e.what();
    }
  }
  EXPECT_NO_THROW(PyRandom(std::string(10000, '9')));
  try {
    PyRandom r(std::string(10001, '9'));
    FAIL() << "accepted 10001 digits";
  } catch (const MazeError& e) {
    EXPECT_NE(std::string(e.what()).find("10000 digits"), std::string::npos) << e.what();
  }
}

TEST(PyRandom, EmptyChoiceAndEmptyRangeThrow) {
  PyRandom r;
  std::vector<int> empty;
  EXPECT_THROW(r.choice(empty), MazeError);
  EXPECT_THROW(r.randrange(5, 5), MazeError);
  EXPECT_THROW(r.randrange(0), MazeError);
  EXPECT_THROW(r.randrange(0, 10, 0), MazeError);
  EXPECT_THROW(r.randbelow(0), MazeError);
  EXPECT_THROW(r.getrandbits(65), MazeError);
  EXPECT_THROW(r.getrandbits_words(-1), MazeError);
  // A refused call draws nothing.
  PyRandom fresh;
  EXPECT_EQ(r.next32(), fresh.next32());
}

TEST(PyRandom, SignAndSpellingOfASeedDoNotMatter) {
  PyRandom a("-7"), b("7"), c(7LL), d(-7LL), e("+007");
  for (int i = 0; i < 1000; ++i) {
    std::uint32_t v = a.next32();
    ASSERT_EQ(b.next32(), v);
    ASSERT_EQ(c.next32(), v);
    ASSERT_EQ(d.next32(), v);
    ASSERT_EQ(e.next32(), v);
  }
  PyRandom zero, minus_zero("-0"), zeros("0000000000000000000000");
  EXPECT_EQ(zero.next32(), minus_zero.next32());
  PyRandom zero2;
  EXPECT_EQ(zero2.next32(), zeros.next32());
  // LLONG_MIN has no positive long long; both routes must still agree.
  PyRandom m(static_cast<long long>(-9223372036854775807LL - 1)), s("9223372036854775808");
  EXPECT_EQ(m.next32(), s.next32());
}

TEST(PyRandom, GetrandbitsWordsAgreesUpTo64Bits) {
  for (int k = 0; k <= 64; ++k) {
    SCOPED_TRACE(k);
    PyRandom a(k * 31LL), b(k * 31LL);
    for (int i = 0; i < 700; ++i) {  // crosses a refill
      std::uint64_t v = a.getrandbits(k);
      std::vector<std::uint32_t> w = b.getrandbits_words(k);
      ASSERT_EQ(w.size(), static_cast<std::size_t>((k + 31) / 32));
      std::uint64_t joined = 0;
      for (std::size_t j = w.size(); j-- > 0;) joined = joined << 32 | w[j];
      ASSERT_EQ(joined, v);
    }
  }
}

TEST(PyRandom, FreshSeedIsShownAndReproducible) {
  PyRandom r;
  std::string s = r.seed_fresh();
  ASSERT_FALSE(s.empty());
  for (char ch : s) ASSERT_TRUE(ch >= '0' && ch <= '9') << s;
  ASSERT_LE(s.size(), 39u);  // 128 bits
  PyRandom again(s);
  for (int i = 0; i < 10; ++i) ASSERT_EQ(r.next32(), again.next32());
}

}  // namespace

// shuffle4 decodes the rest of a block in two halves side by side, the second from a guess
// of where a shuffle starts. Starting at every word of a block moves that guess over every
// place; each run must give exactly CPython's draws, and leave the stream where they do.
TEST(PyRandom, Shuffle4FromEveryWordOfABlock) {
  for (int skip = 0; skip < 624; ++skip) {
    PyRandom fast(2083LL), plain(2083LL);
    for (int i = 0; i < skip; ++i) ASSERT_EQ(fast.next32(), plain.next32());
    for (int i = 0; i < 300; ++i) {
      const int j3 = static_cast<int>(plain.randbelow(4)), j2 = static_cast<int>(plain.randbelow(3));
      ASSERT_EQ(fast.shuffle4(), j3 * 6 + j2 * 2 + static_cast<int>(plain.randbelow(2))) << "skip " << skip << ", shuffle " << i;
    }
    ASSERT_EQ(fast.next32(), plain.next32()) << "skip " << skip;
  }
}

// shuffle4 reads the stream ahead in batches: mixed with every other kind of draw, over many
// blocks of 624 words, it must give and leave exactly what CPython's three draws would.
TEST(PyRandom, Shuffle4EqualsThreeDrawsAmongOtherDraws) {
  for (long long seed : {0LL, 1LL, 2083LL, -7LL, 123456789012LL}) {
    PyRandom fast(seed), plain(seed);
    std::mt19937 pick(static_cast<std::uint32_t>(seed));
    int counts[24] = {};
    for (int i = 0; i < 200'000; ++i) {
      const int kind = pick() % 64;
      if (kind == 0) {
        ASSERT_EQ(fast.next32(), plain.next32());
      } else if (kind == 1) {
        const std::uint64_t n = pick() % 1000 + 1;
        ASSERT_EQ(fast.randbelow(n), plain.randbelow(n));
      } else {
        const int j3 = static_cast<int>(plain.randbelow(4)), j2 = static_cast<int>(plain.randbelow(3));
        const int code = j3 * 6 + j2 * 2 + static_cast<int>(plain.randbelow(2));
        ASSERT_EQ(fast.shuffle4(), code) << "seed " << seed << ", draw " << i;
        ++counts[code];
      }
    }
    ASSERT_EQ(fast.next32(), plain.next32());
    for (int c : counts) EXPECT_GT(c, 7000);  // every order comes up, about 1 in 24
  }
}
