// shuffle_queue.h: random.shuffle of four items, decoded ahead from a block of MT19937's
// words, so that a shuffle is a load. PyRandom keeps one; the plain draws give the same.
#pragma once
#include <cstdint>

namespace maze {

// The three draws of shuffle4 (below<4>, below<3>, below<2>) are rejection loops whose exits
// a processor cannot guess. Reading the kept words' places off bit arrays of the words' top
// bits instead takes no guesses, and doing it for many shuffles at once (fill) takes the work
// off the caller's path, as long as nothing else draws in between.
class ShuffleQueue {
 public:
  static constexpr int kBlock = 624;  // the words MT19937 gives at a time

  // The block changed (a refill or a new seed): nothing is queued, its top bits are unknown.
  void clear() {
    keeps_found_ = false;
    finish(0);
  }
  // Decodes every shuffle from word `index` of `out` (the block, 16-byte aligned) to its end;
  // false if not even one fits.
  bool fill(const std::uint32_t* out, int index);
  // The queued shuffle starting at word `index`, if the queue holds one: its outcome (j3 * 6
  // + j2 * 2 + j1), with index moved past its words.
  bool take(int& index, int& outcome) {
    const std::uint32_t e = queue_[queued_];
    if ((e & 1023) != static_cast<std::uint32_t>(index)) return false;
    ++queued_;
    index = static_cast<int>(e >> 10 & 1023);
    outcome = static_cast<int>(e >> 20);
    return true;
  }

 private:
  struct Chain;
  void find_keeps(const std::uint32_t* out);
  bool next_shuffle(const std::uint32_t* out, Chain& c, std::uint32_t& entry) const;
  bool finish(int n);
  // 64 bits of a bit array from bit `from` on.
  static std::uint64_t window(const std::uint64_t* bits, int from) {
    const std::uint64_t next = bits[(from >> 6) + 1];
    return bits[from >> 6] >> (from & 63) | (next << 1) << (63 - (from & 63));
  }
  static constexpr int kQueue = kBlock / 3;  // a shuffle takes three words or more
  // Bit i is set where word i of the block would be kept by below<4> and below<2> (top bit
  // clear) and by below<3> (top two bits not both set); clear past the last word. Found on
  // the first fill after a clear.
  std::uint64_t keep_half_[12], keep_three_[12];
  bool keeps_found_ = false;
  // The outcomes decoded ahead to the end of the block: each entry is the index of its first
  // word | the index after its three words << 10 | the outcome << 20; an entry is good only
  // if it starts at the index asked (so any other draw, or a refill, puts an end to the
  // queue). kNoShuffle starts nowhere: it ends it.
  static constexpr std::uint32_t kNoShuffle = 1023;
  std::uint32_t queue_[kQueue + 1];
  int queued_ = 0;  // the next entry
};

}  // namespace maze
