#!/usr/bin/env python3
"""Write tests/cpp/fixtures/tenprint.txt: ten-print boards as CPython draws them with the
lesson's ten_print (web/src/lesson/programs/tenprint.py), so the engine can be checked against it.

Usage: make_tenprint_fixtures.py [output path]

  board <seed> <rows> <cols> <yes|no>     random.seed(seed), then ten_print(rows, cols);
  <the picture, rows lines>               yes: a way through, found by flood() below
  share <seed> <rows> <cols> <K> <count>  random.seed(seed), then K boards one after another:
                                          how many have a way through
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import random  # noqa: E402

from lesson_programs import functions  # noqa: E402

ten_print = functions("tenprint.py")["ten_print"]

BOARDS = [
    (2083, 10, 40), (0, 1, 1), (1, 1, 40), (7, 40, 1), (-5, 3, 7), (2**64 + 5, 7, 3),
    (123456789012345678901234567890, 25, 25), (10, 64, 64), (4, 2, 2), (99, 5, 100),
]
SHARES = [(1, 2, 2, 400), (2083, 4, 4, 300), (5, 8, 8, 300), (6, 16, 16, 200), (7, 5, 9, 200), (8, 1, 3, 100)]


def flood(picture):
    """True if a channel joins the top edge to the bottom edge, by a breadth-first flood over
    the squares' quarters (up, right, down, left): a separate method from the engine's."""
    rows, cols = len(picture), len(picture[0])
    # Quarters on one side of the diagonal, the other two on the other side.
    sides = {"╱": [(0, 3), (1, 2)], "╲": [(0, 1), (2, 3)]}
    seen = set()
    todo = [(0, c, 0) for c in range(cols)]
    seen.update(todo)
    while todo:
        r, c, q = todo.pop()
        if r == rows - 1 and q == 2:
            return True
        pair = sides[picture[r][c]][0 if q in sides[picture[r][c]][0] else 1]
        nexts = [(r, c, p) for p in pair]
        step = {0: (-1, 0, 2), 1: (0, 1, 3), 2: (1, 0, 0), 3: (0, -1, 1)}[q]
        nr, nc = r + step[0], c + step[1]
        if 0 <= nr < rows and 0 <= nc < cols:
            nexts.append((nr, nc, step[2]))
        for n in nexts:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    return False


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "tests", "cpp", "fixtures", "tenprint.txt")
    lines = ["# CPython's ten_print boards and ways through; made by tools/make_tenprint_fixtures.py"]
    for seed, rows, cols in BOARDS:
        random.seed(seed)
        picture = ten_print(rows, cols)
        lines.append(f"board {seed} {rows} {cols} {'yes' if flood(picture) else 'no'}")
        lines.extend(picture)
    for seed, rows, cols, k in SHARES:
        random.seed(seed)
        count = sum(flood(ten_print(rows, cols)) for _ in range(k))
        lines.append(f"share {seed} {rows} {cols} {k} {count}")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
