// limits.h: the engine's limits and the page's, the one place they are written; the command's
// usage, the bindings' table and the page's boxes read them from here.
#pragma once
#include <cstddef>

namespace maze::limits {

inline constexpr int kMaxRooms = 16'000'000;              // a maze's rooms: 4000 x 4000
inline constexpr std::size_t kMaxSeedDigits = 10'000;     // a seed's digits (a sign aside)
inline constexpr int kMaxBraid = 100;                      // the share of dead ends removed, in percent
inline constexpr int kMaxPickShare = 100;                  // mix:P, the share of newest, in percent
inline constexpr int kMaxMaskWord = 40;                    // a word made a mask (--text): its characters
inline constexpr int kMaxKeys = 9;                         // locked doors, each with its key (games/keys.h)
inline constexpr int kMaxHalls = 20;                       // halls opened in a square maze (games/halls.h)
inline constexpr int kMinHallSide = 2, kMaxHallSide = 4;   // a hall's rows and columns of rooms
inline constexpr int kMaxOf = 100'000;                     // mazes made to choose one from (games/choose.h)
inline constexpr int kMaxEndlessCols = 100'000;            // an endless maze's rooms across (a line: 2 x cols + 1)

// What a browser can draw or play: the page's own limits, kept here so each has one number.
inline constexpr int kMaxSide = 4000;                      // the board's Rows and Columns each (4000 x 4000: kMaxRooms)
inline constexpr int kMaxDrawnRooms = 10'000;              // rooms of a shape the board draws room by room (like 100 x 100)
inline constexpr int kMaxPlayRooms = 1'000'000;            // rooms of a maze the page's Play walks (1000 x 1000)
inline constexpr int kMaxMineRooms = 2'500;                // rooms a student's make_maze builds on the board, in Python
inline constexpr int kMaxRobotRooms = 10'000;              // rooms of a race's maze a student's robot walks, in Python
inline constexpr int kMaxTenPrintSide = 100;               // the ten-print board's rows and columns on the page
inline constexpr int kMaxTextRooms = 62'500;               // rooms the board shows as text (like 250 x 250)
inline constexpr int kMaxWorksheetRooms = 10'000;          // rooms of a maze printed on a worksheet (like 100 x 100)
static_assert(kMaxSide * kMaxSide == kMaxRooms, "the board's largest square is the engine's largest maze");

}  // namespace maze::limits
