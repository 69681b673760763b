def is_perfect(maze):
    rooms = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            rooms = rooms + 1
    seen = {(1, 1)}
    to_visit = [(1, 1)]
    while len(to_visit) > 0:
        r, c = to_visit.pop()
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            if maze[r + dr][c + dc] == "." and (r + 2 * dr, c + 2 * dc) not in seen:
                seen.add((r + 2 * dr, c + 2 * dc))
                to_visit.append((r + 2 * dr, c + 2 * dc))
    return len(seen) == rooms
