// engine_folders_test.cpp: the engine's folders (wasm/engine/*/): the includes run one way, and no folder
// holds more than 30 files. What each may include is its README's line, checked by tests/web/folders.test.ts.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;
using Graph = std::map<std::string, std::set<std::string>>;

std::string read(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> folders() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(MAZE_ENGINE_DIR))
    if (e.is_directory()) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The folders each folder's files include ("shapes/grid.h" is shapes), itself left out.
Graph includes() {
  Graph g;
  const std::regex include(R"re(#include "([a-z_]+)/[^"]+")re");
  for (const std::string& folder : folders())
    for (const auto& file : fs::directory_iterator(fs::path(MAZE_ENGINE_DIR) / folder)) {
      const std::string text = read(file.path());
      for (std::sregex_iterator m(text.begin(), text.end(), include), end; m != end; ++m)
        if ((*m)[1] != folder) g[folder].insert((*m)[1]);
    }
  return g;
}

// No folder includes from a folder that includes it, directly or through others.
TEST(EngineFolders, IncludesRunOneWay) {
  const Graph g = includes();
  for (const auto& [from, direct] : g) {
    std::set<std::string> reached;
    std::vector<std::string> todo(direct.begin(), direct.end());
    while (!todo.empty()) {
      const std::string f = todo.back();
      todo.pop_back();
      if (!reached.insert(f).second) continue;
      if (const auto it = g.find(f); it != g.end()) todo.insert(todo.end(), it->second.begin(), it->second.end());
    }
    EXPECT_FALSE(reached.count(from)) << from << "/ includes a folder that includes it";
  }
}

TEST(EngineFolders, NoneHoldsMoreThan30Files) {
  for (const std::string& folder : folders()) {
    const auto n = std::distance(fs::directory_iterator(fs::path(MAZE_ENGINE_DIR) / folder), fs::directory_iterator());
    EXPECT_LE(n, 30) << folder;
  }
}

}  // namespace
