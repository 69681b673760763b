"""Writes tests/cpp/fixtures/solver_trails.txt from the lesson's ways out in Python.

Usage: python3 tools/make_solver_fixtures.py [OUT]
The functions come from the programs the page runs (web/src/lesson/programs/: fill.py,
dead_end_filling.py, a_star.py, tremaux.py, random_mouse.py, pledge.py, and robot.py's hand on the
wall), run by CPython. Each block is one of the lesson's mazes: a line `maze METHOD SEED ROWS COLS LOOPS`
(walk: make_maze, walls: random_walls, the first maze after random.seed(SEED); LOOPS walls between two
rooms then knocked out, drawn apart from the lesson's stream, to make loops), its picture, then
for each way out a line `solve RULE FROM TO SEED LIMIT` (rooms numbered row * cols + col as the
engine numbers them; `-` where the rule takes no seed or limit), a line `trail` with every room the
program took in order, and a line `route` with its way out (nothing after the word: it found none;
`-`: the program gives no way, only its walk). A seeded rule's program runs after random.seed(SEED),
as `maze solve --seed SEED` seeds the engine's.
"""
import ast
import os
import random
import sys
import types

from lesson_programs import PROGRAMS, functions

HERE = os.path.dirname(os.path.abspath(__file__))

# The lesson's mazes: (method, seed, rows, cols, walls knocked out). The last two have loops; there Pledge is left
# out (the engine gives up going round one wall for ever, where the program walks on to its limit), and the robot.
MAZES = [
    ("walk", 2083, 10, 10, 0), ("walls", 2083, 10, 10, 0), ("walk", 1, 10, 10, 0), ("walls", 1, 10, 10, 0),
    ("walk", 7, 2, 2, 0), ("walls", 0, 1, 1, 0), ("walk", 5, 1, 12, 0), ("walls", 6, 12, 1, 0),
    ("walk", -42, 5, 9, 0), ("walls", 8, 3, 7, 0), ("walk", 4242, 15, 11, 0), ("walls", 31337, 11, 16, 0),
    ("walk", 2083, 10, 10, 15), ("walls", 99, 8, 12, 20),
]
# The seeds of the rules that choose at random, and the limits of those that may give up (the
# engine's own, a million steps, and one a short walk often reaches).
SEEDS = [1, 2083, -7, 2**64 + 3]
LIMITS = [1000000, 7]


def with_constants(program):
    """functions(program), its top-level constants (robot.py's turns) given to them as well."""
    found = functions(program)
    with open(os.path.join(PROGRAMS, program), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            try:
                value = ast.literal_eval(node.value)
            except ValueError:
                continue
            for function in found.values():
                function.__globals__[node.targets[0].id] = value
    return found


def knocked(maze, count, pick):
    """The maze with `count` walls between two rooms knocked out, picked by `pick`."""
    walls = [(r, c) for r in range(1, len(maze) - 1) for c in range(1, len(maze[0]) - 1) if (r + c) % 2 == 1 and maze[r][c] == "#"]
    grid = [list(row) for row in maze]
    for r, c in pick.sample(walls, min(count, len(walls))):
        grid[r][c] = "."
    return ["".join(row) for row in grid]


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "tests", "cpp", "fixtures", "solver_trails.txt")
    lesson = functions("corridors.py")
    makers = {"walk": lesson["make_maze"], "walls": lesson["random_walls"]}
    fill = functions("fill.py")["fill"]
    dead_end_filling = functions("dead_end_filling.py")["dead_end_filling"]
    a_star = functions("a_star.py")["a_star"]
    tremaux = functions("tremaux.py")["tremaux"]
    random_mouse = functions("random_mouse.py")["random_mouse"]
    pledge = functions("pledge.py")["pledge"]
    robot = with_constants("robot.py")["robot"]

    out = []
    for method, seed, rows, cols, loops in MAZES:
        random.seed(seed)
        maze = knocked(makers[method](rows, cols), loops, random.Random(f"loops {seed} {rows} {cols}"))
        out.append(f"maze {method} {seed} {rows} {cols} {loops}")
        out.extend(maze)
        rooms = rows * cols
        square = lambda n: (2 * (n // cols) + 1, 2 * (n % cols) + 1)
        number = lambda sq: (sq[0] - 1) // 2 * cols + (sq[1] - 1) // 2
        # The way in to the way out, back, and three pairs of rooms drawn apart from the lesson's stream.
        pick = random.Random(f"rooms {seed} {rows} {cols}")
        pairs = [(0, rooms - 1), (rooms - 1, 0)] + [(pick.randrange(rooms), pick.randrange(rooms)) for _ in range(3)]

        def case(rule, a, b, run, seed="-", limit="-"):
            if rule in ("tremaux", "random-mouse"):
                random.seed(seed)
            trail, route = run(square(a), square(b))
            out.append(f"solve {rule} {a} {b} {seed} {limit}")
            out.append(" ".join(["trail"] + [str(number(sq)) for sq in trail]))
            out.append(" ".join(["route"] + (["-"] if route == "-" else [str(number(sq)) for sq in route or []])))

        for k, (a, b) in enumerate(pairs):
            case("bfs", a, b, lambda s, g: fill(maze, s, g, 0))
            case("dfs", a, b, lambda s, g: fill(maze, s, g, -1))
            case("a-star", a, b, lambda s, g: a_star(maze, s, g))
            case("dead-end-filling", a, b, lambda s, g: dead_end_filling(maze, s, g))
            mouse_seed = SEEDS[k % len(SEEDS)]
            limit = LIMITS[k % len(LIMITS)]
            case("tremaux", a, b, lambda s, g: tremaux(maze, s, g), mouse_seed)
            case("random-mouse", a, b, lambda s, g: random_mouse(maze, s, g, limit), mouse_seed, limit)
            if loops == 0:
                case("pledge", a, b, lambda s, g: pledge(maze, s, g, limit), "-", limit)
        # The robot (robot.py) walks from the way in to the way out only.
        if loops == 0:
            case("right-hand", 0, rooms - 1, lambda s, g: (robot(maze, s, g)[0], "-"))
    with open(out_path, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
