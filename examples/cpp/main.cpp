// main.cpp: a game's first use of the maze engine: the lesson's seed-2083 maze, as its picture.
#include <iostream>

#include <maze_engine/maze_engine.hpp>

int main() {
  // random.seed(2083), then the lesson's make_maze on 10 x 10 rooms: the very maze its Python prints.
  maze::PyRandom rng("2083");
  const maze::Grid grid = maze::generate(maze::method_from_name("walk"), 10, 10, rng);
  std::cout << maze::write_picture_text(grid) << '\n';
}
