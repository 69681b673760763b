#!/usr/bin/env python3
"""Write tests/cpp/fixtures/mask_counts.txt: masks (grids with rooms left out) and how many
perfect mazes each has, counted by Kirchhoff's matrix-tree theorem with exact integers (Bareiss's
fraction-free elimination of the whole reduced Laplacian), a separate method from the engine's
(residues of a band matrix modulo primes).

Usage: make_mask_fixtures.py [output path]

  mask <name> <rows> <cols> <count>
  <the mask, rows lines: . a room, X no room>

The letters are drawn here as the engine's font (wasm/engine/shapes/mask_font.cpp) should make
them: a test checks that `maze generate --text ADA` makes the very mask "ADA" below.
"""
import os
import sys

FONT = {
    "A": ["#####", "#...#", "#####", "#...#", "#...#"],
    "D": ["####.", "#..##", "#...#", "#..##", "####."],
    "H": ["#...#", "#...#", "#####", "#...#", "#...#"],
    "I": ["#####", "..#..", "..#..", "..#..", "#####"],
    "O": ["#####", "#...#", "#...#", "#...#", "#####"],
}


def word(text):
    """Letters 5 x 5, one empty column between them, a bar one row deep under them all."""
    rows = []
    for r in range(5):
        rows.append("X".join(FONT[ch][r] for ch in text))
    rows.append("#" * len(rows[0]))
    return ["".join("." if ch == "#" else "X" for ch in line) for line in rows]


MASKS = [
    ("ADA", word("ADA")),
    ("HI", word("HI")),
    ("O", word("O")),
    ("single", ["."]),
    ("row", ["....."]),
    ("ring", [".......", ".......", "..XXX..", "..XXX..", "..XXX..", ".......", "......."]),
    ("holes", ["........", ".X..X..X", "........", "..X..X..", "........", ".X..X..X"]),
    ("bridges", ["...XXXX...", "...XXXX...", "..........", "...XXXX...", "...XXXX..."]),
    ("thin", ["....XXXXXX", "...XXXXXXX", "X.......XX", "XXXXXXX...", "XXXXXXX..."]),
    ("corner", ["X....", ".....", ".....", "....X"]),
    ("apart", [".X.X."]),
]


def kirchhoff(lines):
    rooms = [(r, c) for r, line in enumerate(lines) for c, ch in enumerate(line) if ch == "."]
    index = {place: k for k, place in enumerate(rooms)}
    n = len(rooms)
    if n == 1:
        return 1
    # The Laplacian without its last row and column.
    m = [[0] * (n - 1) for _ in range(n - 1)]
    for (r, c), k in index.items():
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            j = index.get((r + dr, c + dc))
            if j is None:
                continue
            if k < n - 1:
                m[k][k] += 1
                if j < n - 1:
                    m[k][j] -= 1
    # Bareiss: every division is exact; the last pivot is the determinant.
    size, sign, prev = n - 1, 1, 1
    for k in range(size - 1):
        if m[k][k] == 0:
            swap = next((i for i in range(k + 1, size) if m[i][k] != 0), None)
            if swap is None:
                return 0
            m[k], m[swap] = m[swap], m[k]
            sign = -sign
        for i in range(k + 1, size):
            for j in range(k + 1, size):
                m[i][j] = (m[i][j] * m[k][k] - m[i][k] * m[k][j]) // prev
        prev = m[k][k]
    return sign * m[size - 1][size - 1]


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "tests", "cpp", "fixtures", "mask_counts.txt")
    out = ["# Masks and their perfect mazes, counted with exact integers; made by tools/make_mask_fixtures.py"]
    for name, lines in MASKS:
        out.append(f"mask {name} {len(lines)} {len(lines[0])} {kirchhoff(lines)}")
        out.extend(lines)
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
