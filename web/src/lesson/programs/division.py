import random
from pixels import show_grid

def division(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    for r in range(1, 2 * rows):
        for c in range(1, 2 * cols):
            if r % 2 == 1 or c % 2 == 1:
                grid[r][c] = "."

    def divide(top, left, height, width):
        if height < 2 or width < 2:
            return
        if width < height:
            across = True
        elif height < width:
            across = False
        else:
            across = random.random() < 0.5
        if across:
            k = random.randrange(height - 1)
            gap = random.randrange(width)
            for c in range(left, left + width):
                if c != left + gap:
                    grid[2 * (top + k) + 2][2 * c + 1] = "#"
            divide(top, left, k + 1, width)
            divide(top + k + 1, left, height - k - 1, width)
        else:
            k = random.randrange(width - 1)
            gap = random.randrange(height)
            for r in range(top, top + height):
                if r != top + gap:
                    grid[2 * r + 1][2 * (left + k) + 2] = "#"
            divide(top, left, height, k + 1)
            divide(top, left + k + 1, height, width - k - 1)

    divide(0, 0, rows, cols)
    return ["".join(row) for row in grid]

random.seed(2083)
maze = division(10, 10)
print("Rooms:", 10 * 10, " Openings:", sum(line.count(".") for line in maze) - 10 * 10)
show_grid(maze, {"#": "black", ".": "white"})
