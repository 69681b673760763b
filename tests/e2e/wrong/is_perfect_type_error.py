# Wrong on purpose: counts the openings in a number, then asks for its len().
def is_perfect(maze):
    rooms = (len(maze) // 2) * (len(maze[0]) // 2)
    openings = 0
    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if (r + c) % 2 == 1 and maze[r][c] == ".":
                openings += 1
    return len(openings) == rooms - 1
