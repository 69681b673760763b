# Watches a student's make_maze(rows, cols) at work: every square of its grid it changes, in order, and the rooms of its open recursive calls (the thread).
import sys

PROGRAM = "<program>"
# More changes than this are not recorded: the board shows the finished maze after them.
LIMIT = 200_000

# A step is four numbers: row, column, the new character's code (-1: no square changed), and
# what happened to the thread: 0 nothing, 1 a call took this room (the thread grows), 2 a call
# that had a room returned (the thread shrinks by one).
NOTHING, TAKES, RETURNS = 0, 1, 2


class _Watch:
    def __init__(self, high, wide):
        self.high = high
        self.wide = wide
        self.on = True
        self.grid = None
        self.start = None
        self.steps = []
        self.count = 0
        self.cut = False
        # Open calls of the program's own functions: [code, holds a room].
        self.stack = []
        self.open_codes = {}
        self.recursive = set()

    # ---- the grid ----

    def find(self, frame):
        """The grid is the first list of lists, 2 * rows + 1 by 2 * cols + 1, a frame of the program holds."""
        try:
            values = list(frame.f_locals.values())
        except BaseException:
            return
        for value in values:
            if type(value) is list and len(value) == self.high and all(
                    type(row) is list and len(row) == self.wide for row in value):
                self.grid = value
                self.start = ["".join(c if type(c) is str and len(c) == 1 else "?" for c in row) for row in value]
                for r in range(self.high):
                    value[r] = _Row(value[r], r, self)
                return

    def changed(self, r, c, value):
        if not self.on:
            return
        if self.count >= LIMIT:
            self.cut = True
            self.stop()
            return
        code = ord(value) if type(value) is str and len(value) == 1 else 63
        thread = NOTHING
        owner = None
        if r % 2 == 1 and c % 2 == 1 and value != "#" and self.stack and not self.stack[-1][1]:
            top = self.stack[-1]
            top[1] = True
            owner = top[0]
            thread = TAKES
        self.steps.append((r, c, code, thread, owner))
        self.count += 1

    # ---- calls ----

    def call(self, frame):
        code = frame.f_code
        n = self.open_codes.get(code, 0) + 1
        self.open_codes[code] = n
        if n >= 2:
            self.recursive.add(code)
        self.stack.append([code, False])

    def returned(self):
        if not self.stack:
            return
        code, held = self.stack.pop()
        self.open_codes[code] -= 1
        if held and self.on:
            if self.count >= LIMIT:
                self.cut = True
                self.stop()
                return
            self.steps.append((-1, -1, -1, RETURNS, code))
            self.count += 1

    def stop(self):
        self.on = False
        sys.settrace(None)

    def result(self):
        """The steps as one flat list; only calls of functions that call themselves make the thread."""
        flat = []
        for r, c, code, thread, owner in self.steps:
            if thread == RETURNS:
                if owner in self.recursive:
                    flat.extend((-1, -1, -1, RETURNS))
            elif thread == TAKES and owner not in self.recursive:
                flat.extend((r, c, code, NOTHING))
            else:
                flat.extend((r, c, code, thread))
        return flat


class _Row(list):
    """A row of the grid that tells the watch about every square set in it."""

    __slots__ = ("_r", "_watch")

    def __init__(self, row, r, watch):
        list.__init__(self, row)
        self._r = r
        self._watch = watch

    def __setitem__(self, index, value):
        if type(index) is int:
            wide = len(self)
            c = index + wide if index < 0 else index
            old = list.__getitem__(self, index) if 0 <= c < wide else None
            list.__setitem__(self, index, value)
            if old != value or type(old) is not type(value):
                self._watch.changed(self._r, c, value)
        else:
            before = list(self)
            list.__setitem__(self, index, value)
            if len(self) == len(before):
                for c, (old, new) in enumerate(zip(before, self)):
                    if old != new:
                        self._watch.changed(self._r, c, new)


def trace(fn, rows, cols):
    """Call fn(rows, cols) while watching it; give back (its answer, what was seen as a dict)."""
    high, wide = 2 * rows + 1, 2 * cols + 1
    watch = _Watch(high, wide)

    def local(frame, event, arg):
        if not watch.on:
            return None
        if event == "line":
            if watch.grid is None:
                watch.find(frame)
            if watch.grid is not None:
                frame.f_trace_lines = False
        elif event == "return":
            watch.returned()
        return local

    def glob(frame, event, arg):
        if not watch.on or frame.f_code.co_filename != PROGRAM:
            return None
        watch.call(frame)
        if watch.grid is not None:
            frame.f_trace_lines = False
        return local

    sys.settrace(glob)
    try:
        answer = fn(rows, cols)
    finally:
        watch.on = False
        sys.settrace(None)
        if watch.grid is not None:
            # The rows go back to plain lists, so nothing the student keeps is still watched.
            for r in range(min(high, len(watch.grid))):
                if type(watch.grid[r]) is _Row:
                    list.__setitem__(watch.grid, r, list(watch.grid[r]))
    seen = {
        "found": watch.grid is not None,
        "start": watch.start,
        "steps": watch.result(),
        "cut": watch.cut,
        "limit": LIMIT,
    }
    return answer, seen
