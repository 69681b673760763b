// picture_fuzz.cpp: any text either reads as a maze picture that writes back unchanged, or throws MazeError.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/analysis.h"
#include "formats/picture.h"
#include "analysis/way_out.h"

namespace {
using namespace maze;

void check(bool ok) {
  if (!ok) __builtin_trap();
}

// The text as read_picture_text promises to see it: one '\r' before each '\n' and
// blank lines at both ends dropped.
std::string normalised(std::string_view text) {
  std::vector<std::string_view> lines;
  for (std::size_t start = 0; start <= text.size();) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    start = end + 1;
  }
  std::size_t first = 0, last = lines.size();
  while (last > first && lines[last - 1].empty()) --last;
  while (first < last && lines[first].empty()) ++first;
  std::string out;
  for (std::size_t i = first; i < last; ++i) {
    if (i > first) out += '\n';
    out += lines[i];
  }
  return out;
}

// A picture may hold loops and cut-off rooms: the analysis must still agree with itself.
void check_analysis(const Grid& g) {
  const int rooms = g.rooms(), open = openings(g), n = pieces(g);
  const int inner_walls = 2 * rooms - g.rows() - g.cols();
  check(n >= 1 && n <= rooms && open <= inner_walls);
  check(loops(g) == open - rooms + n && loops(g) >= 0);
  check(is_perfect(g) == (n == 1 && open == rooms - 1));
  check(static_cast<int>(openings_list(g).size()) == open);
  check(static_cast<int>(standing_walls(g).size()) == inner_walls - open);
  check(dead_ends(g) <= rooms);

  const int goal = rooms - 1;
  auto dist = distances(g, 0);
  int reached = 0;
  for (int d : dist) reached += d >= 0;
  check(reached == rooms_reached(g) && (n > 1 || reached == rooms));
  auto route = way_out(g);
  if (dist[goal] < 0) {
    check(route.empty());
  } else {
    // Breadth first: the route is a shortest one, room to linked room.
    check(static_cast<int>(route.size()) == dist[goal] + 1 && route.front() == 0 && route.back() == goal);
    for (std::size_t i = 0; i + 1 < route.size(); ++i) check(g.linked(route[i], route[i + 1]));
  }
  Ways ways = count_ways(g, 0, goal, 20'000);
  if (ways.complete) check((ways.ways > 0) == (dist[goal] >= 0));
  if (is_perfect(g)) {
    check(ways.ways == 1);
    Farthest far = farthest(g);
    check(far.steps >= dist[goal] && distances(g, far.a)[far.b] == far.steps);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  Grid g;
  try {
    g = read_picture_text(text);
  } catch (const MazeError&) {
    return 0;
  }
  std::string back = write_picture_text(g);
  check(back == normalised(text));
  check(read_picture_text(back) == g);
  check(read_picture(write_picture(g)) == g);
  check_analysis(g);
  return 0;
}
