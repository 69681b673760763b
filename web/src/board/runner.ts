// runner.ts: one maze session and the job at work on it, stepped within a time budget; used on the page and in the worker.
import { type Engine, type Method, type MazeSession, StepKind, type StepEvent } from '../engine/engine';
import { type Frame, type Job, type Scene, progressOf, sceneOf } from './looks';
import { type Reader, makeReader } from './readers';

/** Steps one at a time (to see every event, like a refused wall) when a frame asks for at most this many. */
const ONE_BY_ONE = 300;

export class Runner {
  readonly #engine: Engine;
  #session: MazeSession | null = null;
  #reader: Reader | null = null;
  #job: Job | null = null;
  #loaded = false;
  #steps = 0;
  #refused: number[] = [];
  #last: StepEvent | null = null;
  #found: number | null = null;

  constructor(engine: Engine) {
    this.#engine = engine;
  }

  get job(): Job | null {
    return this.#job;
  }
  get busy(): boolean {
    return this.#session?.busy ?? false;
  }
  /** The maze itself (null before the first job), for views that read it whole. */
  get session(): MazeSession | null {
    return this.#session;
  }
  get rows(): number {
    return this.#session?.rows ?? 0;
  }
  get cols(): number {
    return this.#session?.cols ?? 0;
  }
  get scene(): Scene {
    return sceneOf(this.#job, this.#loaded);
  }

  #sized(rows: number, cols: number): MazeSession {
    if (!this.#session) this.#session = this.#engine.newSession(rows, cols, '0');
    else if (this.#session.rows !== rows || this.#session.cols !== cols) this.#session.resize(rows, cols);
    if (!this.#reader || this.#reader.rows !== rows || this.#reader.cols !== cols) this.#reader = makeReader(rows, cols);
    return this.#session;
  }

  #begin(job: Job | null): void {
    this.#job = job;
    this.#steps = 0;
    this.#refused = [];
    this.#last = null;
    this.#found = null;
    this.#reader!.reset(this.#session, this.scene);
  }

  /** All walls standing, nothing at work. */
  blank(rows: number, cols: number): void {
    this.#sized(rows, cols);
    this.#loaded = false;
    this.#begin(null);
  }

  /** A new maze: the seed as typed ('' picks a fresh one), then the method's machine. */
  grow(method: Method, rows: number, cols: number, seed: string): void {
    const session = this.#sized(rows, cols);
    session.reseed(seed);
    session.grow(method);
    this.#loaded = false;
    this.#begin({ kind: 'grow', method });
  }

  /** The way-out search over the maze as it is (a maze still growing is finished first). */
  solve(): void {
    const session = this.#session!;
    if (this.#job?.kind === 'grow' && session.busy) session.finish();
    session.solve();
    this.#begin({ kind: 'search' });
  }

  /** A picture from outside; throws with the engine's reason when it is not a maze picture. */
  load(picture: string[]): void {
    const probe = this.#session ?? this.#engine.newSession(1, 1, '0');
    probe.load(picture);
    this.#session = probe;
    this.#sized(probe.rows, probe.cols);
    this.#loaded = true;
    this.#begin(null);
  }

  drop(): void {
    this.#session?.dispose();
    this.#session = null;
    this.#reader = null;
    this.#job = null;
  }

  /** Take up to `most` steps in at most `budgetMs`; returns how many were taken. */
  advance(most: number, budgetMs: number): number {
    const session = this.#session;
    if (!session || !session.busy || most <= 0) return 0;
    const end = performance.now() + budgetMs;
    let taken = 0;
    if (most <= ONE_BY_ONE) {
      while (taken < most && session.busy && (taken === 0 || performance.now() < end)) {
        const e = session.step();
        taken++;
        this.#last = e;
        if (e.kind === StepKind.Refuse) this.#refused.push(e.a, e.b);
      }
    } else {
      // Chunks sized so one call stays well under a millisecond or two.
      let chunk = 2048;
      while (taken < most && session.busy) {
        const t = performance.now();
        taken += session.stepMany(Math.min(chunk, most - taken));
        const now = performance.now();
        if (now >= end) break;
        if (now - t < 0.5) chunk *= 2;
        else if (now - t > 2 && chunk > 256) chunk >>= 1;
      }
      this.#last = null;
    }
    this.#steps += taken;
    return taken;
  }

  /** Finish the job at once. */
  finish(): void {
    if (this.#session?.busy) this.#steps += this.#session.finish();
  }

  /** What changed since the last frame. */
  frame(withLines: boolean): Frame {
    const session = this.#session!;
    const reader = this.#reader!;
    const busy = session.busy;
    const scene = this.scene;
    reader.read(session, scene, busy);
    const changes = reader.take();
    let rooms: Int32Array | null = null;
    let looks: Uint8Array | null = null;
    if (!changes.all) {
      rooms = changes.rooms;
      looks = new Uint8Array(rooms.length);
      for (let i = 0; i < rooms.length; i++) looks[i] = reader.looks[rooms[i]];
    }
    const pieces = session.pieces;
    if (this.#job?.kind === 'search' && !busy && this.#found === null) this.#found = reader.route.length;
    const frame: Frame = {
      rows: session.rows,
      cols: session.cols,
      scene,
      full: changes.all ? reader.looks.slice() : null,
      rooms,
      looks,
      thread: withLines ? reader.thread : null,
      route: withLines || !busy ? reader.route : null,
      refused: this.#refused,
      last: this.#last,
      pieces,
      steps: this.#steps,
      busy,
      progress: progressOf(this.#job, busy, this.#steps, pieces, session.rows, session.cols),
      seed: session.seed,
      found: this.#found,
    };
    this.#refused = [];
    return frame;
  }

  picture(): string[] {
    return this.#session?.picture() ?? [];
  }
}
