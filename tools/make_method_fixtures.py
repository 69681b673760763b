"""Writes tests/cpp/fixtures/method_mazes.txt from the programs of the seven more methods.

Usage: python3 tools/make_method_fixtures.py [OUT]
The functions come from the programs the page runs (web/src/lesson/programs/), run by CPython.
Each block is one seeded run: `random.seed(seed)`, then `count` mazes made one after another
from that one stream (so what each maze draws after its last opening counts too).
A block's method is the engine's name; growing-tree's is followed by its pick (`growing-tree:random`).
Then one `stats` line a method: `maze stats` for 100 mazes of 10 x 10 from random.seed(1), as the
lesson's corridors.py counts dead ends and the rooms on the way out.
"""
import os
import random
import sys

from lesson_programs import functions

HERE = os.path.dirname(os.path.abspath(__file__))

PICKS = ["newest", "random", "oldest", "mix:50", "mix:0", "mix:100", "mix:75"]
METHODS = ["aldous-broder", "binary-tree", "sidewinder", "hunt-and-kill", "eller", "division"] + [
    "growing-tree:" + pick for pick in PICKS]

# (seed, rows, cols, mazes in a row)
CASES = [
    (2083, 10, 10, 1), (1, 10, 10, 3), (0, 1, 1, 3), (5, 1, 9, 2), (6, 9, 1, 2), (7, 2, 2, 4),
    (-42, 5, 8, 2), (2**70 + 12345, 6, 6, 1), (31337, 23, 17, 1), (4242, 3, 30, 1),
]


def maker(method):
    name, _, pick = method.partition(":")
    function = functions(name.replace("-", "_") + ".py")[name.replace("-", "_")]
    return (lambda rows, cols: function(rows, cols, pick)) if pick else function


TITLES = {"aldous-broder": "Aldous\u2013Broder", "binary-tree": "Binary tree", "sidewinder": "Sidewinder",
          "hunt-and-kill": "Hunt and kill", "growing-tree": "Growing tree", "eller": "Eller",
          "division": "Recursive division"}


def stats_line(method, lesson):
    make = maker(method)
    random.seed(1)
    ends = 0
    rooms = 0
    for _ in range(100):
        maze = make(10, 10)
        ends += lesson["dead_ends"](maze)
        rooms += (len(lesson["way_out"](maze)) + 1) // 2  # rooms and openings take turns
    return f"stats {method} 1 10 10 100 {TITLES[method.partition(':')[0]]}: {ends / 100:.1f} dead ends, way out through {rooms / 100:.1f} rooms"


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "tests", "cpp", "fixtures", "method_mazes.txt")
    out = []
    for method in METHODS:
        make = maker(method)
        for seed, rows, cols, count in CASES:
            random.seed(seed)
            out.append(f"run {method} {seed} {rows} {cols} {count}")
            for _ in range(count):
                out.extend(make(rows, cols))
    lesson = functions("corridors.py")
    for method in METHODS:
        out.append(stats_line(method, lesson))
    with open(out_path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
