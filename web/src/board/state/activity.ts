// activity.ts: what a board is doing now, in one place: its state in the table, the job at work, the maze it grew, the way out chosen.
import type { Method, Shape } from '../../engine/engine';
import type { Job } from './looks';
import type { State } from './machine';

/** A maze the engine grew, with the seed it grew from: a link or the seed makes it again. */
export interface Grown {
  method: Method;
  rows: number;
  cols: number;
  seed: string;
  shape: Shape;
}

/** What the board is doing now: its state in the table, the job at work, and the maze it grew. */
export interface Activity {
  state: State;
  job: Job | null;
  /** null: all walls standing, a picture, or a maze the board changed (a hole knocked). */
  grown: Grown | null;
  /** The seed as typed when the job started: Step and Grow carry the job on only while it is the same. */
  typedSeed: string;
  /** The way out the student chose (a room clicked or typed); null: the maze's own. */
  goal: number | null;
}

