// cli_usage.h: the `maze` command's usage, written from the engine's tables.
#pragma once
#include <string>

namespace maze {

// Every command's usage, or (command given) that command's alone; empty for no such command.
std::string usage(const std::string& command = "");

}  // namespace maze
