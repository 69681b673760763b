import random
from pixels import show_grid

def binary_tree(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    for r in range(rows):
        for c in range(cols):
            grid[2 * r + 1][2 * c + 1] = "."
            moves = []
            if r > 0:
                moves.append((-1, 0))
            if c + 1 < cols:
                moves.append((0, 1))
            if moves:
                dr, dc = random.choice(moves)
                grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
    return ["".join(row) for row in grid]

random.seed(2083)
maze = binary_tree(10, 10)
print("Rooms:", 10 * 10, " Openings:", sum(line.count(".") for line in maze) - 10 * 10)
show_grid(maze, {"#": "black", ".": "white"})
