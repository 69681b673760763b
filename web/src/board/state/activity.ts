// activity.ts: what a board is doing now, in one place: its state in the table, the job at work, the maze it grew, the way out chosen.
import type { Job } from './looks';
import type { State } from './machine';
import type { GrowRequest } from './request';

/** What the board is doing now: its state in the table, the job at work, and the maze it grew. */
export interface Activity {
  state: State;
  job: Job | null;
  /** The request the maze on the board grew from; null: all walls standing, a picture, or a maze the board changed (a hole knocked). */
  grown: GrowRequest | null;
  /** The seed as typed when the job started: Step and Grow carry the job on only while it is the same. */
  typedSeed: string;
  /** The way out the student chose (a room clicked or typed); null: the maze's own. */
  goal: number | null;
}

