def dead_ends(maze):
    # Give back how many rooms have exactly one opening.
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
print(dead_ends(maze))
