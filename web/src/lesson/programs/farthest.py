def farthest(maze):
    # Give back the most steps between two rooms of the maze.
    return 0

maze = [
    "#######",
    "#.#...#",
    "#.#.###",
    "#.....#",
    "#####.#",
    "#.....#",
    "#######",
]
print(farthest(maze))
