// pick.h: how a method that keeps a list of rooms picks the next one (MethodFacts::takes_pick).
#pragma once
#include <string>
#include <string_view>

namespace maze {

// How a method that grows from a list of rooms (oldest first) picks the room to grow from:
// the newest, a random one, the oldest, or (mix) the newest `share` times in 100 and a
// random one otherwise.
struct Pick {
  enum Kind : int { Newest = 0, Random = 1, Oldest = 2, Mix = 3 };
  Kind kind = Newest;
  int share = 100;  // mix only: the share of newest, 0 to 100
  bool operator==(const Pick&) const = default;
};
// "newest", "random", "oldest" or "mix:P" (P a whole number from 0 to 100); throws MazeError.
Pick pick_from_name(std::string_view name);
std::string pick_name(const Pick& pick);

}  // namespace maze
