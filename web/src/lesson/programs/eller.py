import random
from pixels import show_grid

def eller(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    piece = list(range(cols))
    new_piece = cols
    for r in range(rows):
        last = r == rows - 1
        for c in range(cols):
            grid[2 * r + 1][2 * c + 1] = "."
        for c in range(cols - 1):
            if piece[c] != piece[c + 1] and (last or random.random() < 0.5):
                grid[2 * r + 1][2 * c + 2] = "."
                old = piece[c + 1]
                for k in range(cols):
                    if piece[k] == old:
                        piece[k] = piece[c]
        if last:
            break
        down = [random.random() < 0.5 for c in range(cols)]
        for c in range(cols):
            rooms = [k for k in range(cols) if piece[k] == piece[c]]
            if not any(down[k] for k in rooms):
                down[random.choice(rooms)] = True
        for c in range(cols):
            if down[c]:
                grid[2 * r + 2][2 * c + 1] = "."
            else:
                piece[c] = new_piece
                new_piece = new_piece + 1
    return ["".join(row) for row in grid]

random.seed(2083)
maze = eller(10, 10)
print("Rooms:", 10 * 10, " Openings:", sum(line.count(".") for line in maze) - 10 * 10)
show_grid(maze, {"#": "black", ".": "white"})
