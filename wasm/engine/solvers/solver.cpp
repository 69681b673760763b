// solver.cpp: what every rule shares: the rooms visited, the counts, the end.
#include "solvers/solver.h"

#include "base/error.h"

namespace maze {

Solver::Solver(const Grid& g, int from, int to)
    : grid_(g), from_(from), to_(to), marks_(g.rooms(), kPlain), visited_(g.rooms(), 0) {
  grid_.check_room(from);
  grid_.check_room(to);
}

void Solver::begin_step(bool counted) {
  steps_ += counted;
  changed_.clear();
}

void Solver::set_mark(int room, Mark mark) {
  marks_[room] = mark;
  changed_.push_back(room);
}

void Solver::visit(int room, Mark mark) {
  if (!visited_[room]) visited_[room] = 1, ++visited_count_;
  trail_.push_back(room);
  set_mark(room, mark);
}

void Solver::finish_found(std::vector<int> route) {
  route_ = std::move(route);
  for (int room : route_) set_mark(room, kRoute);
  finished_ = found_ = true;
  last_ = {StepKind::Found, from_, to_};
}

void Solver::finish_none(bool gave_up) {
  finished_ = true;
  gave_up_ = gave_up;
  last_ = {StepKind::Done, -1, -1};
}

std::vector<int> open_rooms(const Grid& g, int room) {
  int out[Grid::kMaxAround];
  const int n = g.open_around(room, out);
  return {out, out + n};
}

std::vector<int> without_loops(const std::vector<int>& walk, int rooms) {
  std::vector<int> way, last(rooms, -1);
  for (int i = 0; i < static_cast<int>(walk.size()); ++i) last[walk[i]] = i;
  for (int i = 0; i < static_cast<int>(walk.size()); i = last[walk[i]] + 1) way.push_back(walk[i]);
  return way;
}

}  // namespace maze
