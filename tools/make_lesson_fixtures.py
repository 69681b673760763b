"""Writes tests/cpp/fixtures/lesson_mazes.txt from the lesson's own Python.

Usage: python3 tools/make_lesson_fixtures.py [OUT]
The functions come from the programs the page runs (web/src/lesson/programs/), run by CPython.
Each block is one seeded run of the lesson's program: `random.seed(seed)`, then
`count` mazes made one after another, each followed by its way out and dead ends.
"""
import os
import random
import sys

from lesson_programs import functions

HERE = os.path.dirname(os.path.abspath(__file__))

# (method, seed, rows, cols, mazes in a row)
CASES = [
    ("walk", 2083, 10, 10, 1), ("walls", 2083, 10, 10, 1),
    ("walk", 1, 10, 10, 5), ("walls", 1, 10, 10, 5),
    ("walk", 0, 1, 1, 3), ("walls", 0, 1, 1, 3),
    ("walk", 5, 1, 12, 2), ("walls", 5, 1, 12, 2),
    ("walk", 6, 12, 1, 2), ("walls", 6, 12, 1, 2),
    ("walk", 7, 2, 2, 4), ("walls", 7, 2, 2, 4),
    ("walk", 8, 3, 7, 3), ("walls", 8, 3, 7, 3),
    ("walk", 9, 7, 3, 3), ("walls", 9, 7, 3, 3),
    ("walk", -42, 5, 9, 2), ("walls", -42, 5, 9, 2),
    ("walk", 2**70 + 12345, 6, 6, 2), ("walls", 2**70 + 12345, 6, 6, 2),
    ("walk", 31337, 40, 40, 1), ("walls", 31337, 40, 40, 1),
    ("walk", 4242, 25, 17, 2), ("walls", 4242, 25, 17, 2),
]


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "tests", "cpp", "fixtures", "lesson_mazes.txt")
    # The table of corridors has both methods without printing, with dead_ends and way_out.
    lesson = functions("corridors.py")
    maze_frames = functions("maze_frames.py")["maze_frames"]
    methods = {"walk": lesson["make_maze"], "walls": lesson["random_walls"]}
    out = []
    for method, seed, rows, cols, count in CASES:
        random.seed(seed)
        out.append(f"run {method} {seed} {rows} {cols} {count}")
        for _ in range(count):
            maze = methods[method](rows, cols)
            out.extend(maze)
            # A route of s squares passes (s + 1) // 2 rooms: rooms and openings take turns.
            rooms_on_route = (len(lesson["way_out"](maze)) + 1) // 2
            out.append(f"way_out {rooms_on_route} dead_ends {lesson['dead_ends'](maze)}")
    # Step 3's pictures for seed 2083: one when each call of carve opens, one when it closes.
    random.seed(2083)
    frames = maze_frames(10, 10)
    out.append(f"frames 2083 10 10 {len(frames)}")
    for frame in frames:
        out.extend(frame)
    with open(out_path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
