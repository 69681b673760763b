// memory.cpp: bytes per room while one method grows a maze, and for the finished maze.
// Usage: memory METHOD ROWS COLS. Prints one JSON line. One method a process, since the
// peak (ru_maxrss) only ever grows.
#include <malloc.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "generators.h"

namespace {

long peak_kib() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_maxrss;
}

long resident_kib() {
  long pages = 0, resident = 0;
  std::ifstream("/proc/self/statm") >> pages >> resident;
  return resident * (sysconf(_SC_PAGESIZE) / 1024);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: memory walk|walls|frontier|wilson ROWS COLS\n");
    return 2;
  }
  const maze::Method m = maze::method_from_name(argv[1]);
  const int rows = std::atoi(argv[2]), cols = std::atoi(argv[3]);
  const double rooms = static_cast<double>(rows) * cols;
  maze::PyRandom rng(1LL);
  malloc_trim(0);
  const long base_peak = peak_kib(), base_now = resident_kib();
  maze::Grid g = maze::generate(m, rows, cols, rng);  // the machine is gone once it returns
  const long peak = peak_kib();
  malloc_trim(0);  // hand freed pages back, so what stays resident is the maze
  const long now = resident_kib();
  std::printf("{\"method\":\"%s\",\"rooms\":%.0f,\"peak\":%.3f,\"finished\":%.3f,\"grid\":%.3f}\n", argv[1], rooms,
              (peak - base_peak) * 1024.0 / rooms, (now - base_now) * 1024.0 / rooms,
              static_cast<double>(g.bits().capacity()) / rooms);
  return 0;
}
