// driver.ts: what runs a board's jobs, on the page for ordinary mazes (page_driver.ts) or in a worker for huge ones (worker_driver.ts); both send frames.
import type { Method, Shape } from '../../engine/engine';
import type { DistanceAsk, DistanceImage } from '../draw/distance';
import type { Frame } from '../state/looks';

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
  /** Shapes other than the square grow on the page only (they are never big enough for the worker). */
  grow(method: Method, rows: number, cols: number, seed: string, play: boolean, shape?: Shape): void;
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
  /** The Distance view of the maze as it is now, drawn for a viewport (null: no maze yet). */
  distance(ask: DistanceAsk): Promise<DistanceImage | null>;
  /** Free the engine's memory. */
  drop(): void;
}
