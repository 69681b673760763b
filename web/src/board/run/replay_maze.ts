// replay_maze.ts: a maze picture as the student's program has it so far: its squares, the thread of open calls, and what the lesson asks of it (pieces, loops, rooms cut off).
import { Mark, OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';
import { MARK_SHIFT } from '../state/looks';

const ROCK = 35; // '#'
const FLOOR = 46; // '.'

/** What one change of the student's program (from tracer.py) did to the thread: a call took a room, or one returned. */
export const Thread = { Same: 0, Takes: 1, Returns: 2 } as const;

/** What the lesson asks of a picture: its pieces and loops, and which openings and rooms are wrong. */
export interface Verdict {
  rooms: number;
  openings: number;
  pieces: number;
  loops: number;
  /** Rooms still rock: not in the maze yet. */
  unvisited: number;
  /** Openings that close a loop (each a pair of rooms, smaller first), in the order they were made. */
  loopOpenings: [number, number][];
  /** Rooms not joined to the top left room. */
  cutOff: number[];
}

/** A picture that the board cannot read: what is wrong and where (rows and columns counted from 0). */
export function unreadablePicture(lines: string[], rows: number, cols: number): string | null {
  const high = 2 * rows + 1;
  const wide = 2 * cols + 1;
  if (lines.length !== high) return `the picture has ${lines.length} rows, but ${rows} × ${cols} rooms need ${high}`;
  for (let r = 0; r < high; r++) {
    if (lines[r].length !== wide) return `row ${r} has ${lines[r].length} squares but row 0 has ${wide}: every row must be as long as the first`;
    for (let c = 0; c < wide; c++) {
      const ch = lines[r][c];
      if (ch !== '#' && ch !== '.') return `row ${r}, column ${c} is ${JSON.stringify(ch)}: a maze picture has only # (rock) and . (floor)`;
      if (ch === '.' && (r === 0 || c === 0 || r === high - 1 || c === wide - 1)) return `row ${r}, column ${c} is floor, but the edge of the picture must be rock all round`;
      if (ch === '.' && r % 2 === 0 && c % 2 === 0) return `row ${r}, column ${c} is floor, but it is a corner post (even row, even column): those are always rock`;
    }
  }
  return null;
}

export class ReplayMaze {
  readonly rows: number;
  readonly cols: number;
  readonly high: number;
  readonly wide: number;
  /** Every square's character code. */
  readonly squares: Uint8Array;
  /** When each square last became floor (a change number; -1: in the start picture). */
  readonly madeAt: Int32Array;
  /** The rooms of the open calls, oldest first. */
  thread: number[] = [];

  constructor(rows: number, cols: number, start: string[] | null) {
    this.rows = rows;
    this.cols = cols;
    this.high = 2 * rows + 1;
    this.wide = 2 * cols + 1;
    this.squares = new Uint8Array(this.high * this.wide).fill(ROCK);
    this.madeAt = new Int32Array(this.high * this.wide).fill(-1);
    if (start)
      for (let r = 0; r < this.high && r < start.length; r++)
        for (let c = 0; c < this.wide && c < start[r].length; c++) this.squares[r * this.wide + c] = start[r].charCodeAt(c);
  }

  /** Apply change number `n`: [row, column, code, thread]. */
  apply(n: number, row: number, col: number, code: number, thread: number): void {
    if (code >= 0 && row >= 0 && row < this.high && col >= 0 && col < this.wide) {
      const i = row * this.wide + col;
      this.squares[i] = code;
      this.madeAt[i] = n;
    }
    if (thread === Thread.Takes && row % 2 === 1 && col % 2 === 1) this.thread.push(((row - 1) / 2) * this.cols + (col - 1) / 2);
    else if (thread === Thread.Returns) this.thread.pop();
  }

  /** Anything but rock is floor while the program works (its own marks, like o, too). */
  open(row: number, col: number): boolean {
    return this.squares[row * this.wide + col] !== ROCK;
  }

  picture(): string[] {
    const out: string[] = [];
    for (let r = 0; r < this.high; r++) out.push(String.fromCharCode(...this.squares.subarray(r * this.wide, (r + 1) * this.wide)));
    return out;
  }

  /** Pieces, loops, openings that close a loop (taken in the order they were made) and rooms cut off. */
  verdict(): Verdict {
    const { rows, cols } = this;
    const rooms = rows * cols;
    const parent = Int32Array.from({ length: rooms }, (_, i) => i);
    const find = (a: number): number => {
      while (parent[a] !== a) a = parent[a] = parent[parent[a]];
      return a;
    };
    const walls: { a: number; b: number; at: number }[] = [];
    let unvisited = 0;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const room = r * cols + c;
        if (!this.open(2 * r + 1, 2 * c + 1)) unvisited++;
        if (c + 1 < cols && this.open(2 * r + 1, 2 * c + 2)) walls.push({ a: room, b: room + 1, at: this.madeAt[(2 * r + 1) * this.wide + 2 * c + 2] });
        if (r + 1 < rows && this.open(2 * r + 2, 2 * c + 1)) walls.push({ a: room, b: room + cols, at: this.madeAt[(2 * r + 2) * this.wide + 2 * c + 1] });
      }
    walls.sort((x, y) => x.at - y.at);
    let pieces = rooms;
    const loopOpenings: [number, number][] = [];
    for (const { a, b } of walls) {
      const pa = find(a);
      const pb = find(b);
      if (pa === pb) loopOpenings.push([a, b]);
      else {
        parent[pb] = pa;
        pieces--;
      }
    }
    const first = find(0);
    const cutOff: number[] = [];
    for (let room = 0; room < rooms; room++) if (find(room) !== first) cutOff.push(room);
    return { rooms, openings: walls.length, pieces, loops: loopOpenings.length, unvisited, loopOpenings, cutOff };
  }

  /** Every room's look for the board: openings down and right, and its mark (rock: not in the maze yet; the thread). */
  looks(): Uint16Array {
    const { rows, cols } = this;
    const out = new Uint16Array(rows * cols);
    const onThread = new Set(this.thread);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const room = r * cols + c;
        let look = 0;
        if (r + 1 < rows && this.open(2 * r + 2, 2 * c + 1)) look |= OPEN_DOWN;
        if (c + 1 < cols && this.open(2 * r + 1, 2 * c + 2)) look |= OPEN_RIGHT;
        const mark = !this.open(2 * r + 1, 2 * c + 1) ? Mark.Plain : onThread.has(room) ? Mark.Thread : Mark.Visited;
        out[room] = look | (mark << MARK_SHIFT);
      }
    return out;
  }
}

export { FLOOR, ROCK };
