// py_random.h: CPython's random module, bit for bit (MT19937 and the calls the lesson makes).
#pragma once
#include <bit>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "random/shuffle_queue.h"

namespace maze {

class PyRandom {
 public:
  PyRandom();                                   // seed 0
  explicit PyRandom(std::string_view decimal);  // random.seed(int(decimal))
  explicit PyRandom(long long n);

  // random.seed(n) for an integer given in decimal ("-12", "2083", 40 digits...).
  // Throws MazeError for anything that is not a whole number.
  void seed(std::string_view decimal);
  void seed(long long n);
  // A fresh seed from the operating system; returns it in decimal so it can be shown.
  std::string seed_fresh();

  std::uint32_t next32();  // genrand_uint32
  double random();         // random.random()
  // random.getrandbits(k) for k <= 64 (k == 0 gives 0).
  std::uint64_t getrandbits(int k);
  // random.getrandbits(k) for any k: 32-bit words, least significant first.
  std::vector<std::uint32_t> getrandbits_words(int k);
  // random._randbelow(n) for 0 < n < 2**63 (rejection sampling, as CPython does).
  std::uint64_t randbelow(std::uint64_t n);
  // random.shuffle of a four-item list, given as the index j3 * 6 + j2 * 2 + j1 of its three
  // swaps (item 3 with j3, then 2 with j2, then 1 with j1): the same draws, in one call.
  int shuffle4();
  // random.randrange(start, stop, step); throws MazeError on an empty range.
  long long randrange(long long start, long long stop, long long step = 1);
  long long randrange(long long stop) { return randrange(0, stop, 1); }

  // random.shuffle(v)
  template <class T>
  void shuffle(std::vector<T>& v) {
    for (std::size_t i = v.size(); i-- > 1;) {
      std::size_t j = static_cast<std::size_t>(randbelow(i + 1));
      std::swap(v[i], v[j]);
    }
  }
  template <class T, std::size_t N>
  void shuffle(T (&v)[N]) {
    for (std::size_t i = N; i-- > 1;) std::swap(v[i], v[randbelow(i + 1)]);
  }
  // random.choice(v): throws MazeError on an empty sequence.
  template <class T>
  const T& choice(const std::vector<T>& v) {
    if (v.empty()) throw_empty_choice();
    return v[static_cast<std::size_t>(randbelow(v.size()))];
  }

 private:
  // _randbelow(N) for a constant N: the shift and the bound are known when compiling.
  template <std::uint32_t N>
  std::uint32_t below() {
    constexpr int shift = 32 - std::bit_width(N);
    std::uint32_t r;
    do r = next32() >> shift;
    while (r >= N);
    return r;
  }
  std::uint64_t randbelow_wide(std::uint64_t n);  // n == 0 or n >= 2**32
  [[noreturn]] static void throw_empty_choice();
  void init_by_array(const std::vector<std::uint32_t>& key);
  void refill();  // regenerate all 624 words; kept out of line so next32 stays small
  int shuffle4_slow();
  std::uint32_t mt_[624];
  alignas(16) std::uint32_t out_[624];  // the words mt_ gives, tempered at refill
  int index_ = 625;
  ShuffleQueue queue_;  // shuffle4's outcomes decoded ahead from out_
};

// Defined here so generators in other files get it inlined.
inline std::uint32_t PyRandom::next32() {
  if (index_ >= 624) [[unlikely]]
    refill();
  return out_[index_++];
}

// A shuffle is a load from the queue (shuffle_queue.h), as long as nothing else drew since
// it was filled; otherwise the queue is filled again, or the three draws made one by one.
inline int PyRandom::shuffle4() {
  int outcome;
  if (queue_.take(index_, outcome)) [[likely]]
    return outcome;
  return shuffle4_slow();
}

// The common case, n < 2**32, inline: one 32-bit draw per try.
inline std::uint64_t PyRandom::randbelow(std::uint64_t n) {
  if (n - 1 >= 0xffffffffU) [[unlikely]]
    return randbelow_wide(n);
  const std::uint32_t n32 = static_cast<std::uint32_t>(n);
  const int shift = 32 - std::bit_width(n32);
  std::uint32_t r;
  do r = next32() >> shift;
  while (r >= n32);
  return r;
}

}  // namespace maze
