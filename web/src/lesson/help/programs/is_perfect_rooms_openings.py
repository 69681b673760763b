def is_perfect(maze):
    rooms = 0
    openings = 0
    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if r % 2 == 1 and c % 2 == 1:
                rooms = rooms + 1
            elif maze[r][c] == "." and (r + c) % 2 == 1:
                openings = openings + 1
    return openings == rooms
