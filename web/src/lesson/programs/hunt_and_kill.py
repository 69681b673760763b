import random
from pixels import show_grid

def hunt_and_kill(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]

    def beside(r, c, mark):
        moves = []
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols and grid[2 * nr + 1][2 * nc + 1] == mark:
                moves.append((dr, dc))
        return moves

    def hunt():
        for r in range(rows):
            for c in range(cols):
                if grid[2 * r + 1][2 * c + 1] == "#" and beside(r, c, "."):
                    return r, c
        return None

    r, c = divmod(random.randrange(rows * cols), cols)
    grid[2 * r + 1][2 * c + 1] = "."
    while True:
        moves = beside(r, c, "#")
        if moves:
            dr, dc = random.choice(moves)
            grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
            r, c = r + dr, c + dc
        else:
            room = hunt()
            if room is None:
                break
            r, c = room
            dr, dc = random.choice(beside(r, c, "."))
            grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
        grid[2 * r + 1][2 * c + 1] = "."
    return ["".join(row) for row in grid]

random.seed(2083)
maze = hunt_and_kill(10, 10)
print("Rooms:", 10 * 10, " Openings:", sum(line.count(".") for line in maze) - 10 * 10)
show_grid(maze, {"#": "black", ".": "white"})
