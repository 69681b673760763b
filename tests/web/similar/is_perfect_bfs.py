from collections import deque

def is_perfect(maze):
    start = (1, 1)
    dist = {start: 0}
    queue = deque([start])
    edges = 0
    while queue:
        r, c = queue.popleft()
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            if maze[r + dr][c + dc] == "#":
                continue
            edges += 1
            nxt = (r + 2 * dr, c + 2 * dc)
            if nxt not in dist:
                dist[nxt] = dist[(r, c)] + 1
                queue.append(nxt)
    rooms = (len(maze) // 2) * (len(maze[0]) // 2)
    # every opening was seen from both of its rooms
    return len(dist) == rooms and edges // 2 == rooms - 1
