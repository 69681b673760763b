// piece_labels.cpp: pieces found by a search over the openings, then joined one by one.
#include "piece_labels.h"

namespace maze {

// Each piece by a breadth-first search from its lowest room, which is its label; its rooms
// in a ring (ring_[room]: the next room of the piece), in the order found.
void PieceLabels::make(const Grid& g) const {
  const auto rooms = static_cast<std::size_t>(g.rooms());
  label_.assign(rooms, -1);
  ring_.assign(rooms, 0);
  size_.assign(rooms, 0);
  std::vector<int> queue;
  queue.reserve(rooms);
  for (int start = 0; start < g.rooms(); ++start) {
    if (label_[start] >= 0) continue;
    queue.clear();
    queue.push_back(start);
    label_[start] = start;
    for (std::size_t i = 0; i < queue.size(); ++i)
      g.for_each_open(queue[i], [&](int next) {
        if (label_[next] < 0) label_[next] = start, queue.push_back(next);
      });
    for (std::size_t i = 0; i < queue.size(); ++i) ring_[queue[i]] = queue[(i + 1) % queue.size()];
    size_[start] = static_cast<int>(queue.size());
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
