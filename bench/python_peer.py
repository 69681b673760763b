"""python_peer.py: the lesson's own Python (make_maze, random_walls, way_out) timed on N x N rooms.

The functions come from the page's programs in web/src/lesson/programs/, run by CPython.

Prints JSON rows like the other peers. A run whose time, judged from how it grew so far,
would pass the budget is not made; its row gives the estimate instead.
"""
import ast
import json
import math
import os
import random
import statistics
import sys
import time
import types

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "web", "src", "lesson", "programs")


def lesson_functions(*names):
    """The lesson's functions from the page's own programs: only their imports and `def`
    blocks run (not the printing and drawing at the bottom); print is silenced, since
    random_walls prints its count of walls."""
    found = {}
    for file in names:
        with open(os.path.join(PROGRAMS, file), encoding="utf-8") as f:
            tree = ast.parse(f.read(), file)
        keep = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.Import))]
        space = {"__name__": "lesson", "print": lambda *args, **kwargs: None}
        exec(compile(ast.Module(body=keep, type_ignores=[]), file, "exec"), space)
        found.update({k: v for k, v in space.items() if isinstance(v, types.FunctionType) and k != "print"})
    return found


_found = lesson_functions("make_maze.py", "random_walls.py", "way_out.py")
lesson = types.SimpleNamespace(random=random, make_maze=_found["make_maze"], random_walls=_found["random_walls"],
                               way_out=_found["way_out"])

LESSON_LIMIT = sys.getrecursionlimit()  # CPython's own, about a thousand open calls (the lesson says so)
BUDGET_S = float(os.environ.get("MAZE_BENCH_PEER_BUDGET_MS", "30000")) / 1000


def sides():
    if "--sides" in sys.argv:
        return [int(s) for s in sys.argv[sys.argv.index("--sides") + 1].split(",")]
    return [10, 100] if "--quick" in sys.argv else [10, 100, 1000, 4000]


def timed(fn, reps, min_s=0.05):
    """Median CPU seconds per call, as the other runs measure; small calls are batched."""
    batch, t = 1, 0.0
    while True:
        t0 = time.process_time()
        for _ in range(batch):
            fn()
        t = time.process_time() - t0
        if t >= min_s or reps == 1:
            break
        batch *= max(2, int(min_s / max(t, 1e-6)) + 1)
    samples = [t / batch]
    for _ in range(reps - 1):
        t0 = time.process_time()
        for _ in range(batch):
            fn()
        samples.append((time.process_time() - t0) / batch)
    return statistics.median(samples), len(samples)


def seeded(fn, *args):
    def run():
        lesson.random.seed(1)
        return fn(*args)
    return run


def recursion_note(side):
    """make_maze at this size with CPython's own recursion limit: does it break?"""
    sys.setrecursionlimit(LESSON_LIMIT)
    try:
        seeded(lesson.make_maze, side, side)()
        return None
    except RecursionError:
        return f"RecursionError with CPython's default limit of {LESSON_LIMIT:,} (as the lesson warns); run with the limit raised"
    finally:
        sys.setrecursionlimit(10**8)


def main():
    rows, mazes = [], {}

    def keep(side):  # make_maze, keeping the maze for way_out
        def run():
            mazes[side] = seeded(lesson.make_maze, side, side)()
        return run

    works = [("python/walk", keep),
             ("python/walls", lambda s: seeded(lesson.random_walls, s, s)),
             ("python/way_out", lambda s: (lambda m=mazes[s]: lesson.way_out(m)))]
    for key, make in works:
        last, growth = None, 1.0
        for side in sides():
            rooms, name = side * side, f"{key}/{side}"
            guess = last and last[0] * (rooms / last[1]) ** growth
            if (guess and guess > BUDGET_S) or (key == "python/way_out" and side not in mazes):
                if key == "python/way_out" and side not in mazes and not (guess and guess > BUDGET_S):
                    guess = None  # skipped for want of make_maze's maze, not for its time
                rows.append({"key": name, "skipped": True, "guess_ms": guess and guess * 1000, "rooms": rooms,
                             "ns_per_room": guess * 1e9 / rooms if guess else None})
                continue
            row = {"key": name, "rooms": rooms}
            if key == "python/walk":
                note = recursion_note(side) if side >= 100 else None
                if note:
                    row["note"] = note
            reps = 1 if (guess and guess > BUDGET_S / 4) or side >= 1000 else 3 if side >= 100 else 5
            secs, n = timed(make(side), reps)
            if last:
                growth = max(1.0, math.log(secs / last[0]) / math.log(rooms / last[1]))
            last = (secs, rooms)
            row.update({"ms": secs * 1000, "ns_per_room": secs * 1e9 / rooms, "samples": n})
            rows.append(row)
    print(json.dumps(rows))


if __name__ == "__main__":
    sys.setrecursionlimit(10**8)
    main()
