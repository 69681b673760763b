# Runs a student's program in a fresh namespace and describes any problem as plain data (JSON).
import builtins
import json
import random
import sys
import traceback

import _lesson_tracer

PROGRAM = "<program>"
_dumps = json.dumps  # kept aside so a program that changes json cannot fool the checker
_namespace = {}
_lines = []

# OverflowError texts that really mean "this would need more memory than there is".
_TOO_BIG = (
    "cannot fit 'int' into an index-sized integer",
    "repeated string is too long",
    "repeated bytes are too long",
    "too many digits",
    "Python int too large to convert to C ssize_t",
)

INPUT_MESSAGE = "input() can't wait for typing on this page"

# Python's own built-in functions as they were before any program ran: a program that replaces one
# (builtins.range = ...) changes it for itself only, not for the programs after it.
_BUILTINS = dict(builtins.__dict__)


def _no_input(prompt=""):
    raise EOFError(INPUT_MESSAGE)


def _reset():
    # Every run starts as a fresh `python3 program.py` would.
    for name, value in _BUILTINS.items():
        if builtins.__dict__.get(name) is not value:
            builtins.__dict__[name] = value
    sys.setrecursionlimit(1000)
    random.seed()
    builtins.input = _no_input
    sys.stdout = sys.__stdout__
    sys.stderr = sys.__stderr__
    # A line at a time, so what was printed before a runaway loop still reaches the page.
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.reconfigure(line_buffering=True)
        except Exception:  # a Stop that comes this early still stops the run
            pass
    if "pixels" in sys.modules:
        sys.modules["pixels"]._reset()


def _flush():
    for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
        try:
            stream.flush()
        except BaseException:
            pass


def _last_line(exc):
    try:
        text = "".join(traceback.format_exception_only(type(exc), exc)).rstrip()
        return text.splitlines()[-1] if text else type(exc).__name__
    except BaseException:
        return type(exc).__name__


def _kind(exc):
    if isinstance(exc, SyntaxError):
        return "syntax"
    if isinstance(exc, KeyboardInterrupt):
        return "interrupted"
    if isinstance(exc, RecursionError):
        return "recursion"
    if isinstance(exc, MemoryError):
        return "memory"
    if isinstance(exc, OverflowError) and any(t in _text(exc) for t in _TOO_BIG):
        return "memory"
    if isinstance(exc, EOFError) and _text(exc) == INPUT_MESSAGE:
        return "input"
    return "exception"


def _line_of(tb):
    if tb.tb_lineno is not None:
        return tb.tb_lineno
    # Stopped on an instruction with no line of its own (a loop's jump back): the line of the last one before it.
    try:
        before = list(tb.tb_frame.f_code.co_positions())[: tb.tb_lasti // 2 + 1]
        return next((start for start, *_ in reversed(before) if start is not None), None)
    except BaseException:
        return None


def _frames(exc):
    # Only the student's own lines; Pyodide's and the library's frames are left out.
    found = []
    tb = exc.__traceback__
    while tb is not None:
        code = tb.tb_frame.f_code
        if code.co_filename == PROGRAM:
            name = code.co_name
            found.append({"line": _line_of(tb), "function": "" if name == "<module>" else name})
        tb = tb.tb_next
    # A deep recursion repeats one frame hundreds of times: fold repeats into a count.
    folded = []
    for frame in found:
        if folded and folded[-1]["line"] == frame["line"] and folded[-1]["function"] == frame["function"]:
            folded[-1]["times"] += 1
        else:
            folded.append(dict(frame, times=1))
    return folded


def _text(exc):
    try:
        return str(exc)
    except BaseException:
        return ""


def _source_line(number):
    if number and 1 <= number <= len(_lines):
        return _lines[number - 1].strip()
    return ""


def describe(exc):
    kind = _kind(exc)
    frames = _frames(exc)
    line = None
    column = None
    if isinstance(exc, SyntaxError) and exc.filename == PROGRAM:
        line = exc.lineno
        column = exc.offset
    elif frames:
        line = frames[-1]["line"]
    if len(frames) > 12:
        frames = frames[:4] + [{"line": 0, "function": "...", "times": 0}] + frames[-6:]
    return {
        "kind": kind,
        "type": type(exc).__name__,
        "message": _text(exc)[:500],
        "lastLine": _last_line(exc)[:500],
        "line": line,
        "column": column,
        "code": _source_line(line),
        "frames": frames,
        "syntaxMessage": getattr(exc, "msg", None) if isinstance(exc, SyntaxError) else None,
    }


def run(source):
    """Run a whole program; give back JSON: {"problem": null or a description}."""
    global _namespace, _lines
    _lines = source.splitlines()
    _namespace = {"__name__": "__main__", "__builtins__": builtins}
    problem = None
    try:
        _reset()
        code = compile(source, PROGRAM, "exec")
        exec(code, _namespace)
    except SystemExit:
        pass
    except BaseException as exc:
        problem = describe(exc)
    finally:
        _flush()
    return _dumps({"problem": problem})


def has_function(name):
    return callable(_namespace.get(name))


def _safe_repr(value):
    try:
        text = repr(value)
    except BaseException:
        text = "?"
    return text if len(text) <= 120 else text[:117] + "..."


def _picture_like(value):
    """A list of strings (a maze picture) travels as JSON too, up to a sane size."""
    return (isinstance(value, list) and len(value) <= 8001
            and all(type(row) is str and len(row) <= 8001 for row in value))


def call(name, args_json, traced=False):
    """Call the student's function with the given arguments; give back its answer as JSON text, never as a live object.

    traced: the call is make_maze(rows, cols), watched square by square (see _lesson_tracer).
    """
    args = json.loads(args_json)
    seen = None
    try:
        if traced:
            result, seen = _lesson_tracer.trace(_namespace[name], *args)
        else:
            result = _namespace[name](*args)
    except SystemExit:
        return _dumps({"problem": {"kind": "exception", "type": "SystemExit", "message": "",
                                   "lastLine": "SystemExit", "line": None, "column": None,
                                   "code": "", "frames": [], "syntaxMessage": None}})
    except BaseException as exc:
        return _dumps({"problem": describe(exc)})
    finally:
        _flush()
    try:
        # Plain types only: a dict, set or object of the student's own is reported, not compared.
        if isinstance(result, (bool, int, float, str)) or result is None or _picture_like(result):
            text = _dumps(result)
        else:
            text = None
    except BaseException:
        text = None
    answer = {"json": text, "typeName": type(result).__name__, "repr": _safe_repr(result)}
    if seen is not None:
        answer["trace"] = seen
    return _dumps({"answer": answer})
