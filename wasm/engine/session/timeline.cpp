// timeline.cpp: keeping and thinning checkpoints.
#include "session/timeline.h"

#include <algorithm>
#include <typeinfo>

namespace maze {

void copy_machine(std::unique_ptr<StepMachine>& into, const StepMachine& from) {
  if (into) {
    const StepMachine& kept = *into;  // named, so typeid reads a plain reference
    if (typeid(kept) == typeid(from)) {
      into->assign(from);
      return;
    }
  }
  into = from.clone();
}

void Checkpoints::clear(int rooms) {
  list_.clear();
  spare_.clear();
  bytes_ = 0;
  spacing_ = std::max(64, rooms / 16);
}

void Checkpoints::keep(long long at, bool search, const PyRandom& rng, const StepMachine& machine) {
  const std::size_t bytes = machine.bytes() + sizeof(PyRandom);
  if (bytes > kBudget) return;
  // In order of position (a growth's before a search's at the same step); a replay may fill a gap.
  const auto before = [](const Checkpoint& c, std::pair<long long, bool> key) { return std::pair{c.at, c.search} < key; };
  auto place = std::lower_bound(list_.begin(), list_.end(), std::pair{at, search}, before);
  if (place != list_.end() && place->at == at && place->search == search) return;
  const auto index = place - list_.begin();
  std::unique_ptr<StepMachine> copy;
  if (!spare_.empty()) {
    copy = std::move(spare_.back());
    spare_.pop_back();
  }
  copy_machine(copy, machine);
  list_.insert(list_.begin() + index, Checkpoint{at, search, rng, std::move(copy), bytes});
  bytes_ += bytes;
  while (bytes_ > kBudget) {
    spacing_ *= 2;
    std::vector<Checkpoint> kept;
    for (Checkpoint& c : list_) {
      if (c.at % spacing_ == 0) {
        kept.push_back(std::move(c));
      } else {
        bytes_ -= c.bytes;
        spare_.push_back(std::move(c.machine));
      }
    }
    list_ = std::move(kept);
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
