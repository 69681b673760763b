// main.cpp: the `maze` command's entry point.
#include <iostream>

#include "cli.h"

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> args(argv + 1, argv + argc);
  return maze::run_cli(args, std::cin, std::cout, std::cerr);
}
