// tiles_test.cpp: tile maps read back equal the maze: the CSV grid, the Tiled map, the tileset's PNG.
#include <gtest/gtest.h>

#include <sstream>

#include "analysis/analysis.h"
#include "cli.h"
#include "tables/methods.h"
#include "formats/picture.h"
#include "test_util.h"
#include "formats/tiles.h"

namespace maze {
namespace {

using testing::kAll;

struct Printed {
  int status;
  std::string out, err;
};

// The command in-process, its words split at spaces.
Printed tiles_cli(const std::string& line) {
  std::vector<std::string> words;
  std::stringstream split(line);
  for (std::string word; split >> word;) words.push_back(word);
  std::istringstream in;
  std::ostringstream out, err;
  const int status = run_cli(words, in, out, err);
  return {status, out.str(), err.str()};
}

// CSV lines back to rows of numbers, checking every value is 0 or 1 and the rows are even.
std::vector<std::vector<int>> read_csv(const std::string& text) {
  std::vector<std::vector<int>> rows;
  for (const auto& line : testing::lines_of(text)) {
    std::vector<int> row;
    std::stringstream cells(line);
    for (std::string cell; std::getline(cells, cell, ',');) {
      EXPECT_TRUE(cell == "0" || cell == "1") << cell;
      row.push_back(cell == "1");
    }
    if (!rows.empty()) EXPECT_EQ(row.size(), rows[0].size());
    rows.push_back(row);
  }
  return rows;
}

// The picture a tile grid shows when every block is read back as one square (its top left tile),
// after checking that the whole block agrees.
std::vector<std::string> picture_of(const TileMap& map, int rows, int cols, TileSizes sizes) {
  std::vector<std::string> picture(2 * rows + 1, std::string(2 * cols + 1, '?'));
  for (int r = 0; r <= 2 * rows; ++r)
    for (int c = 0; c <= 2 * cols; ++c) {
      const int y0 = tile_start(r, sizes), x0 = tile_start(c, sizes);
      const int down = r % 2 ? sizes.corridor : sizes.wall, across = c % 2 ? sizes.corridor : sizes.wall;
      for (int y = y0; y < y0 + down; ++y)
        for (int x = x0; x < x0 + across; ++x) EXPECT_EQ(map.at(x, y), map.at(x0, y0)) << r << "," << c;
      picture[r][c] = map.at(x0, y0) ? '#' : '.';
    }
  return picture;
}

TEST(Tiles, OneAndOneIsThePictureSquareForSquare) {
  for (Method m : kAll)
    for (auto [rows, cols] : {std::pair{1, 1}, {10, 10}, {3, 17}, {25, 4}}) {
      PyRandom rng("2083");
      const Grid g = generate(m, rows, cols, rng);
      const TileMap map = tile_map(g);
      const auto picture = write_picture(g);
      ASSERT_EQ(map.height, static_cast<int>(picture.size()));
      ASSERT_EQ(map.width, static_cast<int>(picture[0].size()));
      for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x) ASSERT_EQ(map.at(x, y), picture[y][x] == '#') << x << "," << y;
    }
}

TEST(Tiles, WiderCorridorsAndWallsMapBackBlockForBlock) {
  for (TileSizes sizes : {TileSizes{2, 1}, TileSizes{1, 3}, TileSizes{4, 2}, TileSizes{16, 16}}) {
    PyRandom rng("7");
    const Grid g = generate(ids::Wilson, 6, 9, rng);
    const TileMap map = tile_map(g, sizes);
    EXPECT_EQ(map.width, 10 * sizes.wall + 9 * sizes.corridor);
    EXPECT_EQ(map.height, 7 * sizes.wall + 6 * sizes.corridor);
    EXPECT_EQ(picture_of(map, 6, 9, sizes), write_picture(g)) << sizes.corridor << " " << sizes.wall;
  }
}

TEST(Tiles, TheCommandPrintsTheGridAsCsvLines) {
  const Printed lesson = tiles_cli("generate --method walk --seed 2083");
  const Printed tiles = tiles_cli("generate --method walk --seed 2083 --format tiles");
  ASSERT_EQ(tiles.status, 0) << tiles.err;
  std::string expected;
  for (const auto& line : testing::lines_of(lesson.out)) {
    for (std::size_t i = 0; i < line.size(); ++i) expected += std::string(i ? "," : "") + (line[i] == '#' ? "1" : "0");
    expected += '\n';
  }
  EXPECT_EQ(tiles.out, expected);

  const Printed wide = tiles_cli("generate --method frontier --rows 5 --cols 7 --seed 11 --format tiles --corridor 3 --wall 2");
  ASSERT_EQ(wide.status, 0) << wide.err;
  PyRandom rng("11");
  const Grid g = generate(ids::Frontier, 5, 7, rng);
  const TileSizes sizes{3, 2};
  const TileMap map = tile_map(g, sizes);
  EXPECT_EQ(wide.out, write_tiles_csv(map));
  const auto rows = read_csv(wide.out);
  ASSERT_EQ(static_cast<int>(rows.size()), map.height);
  for (int y = 0; y < map.height; ++y)
    for (int x = 0; x < map.width; ++x) ASSERT_EQ(rows[y][x], map.at(x, y));
  EXPECT_EQ(picture_of(map, 5, 7, sizes), write_picture(g));
}

TEST(Tiles, SeveralMazesAreApartByAnEmptyLine) {
  const Printed ran = tiles_cli("generate --method walls --rows 2 --cols 2 --seed 3 --mazes 2 --format tiles");
  ASSERT_EQ(ran.status, 0) << ran.err;
  PyRandom rng("3");
  const Grid first = generate(ids::Walls, 2, 2, rng), second = generate(ids::Walls, 2, 2, rng);
  EXPECT_EQ(ran.out, write_tiles_csv(tile_map(first)) + "\n" + write_tiles_csv(tile_map(second)));
}

TEST(Tiles, BadSizesAndShapesGetAClearLine) {
  const std::pair<std::string, std::string> cases[] = {
      {"--format tiles --corridor 0", "maze: --corridor must be a whole number from 1 to 16 (got \"0\")\n"},
      {"--format tiled --wall 17", "maze: --wall must be a whole number from 1 to 16 (got \"17\")\n"},
      {"--format tiles --wall x", "maze: --wall must be a whole number from 1 to 16 (got \"x\")\n"},
      {"--corridor 2", "maze: --corridor is for tile maps: give --format tiles or tiled\n"},
      {"--format json --wall 2", "maze: --wall is for tile maps: give --format tiles or tiled\n"},
      {"--shape hex --format tiles", "maze: a tile map is for square mazes only: use --format json or svg for a hex maze\n"},
      {"--shape circle --format tiled", "maze: a tile map is for square mazes only: use --format json or svg for a circle maze\n"},
      {"--format tiled --mazes 2", "maze: a Tiled map holds one maze: leave out --mazes or use --format tiles\n"},
      {"--rows 4000 --cols 4000 --format tiles --corridor 2",
       "maze: a tile map of 12001 x 12001 tiles is too big: at most 67108864 tiles (make the maze smaller or the "
       "corridors and walls narrower)\n"},
  };
  for (const auto& [args, message] : cases) {
    const Printed ran = tiles_cli("generate --method walk --seed 1 " + args);
    EXPECT_EQ(ran.status, 2) << args;
    EXPECT_EQ(ran.err, message) << args;
    EXPECT_EQ(ran.out, "") << args;
  }
  EXPECT_THROW(tile_map(Grid(ShapeKind::Triangle, 3, 3)), MazeError);
  EXPECT_THROW(tile_map(Grid(3, 3), {0, 1}), MazeError);
  EXPECT_THROW(tile_map(Grid(3, 3), {1, 17}), MazeError);
}

TEST(Tiles, TheBiggestMazeFitsAtOneAndOne) {
  const TileMap map = tile_map(Grid(4000, 4000));
  EXPECT_EQ(map.width, 8001);
  EXPECT_EQ(map.at(1, 1), 0);
  EXPECT_EQ(map.at(2, 1), 1);
}

// The tile layer's data lines (one a tile row) back to tiles, and where the ways' rectangles sit.
TEST(Tiled, TheMapsDataAndObjectsReadBackEqualTheMaze) {
  PyRandom rng("2083");
  auto machine = make_generator(ids::Frontier, Grid(6, 8), rng);
  machine->run();
  const Ends ends = machine->ways();
  const Grid g = machine->take_grid();
  const TileSizes sizes{2, 1};
  const std::string map = write_tiled(g, ends, sizes);
  const TileMap tiles = tile_map(g, sizes);
  const auto lines = testing::lines_of(map);
  std::size_t at = 0;
  while (at < lines.size() && lines[at].find("\"data\":[") == std::string::npos) ++at;
  ASSERT_LT(at + tiles.height + 1, lines.size());
  for (int y = 0; y < tiles.height; ++y) {
    std::stringstream row(lines[at + 1 + y]);
    int x = 0;
    for (std::string gid; std::getline(row, gid, ',');) {
      ASSERT_LT(x, tiles.width) << y;
      ASSERT_EQ(std::stoi(gid), 1 + tiles.at(x, y)) << x << "," << y;  // the tileset's first gid, 1, is the floor
      ++x;
    }
    ASSERT_EQ(x, tiles.width) << y;
  }
  EXPECT_EQ(lines[at + 1 + tiles.height], "  ]},");
  const auto object = [&](const char* name, int room) {
    const int x = tile_start(square_col(g, room), sizes) * kTilePixels, y = tile_start(square_row(g, room), sizes) * kTilePixels;
    return std::string("\"name\":\"") + name + "\",\"type\":\"\",\"x\":" + std::to_string(x) + ",\"y\":" + std::to_string(y) +
           ",\"width\":32,\"height\":32,";
  };
  EXPECT_NE(map.find(object("way in", ends.in)), std::string::npos) << map;
  EXPECT_NE(map.find(object("way out", ends.out)), std::string::npos) << map;
  EXPECT_NE(map.find("\"width\":" + std::to_string(tiles.width) + ",\"height\":" + std::to_string(tiles.height) +
                     ",\"tilewidth\":16,\"tileheight\":16,"),
            std::string::npos);
  EXPECT_THROW(write_tiled(g, {0, g.rooms()}, sizes), MazeError);
}

TEST(Tiled, TheCommandWritesTheMapWithTheMazesOwnWays) {
  const Printed ran = tiles_cli("generate --method frontier --seed 5 --rows 4 --cols 4 --format tiled --wall 2");
  ASSERT_EQ(ran.status, 0) << ran.err;
  PyRandom rng("5");
  auto machine = make_generator(ids::Frontier, Grid(4, 4), rng);
  machine->run();
  const Ends ends = machine->ways();
  EXPECT_EQ(ran.out, write_tiled(machine->grid(), ends, {1, 2}));
}

TEST(Tiled, EndsFarPutsTheWaysAtTheTwoRoomsFarthestApart) {
  const Printed ran = tiles_cli("generate --method walk --seed 2083 --format tiled --ends far");
  ASSERT_EQ(ran.status, 0) << ran.err;
  PyRandom rng("2083");
  const Grid g = generate(ids::Walk, 10, 10, rng);
  const Ends far = far_ends(g);
  EXPECT_NE(far, (Ends{0, 99}));
  EXPECT_EQ(ran.out, write_tiled(g, far, {}));
  const Printed tiles = tiles_cli("generate --method walk --seed 2083 --format tiles --ends far");
  EXPECT_EQ(tiles.status, 2);
  EXPECT_EQ(tiles.err,
            "maze: the tile grid cannot show where the way in and the way out are: with --ends far, use --format tiled, json or "
            "svg, or --mark-ways\n");
}

TEST(TilesetPng, IsAValidPngOfTwoTiles) {
  const std::string png = tileset_png();
  ASSERT_EQ(png.substr(0, 8), "\x89PNG\r\n\x1a\n");
  const auto word = [&](std::size_t at) {
    return static_cast<std::uint32_t>(static_cast<unsigned char>(png[at])) << 24 |
           static_cast<unsigned char>(png[at + 1]) << 16 | static_cast<unsigned char>(png[at + 2]) << 8 |
           static_cast<unsigned char>(png[at + 3]);
  };
  EXPECT_EQ(png.substr(12, 4), "IHDR");
  EXPECT_EQ(word(16), 2u * kTilePixels);
  EXPECT_EQ(word(20), static_cast<std::uint32_t>(kTilePixels));
  EXPECT_EQ(png.substr(png.size() - 8, 4), "IEND");
  EXPECT_EQ(tiles_cli("tileset").out, png);
}

}  // namespace
}  // namespace maze
