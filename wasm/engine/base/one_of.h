// one_of.h: names listed as a sentence says them, "walk, walls or frontier", for the messages that name every
// method, shape or rule a table has.
#pragma once
#include <string>
#include <string_view>
#include <vector>

namespace maze {

inline std::string one_of(const std::vector<std::string_view>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

}  // namespace maze
