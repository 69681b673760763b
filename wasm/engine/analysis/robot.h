// robot.h: the robot, a wall follower that keeps one hand on a wall, as a step machine.
#pragma once
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "analysis/square_turns.h"  // Hand
#include "steps/step.h"

namespace maze {

// Locked doors and their keys (a game's, games/keys.h): door i, an opening between two rooms, is a wall until key i
// is held; a key is picked up by walking into its room (or by starting there).
struct Locked {
  std::vector<std::pair<int, int>> doors;
  std::vector<int> keys;
  bool empty() const { return keys.empty(); }
  // The keys lying in `room`, bit i for key i.
  unsigned keys_in(int room) const;
};
// A walker comes into `room` holding `held` keys: it picks up the keys lying there, and opens their doors in `g`
// (its copy of the maze, the doors shut). Whether it picked up any.
bool take_keys(Grid& g, const Locked& locked, unsigned& held, int room);

// The line from the middle of room `from` to the middle of room `to`, as an angle counter-clockwise on screen (0: to
// the right, pi / 2: up).
double heading(const Grid& g, int from, int to);
// The open neighbour a hand on the wall takes from `room` having come from `came` (-1: as if it came in from the
// left): the first counter-clockwise from the way back (the right hand), or clockwise (the left), straight back last;
// -1 if the room has no opening. `turn`, when asked, gets how far the walker turned, counter-clockwise positive:
// from -pi to pi, back the way it came pi for the right hand and -pi for the left.
// The square's way is inline, by table (square_turns.h): a step of a walker on it makes no call.
int hand_next_by_angles(const Grid& g, Hand hand, int room, int came, double& best_turn);
inline int hand_next(const Grid& g, Hand hand, int room, int came, double* turn = nullptr) {
  int best = -1;
  double best_turn = 0;
  if (g.square()) {  // the first way open from the least turn, and its turn, from the table
    const int h = static_cast<int>(hand), back = came < 0 ? Left : square_turns::way(room, came, g.cols());
    for (int d : square_turns::kTable.order[h][back])
      if (g.open(room, d)) {
        best = g.next_to(room, d), best_turn = square_turns::kTable.t[h][back][d];
        break;
      }
  } else {
    best = hand_next_by_angles(g, hand, room, came, best_turn);
  }
  if (turn) *turn = hand == Hand::Right ? best_turn - std::numbers::pi : std::numbers::pi - best_turn;
  return best;
}

// The robot walks from one room towards another with no map, keeping a hand on the wall.
// One step = one move into the next room (turning is part of the step).
//
// Which way: a room's neighbours are ordered by the angle from its middle to theirs. With
// the right hand, the robot takes the first open neighbour counter-clockwise (as seen on the
// screen) from the way it came in; on the square, facing up: right, ahead, left, back. The
// left hand goes clockwise. At the start the robot has its back to the left, as if it had
// walked in from the left side (on the square: facing right, it tries down, right, up, left).
//
// Round for ever: the robot is a state (room, the neighbour it came from). Its next move
// depends only on that state, so once a state comes round a second time it repeats itself
// for ever: the machine ends there, went_round(). A bit for each neighbour it came from, and
// one for the start, keep the states seen: a byte a room on the square, four on other shapes.
// A robot in a room with no opening cannot move at all: it never gets out either
// (went_round(), no steps).
//
// Locked doors stand as walls until the robot walks into their key's room: then the maze is a new one, and the
// states seen are forgotten.
class Robot final : public StepMachine {
 public:
  // Defaults: the top left room to the last room. The grid is copied.
  Robot(const Grid& g, Hand hand, int from = 0, int to = -1, Locked locked = {});
  bool step() override;
  StepEvent last() const override { return last_; }
  Mark mark(int room) const override;
  int pieces() const override { return 1; }
  const Grid& grid() const override { return grid_; }
  bool done() const override { return finished_; }
  std::unique_ptr<StepMachine> clone() const override { return std::make_unique<Robot>(*this); }
  void assign(const StepMachine& from) override { *this = dynamic_cast<const Robot&>(from); }
  std::size_t bytes() const override {
    return seen_square_.size() + 4 * (seen_.size() + trail_.size()) + 8 * walked_.size();
  }
  void touched(std::vector<int>& out) const override;
  std::vector<int> thread() const override { return trail_; }  // every room walked, in order

  Hand hand() const { return hand_; }
  int room() const { return at_; }
  long long steps() const { return static_cast<long long>(trail_.size()) - 1; }
  bool got_out() const { return finished_ && !went_round_; }
  bool went_round() const { return went_round_; }
  const std::vector<int>& trail() const { return trail_; }
  int rooms_walked() const { return rooms_walked_; }  // how many different rooms the trail holds
  // The open neighbour the robot takes next from `room` having come from `came` (-1: the
  // start); -1 if the room has no opening.
  int next_room(int room, int came) const;

 private:
  int entry(int room, int came) const;   // which bit of seen_ stands for that state
  // Whether the state (room, came in by bit k) was seen, and seeing it; forgetting every state.
  bool seen(int room, int k) const { return (grid_.square() ? seen_square_[room] : seen_[room]) >> k & 1; }
  void see(int room, int k) {
    if (grid_.square()) seen_square_[room] |= static_cast<std::uint8_t>(1u << k);
    else seen_[room] |= 1u << k;
  }
  void forget_seen();
  bool walked(int room) const {
    return walked_[static_cast<unsigned>(room) / 64] >> (static_cast<unsigned>(room) % 64) & 1;
  }
  void walk_into(int room) {  // counted with no branch: whether the room is new is as good as random
    std::uint64_t& bits = walked_[static_cast<unsigned>(room) / 64];
    const std::uint64_t bit = std::uint64_t{1} << (static_cast<unsigned>(room) % 64);
    rooms_walked_ += (bits & bit) == 0;
    bits |= bit;
  }
  Grid grid_;
  Locked locked_;
  unsigned held_ = 0;
  Hand hand_;
  int goal_;
  int at_, came_ = -1;
  // States seen: bit k: came in from neighbour k (on the square from way k, grid.h's Dir); the bit after the last
  // neighbour: the start. On the square a byte a room (seen_square_); elsewhere four (seen_): a weave room has eight
  // neighbours (four under tunnels), a random cell up to kMaxAround.
  std::vector<std::uint8_t> seen_square_;
  std::vector<std::uint32_t> seen_;
  std::vector<std::uint64_t> walked_;  // a bit a room: little to clear at the start, where a short walk spends its time
  std::vector<int> trail_;
  int rooms_walked_ = 0;
  bool finished_ = false, went_round_ = false;
  StepEvent last_;
};

}  // namespace maze
