def neighbours(maze, room):
    r, c = room
    out = []
    if maze[r - 1][c] == ".":
        out.append((r - 2, c))
    if maze[r + 1][c] == ".":
        out.append((r + 2, c))
    if maze[r][c - 1] == ".":
        out.append((r, c - 2))
    if maze[r][c + 1] == ".":
        out.append((r, c + 2))
    return out

def levels(maze, start):
    seen = {start}
    level = [start]
    count = 0
    while True:
        nxt = []
        for room in level:
            for n in neighbours(maze, room):
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        if not nxt:
            return level[0], count
        level = nxt
        count += 1

def farthest(maze):
    far, _ = levels(maze, (1, 1))
    _, most = levels(maze, far)
    return most
