// shuffle_queue.cpp: shuffle4's outcomes read off the block's top bits, many at a time.
#include "random/shuffle_queue.h"

#include <algorithm>
#include <bit>

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

namespace maze {
namespace {
// The top bits are read the same way for every block: a fuzzer learns nothing from them.
#if defined(__clang__)
#define MAZE_NOT_TRACED __attribute__((no_sanitize("coverage")))
#else
#define MAZE_NOT_TRACED
#endif
}  // namespace

// Four words at a time: their top bits, and where both top bits are set.
MAZE_NOT_TRACED void ShuffleQueue::find_keeps(const std::uint32_t* out) {
  for (int w = 0; w * 64 < kBlock; ++w) {
    const std::uint32_t* o = out + w * 64;
    const int n = std::min(64, kBlock - w * 64);  // a multiple of four
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
  for (int w = (kBlock + 63) / 64; w < 12; ++w) keep_half_[w] = keep_three_[w] = 0;
  keeps_found_ = true;
}

// A decoding of shuffles running along the block: its next shuffle starts at word `start`,
// and bit i of half and three is that of word start + i (as far as its window reaches).
struct ShuffleQueue::Chain {
  int start;
  std::uint64_t half, three;
};

// Decodes the next shuffle of chain c, as the three loops of shuffle4_slow would take it:
// below<4> keeps the first word with a clear top bit, below<3> the next one whose top two
// bits are not both set, below<2> the next with a clear top bit. Writes its entry (see
// queue_) and moves c past its three words; false if it would run past the block (or past
// 64 words of rejections).
[[gnu::always_inline]] inline bool ShuffleQueue::next_shuffle(const std::uint32_t* out, Chain& c, std::uint32_t& entry) const {
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
          const std::uint32_t* o = out + c.start;
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

// Decodes every shuffle from index to the end of the block into the queue. Each shuffle
// starts where the last one ended, so one decoding is a chain of waits. Two run side by
// side instead: one from index, one guessing that a shuffle starts halfway. The guess is
// usually wrong, but two decodings that ever agree on where a shuffle starts agree from
// there on, and they do within about 14 words; the first goes on alone until they do.
bool ShuffleQueue::fill(const std::uint32_t* out, int index) {
  if (!keeps_found_) find_keeps(out);
  auto chain = [this](int pos) { return Chain{pos, window(keep_half_, pos), window(keep_three_, pos)}; };
  Chain a = chain(index);
  int n = 0;
  std::uint32_t e;
  const int mid = index + (kBlock - index) / 2;
  if (kBlock - index >= 128) {  // a short rest is not worth the second
    Chain b = chain(mid);
    std::uint32_t guessed[kQueue];
    int m = 0;
    bool b_on = true;
    while (a.start < mid && next_shuffle(out, a, e)) {
      queue_[n++] = e;
      if (!next_shuffle(out, b, guessed[m])) {
        b_on = false;
        break;
      }
      ++m;
    }
    while (a.start < mid && next_shuffle(out, a, e)) queue_[n++] = e;
    // Where the first decoding lands on a start of the second's, take the rest from it.
    for (int k = 0; k <= m && a.start >= mid;) {
      const int s = k < m ? static_cast<int>(guessed[k] & 1023) : b.start;
      if (s < a.start) {
        ++k;
      } else if (s == a.start) {
        std::copy(guessed + k, guessed + m, queue_ + n);
        n += m - k;
        if (!b_on) return finish(n);  // the second stopped where the block ends
        a = b;
        break;
      } else if (next_shuffle(out, a, e)) {
        queue_[n++] = e;
      } else {
        break;
      }
    }
  }
  while (next_shuffle(out, a, e)) queue_[n++] = e;
  return finish(n);
}

// The queue holds the n entries written, then the sentinel; false if it is empty.
bool ShuffleQueue::finish(int n) {
  queue_[n] = kNoShuffle;
  queued_ = 0;
  return n > 0;
}

}  // namespace maze
