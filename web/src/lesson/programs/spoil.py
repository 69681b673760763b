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
results = {}
for i in range(100):
    maze = [list(row) for row in make_maze(10, 10)]
    standing = []
    for r in range(1, 20):
        for c in range(1, 20):
            if (r + c) % 2 == 1 and maze[r][c] == "#":
                standing.append((r, c))
    r, c = random.choice(standing)
    maze[r][c] = "."
    ways = count_ways(maze, (1, 1), (19, 19), set())
    results[ways] = results.get(ways, 0) + 1
print("Ways out, after one more opening:", results)
