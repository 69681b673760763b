import sys

def is_perfect(maze):
    sys.setrecursionlimit(10000)
    visited = set()

    def explore(room, came_from):
        visited.add(room)
        r, c = room
        for step in [(0, 1), (1, 0), (0, -1), (-1, 0)]:
            wall = (r + step[0], c + step[1])
            nxt = (r + 2 * step[0], c + 2 * step[1])
            if maze[wall[0]][wall[1]] != ".":
                continue
            if nxt == came_from:
                continue
            if nxt in visited:
                return False
            if not explore(nxt, room):
                return False
        return True

    if not explore((1, 1), None):
        return False
    total = len(maze) // 2 * (len(maze[0]) // 2)
    return len(visited) == total
