def dead_ends(maze):
    # a room is a dead end when just one of its four sides is open
    return sum(
        1
        for r in range(1, len(maze), 2)
        for c in range(1, len(maze[0]), 2)
        if [maze[r - 1][c], maze[r + 1][c], maze[r][c - 1], maze[r][c + 1]].count(".") == 1
    )

print(dead_ends(["###", "#.#", "###"]))
