// mask_test.cpp: masks (grids with rooms left out): their rooms, every method on them, their
// counts against tools/make_mask_fixtures.py's exact integers, the command, bad masks refused.
#include <gtest/gtest.h>
#include <zlib.h>

#include <functional>
#include <sstream>

#include "analysis/analysis.h"
#include "analysis/count.h"
#include "analysis/way_out.h"
#include "cli_png.h"
#include "formats/maze_json.h"
#include "formats/picture.h"
#include "session/session.h"
#include "shapes/mask.h"
#include "test_util.h"

namespace maze {
namespace {

const std::string kMaskFixture = MAZE_FIXTURE_DIR "/mask_counts.txt";

struct FixtureMask {
  std::string name, count, text;
  int rows = 0, cols = 0;
};

std::vector<FixtureMask> fixture_masks() {
  std::vector<FixtureMask> out;
  const auto lines = testing::lines_of(testing::read_file(kMaskFixture));
  for (std::size_t i = 0; i < lines.size();) {
    std::stringstream head(lines[i++]);
    std::string word;
    FixtureMask m;
    head >> word >> m.name >> m.rows >> m.cols >> m.count;
    if (word != "mask") continue;
    for (int r = 0; r < m.rows; ++r) m.text += lines[i++] + "\n";
    out.push_back(m);
  }
  return out;
}

TEST(Mask, FixtureIsWhatPythonMakes) { testing::expect_fixture_made_by("make_mask_fixtures.py", kMaskFixture); }

// Exact counts equal Python's Kirchhoff counts (by another method); the mask in pieces is refused.
TEST(Mask, CountsEqualKirchhoffInPython) {
  const auto masks = fixture_masks();
  ASSERT_EQ(masks.size(), 11u);
  for (const FixtureMask& m : masks) {
    const MaskPlaces places = read_mask_text(m.text);
    ASSERT_EQ(places.rows, m.rows) << m.name;
    ASSERT_EQ(places.cols, m.cols) << m.name;
    if (m.count == "0") {
      EXPECT_THROW(mask_maze(places), MazeError) << m.name;
      continue;
    }
    EXPECT_EQ(count_perfect_mazes(*mask_maze(places).shape()), m.count) << m.name;
    const auto ran = testing::maze_cmd("count --mask '" + testing::temp_file(m.name + ".txt", m.text) + "'");
    EXPECT_EQ(ran.status, 0) << m.name;
    EXPECT_EQ(ran.out, m.count + "\n") << m.name;
  }
}

// The words drawn in the fixture are the font's own, bar and all.
TEST(Mask, WordsAreTheFontsLetters) {
  for (const FixtureMask& m : fixture_masks()) {
    if (m.name != "ADA" && m.name != "HI" && m.name != "O") continue;
    const MaskPlaces word = word_mask(m.name), drawn = read_mask_text(m.text);
    EXPECT_EQ(word.rows, drawn.rows) << m.name;
    EXPECT_EQ(word.cols, drawn.cols) << m.name;
    EXPECT_EQ(word.room, drawn.room) << m.name;
    EXPECT_EQ(word_mask("ada").room, word_mask("ADA").room);
  }
}

// Every character of the font, alone and all together, makes a mask in one piece.
TEST(Mask, EveryCharacterOfTheFontIsOnePiece) {
  const std::string all = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  for (char ch : all) EXPECT_NO_THROW(mask_maze(word_mask(std::string(1, ch)))) << ch;
  EXPECT_NO_THROW(mask_maze(word_mask("ABCDEFGHIJKLMNOPQRSTUVWXYZ")));
  EXPECT_NO_THROW(mask_maze(word_mask(" 0123456789 ")));
}

// Rooms are numbered in reading order; neighbours are the square's among the rooms there.
TEST(Mask, RoomsInReadingOrder) {
  const Grid g = mask_maze(read_mask_text("X.X\n...\n.XX\n"));
  const Shape& s = *g.shape();
  ASSERT_EQ(s.rooms(), 5);
  const int places[] = {1, 3, 4, 5, 6};
  for (int room = 0; room < 5; ++room) EXPECT_EQ(s.place(room), places[room]);
  EXPECT_EQ(s.room_at(0), -1);
  EXPECT_EQ(s.room_at(4), 2);
  EXPECT_EQ(std::vector<int>(s.neighbours(2).begin(), s.neighbours(2).end()), (std::vector<int>{0, 1, 3}));
  EXPECT_EQ(std::vector<int>(s.neighbours(1).begin(), s.neighbours(1).end()), (std::vector<int>{4, 2}));
  EXPECT_EQ(s.way_rooms(false), (std::vector<int>{0, 1, 4}));
  EXPECT_EQ(s.way_rooms(true), (std::vector<int>{0, 3, 4}));
}

// Every method that grows more than squares grows perfect mazes with exactly the mask's rooms;
// the steps tell every opening; the JSON reads back as the same maze.
TEST(Mask, EveryMethodThatFitsGrowsPerfectMazes) {
  int grown = 0;
  for (const FixtureMask& m : fixture_masks()) {
    if (m.count == "0") continue;
    const MaskPlaces places = read_mask_text(m.text);
    const Grid empty = mask_maze(places);
    for (const MethodFacts& f : methods()) {
      if (f.square_only) continue;
      for (int seed = 0; seed < 4; ++seed) {
        const std::string what = m.name + " " + std::string(f.name) + " seed " + std::to_string(seed);
        PyRandom rng(seed);
        auto machine = make_generator(f.method, empty.blank(), rng);
        Grid rebuilt = empty.blank();
        while (machine->step()) {
          const StepEvent e = machine->last();
          if ((e.kind == StepKind::Enter || e.kind == StepKind::Knock) && e.a >= 0) rebuilt.link(e.a, e.b);
        }
        const Grid& g = machine->grid();
        EXPECT_EQ(rebuilt, g) << what;
        testing::expect_perfect_on_shape(g, *empty.shape(), what);
        // Its rooms are the mask's: the picture's floor squares at room places are exactly the mask's rooms.
        const auto picture = write_picture(g);
        for (int r = 0; r < places.rows; ++r)
          for (int c = 0; c < places.cols; ++c)
            ASSERT_EQ(picture[2 * r + 1][2 * c + 1] == '.', places.room[r * places.cols + c] == 1) << what;
        const Ends ends = machine->ways();
        EXPECT_FALSE(way_out(g, ends.in, ends.out).empty()) << what;
        const Grid back = read_json(write_json(g));
        EXPECT_EQ(write_json(back), write_json(g)) << what;
        ++grown;
      }
    }
  }
  EXPECT_EQ(grown, 10 * 7 * 4);
}

TEST(Mask, SquareOnlyMethodsRefusedAsOnHexagons) {
  for (const MethodFacts& f : methods()) {
    if (!f.square_only) continue;
    std::string hex, mask;
    try {
      check_method(f.method, ShapeKind::Hex);
    } catch (const MazeError& e) {
      hex = e.what();
    }
    try {
      check_method(f.method, ShapeKind::Mask);
    } catch (const MazeError& e) {
      mask = e.what();
    }
    ASSERT_FALSE(hex.empty());
    EXPECT_EQ(mask, std::string(f.title) + " grows square mazes only, not mask ones: " + std::string(f.why_square));
    EXPECT_EQ(hex, std::string(f.title) + " grows square mazes only, not hex ones: " + std::string(f.why_square));
  }
}

std::string refusal(const std::function<void()>& f) {
  try {
    f();
  } catch (const MazeError& e) {
    return e.what();
  }
  return "";
}

TEST(Mask, BadMasksGetOneSentence) {
  EXPECT_EQ(refusal([] { mask_maze(read_mask_text(".X.X.\n")); }),
            "the mask's rooms fall apart into 3 pieces: join them (rooms touching only at a corner are not joined)");
  EXPECT_EQ(refusal([] { read_mask_text("\n\n"); }), "the mask is empty: write one line a row, . for a room and X for no room");
  EXPECT_EQ(refusal([] { read_mask_text("...\n..\n"); }),
            "the mask's lines must all be as long as the first: line 2 has 2 places, line 1 has 3 places");
  EXPECT_EQ(refusal([] { read_mask_text("..\n.\n"); }),
            "the mask's lines must all be as long as the first: line 2 has 1 place, line 1 has 2 places");
  EXPECT_EQ(refusal([] { read_mask_text("..\n.o\n"); }), "a mask holds only . (a room) and X (no room): line 2, place 2 has 'o'");
  EXPECT_EQ(refusal([] { mask_maze(read_mask_text("XX\nXX\n")); }), "the mask has no rooms: it needs at least one");
  std::string tall;
  for (int r = 0; r < 4001; ++r) tall += std::string(4000, '.') + "\n";
  EXPECT_EQ(refusal([&] { read_mask_text(tall); }), "a maze can have at most 16,000,000 rooms, like 4000 x 4000 (got 4001 x 4000)");
  EXPECT_EQ(refusal([] { word_mask("Ada!"); }), "a word made a maze takes the letters A to Z, the digits 0 to 9 and spaces, not '!'");
  EXPECT_EQ(refusal([] { word_mask("   "); }), "the word has no letters: give at least one letter or digit");
  EXPECT_EQ(refusal([] { word_mask(std::string(41, 'A')); }), "a word made a maze can have at most 40 characters (got 41)");
  // The last line may end without a newline, and Windows line ends are fine.
  EXPECT_EQ(read_mask_text(".X\r\n..").room, (std::vector<std::uint8_t>{1, 0, 1, 1}));
}

// The command: the text picture draws a room left out as rock; JSON gives "at"; check and
// solve read the JSON back.
TEST(Mask, TheCommand) {
  const std::string file = testing::temp_file("plus.txt", "X.X\n...\nX.X\n");
  const auto json = testing::maze_cmd("generate --method walk --seed 4 --format json --mask '" + file + "'");
  ASSERT_EQ(json.status, 0);
  EXPECT_EQ(json.out, "{\"shape\":\"mask\",\"rows\":3,\"cols\":3,\"rooms\":5,\"at\":[[0,1],[1,0],[1,1],[1,2],[2,1]],"
                      "\"walls\":[[0,2],[1,2],[2,3],[2,4]],\"openings\":[[0,2],[1,2],[2,3],[2,4]]}\n");
  const auto picture = testing::maze_cmd("generate --method walk --seed 4 --mask '" + file + "'");
  EXPECT_EQ(picture.out, "#######\n###.###\n###.###\n#.....#\n###.###\n###.###\n#######\n");
  const std::string saved = testing::temp_file("plus.json", json.out);
  const auto checked = testing::maze_cmd("check '" + saved + "'");
  EXPECT_EQ(checked.out, "rooms: 5\nopenings: 4\npieces: 1\nloops: 0\nperfect: yes\ndead ends: 4\nfarthest: 2\n");
  EXPECT_EQ(testing::route_only(testing::maze_cmd("solve '" + saved + "'").out), "{\"route\":[0,2,4]}\n");
  EXPECT_EQ(testing::maze_cmd("count --text HI").out, "2926\n");
  EXPECT_EQ(testing::maze_cmd("generate --method walk --text HI --rows 3", true).out,
            "maze: a mask has its own rows and columns: leave out --rows\n");
  EXPECT_EQ(testing::maze_cmd("generate --method walk --shape mask", true).out,
            "maze: a mask maze needs its mask: give --mask FILE (a text mask or a PNG) or --text WORD\n");
  EXPECT_EQ(testing::maze_cmd("generate --method walk --text HI --shape hex", true).out,
            "maze: --mask and --text make a mask maze: leave out --shape hex\n");
  EXPECT_EQ(testing::maze_cmd("generate --method walk --mask /", true).out,
            "maze: the mask file / is a folder: give the mask's own file\n");
  // JSON that lists a place twice, or out of order, is refused.
  EXPECT_EQ(testing::maze_in_process("check", "{\"shape\":\"mask\",\"rows\":1,\"cols\":2,\"rooms\":2,\"at\":[[0,1],[0,0]],"
                                              "\"walls\":[[0,1]],\"openings\":[[0,1]]}").err,
            "maze: \"at\": the place [0,0] at character 56 must come after the one before, in reading order\n");
}

// A session holds a mask as the page will: grown, sought back, solved, the same maze as generate.
TEST(Mask, ASessionGrowsSeeksAndSolves) {
  const Grid empty = mask_maze(word_mask("HI"));
  Session session(empty, "7");
  session.grow(ids::Wilson);
  const long long steps = session.finish();
  const Grid grown = session.grid();
  PyRandom rng("7");
  EXPECT_EQ(grown, generate(ids::Wilson, empty.blank(), rng));
  session.seek(steps / 2);
  session.finish();
  EXPECT_EQ(session.grid(), grown);
  session.solve();
  session.finish();
  EXPECT_EQ(session.route(), way_out(grown, 0, grown.rooms() - 1));
  session.reshape(mask_maze(word_mask("O")));
  EXPECT_EQ(session.grid().rooms(), 21);
  EXPECT_EQ(openings(session.grid()), 0);
}

// PNG masks: a dark pixel no room, a light one a room.
std::string chunk(const std::string& name, const std::string& body) {
  std::string out;
  for (int k = 3; k >= 0; --k) out += static_cast<char>((body.size() >> (8 * k)) & 255);
  const std::string named = name + body;
  out += named;
  const uLong crc = crc32(0, reinterpret_cast<const Bytef*>(named.data()), static_cast<uInt>(named.size()));
  for (int k = 3; k >= 0; --k) out += static_cast<char>((crc >> (8 * k)) & 255);
  return out;
}

std::string png(int width, int height, int depth, int type, const std::string& rows, const std::string& extra = "") {
  std::string header;
  for (int v : {width, height})
    for (int k = 3; k >= 0; --k) header += static_cast<char>((v >> (8 * k)) & 255);
  header += static_cast<char>(depth), header += static_cast<char>(type), header += std::string(3, '\0');
  uLongf size = compressBound(static_cast<uLong>(rows.size()));
  std::string packed(size, '\0');
  compress(reinterpret_cast<Bytef*>(packed.data()), &size, reinterpret_cast<const Bytef*>(rows.data()), static_cast<uLong>(rows.size()));
  packed.resize(size);
  return std::string("\x89PNG\r\n\x1a\n", 8) + chunk("IHDR", header) + extra + chunk("IDAT", packed) + chunk("IEND", "");
}

TEST(Mask, PngPixelsAreRooms) {
  // Grey, 8 bits: rows "light dark light" and "light light light" (filter 0, then 2: up).
  const std::string grey = png(3, 2, 8, 0, std::string("\0\xff\x10\xf0", 4) + std::string("\x02\x00\xef\x00", 4));
  const MaskPlaces a = read_png_mask(grey);
  EXPECT_EQ(a.rows, 2);
  EXPECT_EQ(a.cols, 3);
  EXPECT_EQ(a.room, (std::vector<std::uint8_t>{1, 0, 1, 1, 1, 1}));
  // RGBA: red (dark: 0.299), white, and black but see-through (light over white).
  const std::string rgba = png(3, 1, 8, 6, std::string("\0\xff\0\0\xff\xff\xff\xff\xff\0\0\0\0", 13));
  EXPECT_EQ(read_png_mask(rgba).room, (std::vector<std::uint8_t>{0, 1, 1}));
  // A palette of two colours, 1 bit a pixel: 0 black, 1 white; pixels 1 0 1 1.
  const std::string palette = png(4, 1, 1, 3, std::string("\0\xb0", 2), chunk("PLTE", std::string("\0\0\0\xff\xff\xff", 6)));
  EXPECT_EQ(read_png_mask(palette).room, (std::vector<std::uint8_t>{1, 0, 1, 1}));
  EXPECT_EQ(refusal([&] { read_png_mask(grey.substr(0, 40)); }), "the mask picture is not a PNG this can read: it ends before its last part");
  EXPECT_EQ(refusal([] { read_png_mask("GIF89a"); }), "the mask picture is not a PNG this can read: it does not start with PNG's signature");
  // The command reads a PNG by its signature; the dark pixel is left out, so the five rooms
  // left make a U with one way to join them: one perfect maze.
  const std::string file = testing::temp_file("mask.png", grey);
  EXPECT_EQ(testing::maze_cmd("count --mask '" + file + "'").out, "1\n");
}

}  // namespace
}  // namespace maze
