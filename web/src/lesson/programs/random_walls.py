import random
from pixels import show_grid

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
    knocked = 0
    for r1, c1, r2, c2 in walls:
        a = piece[(r1, c1)]
        b = piece[(r2, c2)]
        if a != b:
            grid[r1 + r2 + 1][c1 + c2 + 1] = "."
            knocked = knocked + 1
            for room in piece:
                if piece[room] == b:
                    piece[room] = a
    print(len(walls), "walls looked at,", knocked, "knocked down")
    return ["".join(row) for row in grid]

random.seed(2083)
maze = random_walls(10, 10)
show_grid(maze, {"#": "black", ".": "white"})
