def dead_ends(maze):
    total = 0
    row = 1
    while row < len(maze) - 1:
        col = 1
        while col < len(maze[row]) - 1:
            walls = 0
            if maze[row - 1][col] == "#":
                walls += 1
            if maze[row + 1][col] == "#":
                walls += 1
            if maze[row][col - 1] == "#":
                walls += 1
            if maze[row][col + 1] == "#":
                walls += 1
            if walls == 3:
                total += 1
            col += 2
        row += 2
    return total
