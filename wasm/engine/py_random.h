// py_random.h: CPython's random module, bit for bit (MT19937 and the calls the lesson makes).
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

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
  [[noreturn]] static void throw_empty_choice();
  void init_by_array(const std::vector<std::uint32_t>& key);
  void refill();  // regenerate all 624 words; kept out of line so next32 stays small
  std::uint32_t mt_[624];
  int index_ = 625;
};

// Defined here so generators in other files get the tempering inlined.
inline std::uint32_t PyRandom::next32() {
  if (index_ >= 624) [[unlikely]]
    refill();
  std::uint32_t y = mt_[index_++];
  y ^= y >> 11;
  y ^= (y << 7) & 0x9d2c5680U;
  y ^= (y << 15) & 0xefc60000U;
  return y ^ (y >> 18);
}

}  // namespace maze
