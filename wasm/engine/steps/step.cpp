// step.cpp: what every step machine shares.
#include "steps/step.h"

namespace maze {

int StepMachine::piece(int room) const { return mark(room) == kPlain ? room : grid().rooms(); }

long long StepMachine::run(long long max_steps) {
  long long n = 0;
  while ((max_steps < 0 || n < max_steps) && step()) ++n;
  return n;
}

}  // namespace maze
