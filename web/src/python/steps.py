# Counts the work of one test's call: a step for each function of the program that returns and each turn of its loops
# (sys.monitoring), so a test's verdict is the same on a busy computer as on an idle one.
import sys

PROGRAM = "<program>"
_mon = sys.monitoring
# Python names tools 0 to 2 and 5; this one is free.
_TOOL = 4
# A call is counted when it returns, not when it starts: a start's count would run one frame above the deepest call,
# so a recursion too deep would fail in the counting, at its `def` line, not at the call that went too deep.
_EVENTS = _mon.events.PY_RETURN | _mon.events.JUMP
_count = 0
_budget = 0


def _step(code, *_):
    global _count
    # Only the student's own code counts; elsewhere the event is switched off for good.
    if code.co_filename != PROGRAM:
        return _mon.DISABLE
    _count += 1
    if _count > _budget:
        # Raised again at each step after, so a bare except in the program cannot keep it going.
        raise KeyboardInterrupt


def start(budget):
    global _count, _budget
    _count, _budget = 0, budget
    _mon.set_events(_TOOL, _EVENTS)


def stop():
    _mon.set_events(_TOOL, 0)
    return _count


_mon.use_tool_id(_TOOL, "lesson steps")
_mon.register_callback(_TOOL, _mon.events.PY_RETURN, _step)
_mon.register_callback(_TOOL, _mon.events.JUMP, _step)
