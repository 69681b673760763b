// pick.cpp: a pick from its name and back.
#include "algorithms/pick.h"

#include "base/error.h"
#include "base/limits.h"

namespace maze {

Pick pick_from_name(std::string_view name) {
  if (name == "newest") return {Pick::Newest, 100};
  if (name == "random") return {Pick::Random, 0};
  if (name == "oldest") return {Pick::Oldest, 0};
  if (name.substr(0, 4) == "mix:") {
    const std::string_view digits = name.substr(4);
    int share = 0;
    bool ok = !digits.empty() && digits.size() <= 3;
    for (std::size_t i = 0; ok && i < digits.size(); ++i) {
      ok = digits[i] >= '0' && digits[i] <= '9';
      share = share * 10 + (digits[i] - '0');
    }
    if (ok && share <= limits::kMaxPickShare) return {Pick::Mix, share};
  }
  throw MazeError("the pick must be newest, random, oldest or mix:P with P the share of newest from 0 to " +
                  std::to_string(limits::kMaxPickShare) + " (got \"" + std::string(name) + "\")");
}

std::string pick_name(const Pick& pick) {
  switch (pick.kind) {
    case Pick::Newest: return "newest";
    case Pick::Random: return "random";
    case Pick::Oldest: return "oldest";
    default: return "mix:" + std::to_string(pick.share);
  }
}

}  // namespace maze
