// weave.h: the tunnels of a weave maze: where a corridor may pass under a room.
//
// In a weave maze (shape "weave") room a may open to room b two away in a line, under the
// room c between them: a tunnel. It is allowed only where c's own corridor runs straight
// across it: c open to its two neighbours across the tunnel's line and closed to a and b
// (as in Jamis Buck's "Mazes for Programmers"). And no two passages share one side of a room:
// the side between a and c (and between c and b) carries only this tunnel, so no other tunnel
// may run under a (or under b) along the same line.
#pragma once
#include <array>
#include <vector>

#include "shapes/grid.h"

namespace maze {

// The room between a and b if they are two apart in a line in a weave maze, else -1.
int tunnel_middle(const Grid& g, int a, int b);
// Whether a tunnel from a to b (two apart in a line) may open now, as above.
bool can_tunnel(const Grid& g, int a, int b);
// Whether opening a to b (neighbours of g's shape, not open yet) keeps the rule above: a tunnel as can_tunnel says;
// between rooms side by side, when no tunnel already passes under either of them from the other. True on every other
// shape, whose openings have no rule.
bool can_open(const Grid& g, int a, int b);
// Every open tunnel as {a, b, c}, a < b, sorted: from a to b under c.
std::vector<std::array<int, 3>> tunnels(const Grid& g);
// Throws MazeError, one sentence, for the first open tunnel that breaks the rule above.
void check_tunnels(const Grid& g);
// Throws MazeError unless `under` is exactly tunnels(g), then check_tunnels(g).
void check_under(const Grid& g, const std::vector<std::array<int, 3>>& under);

}  // namespace maze
