import random
from pixels import show_grid

def growing_tree(rows, cols, pick="newest"):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    r, c = divmod(random.randrange(rows * cols), cols)
    grid[2 * r + 1][2 * c + 1] = "."
    cells = [(r, c)]
    while cells:
        if pick == "newest":
            i = len(cells) - 1
        elif pick == "oldest":
            i = 0
        elif pick == "random":
            i = random.randrange(len(cells))
        elif random.random() < int(pick[4:]) / 100:
            i = len(cells) - 1
        else:
            i = random.randrange(len(cells))
        r, c = cells[i]
        moves = []
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[2 * nr + 1][2 * nc + 1] == "#":
                moves.append((dr, dc))
        if moves:
            dr, dc = random.choice(moves)
            grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
            grid[2 * r + 1 + 2 * dr][2 * c + 1 + 2 * dc] = "."
            cells.append((r + dr, c + dc))
        else:
            cells.pop(i)
    return ["".join(row) for row in grid]

random.seed(2083)
maze = growing_tree(10, 10, "newest")
print("Rooms:", 10 * 10, " Openings:", sum(line.count(".") for line in maze) - 10 * 10)
show_grid(maze, {"#": "black", ".": "white"})
