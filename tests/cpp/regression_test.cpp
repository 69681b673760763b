// regression_test.cpp: bugs found by fuzzing and sanitizer runs (fuzz/README.md), one test each.
#include <gtest/gtest.h>

#include <climits>

#include "random/py_random.h"

namespace maze {
namespace {

// (k + 31) / 32 overflowed int for k > INT_MAX - 31: undefined behaviour, and in
// practice a negative size, so a huge allocation instead of 2**26 words.
TEST(Regression, GetrandbitsWordsNearIntMax) {
  PyRandom r(1LL), same(1LL);
  std::vector<std::uint32_t> words = r.getrandbits_words(INT_MAX);
  ASSERT_EQ(words.size(), 67'108'864u);
  EXPECT_EQ(words[0], same.next32());
  EXPECT_LT(words.back(), 1u << 31);  // the top word keeps 31 bits
}

}  // namespace
}  // namespace maze
