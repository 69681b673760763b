// step.cpp: what every step machine shares.
#include "steps/step.h"

namespace maze {

std::span<const std::string_view> step_kind_names() {
  static constexpr std::string_view kNames[] = {"Enter", "Back",  "Knock", "Refuse", "Walk", "Erase",
                                                "Visit", "Found", "Ends",  "Done",   "Build"};
  static_assert(std::size(kNames) == static_cast<std::size_t>(StepKind::Build) + 1, "a name for every kind");
  return kNames;
}

int StepMachine::piece(int room) const { return mark(room) == kPlain ? room : grid().rooms(); }

long long StepMachine::run(long long max_steps) {
  long long n = 0;
  while ((max_steps < 0 || n < max_steps) && step()) ++n;
  return n;
}

}  // namespace maze
