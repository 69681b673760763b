// maze_json.cpp: writing a maze as one line of JSON and reading it back, checking everything.
#include "formats/maze_json.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <memory>

#include "base/limits.h"
#include "formats/json_reader.h"
#include "shapes/shape.h"
#include "shapes/weave.h"
#include "tables/shapes.h"

namespace maze {
namespace {

// The walls of a maze in sorted order, one at a time: room by room, each room's
// higher neighbours from the lowest.
class WallCursor {
 public:
  explicit WallCursor(const Grid& g) : g_(g) {}
  bool next(int& a, int& b) {
    while (k_ == n_) {
      if (++room_ >= g_.rooms()) return false;
      int around[Grid::kMaxAround];
      const int count = g_.around(room_, around);
      n_ = k_ = 0;
      for (int i = 0; i < count; ++i)
        if (around[i] > room_) higher_[n_++] = around[i];
      std::sort(higher_, higher_ + n_);
    }
    a = room_, b = higher_[k_++];
    return true;
  }

 private:
  const Grid& g_;
  int room_ = -1, n_ = 0, k_ = 0;
  int higher_[Grid::kMaxAround] = {};
};

void append_number(std::string& out, long long value) {
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
  out.append(digits, end);
}

template <class Keep>
void append_pairs(std::string& out, const Grid& g, Keep keep) {
  out += '[';
  WallCursor walls(g);
  bool first = true;
  for (int a, b; walls.next(a, b);) {
    if (!keep(a, b)) continue;
    out += first ? "[" : ",[";
    first = false;
    append_number(out, a);
    out += ',';
    append_number(out, b);
    out += ']';
  }
  out += ']';
}

// "hex maze of 2 x 2", "circle maze of 8 rings with 6 rooms in the inner ring".
std::string maze_text(ShapeKind kind, int rows, int cols) {
  const std::string name(shape_name(kind));
  if (kind == ShapeKind::Circle)
    return name + " maze of " + std::to_string(rows) + " rings with " + std::to_string(cols) + " rooms in the inner ring";
  return name + " maze of " + std::to_string(rows) + " x " + std::to_string(cols);
}

std::string pair_text(int a, int b) { return "[" + std::to_string(a) + "," + std::to_string(b) + "]"; }

using json::quote;
using json::Reader;

// The checks every pair of a list gets: rooms in range, smaller first, after the one before.
struct Order {
  std::string list;
  int rooms;
  int last_a = -1, last_b = -1;
  void check(int a, int b, const std::string& where) {
    for (int room : {a, b})
      if (room >= rooms)
        throw MazeError(list + ": room " + std::to_string(room) + " in the pair" + where + " is out of range: this maze has rooms 0 to " +
                        std::to_string(rooms - 1));
    if (a >= b)
      throw MazeError(list + ": the pair " + pair_text(a, b) + where + " must have the smaller room first");
    if (a == last_a && b == last_b) throw MazeError(list + ": the pair " + pair_text(a, b) + where + " is listed twice");
    if (a < last_a || (a == last_a && b < last_b))
      throw MazeError(list + ": the pair " + pair_text(a, b) + where + " comes after " + pair_text(last_a, last_b) +
                      ": the pairs must be sorted");
    last_a = a, last_b = b;
  }
};

// The walls of a shape built from its size: they must be exactly the shape's.
Grid read_walls(Reader& in, Grid g) {
  // Twice over the list: first its order (so a list out of order says so), then each wall against the shape's.
  const std::size_t list_start = in.position();
  Order walls{"walls", g.rooms()};
  in.pairs("walls", [&](int a, int b, const std::string& where) {
    walls.check(a, b, where);
    if (g.wall_bit(a, b) < 0)
      throw MazeError("walls: rooms " + std::to_string(a) + " and " + std::to_string(b) + where +
                      " are not neighbours in this " + std::string(shape_name(g.kind())) + " maze");
  });
  in.seek(list_start);
  WallCursor expected(g);
  int want_a = -1, want_b = -1;
  bool more = expected.next(want_a, want_b);
  const auto missing = [&] {
    return MazeError("walls: the wall between rooms " + std::to_string(want_a) + " and " + std::to_string(want_b) +
                     " is missing");
  };
  in.pairs("walls", [&](int a, int b, const std::string&) {
    if (!more || a != want_a || b != want_b) throw missing();  // sorted walls of the shape: one was left out
    more = expected.next(want_a, want_b);
  });
  if (more) throw missing();
  return g;
}

// Random cells have no size that makes their walls: the list is their graph (no points, so
// it can be solved and checked but not drawn).
Grid read_cells(Reader& in, int rows, int cols) {
  const int rooms = static_cast<int>(Shape::count_rooms(ShapeKind::Voronoi, rows, cols));
  Order order{"walls", rooms};
  std::vector<Wall> walls;
  in.pairs("walls", [&](int a, int b, const std::string& where) {
    order.check(a, b, where);
    walls.push_back({a, b});
  });
  return Grid(std::make_shared<const Shape>(Shape::voronoi_graph(rows, cols, walls)));
}

// A mask's "at": each room's [row, col] in reading order, `rooms` of them; the mask they make.
Grid read_at(Reader& in, int rows, int cols, int rooms) {
  in.expect(',');
  in.key("at");
  std::vector<std::uint8_t> room(static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols), 0);
  long long listed = 0, last = -1;
  in.pairs("\"at\"", [&](int r, int c, const std::string& where) {
    if (r >= rows || c >= cols)
      throw MazeError("\"at\": the place " + pair_text(r, c) + where + " is outside the mask's " + std::to_string(rows) +
                      " x " + std::to_string(cols));
    const long long place = static_cast<long long>(r) * cols + c;
    if (place <= last)
      throw MazeError("\"at\": the place " + pair_text(r, c) + where + " must come after the one before, in reading order");
    last = place, ++listed;
    room[static_cast<std::size_t>(place)] = 1;
  });
  if (listed != rooms)
    throw MazeError("\"at\" lists " + std::to_string(listed) + " places but \"rooms\" is " + std::to_string(rooms));
  return Grid(std::make_shared<const Shape>(Shape::mask(rows, cols, room)));
}

// A weave maze's "under": its triples, checked against the tunnels (weave.h's check_under).
void read_under(Reader& in, const Grid& g) {
  in.expect(',');
  in.key("under");
  std::vector<std::array<int, 3>> list;
  in.expect('[');
  while (!in.peek(']')) {
    if (!list.empty()) in.expect(',');
    in.expect('[');
    std::array<int, 3>& t = list.emplace_back();
    for (std::size_t i = 0; i < 3; ++i) {
      if (i) in.expect(',');
      t[i] = in.number("a room in \"under\"");
    }
    in.expect(']');
  }
  in.expect(']');
  check_under(g, list);
}

}  // namespace

std::vector<std::pair<int, int>> sorted_walls(const Grid& g) {
  std::vector<std::pair<int, int>> out;
  WallCursor walls(g);
  for (int a, b; walls.next(a, b);) out.emplace_back(a, b);
  return out;
}

std::vector<int> sorted_openings(const Grid& g) {
  std::vector<int> out;
  WallCursor walls(g);
  for (int a, b; walls.next(a, b);)
    if (g.linked(a, b)) out.push_back(a), out.push_back(b);
  return out;
}

std::string write_json(const Grid& g, std::optional<Ends> ends) {
  std::string out = "{\"shape\":\"";
  out += shape_name(g.kind());
  out += "\",\"rows\":";
  append_number(out, g.rows());
  out += ",\"cols\":";
  append_number(out, g.cols());
  out += ",\"rooms\":";
  append_number(out, g.rooms());
  if (g.kind() == ShapeKind::Mask) {
    out += ",\"at\":[";
    for (int room = 0; room < g.rooms(); ++room) {
      const int place = g.shape()->place(room);
      out += room ? ",[" : "[";
      append_number(out, place / g.cols());
      out += ',';
      append_number(out, place % g.cols());
      out += ']';
    }
    out += ']';
  }
  out += ",\"walls\":";
  append_pairs(out, g, [](int, int) { return true; });
  out += ",\"openings\":";
  append_pairs(out, g, [&](int a, int b) { return g.linked(a, b); });
  if (g.kind() == ShapeKind::Weave) {
    out += ",\"under\":[";
    bool first = true;
    for (const auto& tunnel : tunnels(g)) {
      out += first ? "[" : ",[";
      first = false;
      for (int k = 0; k < 3; ++k) {
        if (k) out += ',';
        append_number(out, tunnel[static_cast<std::size_t>(k)]);
      }
      out += ']';
    }
    out += ']';
  }
  if (ends) {
    out += ",\"in\":";
    append_number(out, ends->in);
    out += ",\"out\":";
    append_number(out, ends->out);
  }
  out += '}';
  return out;
}

Grid read_json(std::string_view text) { return read_json_maze(text).grid; }

JsonMaze read_json_maze(std::string_view text) {
  Reader in(text);
  if (in.peek('{') == false) {
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) throw MazeError("the maze's JSON is empty");
    in.fail("it must start with '{'");
  }
  in.expect('{');
  in.key("shape");
  const ShapeKind kind = shape_from_name(in.word());
  const int rows = in.next_number("rows");
  const int cols = in.next_number("cols");
  if (rows < 1 || cols < 1)
    throw MazeError("a maze needs at least 1 row and 1 column of rooms (got " + std::to_string(rows) + " x " +
                    std::to_string(cols) + ")");
  if (kind == ShapeKind::Mask) check_size(rows, cols);  // a mask's rooms are its own: "at" lists them
  const long long sized = kind == ShapeKind::Mask ? 0 : Shape::count_rooms(kind, rows, cols);
  const int said = in.next_number("rooms");
  const long long rooms = kind == ShapeKind::Mask ? said : sized;
  if (said != rooms)
    throw MazeError("\"rooms\" is " + std::to_string(said) + " but a " + maze_text(kind, rows, cols) + " has " +
                    std::to_string(rooms) + " rooms");
  // Every shape is one piece, so it has at least rooms - 1 walls, each at least "[a,b]": refuse a
  // text too short for them before building the shape.
  if (static_cast<long long>(text.size()) < 5 * (rooms - 1))
    throw MazeError("walls: a " + maze_text(kind, rows, cols) + " has more walls than this text can list");
  const Grid shaped = kind == ShapeKind::Mask ? read_at(in, rows, cols, said) : Grid();
  in.expect(',');
  in.key("walls");
  Grid g = kind == ShapeKind::Voronoi ? read_cells(in, rows, cols)
           : kind == ShapeKind::Mask  ? read_walls(in, shaped)
                                      : read_walls(in, Grid(kind, rows, cols));
  in.expect(',');
  in.key("openings");
  Order openings{"openings", g.rooms()};
  in.pairs("openings", [&](int a, int b, const std::string& where) {
    openings.check(a, b, where);
    if (g.wall_bit(a, b) < 0)
      throw MazeError("openings: rooms " + std::to_string(a) + " and " + std::to_string(b) + where +
                      " have no wall between them to knock down");
    g.link(a, b);
  });
  if (kind == ShapeKind::Weave) read_under(in, g);
  std::optional<Ends> ends;
  if (in.peek(',')) {
    const int way_in = in.next_number("in");
    const int way_out = in.next_number("out");
    for (int room : {way_in, way_out})
      if (room >= g.rooms())
        throw MazeError("the way in and the way out must be rooms of the maze: room " + std::to_string(room) +
                        " is out of range (rooms 0 to " + std::to_string(g.rooms() - 1) + ")");
    ends = Ends{way_in, way_out};
  }
  // A game's halls, doors, keys and seed (games/game_json.h): the doors and keys kept, the rest read over.
  if (in.maybe_key("halls")) in.skip_value(quote("halls"));
  std::vector<std::pair<int, int>> doors;
  std::vector<int> keys;
  if (in.maybe_key("doors"))
    in.pairs("\"doors\"", [&](int a, int b, const std::string& where) {
      if (a >= g.rooms() || b >= g.rooms() || !g.linked(a, b))
        throw MazeError("doors: rooms " + std::to_string(a) + " and " + std::to_string(b) + where +
                        " have no opening between them for a door to stand in");
      doors.emplace_back(a, b);
    });
  if (in.maybe_key("keys")) {
    in.expect('[');
    while (!in.peek(']')) {
      if (!keys.empty()) in.expect(',');
      const std::string where = in.at();
      keys.push_back(in.number("a room in \"keys\""));
      if (keys.back() >= g.rooms()) throw MazeError("keys: room " + std::to_string(keys.back()) + where + " is not a room of the maze");
    }
    in.expect(']');
  }
  if (doors.size() != keys.size() || keys.size() > static_cast<std::size_t>(limits::kMaxKeys))
    throw MazeError("a game has as many keys as locked doors, at most " + std::to_string(limits::kMaxKeys) + " (got " +
                    std::to_string(doors.size()) + " doors and " + std::to_string(keys.size()) + " keys)");
  if (in.maybe_key("seed")) in.skip_value(quote("seed"));
  in.expect('}');
  in.end();
  return {std::move(g), ends, std::move(doors), std::move(keys)};
}

}  // namespace maze
