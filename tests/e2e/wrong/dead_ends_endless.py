# Wrong on purpose: the inner loop never moves to the next column, and the example call runs it before the tests.
def dead_ends(maze):
    count = 0
    r = 1
    while r < len(maze):
        c = 1
        while c < len(maze[0]):
            if maze[r][c] == "." and (maze[r - 1][c] + maze[r + 1][c] + maze[r][c - 1] + maze[r][c + 1]).count(".") == 1:
                count = count + 1
        r = r + 2
    return count

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
