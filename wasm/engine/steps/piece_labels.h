// piece_labels.h: exact piece labels for a machine that joins pieces as it grows.
#pragma once
#include <vector>

#include "shapes/grid.h"

namespace maze {

// Each room's piece, named by the lowest room of it.
std::vector<int> piece_of(const Grid& g);

// Rooms of one piece share a label, rooms of two pieces never do (a label is a room of
// its piece). Made from the maze's openings when first asked, then kept up to date join by
// join: the smaller piece takes the bigger one's label, so a whole maze relabels
// O(n log n) rooms. A machine drops them when it runs many steps at once (they are made
// again when next asked) and a copy starts without them, so a plain run or a checkpoint
// pays nothing for them.
class PieceLabels {
 public:
  PieceLabels() = default;
  PieceLabels(const PieceLabels&) {}
  PieceLabels& operator=(const PieceLabels&) {
    drop();
    return *this;
  }

  // The label of a room of g (the maze these labels follow).
  int label(const Grid& g, int room) const {
    if (!valid_) make(g);
    return label_[static_cast<std::size_t>(room)];
  }
  // A step is about to be made: forget the rooms the last one relabeled.
  void start_step() { relabeled_.clear(); }
  // The wall between a and b, rooms of two pieces, was knocked down.
  void join(int a, int b);
  void drop() { valid_ = false, relabeled_.clear(); }
  // The rooms whose label the last step changed.
  const std::vector<int>& relabeled() const { return relabeled_; }

 private:
  void make(const Grid& g) const;
  mutable bool valid_ = false;
  mutable std::vector<int> label_, ring_, size_;  // per room: label, next room of its piece; per label: rooms
  std::vector<int> relabeled_;
};

}  // namespace maze
