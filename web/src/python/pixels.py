"""Small pictures on this page: show_grid(grid, colours) and show_frames(frames, colours).

A grid is a list of rows; each row is a string ("#.#") or a list of one-letter strings.
colours says which colour each letter gets, for example {"#": "black", ".": "white"}.
The picture is drawn under your program.
"""
import json as _json

from _pixels_bridge import post as _post

MAX_SIDE = 401          # squares across or down
MAX_FRAMES = 5000       # pictures in one show_frames
MAX_SQUARES = 4_000_000 # squares in all the frames of one show_frames
MAX_PICTURES = 20       # drawings in one run

_shown = 0


def _reset():
    global _shown
    _shown = 0


def _kind_of(value):
    return type(value).__name__


def _rows(grid, where):
    if isinstance(grid, (str, bytes)) or not isinstance(grid, (list, tuple)):
        raise TypeError(f"{where} needs a list of rows, like [\"###\", \"#.#\"], not a {_kind_of(grid)}")
    rows = []
    for number, row in enumerate(grid):
        if isinstance(row, str):
            text = row
        elif isinstance(row, (list, tuple)):
            for square in row:
                if not isinstance(square, str) or len(square) != 1:
                    raise TypeError(f"{where}: row {number} should hold one-letter strings, "
                                    f"but it holds {square!r}")
            text = "".join(row)
        else:
            raise TypeError(f"{where}: row {number} should be a string or a list, not a {_kind_of(row)}")
        rows.append(text)
    if len(rows) > MAX_SIDE or any(len(row) > MAX_SIDE for row in rows):
        raise ValueError(f"{where}: that picture is too big to draw here (at most {MAX_SIDE} squares a side)")
    return rows


def _colours(colours, where):
    if not isinstance(colours, dict):
        raise TypeError(f"{where} needs a dictionary of colours, like {{\"#\": \"black\"}}, "
                        f"not a {_kind_of(colours)}")
    for key, value in colours.items():
        if not isinstance(key, str) or len(key) != 1:
            raise TypeError(f"{where}: each colour is for one letter, but {key!r} is not one letter")
        if not isinstance(value, str):
            raise TypeError(f"{where}: the colour for {key!r} should be a name like \"red\", not {value!r}")
    return dict(colours)


def _send(kind, frames, colours):
    global _shown
    _shown += 1
    if _shown > MAX_PICTURES:
        if _shown == MAX_PICTURES + 1:
            print(f"(Only the first {MAX_PICTURES} pictures of a run are drawn.)")
        return
    _post(_json.dumps({"kind": kind, "frames": frames, "colours": colours}))


def show_grid(grid, colours):
    """Draw one picture: a list of rows, each square coloured by its letter."""
    rows = _rows(grid, "show_grid")
    _send("grid", [rows], _colours(colours, "show_grid"))


def show_frames(frames, colours):
    """Draw a list of pictures that you can play one after another."""
    if isinstance(frames, (str, bytes)) or not isinstance(frames, (list, tuple)):
        raise TypeError(f"show_frames needs a list of pictures, not a {_kind_of(frames)}")
    if len(frames) == 0:
        raise ValueError("show_frames got an empty list: there are no pictures to show")
    if len(frames) > MAX_FRAMES:
        raise ValueError(f"show_frames: {len(frames)} pictures is too many to play here (at most {MAX_FRAMES})")
    pictures = [_rows(frame, f"show_frames (picture {i})") for i, frame in enumerate(frames)]
    if sum(len(rows) * max((len(r) for r in rows), default=0) for rows in pictures) > MAX_SQUARES:
        raise ValueError("show_frames: these pictures are too big to play here")
    _send("frames", pictures, _colours(colours, "show_frames"))
