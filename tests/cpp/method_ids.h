// method_ids.h: the methods by name for the tests, as the places of their rows in the table
// (tables/methods.cpp); generators_test checks each against method_from_name.
#pragma once
#include "tables/methods.h"

namespace maze::ids {

inline constexpr Method Walk{0}, Walls{1}, Frontier{2}, Wilson{3}, AldousBroder{4}, BinaryTree{5}, Sidewinder{6},
    HuntAndKill{7}, GrowingTree{8}, Eller{9}, Division{10};

}  // namespace maze::ids
