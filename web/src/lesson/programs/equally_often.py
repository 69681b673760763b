import random

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

random.seed(2083)
counts = {}
for i in range(10000):
    picture = "\n".join(make_maze(3, 3))
    counts[picture] = counts.get(picture, 0) + 1

ranked = sorted(counts.values(), reverse=True)
print(len(counts), "of the 192 mazes came up,", 192 - len(counts), "never did")
print("Top counts:", ranked[:5])
print("Bottom counts:", ranked[-5:])
print("Each would come up about", 10000 // 192, "times if all came up equally often")
print("The most common one:")
print(max(counts, key=counts.get))
