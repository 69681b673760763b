// way_out.h: the lesson's breadth-first way out, as a step machine.
#pragma once
#include <cstdint>
#include <memory>
#include <vector>

#include "steps/step.h"

namespace maze {

// Breadth-first search from one room to another, looking up, down, left, right in
// that order, as the lesson's way_out does; it stops when the goal leaves the queue.
class WayOut final : public StepMachine {
 public:
  // Defaults: the top left room to the bottom right one. The grid is copied.
  explicit WayOut(const Grid& g, int from = 0, int to = -1);
  WayOut(const WayOut& other);  // copies the queue only as far as it is filled
  WayOut& operator=(const WayOut& other);
  bool step() override {
    queued_from_ = tail_;
    return burst(1) == 1;
  }
  long long run(long long max_steps = -1) override { return run_steps(*this, max_steps); }
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override { return static_cast<Mark>(state_[room]); }
  int pieces() const override { return 1; }
  const Grid& grid() const override { return grid_; }
  bool done() const override { return finished_; }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<WayOut>(*this); }
  void assign(const StepMachine& from) override { *this = dynamic_cast<const WayOut&>(from); }
  std::size_t bytes() const override { return 6 * state_.size() + 4 * static_cast<std::size_t>(tail_ + route_.size()); }
  void touched(std::vector<int>& out) const override;
  std::vector<int> thread() const override;  // the queue still to visit, in order
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps

  bool found() const { return !route_.empty(); }
  const std::vector<int>& route() const { return route_; }  // rooms, first to last
  int visited() const { return head_; }

 private:
  void found_at(int room);
  Grid grid_;
  int goal_;
  std::vector<int> came_from_;          // -1 until reached
  std::unique_ptr<int[]> queue_;        // every room at most once; touched as it fills
  int head_ = 0, tail_ = 0;
  int queued_from_ = 0;                 // queue_[queued_from_...tail_) joined the queue in the last step
  std::vector<std::uint8_t> state_;     // kPlain, kThread (queued), kVisited, kRoute
  std::vector<int> route_;
  bool finished_ = false;
  StepEvent last_;
};

// The whole search at once: the rooms on the way out, empty if there is none.
std::vector<int> way_out(const Grid& g, int from = 0, int to = -1);

}  // namespace maze
