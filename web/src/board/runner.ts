// runner.ts: one maze session, the job at work on it and its timeline, stepped within a time budget; used on the page and in the worker.
import { type Engine, Mark, type Method, type MazeSession, StepKind, type StepEvent } from '../engine/engine';
import { type Frame, type Job, type Scene, type Ways, lessonWays, methodOf, progressOf, sceneOf } from './looks';
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
  /** Steps so far in this job: the timeline's end. */
  #length = 0;
  #refused: number[] = [];
  #last: StepEvent | null = null;
  #found: number | null = null;
  #ways: Ways = lessonWays(1);
  /** Makes the job's start again (the seed's stream from its beginning), so any step can be reached again. */
  #restart: (() => void) | null = null;
  /** Makes the finished maze again, for a search over it. */
  #remake: (() => void) | null = null;

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
  get steps(): number {
    return this.#steps;
  }

  #sized(rows: number, cols: number): MazeSession {
    if (!this.#session) this.#session = this.#engine.newSession(rows, cols, '0');
    else if (this.#session.rows !== rows || this.#session.cols !== cols) this.#session.resize(rows, cols);
    if (!this.#reader || this.#reader.rows !== rows || this.#reader.cols !== cols) this.#reader = makeReader(rows, cols);
    return this.#session;
  }

  #begin(job: Job | null, restart: (() => void) | null): void {
    this.#job = job;
    this.#restart = restart;
    this.#steps = this.#length = 0;
    this.#refused = [];
    this.#last = null;
    this.#found = null;
    this.#reader!.reset(this.#session, this.scene);
  }

  /** All walls standing, nothing at work. */
  blank(rows: number, cols: number): void {
    this.#sized(rows, cols);
    this.#loaded = false;
    this.#remake = null;
    this.#ways = lessonWays(rows * cols);
    this.#begin(null, null);
  }

  /** A new maze: the seed as typed ('' picks a fresh one), then the method's machine. */
  grow(method: Method, rows: number, cols: number, seed: string): void {
    const session = this.#sized(rows, cols);
    session.reseed(seed);
    const picked = session.seed;
    const start = (): void => {
      session.reseed(picked);
      session.grow(method);
    };
    start();
    this.#loaded = false;
    this.#ways = lessonWays(rows * cols);
    this.#remake = () => {
      start();
      session.finish();
    };
    this.#begin({ kind: 'grow', method }, start);
  }

  /** The way-out search over the maze as it is (a maze still growing is finished first). */
  solve(): void {
    const session = this.#session!;
    if (this.#job?.kind === 'grow' && session.busy) this.#steps += session.finish();
    this.#readWays();
    const { in: from, out: to } = this.#ways;
    const remake = this.#remake;
    const start = (): void => {
      remake?.();
      session.solve(from, to);
    };
    session.solve(from, to);
    this.#begin({ kind: 'search' }, remake ? start : null);
  }

  /** A picture from outside; throws with the engine's reason when it is not a maze picture. */
  load(picture: string[]): void {
    const probe = this.#session ?? this.#engine.newSession(1, 1, '0');
    probe.load(picture);
    this.#session = probe;
    this.#sized(probe.rows, probe.cols);
    this.#loaded = true;
    this.#ways = lessonWays(probe.rooms);
    this.#remake = () => probe.load(picture);
    this.#begin(null, null);
  }

  drop(): void {
    this.#session?.dispose();
    this.#session = null;
    this.#reader = null;
    this.#job = null;
    this.#restart = this.#remake = null;
  }

  // A method that picks its own way in and out marks them as the way out (Route) when it ends.
  #readWays(): void {
    const session = this.#session!;
    const method = this.#job?.kind === 'grow' ? methodOf(this.#job.method) : null;
    if (!method?.ownWays || session.busy) return;
    const marks = session.marks();
    const cols = session.cols;
    let from = -1;
    let to = -1;
    for (let i = 0; i < marks.length; i++) {
      if (marks[i] !== Mark.Route) continue;
      if (i % cols === 0 && from < 0) from = i;
      else to = i;
    }
    if (from >= 0 && to >= 0) this.#ways = { in: from, out: to, own: true };
  }

  /** Take up to `most` steps in at most `budgetMs`; returns how many were taken. */
  advance(most: number, budgetMs: number): number {
    const session = this.#session;
    if (!session || !session.busy || most <= 0) return 0;
    const end = performance.now() + budgetMs;
    let taken = 0;
    if (most <= ONE_BY_ONE) {
      while (taken < most && session.busy && (taken === 0 || performance.now() < end)) {
        this.#took(session.step());
        taken++;
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
    this.#moved(this.#steps + taken);
    return taken;
  }

  #took(e: StepEvent): void {
    this.#last = e;
    if (e.kind === StepKind.Refuse) this.#refused.push(e.a, e.b);
    if (e.kind === StepKind.Ends) this.#ways = { in: e.a, out: e.b, own: true };
  }

  #moved(steps: number): void {
    this.#steps = steps;
    this.#length = Math.max(this.#length, steps);
    if (!this.busy) this.#readWays();
  }

  /** Finish the job at once. */
  finish(): void {
    if (this.#session?.busy) this.#moved(this.#steps + this.#session.finish());
  }

  /**
   * Go to step k of the job (0 to the steps so far), exactly as it was then: the job starts again
   * from its seed and takes k steps, so stepping on from there gives the same maze as before.
   */
  seek(k: number): void {
    const session = this.#session;
    const restart = this.#restart;
    if (!session || !restart) return;
    const to = Math.max(0, Math.min(this.#length, Math.round(k)));
    restart();
    if (this.#job?.kind === 'grow') this.#ways = lessonWays(session.rooms); // until the method picks its own again
    this.#refused = [];
    this.#last = null;
    if (to > 1) session.stepMany(to - 1);
    if (to > 0) this.#took(session.step());
    this.#found = null;
    this.#reader!.reset(session, this.scene);
    this.#moved(to);
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
      length: this.#length,
      ways: this.#ways,
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
