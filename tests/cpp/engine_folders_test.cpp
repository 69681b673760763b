// engine_folders_test.cpp: the engine's folders (wasm/engine/*/): each says in its README what
// it may include, includes nothing else, and the includes run one way.
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

// "May include: random/, shapes/." in the folder's README ("May include: nothing.").
std::set<std::string> allowed(const std::string& folder) {
  const std::string text = read(fs::path(MAZE_ENGINE_DIR) / folder / "README.md");
  std::smatch m;
  if (!std::regex_search(text, m, std::regex(R"(May include: ([^\n]*)\.)"))) return {"(no line)"};
  std::set<std::string> out;
  const std::string list = m[1];
  const std::regex name(R"(([a-z_]+)/)");
  for (std::sregex_iterator n(list.begin(), list.end(), name), end; n != end; ++n) out.insert((*n)[1]);
  return out;
}

TEST(EngineFolders, EachHasAReadmeSayingWhatItMayInclude) {
  ASSERT_GE(folders().size(), 10u);
  const Graph g = includes();
  for (const std::string& folder : folders()) {
    const std::set<std::string> may = allowed(folder);
    ASSERT_FALSE(may.count("(no line)")) << folder << "/README.md has no line \"May include: ...\"";
    const auto it = g.find(folder);
    if (it == g.end()) continue;
    for (const std::string& used : it->second) EXPECT_TRUE(may.count(used)) << folder << "/ includes " << used << "/";
  }
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
