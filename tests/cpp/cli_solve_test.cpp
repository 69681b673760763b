// cli_solve_test.cpp: `maze solve --rule R [--from A] [--to B] [--seed N] [--limit S]`: every rule of the table, its
// JSON the engine's own, its line of text, and what it says of options that do not fit.
#include <gtest/gtest.h>

#include "formats/maze_json.h"
#include "solvers/rules.h"
#include "tables/methods.h"
#include "test_util.h"

namespace maze {
namespace {

testing::CliRan solve_cmd(const std::string& line, const std::string& input) { return testing::maze_in_process(line, input); }
bool starts(const std::string& text, const std::string& with) { return text.rfind(with, 0) == 0; }

TEST(CliSolve, EveryRuleAsTheEngineRunsIt) {
  const std::string lesson = testing::maze_in_process("generate --method walk --seed 2083 --format json").out;
  const Grid g = read_json(lesson);
  for (const RuleFacts& rule : rules()) {
    const std::string name(rule.name);
    const testing::CliRan ran = solve_cmd("solve --format json --rule " + name + (rule.seeded ? " --seed 4" : ""), lesson);
    EXPECT_EQ(ran.status, 0) << name << ran.err;
    EXPECT_EQ(ran.out, solved_json(solve(g, rule.rule, {0, 99, rule.seeded ? "4" : "", 1'000'000})) + "\n") << name;
    EXPECT_NE(ran.out.find("\"found\":true,\"route\":[0,10,11,"), std::string::npos) << name;
  }
}

TEST(CliSolve, EachRuleSaysWhatItCounted) {
  const std::string picture = testing::maze_in_process("generate --method walk --seed 2083").out;
  const auto last = [&](const std::string& args) { return testing::lines_of(solve_cmd("solve " + args, picture).out).back(); };
  EXPECT_EQ(last(""), "The way out goes through 47 rooms");
  EXPECT_EQ(last("--rule bfs"), "The way out goes through 47 rooms");
  EXPECT_EQ(last("--rule right-hand"), "The robot walked 112 steps");
  const std::string ways = last("--rule shortest-ways");
  EXPECT_TRUE(starts(ways, "Every shortest way: found the way, 47 rooms, in ")) << ways;
  EXPECT_EQ(ways.substr(ways.size() - 16), ", 1 shortest way");
  EXPECT_TRUE(starts(last("--rule tremaux --seed 2"), "Tr\u00e9maux's chalk: found the way, 47 rooms, in "));
  EXPECT_EQ(last("--rule pledge"), "Pledge: found the way, 47 rooms, in 106 steps, 77 rooms visited");
  EXPECT_EQ(last("--rule pledge --limit 20"), "Pledge: gave up, in 20 steps, 21 rooms visited");
  EXPECT_EQ(last("--rule cul-de-sac-filling"), "Cul-de-sac filling: found the way, 47 rooms, in 54 steps, 53 rooms visited");
  EXPECT_EQ(last("--rule random-mouse --seed 2 --limit 3"), "Random mouse: gave up, in 3 steps, 4 rooms visited (seed 2)");
  EXPECT_EQ(solve_cmd("solve --rule random-mouse --seed 2 --limit 3", picture).status, 1);
}

TEST(CliSolve, FromAndToAnyRoom) {
  const std::string lesson = testing::maze_in_process("generate --method walk --seed 2083 --format json").out;
  const testing::CliRan here = solve_cmd("solve --format json --rule a-star --from 55 --to 55", lesson);
  EXPECT_NE(here.out.find("\"from\":55,\"to\":55,\"found\":true,\"route\":[55],"), std::string::npos) << here.out;
  const testing::CliRan back = solve_cmd("solve --format json --rule dfs --from 99 --to 0", lesson);
  EXPECT_NE(back.out.find("\"route\":[99,98,97,96,95,94,84,"), std::string::npos) << back.out;
}

TEST(CliSolve, OptionsThatDoNotFit) {
  const std::string picture = testing::maze_in_process("generate --method walk --seed 2083").out;
  const std::pair<std::string, std::string> wrong[] = {
      {"--rule bfs --seed 3", "maze: --seed is for the rules that choose at random, not bfs\n"},
      {"--rule tremaux --limit 9", "maze: --limit is for the rules that may give up, not tremaux\n"},
      {"--rule pledge --seed 9", "maze: --seed is for the rules that choose at random, not pledge\n"},
      {"--rule random-mouse --limit 0", "maze: --limit must be a whole number from 1 to 1000000000 (got \"0\")\n"},
      {"--rule tremaux --seed two", "maze: a seed must be a whole number, like 2083 (got \"two\")\n"},
      {"--from 100", "maze: --from must be a whole number from 0 to 99 (got \"100\")\n"},
      {"--rule fly", "maze: unknown rule \"fly\": use " + rule_names() + "\n"},
  };
  for (const auto& [args, said] : wrong) {
    const testing::CliRan ran = solve_cmd("solve " + args, picture);
    EXPECT_EQ(ran.status, 2) << args;
    EXPECT_EQ(ran.err, said) << args;
  }
}

// A game's locked doors and keys, read from its JSON: bfs and a-star walk to each key before its door (the route
// doubles back from the key), the robot and the mice pick keys up on their way, and to the other rules of the map a
// door is a wall.
TEST(CliSolve, ThroughLockedDoors) {
  const std::string game = testing::maze_in_process("generate --method walk --seed 2083 --keys 2 --format json").out;
  ASSERT_NE(game.find("\"doors\":[[18,28],[96,97]],\"keys\":[12,52]"), std::string::npos) << game;
  const JsonMaze maze = read_json_maze(game);
  const Locked locked{maze.doors, maze.keys};
  for (const RuleFacts& rule : rules()) {
    const std::string name(rule.name);
    const testing::CliRan ran = solve_cmd("solve --format json --rule " + name + (rule.seeded ? " --seed 4" : ""), game);
    EXPECT_EQ(ran.out, solved_json(solve(maze.grid, rule.rule, {0, 99, rule.seeded ? "4" : "", 1'000'000, locked})) + "\n") << name;
    const bool through = name != "dead-end-filling" && name != "cul-de-sac-filling" && name != "shortest-ways";
    EXPECT_EQ(ran.status, through ? 0 : 1) << name << ran.out;
    if (through) EXPECT_NE(ran.out.find(",4,3,13,12,13,3,4,5,"), std::string::npos) << name << ": to key 0 in room 12 and back";
  }
  const testing::CliRan bfs = solve_cmd("solve --format json", game);
  EXPECT_TRUE(starts(bfs.out, "{\"rule\":\"bfs\",\"from\":0,\"to\":99,\"found\":true,\"route\":[0,10,11,21,22,23,24,14,4,3,13,12,13,3,")) << bfs.out;
  // Without its doors and keys the same maze has the lesson's way out.
  const std::string plain = testing::maze_in_process("generate --method walk --seed 2083 --format json").out;
  EXPECT_EQ(testing::route_only(solve_cmd("solve --format json", plain).out).substr(0, 30), "{\"route\":[0,10,11,21,22,23,24,");
  EXPECT_EQ(solve_cmd("solve --format json --rule dead-end-filling", plain).status, 0);
}

TEST(CliSolve, DoorsThatCannotBe) {
  const std::string game = testing::maze_in_process("generate --method walk --seed 2083 --keys 2 --format json").out;
  const auto with = [&](const std::string& from, const std::string& to) {
    std::string text = game;
    text.replace(text.find(from), from.size(), to);
    return solve_cmd("solve --format json", text);
  };
  const testing::CliRan wall = with("[[18,28],", "[[0,99],");
  EXPECT_EQ(wall.status, 2);
  EXPECT_EQ(wall.err, "maze: doors: rooms 0 and 99 at character 2283 have no opening between them for a door to stand in\n");
  const testing::CliRan twice = with("[96,97]]", "[28,18]]");
  EXPECT_EQ(twice.status, 2);
  EXPECT_EQ(twice.err, "maze: door 1 stands where door 0 does: one opening, one door\n");
  const testing::CliRan more = with("\"keys\":[12,52]", "\"keys\":[12,52,7]");
  EXPECT_EQ(more.status, 2);
  EXPECT_EQ(more.err, "maze: a game has as many keys as locked doors, at most 9 (got 2 doors and 3 keys)\n");
}

}  // namespace
}  // namespace maze
