// one_of.h: a table's names: listed as a sentence says them, "walk, walls or frontier", and a row found by its
// name, with one sentence for a name the table lacks.
#pragma once
#include "error.h"

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

/** The row of `rows` that `name_of` calls `name`; any other name is an error that lists them all. */
template <class Rows, class NameOf>
const auto& row_named(const Rows& rows, std::string_view name, std::string_view what, NameOf name_of) {
  std::vector<std::string_view> names;
  for (const auto& row : rows) {
    if (name_of(row) == name) return row;
    names.push_back(name_of(row));
  }
  throw MazeError("unknown " + std::string(what) + " \"" + std::string(name) + "\": use " + one_of(names));
}

}  // namespace maze
