// messages.ts: what the page and the big-maze worker say to each other.
import type { Method } from '../engine/engine';
import type { Frame } from './looks';

/** Page to worker. `gen` numbers the jobs, so frames of an old job can be told apart. */
export type ToWorker =
  | { type: 'grow'; gen: number; method: Method; rows: number; cols: number; seed: string; play: boolean; speed: number }
  | { type: 'solve'; gen: number; play: boolean; speed: number }
  | { type: 'step'; gen: number }
  | { type: 'play'; gen: number; speed: number }
  | { type: 'pause'; gen: number }
  | { type: 'speed'; speed: number }
  | { type: 'picture'; gen: number; ask: number };

/** Worker to page. */
export type FromWorker =
  | { type: 'frame'; gen: number; frame: Frame }
  | { type: 'picture'; ask: number; picture: string[] }
  | { type: 'error'; gen: number; message: string };

