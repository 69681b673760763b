# Wrong on purpose: len(maze) for both loops, so only square mazes are counted right.
def dead_ends(maze):
    count = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze), 2):
            ways = 0
            for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
                if maze[r + dr][c + dc] == ".":
                    ways = ways + 1
            if ways == 1:
                count = count + 1
    return count
