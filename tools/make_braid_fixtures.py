#!/usr/bin/env python3
"""Write tests/cpp/fixtures/braid.txt: the lesson's square mazes braided by the Python of
wasm/engine/braid.h (Jamis Buck's braid), run by CPython on the lesson's picture, and the
draws of random cells' points (wasm/engine/random_cells.h).

Usage: make_braid_fixtures.py [output path]

  braid <method> <seed> <rows> <cols> <percent> <dead ends before> <after> <walls knocked>
  <the picture after, 2 * rows + 1 lines>
      random.seed(seed), the lesson's make_maze or random_walls, then braid(maze, percent)
  points <seed> <rows> <cols> <next>
  <x y, one line a point, row by row, as repr prints them>
      random.seed(seed), the points of random cells as drawn (before Lloyd's steps), then
      the next random.random() of the stream: what the method draws first
"""
import contextlib
import io
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lesson_programs import functions  # noqa: E402

METHODS = {"walk": functions("make_maze.py")["make_maze"], "walls": functions("random_walls.py")["random_walls"]}
BRAIDS = [
    ("walk", 2083, 10, 10, 50), ("walk", 2083, 10, 10, 100), ("walk", 2083, 10, 10, 30),
    ("walls", 1, 10, 10, 50), ("walls", 7, 6, 9, 100), ("walk", 5, 1, 12, 100), ("walk", 31337, 25, 17, 50),
]
POINTS = [(1, 2, 3), (2083, 3, 3), (-5, 1, 4)]
MOVES = ((-1, 0), (1, 0), (0, -1), (0, 1))  # up, down, left, right: the lesson's order


def braid(maze, percent):
    """Knock one more wall from that share of the dead ends, in a random order (wasm/engine/braid.h)."""
    grid = [list(line) for line in maze]
    rows, cols = (len(grid) - 1) // 2, (len(grid[0]) - 1) // 2

    def neighbours(r, c):
        return [(r + dr, c + dc) for dr, dc in MOVES if 0 <= r + dr < rows and 0 <= c + dc < cols]

    def open_neighbours(r, c):
        return [(nr, nc) for nr, nc in neighbours(r, c) if grid[r + nr + 1][c + nc + 1] == "."]

    ends = [(r, c) for r in range(rows) for c in range(cols) if len(open_neighbours(r, c)) == 1]
    random.shuffle(ends)
    knocked = 0
    for r, c in ends:
        if len(open_neighbours(r, c)) != 1:
            continue
        if random.random() >= percent / 100:
            continue
        closed = [n for n in neighbours(r, c) if n not in open_neighbours(r, c)]
        if not closed:
            continue
        ends_beside = [n for n in closed if len(open_neighbours(*n)) == 1]
        nr, nc = random.choice(ends_beside or closed)
        grid[r + nr + 1][c + nc + 1] = "."
        knocked += 1
    return ["".join(line) for line in grid], knocked


def dead_ends(maze):
    rows, cols = (len(maze) - 1) // 2, (len(maze[0]) - 1) // 2
    count = 0
    for r in range(rows):
        for c in range(cols):
            y, x = 2 * r + 1, 2 * c + 1
            count += [maze[y - 1][x], maze[y + 1][x], maze[y][x - 1], maze[y][x + 1]].count(".") == 1
    return count


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "tests", "cpp", "fixtures", "braid.txt")
    out = []
    for method, seed, rows, cols, percent in BRAIDS:
        random.seed(seed)
        with contextlib.redirect_stdout(io.StringIO()):  # random_walls says how many walls it looked at
            maze = METHODS[method](rows, cols)
        braided, knocked = braid(maze, percent)
        out.append(f"braid {method} {seed} {rows} {cols} {percent} {dead_ends(maze)} {dead_ends(braided)} {knocked}")
        out.extend(braided)
    for seed, rows, cols in POINTS:
        random.seed(seed)
        points = []
        for r in range(rows):
            for c in range(cols):
                x = c + random.random()
                y = r + random.random()
                points.append((x, y))
        out.append(f"points {seed} {rows} {cols} {random.random()!r}")
        out.extend(f"{x!r} {y!r}" for x, y in points)
    with open(out_path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
