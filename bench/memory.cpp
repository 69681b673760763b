// memory.cpp: bytes per room while one method grows a maze, and for the finished maze; or the
// endless maze's peak memory after ROWS rows.
// Usage: memory METHOD ROWS COLS, or memory endless COLS ROWS. Prints one JSON line. One
// measurement a process, since the peak (ru_maxrss) only ever grows.
#include <malloc.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "cli.h"
#include "tables/methods.h"

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

// `maze endless --cols COLS --rows ROWS --seed 1`, run in this process with its picture
// written to /dev/null: the peak resident memory of the whole process, and before it ran.
int endless(const char* cols, const char* rows) {
  std::ofstream sink("/dev/null");
  std::istringstream in;
  const long before = peak_kib();
  const int status = maze::run_cli({"endless", "--cols", cols, "--rows", rows, "--seed", "1"}, in, sink, std::cerr);
  std::printf("{\"work\":\"endless\",\"cols\":%s,\"rows\":%s,\"peak_kib\":%ld,\"before_kib\":%ld}\n", cols, rows, peak_kib(),
              before);
  return status;
}

int main(int argc, char** argv) {
  if (argc == 4 && std::string(argv[1]) == "endless") return endless(argv[2], argv[3]);
  if (argc != 4) {
    std::fprintf(stderr, "usage: memory METHOD ROWS COLS, or memory endless COLS ROWS\n");
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
