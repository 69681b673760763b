// shuffle_queue_test.cpp: the shuffle queue alone, against the plain stream's three draws.
#include <gtest/gtest.h>

#include <string>

#include "random/py_random.h"
#include "random/shuffle_queue.h"

namespace maze {
namespace {

// A block of the stream's words: the 624 next32() gives after random.seed(seed).
struct Block {
  alignas(16) std::uint32_t words[ShuffleQueue::kBlock];
  explicit Block(const std::string& seed) {
    PyRandom rng(seed);
    for (std::uint32_t& w : words) w = rng.next32();
  }
};

// The plain stream from word `start` of the first block: random.shuffle of four items, drawn
// one by one as CPython draws them (_randbelow(4), (3), (2)).
int plain_shuffle(PyRandom& rng) {
  const int j3 = static_cast<int>(rng.randbelow(4)), j2 = static_cast<int>(rng.randbelow(3));
  return j3 * 6 + j2 * 2 + static_cast<int>(rng.randbelow(2));
}

// Filled from any word of a block, the queue holds every shuffle the plain draws make from
// there to the block's end, each starting where the plain stream stands: no more, no less.
TEST(ShuffleQueue, HoldsThePlainStreamsShufflesToTheBlocksEnd) {
  for (const std::string seed : {"0", "2083", "98765432109876543210"}) {
    const Block block(seed);
    for (int start = 0; start < ShuffleQueue::kBlock; start += 7) {
      PyRandom plain(seed);
      for (int i = 0; i < start; ++i) plain.next32();
      ShuffleQueue queue;
      queue.clear();
      const bool any = queue.fill(block.words, start);
      int index = start, queued = 0, outcome = 0;
      while (queue.take(index, outcome)) {
        ASSERT_EQ(outcome, plain_shuffle(plain)) << "seed " << seed << ", from " << start << ", shuffle " << queued;
        ++queued;
      }
      EXPECT_EQ(any, queued > 0);
      // Every shuffle that ends inside the block was queued: the next one would run past it.
      int words_left = ShuffleQueue::kBlock - index, next = 0;
      PyRandom probe = plain;
      for (int k = 0; k < 3; ++k) {
        const int n = 4 - k, shift = 32 - (n == 4 ? 3 : 2);  // _randbelow(n): bit_width(n) bits
        std::uint32_t r;
        do r = probe.next32() >> shift, ++next;
        while (r >= static_cast<std::uint32_t>(n));
      }
      EXPECT_GT(next, words_left) << "seed " << seed << ", from " << start;
    }
  }
}

// A queue filled for one place answers nothing for another: any other draw ends it.
TEST(ShuffleQueue, AnswersOnlyWhereTheStreamStands) {
  const Block block("2083");
  ShuffleQueue queue;
  queue.clear();
  ASSERT_TRUE(queue.fill(block.words, 0));
  int index = 1, outcome = -1;
  EXPECT_FALSE(queue.take(index, outcome));
  EXPECT_EQ(index, 1);
  queue.clear();
  index = 0;
  EXPECT_FALSE(queue.take(index, outcome));
}

}  // namespace
}  // namespace maze
