// error.h: the one kind of error the engine throws for bad input, with a clear message.
#pragma once
#include <stdexcept>

namespace maze {

// A clear message for bad input (a silly size, a malformed picture, ...).
struct MazeError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace maze
