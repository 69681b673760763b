# Wrong on purpose: gives back the rooms of the longest way, not its steps.
def way_from(maze, start):
    came = {start: None}
    order = [start]
    for room in order:
        r, c = room
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nxt = (r + 2 * dr, c + 2 * dc)
            if maze[r + dr][c + dc] == "." and nxt not in came:
                came[nxt] = room
                order.append(nxt)
    way = [order[-1]]
    while came[way[-1]] is not None:
        way.append(came[way[-1]])
    return way

def farthest(maze):
    end = way_from(maze, (1, 1))[0]
    return way_from(maze, end)
