import random
from pixels import show_grid

def sidewinder(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    for r in range(rows):
        run = []
        for c in range(cols):
            grid[2 * r + 1][2 * c + 1] = "."
            run.append(c)
            if c + 1 == cols or (r > 0 and random.random() < 0.5):
                if r > 0:
                    k = random.choice(run)
                    grid[2 * r][2 * k + 1] = "."
                run = []
            else:
                grid[2 * r + 1][2 * c + 2] = "."
    return ["".join(row) for row in grid]

random.seed(2083)
maze = sidewinder(10, 10)
print("Rooms:", 10 * 10, " Openings:", sum(line.count(".") for line in maze) - 10 * 10)
show_grid(maze, {"#": "black", ".": "white"})
