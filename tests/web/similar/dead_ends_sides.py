def dead_ends(maze):
    count = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            sides = maze[r - 1][c] + maze[r + 1][c] + maze[r][c - 1] + maze[r][c + 1]
            if sides.count(".") == 1:
                count += 1
    return count
