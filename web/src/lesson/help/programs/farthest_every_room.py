def steps_from(maze, start):
    steps = {start: 0}
    to_visit = [start]
    i = 0
    while i < len(to_visit):
        r, c = to_visit[i]
        i = i + 1
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            room = (r + 2 * dr, c + 2 * dc)
            if maze[r + dr][c + dc] == "." and room not in steps:
                steps[room] = steps[(r, c)] + 1
                to_visit.append(room)
    return steps

def farthest(maze):
    best = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            best = max(best, max(steps_from(maze, (r, c)).values()))
    return best
