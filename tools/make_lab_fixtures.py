#!/usr/bin/env python3
"""Write tests/cpp/fixtures/lab_tallies.txt: how often the lesson's own make_maze and random_walls
(web/src/lesson/programs/) make each perfect maze, as CPython tallies them, and reference p-values.

Usage: make_lab_fixtures.py [output path]

  kinds <rows> <cols> <n> <first> <last>   every perfect maze of rows x cols, found the lesson's way
                                           (try every set of rooms - 1 walls, keep those joining all
                                           rooms); first and last picture when sorted, rows joined by |
  tally <method> <rows> <cols> <seed> <mazes> <count> ...
                                           random.seed(seed), then that many mazes one after another;
                                           counts in the order of the sorted pictures
  gamma <df> <chi2> <p>                    the chance of a chi-square of df degrees of freedom being at
                                           least chi2, from the closed forms below
"""
import contextlib
import io
import itertools
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from lesson_programs import functions  # noqa: E402

make_maze = functions("make_maze.py")["make_maze"]
random_walls = functions("random_walls.py")["random_walls"]

SIZES = [(1, 5), (2, 2), (2, 3), (3, 2), (2, 4), (3, 3)]
TALLIES = [
    ("walk", 3, 3, 2083, 2000), ("walls", 3, 3, 2083, 2000), ("walk", 3, 3, 1, 3000), ("walls", 3, 3, 1, 3000),
    ("walk", 3, 3, 123456789012345678901234567890, 1000), ("walls", 3, 3, -7, 1000),
    ("walk", 2, 2, 5, 400), ("walls", 2, 2, 5, 400), ("walk", 2, 3, 9, 600), ("walls", 3, 2, 9, 600),
    ("walk", 2, 4, 11, 500), ("walls", 2, 4, 11, 500), ("walk", 1, 5, 3, 20), ("walls", 1, 5, 3, 20),
]
GAMMA = [(1, 0.5), (1, 3.841458820694124), (2, 2.0), (2, 9.210340371976184), (3, 7.814727903251178), (10, 10.0),
         (10, 30.0), (191, 191.0), (191, 150.0), (191, 240.0), (191, 400.0), (7, 0.01), (192, 191.0), (4, 4.0)]


def kinds(rows, cols):
    """Every perfect maze of rows x cols as its picture (rows joined by newlines), sorted."""
    walls = [(r, c, r + 1, c) for r in range(rows - 1) for c in range(cols)]
    walls += [(r, c, r, c + 1) for r in range(rows) for c in range(cols - 1)]
    found = []
    for chosen in itertools.combinations(walls, rows * cols - 1):
        piece = {(r, c): r * cols + c for r in range(rows) for c in range(cols)}
        for r1, c1, r2, c2 in chosen:
            a, b = piece[(r1, c1)], piece[(r2, c2)]
            for room in piece:
                if piece[room] == b:
                    piece[room] = a
        if len(set(piece.values())) == 1:
            grid = [["#"] * (2 * cols + 1) for r in range(2 * rows + 1)]
            for r in range(rows):
                for c in range(cols):
                    grid[2 * r + 1][2 * c + 1] = "."
            for r1, c1, r2, c2 in chosen:
                grid[r1 + r2 + 1][c1 + c2 + 1] = "."
            found.append("\n".join("".join(row) for row in grid))
    return sorted(found)


def upper_q(df, chi2):
    """Q(df/2, chi2/2): for even df, e^-x times the sum of x^k/k! for k < df/2; for odd df,
    erfc(sqrt x) plus e^-x times the sum of x^(k-1/2)/Gamma(k+1/2) for k = 1 .. (df-1)/2."""
    x = chi2 / 2
    if df % 2 == 0:
        return math.fsum(math.exp(-x + k * math.log(x) - math.lgamma(k + 1)) for k in range(df // 2))
    terms = [math.erfc(math.sqrt(x))]
    terms += [math.exp(-x + (k - 0.5) * math.log(x) - math.lgamma(k + 0.5)) for k in range(1, (df - 1) // 2 + 1)]
    return math.fsum(terms)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "tests", "cpp", "fixtures", "lab_tallies.txt")
    lines = ["# CPython's tallies of the lesson's make_maze and random_walls; made by tools/make_lab_fixtures.py"]
    listed = {}
    for rows, cols in SIZES:
        listed[(rows, cols)] = kinds(rows, cols)
        pictures = listed[(rows, cols)]
        lines.append(f"kinds {rows} {cols} {len(pictures)} {pictures[0].replace(chr(10), '|')} "
                     f"{pictures[-1].replace(chr(10), '|')}")
    for method, rows, cols, seed, mazes in TALLIES:
        index = {picture: i for i, picture in enumerate(listed[(rows, cols)])}
        counts = [0] * len(index)
        random.seed(seed)
        with contextlib.redirect_stdout(io.StringIO()):  # random_walls prints its count of walls
            for _ in range(mazes):
                maze = make_maze(rows, cols) if method == "walk" else random_walls(rows, cols)
                counts[index["\n".join(maze)]] += 1
        lines.append(f"tally {method} {rows} {cols} {seed} {mazes} " + " ".join(map(str, counts)))
    for df, chi2 in GAMMA:
        lines.append(f"gamma {df} {chi2!r} {upper_q(df, chi2)!r}")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
