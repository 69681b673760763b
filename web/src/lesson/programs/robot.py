import random
from pixels import show_grid

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

# Up, right, down, left: each one a quarter turn to the right of the one before.
turns = [(-1, 0), (0, 1), (1, 0), (0, -1)]

def robot(maze, start, goal):
    square = start
    facing = 1  # it starts facing right
    seen = set()
    steps = 0
    trail = [square]
    while square != goal:
        if (square, facing) in seen:
            return trail, steps, False  # here before, facing the same way: round for ever
        seen.add((square, facing))
        # Keep a hand on the right wall: try right, ahead, left, then back.
        for turn in [1, 0, 3, 2]:
            way = (facing + turn) % 4
            dr, dc = turns[way]
            r, c = square
            if maze[r + dr][c + dc] == ".":
                facing = way
                square = (r + 2 * dr, c + 2 * dc)
                break
        trail.append(square)
        steps = steps + 1
    return trail, steps, True

random.seed(2083)
maze = make_maze(10, 10)
start = (1, 1)
goal = (len(maze) - 2, len(maze[0]) - 2)
trail, steps, out = robot(maze, start, goal)
if out:
    print("The robot walked", steps, "steps")
else:
    print("The robot went round in a loop: it never gets out")
drawn = [list(row) for row in maze]
for r, c in trail:
    drawn[r][c] = "o"
show_grid(drawn, {"#": "black", ".": "white", "o": "orange"})
