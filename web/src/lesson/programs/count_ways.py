import random

def make_maze(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]

    def carve(r, c):
        grid[2 * r + 1][2 * c + 1] = "."
        moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        random.shuffle(moves)
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                if grid[2 * nr + 1][2 * nc + 1] == "#":
                    grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
                    carve(nr, nc)

    carve(0, 0)
    return ["".join(row) for row in grid]

def random_walls(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    piece = {}
    walls = []
    for r in range(rows):
        for c in range(cols):
            grid[2 * r + 1][2 * c + 1] = "."
            piece[(r, c)] = r * cols + c
            if r + 1 < rows:
                walls.append((r, c, r + 1, c))
            if c + 1 < cols:
                walls.append((r, c, r, c + 1))
    random.shuffle(walls)
    for r1, c1, r2, c2 in walls:
        a = piece[(r1, c1)]
        b = piece[(r2, c2)]
        if a != b:
            grid[r1 + r2 + 1][c1 + c2 + 1] = "."
            for room in piece:
                if piece[room] == b:
                    piece[room] = a
    return ["".join(row) for row in grid]

def openings(maze):
    count = 0
    for r in range(1, len(maze) - 1):
        for c in range(1, len(maze[0]) - 1):
            if maze[r][c] == "." and (r + c) % 2 == 1:
                count = count + 1
    return count

def rooms_reached(maze):
    seen = {(1, 1)}
    to_visit = [(1, 1)]
    while len(to_visit) > 0:
        r, c = to_visit.pop()
        for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if maze[nxt[0]][nxt[1]] == "." and nxt not in seen:
                seen.add(nxt)
                to_visit.append(nxt)
    return len([sq for sq in seen if sq[0] % 2 == 1 and sq[1] % 2 == 1])

def count_ways(maze, square, goal, on_path):
    if square == goal:
        return 1
    on_path.add(square)
    total = 0
    r, c = square
    for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
        if maze[nxt[0]][nxt[1]] == "." and nxt not in on_path:
            total = total + count_ways(maze, nxt, goal, on_path)
    on_path.remove(square)
    return total

random.seed(1)
for name, method in [("Random walk", make_maze), ("Random walls", random_walls)]:
    all_99 = True
    all_reached = True
    ways = set()
    for i in range(100):
        maze = method(10, 10)
        if openings(maze) != 99:
            all_99 = False
        if rooms_reached(maze) != 100:
            all_reached = False
        ways.add(count_ways(maze, (1, 1), (19, 19), set()))
    print(name + ": 99 openings every time:", all_99,
          " every room reached:", all_reached, " ways out:", ways)
