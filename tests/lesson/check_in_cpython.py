# check_in_cpython.py: the page's check of one program, run by CPython through the page's own harness.py: its function called on
# each maze, a test stopped after its time by a KeyboardInterrupt (as the page's interrupt does), after 3 slow tests the rest not run.
# Reads {"code", "fn", "mazes", "ms"} as JSON on stdin; writes {"status", "problem", "hasFunction", "tests"} as JSON.
import importlib.util
import json
import os
import signal
import sys

PYTHON = os.path.join(os.path.dirname(__file__), "..", "..", "web", "src", "python")


def load(name, file):
    spec = importlib.util.spec_from_file_location(name, os.path.join(PYTHON, file))
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


load("_lesson_tracer", "tracer.py")
harness = load("harness", "harness.py")
signal.signal(signal.SIGALRM, signal.default_int_handler)
job = json.load(sys.stdin)
seconds = job["ms"] / 1000
# What the program prints is not the check's answer: its stdout goes nowhere, the answer to a copy of it.
answer = os.fdopen(os.dup(1), "w")
os.dup2(os.open(os.devnull, os.O_WRONLY), 1)


def timed(run):
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return json.loads(run())
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


ran = timed(lambda: harness.run(job["code"]))
problem = ran["problem"]
status = "timeout" if problem and problem["kind"] == "interrupted" else "finished"
has = problem is None and harness.has_function(job["fn"])
tests = []
slow = 0
for index, maze in enumerate(job["mazes"] if has else []):
    if slow >= 3:
        tests.append({"index": index, "ms": 0, "answer": None, "problem": None, "tooSlow": False, "notRun": True, "stoppedAt": None})
        continue
    said = timed(lambda: harness.call(job["fn"], json.dumps([maze])))
    stopped = said.get("problem") if said.get("problem", {}) and said["problem"]["kind"] == "interrupted" else None
    slow += 1 if stopped else 0
    tests.append({"index": index, "ms": 0, "answer": said.get("answer"), "problem": None if stopped else said.get("problem"),
                  "tooSlow": bool(stopped), "notRun": False, "stoppedAt": stopped})
answer.write(json.dumps({"status": status, "problem": problem, "hasFunction": has, "tests": tests}))
