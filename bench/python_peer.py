"""python_peer.py: the lesson's own Python (make_maze, random_walls, way_out) timed on N x N rooms.

The functions come from the page's programs in web/src/lesson/programs/, run by CPython.

Prints JSON rows like the other peers. A run whose time, judged from how it grew so far,
would pass the budget is not made; its row gives the estimate instead.

Also the lesson's ways out (fill.py's stack and queue, dead_end_filling.py, a_star.py, tremaux.py,
random_mouse.py, pledge.py, robot.py's right hand) at 100 x 100, beside the engine's rows of
bench/solver_bench.cpp: the walk's maze of seed 1, and it braided as the engine braids it.
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


def plain_value(node):
    """Whether a top-level line gives a name a plain value (a number, a list of pairs...)."""
    try:
        return isinstance(node, ast.Assign) and ast.literal_eval(node.value) is not None
    except (ValueError, TypeError, SyntaxError):
        return False


def lesson_functions(*names, constants=False):
    """The lesson's functions from the page's own programs: only their imports and `def`
    blocks run (not the printing and drawing at the bottom); print is silenced, since
    random_walls prints its count of walls. `constants`: their top-level names given a
    plain value too (robot.py's turns)."""
    found = {}
    for file in names:
        with open(os.path.join(PROGRAMS, file), encoding="utf-8") as f:
            tree = ast.parse(f.read(), file)
        keep = [n for n in tree.body if isinstance(n, (ast.FunctionDef, ast.Import)) or (constants and plain_value(n))]
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


# The ways out: the engine's rules by id, each the lesson's function on (maze, way in, way out). The
# mice run after random.seed(1) and the limited rules get a million steps, as the engine's rows do.
SOLVE_SIDE = 100
SOLVE_SEED = 1
SOLVE_LIMIT = 1000000
_ways = lesson_functions("fill.py", "dead_end_filling.py", "a_star.py", "tremaux.py", "random_mouse.py", "pledge.py")
_robot = lesson_functions("robot.py", constants=True)["robot"]
SOLVERS = [
    ("bfs", lambda m, a, b: _ways["fill"](m, a, b, 0)),
    ("dfs", lambda m, a, b: _ways["fill"](m, a, b, -1)),
    ("a-star", lambda m, a, b: _ways["a_star"](m, a, b)),
    ("dead-end-filling", lambda m, a, b: _ways["dead_end_filling"](m, a, b)),
    ("tremaux", lambda m, a, b: _ways["tremaux"](m, a, b)),
    ("random-mouse", lambda m, a, b: _ways["random_mouse"](m, a, b, SOLVE_LIMIT)),
    ("pledge", lambda m, a, b: _ways["pledge"](m, a, b, SOLVE_LIMIT)),
    ("right-hand", lambda m, a, b: right_hand(m, a, b)),
]


def right_hand(maze, start, goal):
    """robot.py's walk and whether it got out."""
    trail, _, out = _robot(maze, start, goal)
    return trail, out


def braided(maze):
    """The maze with every dead end opened up, as the engine braids it (braid 100, steps/braid.h),
    drawing on from the lesson's stream: the dead ends in the rooms' order, shuffled; each one still
    a dead end (after a coin that always says yes) gets one wall more knocked down, to a dead end
    beside it if there is one."""
    rows, cols = (len(maze) - 1) // 2, (len(maze[0]) - 1) // 2
    grid = [list(row) for row in maze]

    def beside(room):
        r, c = room
        return [(r + dr, c + dc) for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)] if 0 <= r + dr < rows and 0 <= c + dc < cols]

    def wall(a, b):  # the square of the picture between two rooms
        return a[0] + b[0] + 1, a[1] + b[1] + 1

    def is_open(a, b):
        r, c = wall(a, b)
        return grid[r][c] == "."

    def openings(room):
        return sum(is_open(room, b) for b in beside(room))

    ends = [(r, c) for r in range(rows) for c in range(cols) if openings((r, c)) == 1]
    random.shuffle(ends)
    for room in ends:
        if openings(room) != 1 or random.random() >= 100 / 100:
            continue
        closed = [b for b in beside(room) if not is_open(room, b)]
        if not closed:
            continue
        r, c = wall(room, random.choice([b for b in closed if openings(b) == 1] or closed))
        grid[r][c] = "."
    return ["".join(row) for row in grid]


def solver_rows():
    """Each way out on the walk's maze of seed 1 and on it braided: its time, and what it did (the
    rooms it took, whether it found a way) to set beside the engine's."""
    random.seed(1)
    perfect = lesson.make_maze(SOLVE_SIDE, SOLVE_SIDE)
    mazes = [("", perfect), ("_braid", braided(perfect))]
    rooms, start, goal = SOLVE_SIDE * SOLVE_SIDE, (1, 1), (2 * SOLVE_SIDE - 1, 2 * SOLVE_SIDE - 1)
    rows = []
    for kind, maze in mazes:
        for rule, solve in SOLVERS:
            def run(solve=solve, maze=maze):
                random.seed(SOLVE_SEED)
                return solve(maze, start, goal)
            trail, route = run()
            secs, n = timed(run, 3)
            rows.append({"key": f"solve_python/{rule}{kind}/{SOLVE_SIDE}", "rooms": rooms, "ms": secs * 1000,
                         "ns_per_room": secs * 1e9 / rooms, "samples": n, "trail": len(trail), "found": bool(route)})
    return rows


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
    rows.extend(solver_rows())
    print(json.dumps(rows))


if __name__ == "__main__":
    sys.setrecursionlimit(10**8)
    main()
