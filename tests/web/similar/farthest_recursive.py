import sys

def farthest(maze):
    sys.setrecursionlimit(10000)
    best = [0]

    def height(r, c, pr, pc):
        # the two deepest branches below a room make the longest way through it
        tallest = 0
        second = 0
        for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
            nr, nc = r + 2 * dr, c + 2 * dc
            if maze[r + dr][c + dc] == "." and (nr, nc) != (pr, pc):
                h = height(nr, nc, r, c) + 1
                if h > tallest:
                    tallest, second = h, tallest
                elif h > second:
                    second = h
        best[0] = max(best[0], tallest + second)
        return tallest

    height(1, 1, -1, -1)
    return best[0]
