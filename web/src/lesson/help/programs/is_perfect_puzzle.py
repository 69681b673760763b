def is_perfect(maze):
    rooms = 0
    openings = 0
    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if r % 2 == 1 and c % 2 == 1:
                rooms = rooms + 1
            elif maze[r][c] == "." and (r + c) % 2 == 1:
                openings = openings + 1
    seen = {(1, 1)}
    to_visit = [(1, 1)]
    while len(to_visit) > 0:
        r, c = to_visit.pop()
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            if maze[r + dr][c + dc] == "." and (r + 2 * dr, c + 2 * dc) not in seen:
                seen.add((r + 2 * dr, c + 2 * dc))
                to_visit.append((r + 2 * dr, c + 2 * dc))
    return len(seen) == rooms and openings == rooms - 1
