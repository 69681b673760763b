// messages.ts: what the page and the big-maze worker say to each other.
import type { DistanceAsk, DistanceImage } from '../draw/distance';
import type { Frame } from '../state/looks';
import type { GrowRequest } from '../state/request';

/** Page to worker. `gen` numbers the jobs, so frames of an old job can be told apart. */
export type ToWorker =
  | { type: 'grow'; gen: number; request: GrowRequest; speed: number }
  | { type: 'solve'; gen: number; play: boolean; speed: number }
  | { type: 'step'; gen: number }
  | { type: 'seek'; gen: number; k: number }
  | { type: 'play'; gen: number; speed: number }
  | { type: 'pause'; gen: number }
  /** Send every room again (the board showed a game meanwhile). */
  | { type: 'refresh'; gen: number }
  | { type: 'speed'; speed: number }
  | { type: 'picture'; gen: number; ask: number }
  /** The maze as an SVG picture, for Download (the answer carries the same ask). */
  | { type: 'svg'; gen: number; ask: number; route: boolean }
  /** The maze as a Tiled map (the answer carries the same ask, as an svg answer does). */
  | { type: 'tiled'; gen: number; ask: number }
  /** Draw the Distance view for a viewport (the answer carries the same ask). */
  | ({ type: 'distance'; gen: number; ask: number } & DistanceAsk);

/** Worker to page. */
export type FromWorker =
  | { type: 'frame'; gen: number; frame: Frame }
  | { type: 'picture'; ask: number; picture: string[] }
  /** The answer to svg and tiled: the text, or why it could not be made. */
  | { type: 'text'; ask: number; text: string; error: string }
  | { type: 'distance'; ask: number; image: DistanceImage | null }
  | { type: 'error'; gen: number; message: string };

