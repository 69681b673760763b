# Wrong on purpose: looks two squares below each room, past the bottom of the picture on the last row.
def dead_ends(maze):
    count = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            below = maze[r + 2][c]
            ways = [maze[r - 1][c], maze[r + 1][c], maze[r][c - 1], maze[r][c + 1]].count(".")
            if ways == 1 and below != "":
                count = count + 1
    return count
