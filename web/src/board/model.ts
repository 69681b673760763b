// model.ts: the board's plain state on the page: every room's look, the thread, the way out, the counters.
import type { StepEvent } from '../engine/engine';
import type { Frame, Scene } from './looks';

const EMPTY = new Int32Array(0);

/** How long a wall left standing flashes red. */
export const FLASH_MS = 700;

export interface Flash {
  a: number;
  b: number;
  until: number;
}

export class BoardModel {
  rows = 10;
  cols = 10;
  looks = new Uint8Array(100);
  scene: Scene = 'blank';
  thread: Int32Array = EMPTY;
  route: Int32Array = EMPTY;
  pieces = 100;
  steps = 0;
  busy = false;
  progress = 0;
  seed = '';
  found: number | null = null;
  last: StepEvent | null = null;
  flashes: Flash[] = [];
  /** Bumped on every change, so views know to draw again. */
  version = 0;
  /** Rooms changed since the pixel view last painted (all: paint everything). */
  dirtyAll = true;
  dirty: Int32Array[] = [];
  #dirtyCount = 0;

  get rooms(): number {
    return this.rows * this.cols;
  }

  /** A fresh grid: every wall standing, each room a piece of its own. */
  blank(rows: number, cols: number): void {
    this.rows = rows;
    this.cols = cols;
    this.looks = new Uint8Array(rows * cols);
    this.scene = 'blank';
    this.thread = this.route = EMPTY;
    this.pieces = rows * cols;
    this.steps = 0;
    this.busy = false;
    this.progress = 0;
    this.found = null;
    this.last = null;
    this.flashes = [];
    this.#touchAll();
  }

  apply(frame: Frame, now: number): void {
    if (frame.rows !== this.rows || frame.cols !== this.cols) {
      this.rows = frame.rows;
      this.cols = frame.cols;
      this.looks = new Uint8Array(frame.rows * frame.cols);
    }
    if (frame.scene !== this.scene) this.flashes = [];
    this.scene = frame.scene;
    if (frame.full) {
      this.looks.set(frame.full);
      this.#touchAll();
    } else if (frame.rooms && frame.looks) {
      const { rooms, looks } = frame;
      for (let i = 0; i < rooms.length; i++) this.looks[rooms[i]] = looks[i];
      if (!this.dirtyAll && rooms.length > 0) {
        this.dirty.push(rooms);
        this.#dirtyCount += rooms.length;
        if (this.#dirtyCount > this.looks.length / 4) this.#touchAll(); // painting all is cheaper then
      }
    }
    if (frame.thread) this.thread = frame.thread;
    if (frame.route) this.route = frame.route;
    for (let i = 0; i + 1 < frame.refused.length; i += 2)
      this.flashes.push({ a: frame.refused[i], b: frame.refused[i + 1], until: now + FLASH_MS });
    this.pieces = frame.pieces;
    this.steps = frame.steps;
    this.busy = frame.busy;
    this.progress = frame.progress;
    this.seed = frame.seed;
    this.found = frame.found;
    this.last = frame.last;
    this.version++;
  }

  /** Flashes still showing at `now`. */
  liveFlashes(now: number): Flash[] {
    if (this.flashes.length > 0 && this.flashes[0].until <= now) this.flashes = this.flashes.filter((f) => f.until > now);
    return this.flashes;
  }

  #touchAll(): void {
    this.dirtyAll = true;
    this.dirty = [];
    this.#dirtyCount = 0;
    this.version++;
  }

  /** The pixel view takes what changed, and the model starts collecting afresh. */
  takeDirty(): { all: boolean; lists: Int32Array[] } {
    const out = { all: this.dirtyAll, lists: this.dirty };
    this.dirtyAll = false;
    this.dirty = [];
    this.#dirtyCount = 0;
    return out;
  }
}
