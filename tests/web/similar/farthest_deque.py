from collections import deque

def bfs(maze, start):
    dist = {start: 0}
    q = deque([start])
    last = start
    while q:
        cur = q.popleft()
        last = cur
        for d in [(0, 1), (0, -1), (1, 0), (-1, 0)]:
            wall = (cur[0] + d[0], cur[1] + d[1])
            nxt = (cur[0] + 2 * d[0], cur[1] + 2 * d[1])
            if maze[wall[0]][wall[1]] == "." and nxt not in dist:
                dist[nxt] = dist[cur] + 1
                q.append(nxt)
    return last, dist[last]

def farthest(maze):
    # from any room, the last room a search reaches is one end of the longest way
    end, _ = bfs(maze, (1, 1))
    other, steps = bfs(maze, end)
    return steps
