// driver.ts: what runs a board's jobs, on the page for ordinary mazes (page_driver.ts) or in a worker for huge ones (worker_driver.ts); both send frames.
import type { Shape } from 'maze-engine/engine';
import type { DistanceAsk, DistanceImage } from '../draw/distance';
import type { Frame } from '../state/looks';
import type { GrowRequest } from '../state/request';

/** Mazes with more rooms than this grow in a worker, so the page never waits for them. */
export const WORKER_ROOMS = 250_000;

export interface DriverEvents {
  frame(frame: Frame): void;
  error(message: string): void;
}

export interface Driver {
  readonly kind: 'page' | 'worker';
  /** All walls standing (the page's own driver only: a huge blank board needs no engine). */
  blank(rows: number, cols: number, shape?: Shape): void;
  /** A new maze, as the request says; it plays on when the request's next is 'grow'. */
  grow(request: GrowRequest): void;
  solve(play: boolean): void;
  /** The robot (see robot.ts) and knocking holes: the page's driver only (the worker's mazes are too big to watch it). */
  walkRobot?(play: boolean): void;
  knock?(): { a: number; b: number } | null;
  setGoal?(room: number | null): void;
  load(picture: string[]): void;
  step(): void;
  /** Go to step k of the job's timeline (paused there). */
  seek(k: number): void;
  play(): void;
  pause(): void;
  setSpeed(stepsPerSecond: number): void;
  picture(): Promise<string[]>;
  /** The maze as one standalone SVG picture (the engine's drawing), with the way out when `route` and it was found; rejects with the reason. */
  svg(route: boolean): Promise<string>;
  /** The square maze as a Tiled map (.tmj text, the engine's); rejects with the reason (another shape, no maze). */
  tiled(): Promise<string>;
  /** The Distance view of the maze as it is now, drawn for a viewport (null: no maze yet). */
  distance(ask: DistanceAsk): Promise<DistanceImage | null>;
  /** Send the maze as it is, every room of it (the board showed something else meanwhile: a game). */
  refresh(): void;
  /** Free the engine's memory. */
  drop(): void;
}
