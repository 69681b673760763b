# Wrong on purpose: the count is printed, not given back.
def dead_ends(maze):
    count = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            around = maze[r - 1][c] + maze[r + 1][c] + maze[r][c - 1] + maze[r][c + 1]
            if around.count(".") == 1:
                count = count + 1
    print(count)
