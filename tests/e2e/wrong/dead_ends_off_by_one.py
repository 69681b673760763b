# Wrong on purpose: both whiles stop one room short.
def dead_ends(maze):
    count = 0
    r = 1
    while r < len(maze) - 2:
        c = 1
        while c < len(maze[0]) - 2:
            walls = 0
            if maze[r - 1][c] == "#":
                walls += 1
            if maze[r + 1][c] == "#":
                walls += 1
            if maze[r][c - 1] == "#":
                walls += 1
            if maze[r][c + 1] == "#":
                walls += 1
            if walls == 3:
                count += 1
            c += 2
        r += 2
    return count
