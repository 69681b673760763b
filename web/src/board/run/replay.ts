// replay.ts: a driver that plays back the changes the student's make_maze made, one a step, so Step, Grow, Pause, Step back and the Timeline work on it as on the engine's mazes.
import { FIRST_SHAPE } from 'maze-engine/engine';
import type { DistanceImage } from '../draw/distance';
import type { Driver, DriverEvents } from './driver';
import { FramePlayer } from './pacing';
import { type Frame, lessonWays } from '../state/looks';
import { ReplayMaze, type Verdict } from './replay_maze';

/** What the program did: its size, the grid it started from, and four numbers a change (tracer.py). */
export interface Recording {
  rows: number;
  cols: number;
  start: string[] | null;
  steps: Int32Array;
}

/** At most this much replaying in one animation frame. */
const FRAME_BUDGET_MS = 6;

export class ReplayDriver implements Driver {
  readonly kind = 'page';
  readonly #on: DriverEvents;
  #recording: Recording | null = null;
  #maze: ReplayMaze | null = null;
  #at = 0;
  readonly #player: FramePlayer;
  /** Told after every frame with the maze as it is now (the Step 2 board marks it and speaks about it). */
  onFrame: (maze: ReplayMaze, verdict: Verdict, finished: boolean) => void = () => undefined;

  constructor(on: DriverEvents) {
    this.#on = on;
    const busy = (): boolean => this.#at < this.length;
    this.#player = new FramePlayer(
      {
        advance: (most, budget) => this.#advance(most, budget),
        emit: () => this.#emit(),
        get busy() {
          return busy();
        },
        fail: (error) => on.error(error instanceof Error ? error.message : String(error)),
      },
      FRAME_BUDGET_MS,
    );
  }

  get length(): number {
    return this.#recording ? this.#recording.steps.length / 4 : 0;
  }

  get position(): number {
    return this.#at;
  }

  /** Take a new recording, at its start (nothing replayed yet). */
  record(recording: Recording): void {
    this.pause();
    this.#recording = recording;
    this.#rewind();
    this.#emit();
  }

  #rewind(): void {
    const r = this.#recording!;
    this.#maze = new ReplayMaze(r.rows, r.cols, r.start);
    this.#at = 0;
  }

  #advance(most: number, budgetMs: number): number {
    const steps = this.#recording!.steps;
    const maze = this.#maze!;
    const end = performance.now() + budgetMs;
    let taken = 0;
    while (taken < most && this.#at < this.length) {
      const i = 4 * this.#at;
      maze.apply(this.#at, steps[i], steps[i + 1], steps[i + 2], steps[i + 3]);
      this.#at++;
      taken++;
      if ((taken & 1023) === 0 && performance.now() > end) break;
    }
    return taken;
  }

  #emit(): void {
    const maze = this.#maze;
    if (!maze) return;
    const verdict = maze.verdict();
    const busy = this.#at < this.length;
    const frame: Frame = {
      rows: maze.rows,
      cols: maze.cols,
      shape: FIRST_SHAPE,
      layout: null,
      // The walk's look: rooms not in the maze yet in grey, the thread in amber.
      scene: 'walk',
      full: maze.looks(),
      rooms: null,
      looks: null,
      thread: Int32Array.from(maze.thread),
      route: new Int32Array(0),
      refused: [],
      last: null,
      pieces: verdict.pieces,
      steps: this.#at,
      length: this.length,
      ways: lessonWays(maze.rows * maze.cols),
      busy,
      progress: this.length === 0 ? 1 : this.#at / this.length,
      seed: '',
      found: null,
    };
    this.#on.frame(frame);
    this.onFrame(maze, verdict, !busy);
  }

  blank(): void {
    this.pause();
  }

  refresh(): void {
    this.#emit();
  }

  grow(): void {
    // The program's maze comes from record(); Grow a maze plays it.
    this.play();
  }

  solve(): void {
    this.#on.error('The way out is found on the board at the top of the page.');
  }

  load(): void {
    throw new Error('The Step 2 board shows only what make_maze made');
  }

  step(): void {
    if (!this.#recording) return;
    this.pause();
    this.#advance(1, Number.POSITIVE_INFINITY);
    this.#emit();
  }

  seek(k: number): void {
    if (!this.#recording) return;
    this.pause();
    const to = Math.max(0, Math.min(this.length, Math.round(k)));
    if (to < this.#at) this.#rewind();
    this.#advance(to - this.#at, Number.POSITIVE_INFINITY);
    this.#emit();
  }

  play(): void {
    if (this.#recording) this.#player.play();
  }

  pause(): void {
    this.#player.pause();
  }

  setSpeed(stepsPerSecond: number): void {
    this.#player.pace.speed = stepsPerSecond;
  }

  picture(): Promise<string[]> {
    return Promise.resolve(this.#maze ? this.#maze.picture() : []);
  }

  svg(): Promise<string> {
    return Promise.reject(new Error('Pictures of mazes are made on the board at the top of the page.'));
  }

  tiled(): Promise<string> {
    return Promise.reject(new Error('Maps for Tiled are made on the board at the top of the page.'));
  }

  distance(): Promise<DistanceImage | null> {
    return Promise.resolve(null);
  }

  drop(): void {
    this.pause();
    this.#recording = null;
    this.#maze = null;
    this.#at = 0;
  }
}
