// request.ts: one maze to grow, as one object: made once from the settings, it travels through the driver and the runner to the engine.
import { SHAPE_FACTS, TAKES_PICK, type GrowOptions, type Method, type Shape } from 'maze-engine/engine';
import type { MaskLines } from './mask';
import type { BoardSettings } from './settings';

/** What comes after the request's first frame: 'grow' plays on to the end, 'step' waits for Step (the state table's actions). */
export type GrowNext = 'grow' | 'step';

/**
 * A maze to grow: its method and what the method takes (its pick, the loops), its
 * shape and size, the seed it grows from, and what comes next. The controls make it; the driver
 * carries it (to the big-maze worker too); the runner sizes and seeds the session from it and
 * hands it to the engine (MazeSession.grow). The controls keep it as the maze the board grew: a
 * link or the seed makes it again.
 */
export interface GrowRequest extends GrowOptions {
  method: Method;
  shape: Shape;
  rows: number;
  cols: number;
  /** The seed in decimal (a fresh one is picked before the request is made: it is never ''). */
  seed: string;
  /** The mask, for the shape "mask" (its size is rows x cols). */
  mask?: MaskLines;
  next: GrowNext;
}

/** What the method takes besides its name: its pick (when the engine's table says it takes one), and the loops when some are asked for. */
export function growOptions(method: Method, set: Pick<BoardSettings, 'pick' | 'braid'>): GrowOptions {
  return { ...(TAKES_PICK.includes(method) ? { pick: set.pick } : {}), ...(set.braid > 0 ? { braid: set.braid } : {}) };
}

/** The request for a maze of `method` with the settings' shape, size, pick and loops. */
export function growRequest(method: Method, set: Readonly<BoardSettings>, seed: string, next: GrowNext): GrowRequest {
  const mask = SHAPE_FACTS[set.shape].sized === 'drawing' && set.mask ? { mask: set.mask } : {};
  return { method, shape: set.shape, rows: set.rows, cols: set.cols, seed, ...growOptions(method, set), ...mask, next };
}
