// messages.ts: what the page and the uniformity lab's worker say to each other.
import type { Method } from 'maze-engine/engine';
import type { LabResult } from './tally';

/** Page to worker: first the compiled engine, then runs (numbered, so a stopped run's late messages can be told apart). */
export type ToLab =
  | { type: 'engine'; module: WebAssembly.Module }
  | { type: 'run'; run: number; methods: Method[]; mazes: number; seed: string }
  | { type: 'stop'; run: number };

/** Worker to page. `done` counts mazes over every method of the run. */
export type FromLab =
  | { type: 'kinds'; run: number; keys: string[]; seed: string }
  | { type: 'progress'; run: number; method: Method; done: number; total: number }
  | { type: 'result'; run: number; result: LabResult }
  | { type: 'finished'; run: number; stopped: boolean; ms: number }
  | { type: 'error'; run: number; message: string };
