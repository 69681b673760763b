// piece_labels.cpp: pieces found by a search over the openings, then joined one by one.
#include "steps/piece_labels.h"

namespace maze {

std::vector<int> piece_of(const Grid& g) {
  std::vector<int> out(static_cast<std::size_t>(g.rooms()), -1), stack;
  for (int start = 0; start < g.rooms(); ++start) {
    if (out[start] >= 0) continue;
    out[start] = start;
    stack.assign(1, start);
    while (!stack.empty()) {
      const int room = stack.back();
      stack.pop_back();
      g.for_each_open(room, [&](int next) {
        if (out[next] < 0) out[next] = start, stack.push_back(next);
      });
    }
  }
  return out;
}

// Each piece's label is its lowest room; its rooms in a ring (ring_[room]: the next room of
// the piece), each put in after the lowest (rings need no order).
void PieceLabels::make(const Grid& g) const {
  label_ = piece_of(g);
  ring_.resize(label_.size());
  size_.assign(label_.size(), 0);
  for (int room = 0; room < g.rooms(); ++room) {
    const int first = label_[room];
    ++size_[first];
    if (first == room) ring_[room] = room;
    else ring_[room] = ring_[first], ring_[first] = room;
  }
  valid_ = true;
}

void PieceLabels::join(int a, int b) {
  if (!valid_) return;  // made again, with the join, when next asked
  int keep = label_[a], give = label_[b];
  if (keep == give) return;
  if (size_[keep] < size_[give]) std::swap(keep, give), std::swap(a, b);
  for (int room = b;;) {
    label_[room] = keep;
    relabeled_.push_back(room);
    room = ring_[room];
    if (room == b) break;
  }
  std::swap(ring_[a], ring_[b]);  // the two rings become one
  size_[keep] += size_[give];
  size_[give] = 0;
}

}  // namespace maze
