"""The lesson's functions, taken from the programs the page runs (web/src/lesson/programs/).

Those programs are the project's oracle: `functions("corridors.py")` runs a program's imports and
`def` blocks under CPython, but not its top-level lines (the seeding, printing and drawing), and
gives back its functions by name. `pixels` is the page's own module; under CPython a stand-in that
draws nothing takes its place.
"""
import ast
import os
import sys
import types

PROGRAMS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "web", "src", "lesson", "programs")


def _stand_in_pixels():
    if "pixels" not in sys.modules:
        pixels = types.ModuleType("pixels")
        pixels.show_grid = lambda grid, colours: None
        pixels.show_frames = lambda frames, colours: None
        sys.modules["pixels"] = pixels


def functions(program):
    """The functions a program of the lesson defines, by name (e.g. functions("corridors.py")["make_maze"])."""
    _stand_in_pixels()
    path = os.path.join(PROGRAMS, program)
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), filename=path)
    keep = (ast.Import, ast.ImportFrom, ast.FunctionDef)
    tree.body = [node for node in tree.body if isinstance(node, keep)]
    names = {}
    exec(compile(tree, path, "exec"), names)
    return {name: value for name, value in names.items() if isinstance(value, types.FunctionType)}
