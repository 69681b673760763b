# Wrong on purpose: it looks at the first room still to visit but never takes it out of the list.
def is_perfect(maze):
    rooms = (len(maze) // 2) * (len(maze[0]) // 2)
    openings = 0
    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if (r + c) % 2 == 1 and maze[r][c] == ".":
                openings += 1
    seen = {(1, 1)}
    to_visit = [(1, 1)]
    while to_visit:
        r, c = to_visit[0]
        for nr, nc in [(r - 2, c), (r + 2, c), (r, c - 2), (r, c + 2)]:
            if maze[(r + nr) // 2][(c + nc) // 2] == "." and (nr, nc) not in seen:
                seen.add((nr, nc))
                to_visit.append((nr, nc))
    return len(seen) == rooms and openings == rooms - 1
