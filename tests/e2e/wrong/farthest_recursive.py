# Wrong on purpose: the steps to every room by a search that calls itself once a room (right in a perfect maze, too deep in a big one).
def far_from(maze, room, steps, here):
    steps[room] = here
    r, c = room
    for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        nxt = (r + 2 * dr, c + 2 * dc)
        if maze[r + dr][c + dc] == "." and nxt not in steps:
            far_from(maze, nxt, steps, here + 1)
    return steps

def farthest(maze):
    first = far_from(maze, (1, 1), {}, 0)
    end = max(first, key=first.get)
    return max(far_from(maze, end, {}, 0).values())
