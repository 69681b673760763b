// readers.ts: turn what the engine reports (walls, marks, piece labels, thread, route) into room looks and their changes.
import { Mark, type MazeSession, OPEN_DOWN, OPEN_RIGHT } from '../engine/engine';
import { COLOUR_BITS, COLOUR_SHIFT, MARK_SHIFT, OPENINGS, type Scene, colourOf, markOf, methodOf, withMark } from './looks';
import { pieceColours } from './pieces';
import { PIECE_COLOURS } from './palette';

/** Mazes up to this many rooms are read whole every frame: marks and labels straight from the engine. */
export const FULL_READ_ROOMS = 2_500;

const EMPTY = new Int32Array(0);

/** A growable list of rooms that changed. */
class ChangeList {
  #items = new Int32Array(1024);
  length = 0;
  push(room: number): void {
    if (this.length === this.#items.length) {
      const bigger = new Int32Array(this.#items.length * 2);
      bigger.set(this.#items);
      this.#items = bigger;
    }
    this.#items[this.length++] = room;
  }
  take(): Int32Array {
    const out = this.#items.slice(0, this.length);
    this.length = 0;
    return out;
  }
}

/** The colour, 1..7, least used so far among those not beside the new piece. */
function pickColour(beside: number, usage: number[]): number {
  let best = 0;
  for (let c = 1; c <= PIECE_COLOURS; c++) {
    if ((beside >> c) & 1) continue;
    if (best === 0 || usage[c] < usage[best]) best = c;
  }
  if (best !== 0) return best;
  for (let c = 1; c <= PIECE_COLOURS; c++) if (best === 0 || usage[c] < usage[best]) best = c;
  return best;
}

export interface Changes {
  /** Every room changed (a fresh start): send all looks. */
  all: boolean;
  rooms: Int32Array;
}

export abstract class Reader {
  readonly rows: number;
  readonly cols: number;
  readonly looks: Uint8Array;
  thread: Int32Array = EMPTY;
  route: Int32Array = EMPTY;
  protected changes = new ChangeList();
  #all = true;

  constructor(rows: number, cols: number) {
    this.rows = rows;
    this.cols = cols;
    this.looks = new Uint8Array(rows * cols);
  }

  /** Start over for a scene: all walls standing, or the session's maze as it is. */
  reset(session: MazeSession | null, scene: Scene): void {
    this.thread = EMPTY;
    this.route = EMPTY;
    this.changes.length = 0;
    this.#all = true;
    if (scene !== 'still' && scene !== 'search') {
      this.looks.fill(0);
    } else {
      const walls = session!.walls();
      const mark = (scene === 'still' ? Mark.Visited : Mark.Plain) << MARK_SHIFT;
      for (let i = 0; i < walls.length; i++) this.looks[i] = walls[i] | mark;
    }
    this.started(session, scene);
  }

  protected started(_session: MazeSession | null, _scene: Scene): void {}

  /** Read the session after some steps; what changed is collected for take(). */
  abstract read(session: MazeSession, scene: Scene, busy: boolean): void;

  protected set(room: number, look: number): void {
    if (this.looks[room] === look) return;
    this.looks[room] = look;
    this.changes.push(room);
  }

  take(): Changes {
    const all = this.#all || this.changes.length > this.looks.length / 4;
    this.#all = false;
    if (all) {
      this.changes.length = 0;
      return { all: true, rooms: EMPTY };
    }
    return { all: false, rooms: this.changes.take() };
  }
}

/** Small mazes: everything from the engine, every frame (its marks and its piece labels). */
export class FullReader extends Reader {
  read(session: MazeSession, scene: Scene, busy: boolean): void {
    const walls = session.walls();
    const marks = scene === 'blank' ? null : session.marks();
    const colours = methodOf(scene)?.colourPieces ? pieceColours(session.pieceLabels(), this.rows, this.cols) : null;
    for (let i = 0; i < walls.length; i++) {
      const mark = marks ? marks[i] : Mark.Plain;
      this.set(i, walls[i] | (mark << MARK_SHIFT) | (colours ? colours[i] << COLOUR_SHIFT : 0));
    }
    this.thread = session.thread();
    this.route = scene === 'search' && !busy ? session.route() : this.route;
  }
}

/**
 * Big mazes: the engine's marks cost time a room, so read only the walls (what changed) and the
 * thread, and follow the openings: a room with an opening is in the maze, the rooms beside the
 * tree are the frontier, and pieces are followed with their own union-find for colours.
 * The search still asks for the engine's marks, now and then and at the end.
 */
export class IncrementalReader extends Reader {
  #walls: Uint8Array;
  #scene: Scene = 'blank';
  // Random walls' pieces, for colours: parent (negative size at a root), a ring of members, the root's colour.
  #parent: Int32Array | null = null;
  #next: Int32Array | null = null;
  #colour: Uint8Array | null = null;
  #usage: number[] = [];
  #marksAt = -Infinity;
  #marksCost = 0;

  constructor(rows: number, cols: number) {
    super(rows, cols);
    this.#walls = new Uint8Array(rows * cols);
  }

  protected override started(session: MazeSession | null, scene: Scene): void {
    this.#scene = scene;
    const n = this.looks.length;
    if (scene === 'search' || scene === 'still') this.#walls = session!.walls();
    else this.#walls = new Uint8Array(n);
    this.#marksAt = -Infinity;
    if (scene === 'walls') {
      this.#parent = new Int32Array(n).fill(-1);
      this.#next = new Int32Array(n);
      for (let i = 0; i < n; i++) this.#next[i] = i;
      this.#colour = new Uint8Array(n);
      this.#usage = new Array<number>(PIECE_COLOURS + 1).fill(0);
    } else {
      this.#parent = this.#next = this.#colour = null;
    }
  }

  read(session: MazeSession, scene: Scene, busy: boolean): void {
    if (scene !== this.#scene) this.reset(session, scene);
    if (scene === 'search') return this.#readSearch(session, busy);
    if (scene === 'blank' || scene === 'still') return;
    this.#readOpenings(session.walls());
    this.#readThread(session.thread(), false);
    if (!busy && scene === 'frontier') this.#readMarks(session); // the way in and out it picked at the end
  }

  #readOpenings(walls: Uint8Array): void {
    const before = this.#walls;
    const words = walls.length >> 2;
    const a32 = new Uint32Array(walls.buffer, walls.byteOffset, words);
    const b32 = new Uint32Array(before.buffer, before.byteOffset, words);
    for (let w = 0; w < words; w++) {
      if (a32[w] === b32[w]) continue;
      for (let i = w << 2; i < (w << 2) + 4; i++) if (walls[i] !== before[i]) this.#opened(i, walls[i], before[i]);
    }
    for (let i = words << 2; i < walls.length; i++) if (walls[i] !== before[i]) this.#opened(i, walls[i], before[i]);
    this.#walls = walls;
  }

  #opened(room: number, now: number, before: number): void {
    this.set(room, (this.looks[room] & ~OPENINGS) | now);
    const added = now & ~before;
    if (added & OPEN_DOWN) this.#joined(room, room + this.cols);
    if (added & OPEN_RIGHT) this.#joined(room, room + 1);
  }

  #joined(a: number, b: number): void {
    this.#intoMaze(a);
    this.#intoMaze(b);
    if (this.#parent) this.#union(a, b);
  }

  #intoMaze(room: number): void {
    const mark = markOf(this.looks[room]);
    if (mark !== Mark.Plain && mark !== Mark.Frontier) return;
    this.set(room, withMark(this.looks[room], Mark.Visited));
    if (this.#scene !== 'frontier') return;
    const r = Math.floor(room / this.cols);
    const c = room - r * this.cols;
    if (r > 0) this.#toFrontier(room - this.cols);
    if (r + 1 < this.rows) this.#toFrontier(room + this.cols);
    if (c > 0) this.#toFrontier(room - 1);
    if (c + 1 < this.cols) this.#toFrontier(room + 1);
  }

  #toFrontier(room: number): void {
    if (markOf(this.looks[room]) === Mark.Plain) this.set(room, withMark(this.looks[room], Mark.Frontier));
  }

  #inMaze(room: number): boolean {
    const c = room % this.cols;
    return (
      (this.looks[room] & OPENINGS) !== 0 ||
      (c > 0 && (this.looks[room - 1] & OPEN_RIGHT) !== 0) ||
      (room >= this.cols && (this.looks[room - this.cols] & OPEN_DOWN) !== 0)
    );
  }

  // The thread (or loose walk) changes only at its end: keep the common start, redo the rest.
  #readThread(thread: Int32Array, queue: boolean): void {
    const before = this.thread;
    let same = 0;
    if (!queue) {
      const most = Math.min(before.length, thread.length);
      while (same < most && before[same] === thread[same]) same++;
      same = Math.max(0, Math.min(same, before.length - 1, thread.length - 1));
    }
    for (let i = same; i < before.length; i++) {
      const room = before[i];
      const left = queue || this.#inMaze(room) ? Mark.Visited : Mark.Plain;
      this.set(room, withMark(this.looks[room], left));
    }
    for (let i = same; i < thread.length; i++) {
      const head = !queue && i === thread.length - 1;
      this.set(thread[i], withMark(this.looks[thread[i]], head ? Mark.Current : Mark.Thread));
    }
    this.thread = thread;
  }

  #readSearch(session: MazeSession, busy: boolean): void {
    this.#readThread(session.thread(), true);
    // The engine's marks cost time a room: read them when that is at most a fifth of the time.
    const now = performance.now();
    if (!busy || now - this.#marksAt > 4 * this.#marksCost) this.#readMarks(session);
    if (!busy) this.route = session.route();
  }

  #readMarks(session: MazeSession): void {
    const start = performance.now();
    const marks = session.marks();
    for (let i = 0; i < marks.length; i++) if (markOf(this.looks[i]) !== marks[i]) this.set(i, withMark(this.looks[i], marks[i]));
    this.#marksAt = performance.now();
    this.#marksCost = this.#marksAt - start;
  }

  #find(room: number): number {
    const parent = this.#parent!;
    while (parent[room] >= 0) {
      const up = parent[room];
      if (parent[up] >= 0) parent[room] = parent[up];
      room = up;
    }
    return room;
  }

  // The joined piece keeps the bigger part's colour; the smaller part's rooms are repainted.
  #union(a: number, b: number): void {
    const parent = this.#parent!;
    const next = this.#next!;
    const colour = this.#colour!;
    let ra = this.#find(a);
    let rb = this.#find(b);
    if (ra === rb) return;
    if (-parent[ra] < -parent[rb]) [ra, rb] = [rb, ra];
    if (parent[ra] === -1 && parent[rb] === -1) {
      let beside = 0;
      for (const room of [ra, rb]) for (const nb of this.#around(room)) beside |= 1 << colourOf(this.looks[nb]);
      colour[ra] = pickColour(beside & ~1, this.#usage);
      this.#usage[colour[ra]]++;
      this.#paint(ra, colour[ra]);
    } else if (parent[rb] !== -1) {
      this.#usage[colour[rb]]--;
    }
    for (let room = rb; ; ) {
      this.#paint(room, colour[ra]);
      room = next[room];
      if (room === rb) break;
    }
    parent[ra] += parent[rb];
    parent[rb] = ra;
    const after = next[ra];
    next[ra] = next[rb];
    next[rb] = after;
  }

  #paint(room: number, c: number): void {
    this.set(room, (this.looks[room] & ~COLOUR_BITS) | (c << COLOUR_SHIFT));
  }

  #around(room: number): number[] {
    const out: number[] = [];
    const r = Math.floor(room / this.cols);
    const c = room - r * this.cols;
    if (r > 0) out.push(room - this.cols);
    if (r + 1 < this.rows) out.push(room + this.cols);
    if (c > 0) out.push(room - 1);
    if (c + 1 < this.cols) out.push(room + 1);
    return out;
  }
}

export function makeReader(rows: number, cols: number): Reader {
  return rows * cols <= FULL_READ_ROOMS ? new FullReader(rows, cols) : new IncrementalReader(rows, cols);
}
