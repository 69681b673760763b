def dead_ends(maze):
    count = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            ways = 0
            for nr, nc in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
                if maze[nr][nc] == ".":
                    ways = ways + 1
            if ways == 1:
                count = count + 1
    return count
