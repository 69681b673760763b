// timeline.cpp: keeping and thinning checkpoints.
#include "timeline.h"

#include <algorithm>

namespace maze {

void Checkpoints::clear(int rooms) {
  list_.clear();
  bytes_ = 0;
  // A copy costs time in proportion to the rooms: at least that many steps apart.
  spacing_ = std::max(64, rooms / 16);
}

void Checkpoints::keep(long long at, bool search, const PyRandom& rng, const StepMachine& machine) {
  const std::size_t bytes = machine.bytes() + sizeof(PyRandom);
  if (bytes > kBudget || (!list_.empty() && list_.back().at >= at)) return;
  list_.push_back({at, search, rng, machine.clone(), bytes});
  bytes_ += bytes;
  while (bytes_ > kBudget) {
    spacing_ *= 2;
    std::erase_if(list_, [&](const Checkpoint& c) {
      if (c.at % spacing_ == 0) return false;
      bytes_ -= c.bytes;
      return true;
    });
  }
}

const Checkpoint* Checkpoints::nearest(long long at, bool search) const {
  for (auto it = list_.rbegin(); it != list_.rend(); ++it)
    if (it->at <= at && it->search == search) return &*it;
  return nullptr;
}

void Checkpoints::drop_after(long long at) {
  std::erase_if(list_, [&](const Checkpoint& c) {
    if (c.at <= at) return false;
    bytes_ -= c.bytes;
    return true;
  });
}

void Checkpoints::drop_search() {
  std::erase_if(list_, [&](const Checkpoint& c) {
    if (!c.search) return false;
    bytes_ -= c.bytes;
    return true;
  });
}

}  // namespace maze
