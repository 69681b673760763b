// limits.h: the engine's limits, the one place they are written; the command's usage, the
// bindings' table and the page's boxes read them from here.
#pragma once
#include <cstddef>

namespace maze::limits {

inline constexpr int kMaxRooms = 16'000'000;              // a maze's rooms: 4000 x 4000
inline constexpr std::size_t kMaxSeedDigits = 10'000;     // a seed's digits (a sign aside)
inline constexpr int kMaxBraid = 100;                      // the share of dead ends removed, in percent
inline constexpr int kMaxPickShare = 100;                  // mix:P, the share of newest, in percent
inline constexpr int kMaxKeys = 9;                         // locked doors, each with its key (games/keys.h)
inline constexpr int kMaxHalls = 20;                       // halls opened in a square maze (games/halls.h)
inline constexpr int kMinHallSide = 2, kMaxHallSide = 4;   // a hall's rows and columns of rooms
inline constexpr int kMaxOf = 100'000;                     // mazes made to choose one from (games/choose.h)
inline constexpr int kMaxEndlessCols = 100'000;            // an endless maze's rooms across (a line: 2 x cols + 1)

}  // namespace maze::limits
