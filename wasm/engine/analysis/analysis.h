// analysis.h: questions about a finished maze, as free functions on a Grid.
#pragma once
#include <string>
#include <vector>

#include "shapes/grid.h"
#include "random/py_random.h"
#include "steps/piece_labels.h"  // piece_of
#include "steps/step.h"  // Ends

namespace maze {

int openings(const Grid& g);
int dead_ends(const Grid& g);                      // rooms with exactly one opening
int rooms_reached(const Grid& g, int from = 0);
int pieces(const Grid& g);                         // groups of rooms joined together
int loops(const Grid& g);                          // openings - rooms + pieces: independent loops
bool is_perfect(const Grid& g);                    // one piece and no loops
// Steps from one room to every room (-1 where it cannot be reached).
std::vector<int> distances(const Grid& g, int from);

struct Farthest {
  int steps = 0;  // steps between the two rooms farthest apart
  int a = 0, b = 0;
};
// Two breadth-first searches; throws MazeError unless the maze is perfect.
Farthest farthest(const Grid& g);
// The way in and the way out at the two rooms farthest apart (farthest's pair), the
// smaller room the way in: the ★★★ challenge's answer, as `maze generate --ends far` and
// the page's Far apart place them. Throws as farthest does.
Ends far_ends(const Grid& g);

struct Ways {
  long long ways = 0;     // simple paths found
  bool complete = true;   // false if the search stopped at its limit
};
// The lesson's count_ways: every path that never visits a room twice, counted;
// gives up after `limit` moves so it cannot run forever.
Ways count_ways(const Grid& g, int from, int to, long long limit = 10'000'000);

// The standing inner walls in the order the lesson's "spoil them" lists them
// (picture row by picture row), each as the pair of rooms it separates.
std::vector<std::pair<int, int>> standing_walls(const Grid& g);
std::vector<std::pair<int, int>> openings_list(const Grid& g);
// random.choice over standing_walls, then knock it down (the lesson's spoil step);
// returns false if no wall is left standing. `raise_random_opening` puts one back.
bool knock_random_wall(Grid& g, PyRandom& rng);
bool raise_random_opening(Grid& g, PyRandom& rng);

}  // namespace maze
