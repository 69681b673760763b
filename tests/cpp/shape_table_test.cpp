// shape_table_test.cpp: the table of shapes (tables/shapes.cpp) says what the engine does: a shape whose
// row says it has a text picture, tiles, halls or tunnels really has them, and one whose row says no
// gets the engine's clear error; its size gives its rooms as the row says, within its most rooms.
#include <gtest/gtest.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "formats/picture.h"
#include "formats/tiles.h"
#include "games/game.h"
#include "random/py_random.h"
#include "session/session.h"
#include "shapes/mask.h"
#include "shapes/random_cells.h"
#include "shapes/shape.h"
#include "steps/places.h"
#include "tables/methods.h"
#include "tables/shapes.h"
#include "test_util.h"

namespace maze {
namespace shape_table {
namespace {

// A small empty maze of the row's shape (a mask's from a word).
Grid small(const ShapeFacts& f) {
  if (f.sized == "drawing") return mask_maze(word_mask("AB"));
  PyRandom rng(1);
  return empty_maze(f.kind, 3, 4, rng);
}

// A grown maze of the row's shape.
Grid grown(const ShapeFacts& f) {
  PyRandom rng(2);
  return generate(method_from_name("walk"), small(f), rng);
}

// Whether a picture of squares (floor(y, x): 2 R + 1 rows of 2 C + 1) is truly the maze's: each room a
// floor square at its place, each opening the floor square between two rooms side by side, and
// nothing else floor. The engine's checks read the row, so only this tells a row that lies.
bool true_picture(const Grid& g, int height, int width, auto floor) {
  if (height != 2 * g.rows() + 1 || width != 2 * g.cols() + 1) return false;
  long long squares = 0, open = 0;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) squares += floor(y, x);
  for (int a = 0; a < g.rooms(); ++a) {
    const int pa = place_of(g, a), ra = pa / g.cols(), ca = pa % g.cols();
    if (!floor(2 * ra + 1, 2 * ca + 1)) return false;
    bool ok = true;
    g.for_each_open(a, [&](int b) {
      if (b < a) return;
      const int pb = place_of(g, b), rb = pb / g.cols(), cb = pb % g.cols();
      ok = ok && std::abs(ra - rb) + std::abs(ca - cb) == 1 && floor(ra + rb + 1, ca + cb + 1);
      ++open;
    });
    if (!ok) return false;
  }
  return squares == g.rooms() + open;
}

// The command's options for a small maze of the row's shape.
std::string shape_options(const ShapeFacts& f) {
  if (f.sized == "drawing") return "--text AB";
  return "--shape " + std::string(f.name) + " --rows 3 --cols 4 --seed 1";
}

TEST(ShapeTable, RowsAreInShapeKindsOrderAndNamed) {
  int i = 0;
  for (const ShapeFacts& f : shapes()) {
    EXPECT_EQ(static_cast<int>(f.kind), i++);
    EXPECT_EQ(shape_from_name(f.name), f.kind);
    EXPECT_EQ(shape_name(f.kind), f.name);
    EXPECT_EQ(&shape_facts(f.kind), &f);
  }
  EXPECT_TRUE(shapes()[0].lesson) << "the lesson's square comes first: the shape when none is said";
  EXPECT_THROW(shape_from_name("cube"), MazeError);
}

TEST(ShapeTable, ATextPictureOnlyWhereTheRowSaysSo) {
  for (const ShapeFacts& f : shapes()) {
    const auto ran = testing::maze_in_process("generate --method walk " + shape_options(f) + " --format text");
    if (f.picture) {
      EXPECT_EQ(ran.status, 0) << f.name << ": " << ran.err;
      EXPECT_EQ(ran.out.find_first_not_of("#.\n"), std::string::npos) << f.name;
      const Grid g = grown(f);
      std::vector<std::string> lines;
      std::istringstream text(write_picture_text(g));
      for (std::string line; std::getline(text, line);) lines.push_back(line);
      EXPECT_TRUE(true_picture(g, static_cast<int>(lines.size()), static_cast<int>(lines[0].size()),
                               [&](int y, int x) { return lines[y][x] == '.'; }))
          << f.name << ":\n" << write_picture_text(g);
    } else {
      EXPECT_NE(ran.status, 0) << f.name;
      EXPECT_NE(ran.err.find("use --format json or svg"), std::string::npos) << f.name << ": " << ran.err;
      Session s(small(f), "1");
      try {
        (void)s.picture();
        ADD_FAILURE() << f.name << " wrote a text picture";
      } catch (const MazeError& e) {
        EXPECT_EQ(std::string(e.what()), "a maze's picture in text is for " + shape_names(&ShapeFacts::picture) + " mazes only");
      }
    }
  }
}

TEST(ShapeTable, TilesOnlyWhereTheRowSaysSo) {
  for (const ShapeFacts& f : shapes()) {
    const Grid g = small(f);
    const auto ran = testing::maze_in_process("generate --method walk " + shape_options(f) + " --format tiles");
    if (f.tiles) {
      const Grid maze = grown(f);
      const TileMap map = tile_map(maze);
      EXPECT_TRUE(true_picture(maze, map.height, map.width, [&](int y, int x) { return map.at(x, y) == 0; })) << f.name;
      EXPECT_EQ(ran.status, 0) << f.name << ": " << ran.err;
    } else {
      EXPECT_THROW(tile_map(g), MazeError) << f.name;
      EXPECT_NE(ran.status, 0) << f.name;
    }
  }
}

TEST(ShapeTable, WallsMeansTheSquaresOwnGrid) {
  for (const ShapeFacts& f : shapes()) EXPECT_EQ(small(f).square(), f.walls) << f.name;
}

TEST(ShapeTable, HallsOnlyOnTheLessonsShape) {
  for (const ShapeFacts& f : shapes()) {
    GameRequest request;
    request.method = method_from_name("walk");
    request.kind = f.kind;
    request.halls = 1;
    if (f.lesson) EXPECT_NO_THROW(check_game(request)) << f.name;
    else EXPECT_THROW(check_game(request), MazeError) << f.name;
  }
}

TEST(ShapeTable, TunnelsOnlyWhereTheRowSaysSo) {
  const Method wilson = method_from_name("wilson");  // lays no tunnels
  ASSERT_FALSE(method_facts(wilson).weaves);
  for (const ShapeFacts& f : shapes()) {
    if (f.tunnels) EXPECT_THROW(check_method(wilson, f.kind), MazeError) << f.name;
    else EXPECT_NO_THROW(check_method(wilson, f.kind)) << f.name;
  }
}

TEST(ShapeTable, ItsSizeGivesItsRoomsAsTheRowSays) {
  for (const ShapeFacts& f : shapes()) {
    if (f.sized == "drawing") {
      EXPECT_THROW(Shape::count_rooms(f.kind, 3, 4), MazeError) << f.name << ": a mask's rooms are its own";
      continue;
    }
    const long long rooms = Shape::count_rooms(f.kind, 3, 4);
    if (f.sized == "grid") EXPECT_EQ(rooms, 12) << f.name;
    else EXPECT_EQ(rooms, 4 + 8 + 16) << f.name << ": 3 rings, 4 rooms in the inner one";
    // Its most rooms: one row (or ring) of them, and not one more.
    EXPECT_EQ(Shape::count_rooms(f.kind, 1, f.max_rooms), f.max_rooms) << f.name;
    EXPECT_THROW(Shape::count_rooms(f.kind, 1, f.max_rooms + 1), MazeError) << f.name;
  }
}

TEST(ShapeTable, FromSeedMeansItsRoomsDrawFromTheStream) {
  for (const ShapeFacts& f : shapes()) {
    if (f.sized == "drawing") continue;
    PyRandom drawn(7), fresh(7);
    (void)empty_maze(f.kind, 3, 4, drawn);
    EXPECT_EQ(drawn.random() != fresh.random(), f.from_seed) << f.name;
  }
}

TEST(ShapeTable, NamesTheShapesOfAFact) {
  EXPECT_EQ(shape_names(&ShapeFacts::tiles), "square");
  EXPECT_EQ(shape_names(&ShapeFacts::picture), "square or mask");
}

}  // namespace
}  // namespace shape_table
}  // namespace maze
