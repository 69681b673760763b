// step.h: the one small interface every generator and solver follows.
#pragma once
#include <algorithm>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "shapes/grid.h"

namespace maze {

// What one step did, so a page can draw it.
enum class StepKind : int {
  Enter = 0,   // went into room b (from room a, -1 for the first room); wall a-b knocked
  Back = 1,    // stepped back along the thread from room a to room b (-1 past the start)
  Knock = 2,   // knocked the wall between rooms a and b (pieces joined, or tree grown)
  Refuse = 3,  // left the wall a-b standing: both sides are one piece already
  Walk = 4,    // the loose walk moved from room a to room b
  Erase = 5,   // the loose walk ran into itself at room b; the loop back to b is wiped
  Visit = 6,   // the search looked around room a (solvers)
  Found = 7,   // the search reached room b; the route is known
  Ends = 8,    // the way in is room a and the way out room b (frontier's step 5)
  Done = 9,    // nothing more to do
  Build = 10,  // built the wall between rooms a and b (recursive division, which starts with none)
};

// Each StepKind's name, in the order of its numbers ("Enter", "Back", ...): the bindings'
// table hands them to the page.
std::span<const std::string_view> step_kind_names();

struct Ends {
  int in = 0, out = 0;  // the way in and the way out (rooms)
  bool operator==(const Ends&) const = default;
};

struct StepEvent {
  StepKind kind = StepKind::Done;
  int a = -1;
  int b = -1;
  bool operator==(const StepEvent&) const = default;
  // The room the step went into or looked at (b, else a; -1 for Done).
  int room() const { return b >= 0 ? b : a; }
};

// Generic marks a view colours by; no view asks a machine about its internals.
enum Mark : std::uint8_t {
  kPlain = 0,     // not touched yet
  kVisited = 1,   // in the maze (or searched)
  kThread = 2,    // on the thread / the loose walk / the search's to-visit list
  kFrontier = 3,  // next to the maze, may join next
  kRoute = 4,     // on the way out
  kCurrent = 5,   // where the machine is now
};

class StepMachine {
 public:
  virtual ~StepMachine() = default;
  // Make one change; false when there is nothing more to do (event kind Done).
  virtual bool step() = 0;
  virtual StepEvent last() const = 0;
  virtual Mark mark(int room) const = 0;
  // The rooms of the thread or loose walk, first to last (empty when a method has none).
  virtual std::vector<int> thread() const { return {}; }
  // The piece label of a room (rooms of one piece share it; 0 <= label <= rooms, so it
  // fits in 24 bits); by default one piece (label rooms()) for the rooms visited and each
  // other room its own.
  virtual int piece(int room) const;
  virtual int pieces() const = 0;
  virtual const Grid& grid() const = 0;
  // The maze, handed over by a machine that is no longer needed (moved, not copied).
  virtual Grid take_grid() { return grid(); }
  virtual bool done() const = 0;
  // The maze's own way in and way out; the top left and bottom right rooms unless a
  // method picks its own.
  virtual Ends ways() const { return {0, grid().rooms() - 1}; }

  // A copy of the whole state, for the session's checkpoints. A generator's copy draws from
  // the same stream (the session's), which the session restores beside it.
  virtual std::unique_ptr<StepMachine> clone() const = 0;
  // Become a copy of `from`, a machine of the same kind and size, reusing this one's memory
  // (fresh memory costs a page fault a page; reused memory does not).
  virtual void assign(const StepMachine& from) = 0;
  // Roughly the bytes a copy holds, so checkpoints keep to a memory budget.
  virtual std::size_t bytes() const = 0;
  // The rooms whose look (mark, wall bits, piece label) the last step() changed, appended
  // to `out`; a Refuse gives its two rooms. Called only after step(), never in bursts.
  virtual void touched(std::vector<int>& out) const = 0;
  // The session shows every step: keep what touched() needs that a plain run does not.
  virtual void watch() {}

  // Step until done (or max_steps taken); returns the steps taken. Machines override it
  // with run_steps below, so the loop calls their step without a virtual call.
  virtual long long run(long long max_steps = -1);
};

// run() for a machine whose one step is `one()` (a non-virtual call). Steps go in bursts
// through a function that is not inlined: in WebAssembly a long loop stays in the engine's
// first, slow tier for the whole call, while a function called again and again moves up.
template <class M>
long long run_steps(M& machine, long long max_steps) {
  constexpr long long kBurst = 4096;
  long long n = 0;
  while (max_steps < 0 || n < max_steps) {
    long long want = max_steps < 0 ? kBurst : std::min(kBurst, max_steps - n);
    long long took = machine.burst(want);
    n += took;
    if (took < want) break;
  }
  return n;
}

}  // namespace maze
