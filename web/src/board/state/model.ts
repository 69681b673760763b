// model.ts: the board's plain state (every room's look, the thread, the way out, the counters) and who to tell when it changes.
import { FIRST_SHAPE, type Layout, type RobotResult, type Shape, type StepEvent } from 'maze-engine/engine';
import { type Frame, type Scene, type Ways, lessonWays } from './looks';

const EMPTY = new Int32Array(0);

/** What changed: the rooms whose look changed, or null when every room may have. */
export interface Change {
  rooms: Int32Array | null;
}

export type Listener = (model: BoardModel, change: Change) => void;

export class BoardModel {
  rows = 10;
  cols = 10;
  /** The shape; for any but the square, where its rooms and walls sit (from the engine). */
  shape: Shape = FIRST_SHAPE;
  layout: Layout | null = null;
  looks = new Uint16Array(100);
  scene: Scene = 'blank';
  thread: Int32Array = EMPTY;
  route: Int32Array = EMPTY;
  pieces = 100;
  /** Steps taken in this job, and steps so far (the timeline's end). */
  steps = 0;
  length = 0;
  ways: Ways = lessonWays(100);
  busy = false;
  progress = 0;
  seed = '';
  /** Rooms on the way out once the search ended (0: no way out). */
  found: number | null = null;
  /** The robot's walk when it is the job on the board. */
  robot: RobotResult | null = null;
  /** The last step's event (null when many steps were taken at once). */
  last: StepEvent | null = null;
  /** Walls left standing in the last change: pairs of rooms a, b. */
  refused: number[] = [];
  /** Bumped on every change. */
  version = 0;
  readonly #listeners = new Set<Listener>();

  get rooms(): number {
    return this.layout ? this.layout.middle.length / 2 : this.rows * this.cols;
  }

  /** Call `listener` after every change; returns how to stop. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #notify(change: Change): void {
    this.version++;
    for (const listener of this.#listeners) listener(this, change);
  }

  /** A fresh grid: every wall standing, each room a piece of its own. */
  blank(rows: number, cols: number, shape: Shape = FIRST_SHAPE, layout: Layout | null = null): void {
    this.rows = rows;
    this.cols = cols;
    this.shape = shape;
    this.layout = layout;
    const rooms = this.rooms;
    this.looks = new Uint16Array(rooms);
    this.scene = 'blank';
    this.thread = this.route = EMPTY;
    this.pieces = rooms;
    this.steps = this.length = 0;
    this.ways = lessonWays(rooms);
    this.busy = false;
    this.progress = 0;
    this.found = null;
    this.last = null;
    this.refused = [];
    this.#notify({ rooms: null });
  }

  /** Take a frame from a driver. */
  apply(frame: Frame): void {
    let all = frame.full !== null || frame.scene !== this.scene;
    if (frame.rows !== this.rows || frame.cols !== this.cols || frame.shape !== this.shape || frame.layout !== this.layout) {
      this.rows = frame.rows;
      this.cols = frame.cols;
      this.shape = frame.shape ?? FIRST_SHAPE;
      this.layout = frame.layout ?? null;
      this.looks = new Uint16Array(this.rooms);
      all = true;
    }
    this.scene = frame.scene;
    let rooms: Int32Array | null = null;
    if (frame.full) {
      this.looks.set(frame.full);
    } else if (frame.rooms && frame.looks) {
      rooms = frame.rooms;
      const looks = frame.looks;
      for (let i = 0; i < rooms.length; i++) this.looks[rooms[i]] = looks[i];
    }
    if (frame.thread) this.thread = frame.thread;
    if (frame.route) this.route = frame.route;
    this.refused = frame.refused;
    this.pieces = frame.pieces;
    this.steps = frame.steps;
    this.length = frame.length;
    this.ways = frame.ways;
    this.busy = frame.busy;
    this.progress = frame.progress;
    this.seed = frame.seed;
    this.found = frame.found;
    this.robot = frame.robot ?? null;
    this.last = frame.last;
    this.#notify({ rooms: all ? null : (rooms ?? EMPTY) });
  }
}
