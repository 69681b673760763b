// hunt_and_kill.h: hunt and kill: a random walk that, when stuck, hunts for a new start.
#pragma once
#include <cstdint>
#include <vector>

#include "steps/machine.h"

namespace maze {

// From a random room, a walk into rooms not yet in the maze, knocking each wall it goes
// through. When no room beside it is new, the hunt goes through the rooms in room order
// for the first one not in the maze that is beside one that is, knocks the wall between
// them (to a random such neighbour) and walks on from there. Any shape.
//
// CPython's random, as hunt_and_kill.py draws it: randrange(rooms) for the first room,
// then for each room walked into one choice() over its neighbours not yet in the maze, in
// the shape's order (square: up, down, left, right); for each room the hunt finds, one
// choice() over its neighbours in the maze, in the same order. Nothing after the last room.
//
// The hunt need not go through the rooms from the first one each time: every room before
// hint_ is in the maze or has no neighbour in it, and a room entering the maze moves hint_
// back to any neighbour of it below hint_, so the hunt starts at hint_ and finds the same room.
//
// The square and a mask run on places (Machine): the hunt goes through the places in order,
// which is room order, the rock never found.
//
// Steps: Enter (-1, first room); Enter (from, to) for each room walked into; Knock (a room
// of the maze, the room the hunt found) for each hunt.
class HuntAndKill final : public WalkingMachine<HuntAndKill> {
 public:
  HuntAndKill(Grid empty, PyRandom& rng) : WalkingMachine(std::move(empty), rng) {}
  [[gnu::noinline]] long long burst(long long max_steps);  // up to max_steps steps, for run_steps
  void touched(std::vector<int>& out) const override;

 private:
  void enter(int place);  // into the maze: its new neighbours below hint_ move hint_ back
  int hunt();             // the first place not in the maze beside one that is
  int was_here_ = -1, hint_ = 0;  // places
};

}  // namespace maze
