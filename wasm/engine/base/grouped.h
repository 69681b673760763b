// grouped.h: a whole number with its thousands grouped by commas ("16,000,000"), for messages
// that name a limit read from limits.h.
#pragma once
#include <string>

namespace maze {

inline std::string grouped(long long n) {
  std::string digits = std::to_string(n < 0 ? -n : n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  if (n < 0) out.insert(out.begin(), '-');
  return out;
}

}  // namespace maze
