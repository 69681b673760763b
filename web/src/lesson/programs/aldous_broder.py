import random
from pixels import show_grid

def aldous_broder(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    r, c = divmod(random.randrange(rows * cols), cols)
    grid[2 * r + 1][2 * c + 1] = "."
    left = rows * cols - 1
    while left > 0:
        moves = []
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            if 0 <= r + dr < rows and 0 <= c + dc < cols:
                moves.append((dr, dc))
        dr, dc = random.choice(moves)
        r, c = r + dr, c + dc
        if grid[2 * r + 1][2 * c + 1] == "#":
            grid[2 * r + 1][2 * c + 1] = "."
            grid[2 * r + 1 - dr][2 * c + 1 - dc] = "."
            left = left - 1
    return ["".join(row) for row in grid]

random.seed(2083)
maze = aldous_broder(10, 10)
print("Rooms:", 10 * 10, " Openings:", sum(line.count(".") for line in maze) - 10 * 10)
show_grid(maze, {"#": "black", ".": "white"})
