import random
from pixels import show_frames

def maze_frames(rows, cols):
    grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
    frames = []

    def carve(r, c):
        grid[2 * r + 1][2 * c + 1] = "o"
        frames.append(["".join(row) for row in grid])
        moves = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        random.shuffle(moves)
        for dr, dc in moves:
            nr, nc = r + dr, c + dc
            if 0 <= nr < rows and 0 <= nc < cols:
                if grid[2 * nr + 1][2 * nc + 1] == "#":
                    grid[2 * r + 1 + dr][2 * c + 1 + dc] = "o"
                    carve(nr, nc)
                    grid[2 * r + 1 + dr][2 * c + 1 + dc] = "."
        grid[2 * r + 1][2 * c + 1] = "."
        frames.append(["".join(row) for row in grid])

    carve(0, 0)
    return frames

random.seed(2083)
frames = maze_frames(10, 10)
print(len(frames), "pictures")
show_frames(frames, {"#": "black", ".": "white", "o": "orange"})
