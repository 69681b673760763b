# Wrong on purpose: the size of the maze read from its rows alone, for both loops.
def is_perfect(maze):
    size = len(maze)
    rooms = 0
    openings = 0
    for r in range(1, size - 1):
        for c in range(1, size - 1):
            if r % 2 == 1 and c % 2 == 1:
                rooms = rooms + 1
            elif (r + c) % 2 == 1 and maze[r][c] == ".":
                openings = openings + 1
    seen = {(1, 1)}
    to_visit = [(1, 1)]
    while to_visit:
        r, c = to_visit.pop()
        for nr, nc in [(r - 2, c), (r + 2, c), (r, c - 2), (r, c + 2)]:
            if maze[(r + nr) // 2][(c + nc) // 2] == "." and (nr, nc) not in seen:
                seen.add((nr, nc))
                to_visit.append((nr, nc))
    return len(seen) == rooms and openings == rooms - 1
