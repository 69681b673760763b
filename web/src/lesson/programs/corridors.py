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

def dead_ends(maze):
    count = 0
    for r in range(1, len(maze), 2):
        for c in range(1, len(maze[0]), 2):
            ways = 0
            for nr, nc in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
                if maze[nr][nc] == ".":
                    ways = ways + 1
            if ways == 1:
                count = count + 1
    return count

def way_out(maze):
    start = (1, 1)
    goal = (len(maze) - 2, len(maze[0]) - 2)
    came_from = {start: None}
    to_visit = [start]
    while len(to_visit) > 0:
        square = to_visit.pop(0)
        if square == goal:
            route = []
            while square is not None:
                route.append(square)
                square = came_from[square]
            return route
        r, c = square
        for nxt in [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]:
            if maze[nxt[0]][nxt[1]] == "." and nxt not in came_from:
                came_from[nxt] = square
                to_visit.append(nxt)
    return None

random.seed(1)
for name, method in [("Random walk", make_maze), ("Random walls", random_walls)]:
    ends = 0
    long = 0
    for i in range(100):
        maze = method(10, 10)
        ends = ends + dead_ends(maze)
        long = long + (len(way_out(maze)) + 1) // 2
    print(f"{name}: {ends / 100:.1f} dead ends, way out through {long / 100:.1f} rooms")
