# Wrong on purpose: the first room counted as 1 step, so every way is one too long.
from collections import deque

def longest_from(maze, start):
    dist = {start: 1}
    queue = deque([start])
    last = start
    while queue:
        last = queue.popleft()
        r, c = last
        for dr, dc in [(0, 1), (1, 0), (0, -1), (-1, 0)]:
            room = (r + 2 * dr, c + 2 * dc)
            if maze[r + dr][c + dc] == "." and room not in dist:
                dist[room] = dist[last] + 1
                queue.append(room)
    return last, dist[last]

def farthest(maze):
    end, _ = longest_from(maze, (1, 1))
    return longest_from(maze, end)[1]
