// looks.ts: one byte a room says how to draw it (openings, mark, piece colour); frames carry changes of it.
import type { Layout, Method, Shape, StepEvent } from 'maze-engine/engine';
import type { RobotResult } from 'maze-engine/engine';
import { type Colours, METHOD_TABLE, type MethodInfo, RESTING, SEARCH } from './methods';
import { ROBOT } from './robot';

// A look: bits 0-3 the openings (the engine's opening bits: for the square OPEN_DOWN and
// OPEN_RIGHT; for other shapes one bit for each wall to a higher-numbered room, see
// Layout.wallBit), bits 4-6 the room's Mark, bits 7-9 its piece colour (0: no colour).
export type Looks = Uint16Array;
export const OPENINGS = 15;
export const MARK_SHIFT = 4;
export const MARK_BITS = 7 << MARK_SHIFT;
export const COLOUR_SHIFT = 7;
export const COLOUR_BITS = 7 << COLOUR_SHIFT;
/** Every look is below this (tables indexed by look have this many entries). */
export const LOOK_VALUES = 1 << 10;

export const markOf = (look: number): number => (look >> MARK_SHIFT) & 7;
export const colourOf = (look: number): number => look >> COLOUR_SHIFT;
export const withMark = (look: number, mark: number): number => (look & ~MARK_BITS) | (mark << MARK_SHIFT);

/** What the board is busy with: growing a maze with a method, or looking for the way out. */
export type Job = { kind: 'grow'; method: Method } | { kind: 'search' } | { kind: 'robot' };

/** How to read marks: before anything (blank), a loaded picture (still), a method growing, or the search. */
export type Scene = 'blank' | 'still' | 'search' | 'robot' | Method;

/** The job at work in a scene (null: all walls standing, or a finished picture). */
export const jobOf = (scene: Scene): Job | null =>
  scene === 'blank' || scene === 'still' ? null : scene === 'search' || scene === 'robot' ? { kind: scene } : { kind: 'grow', method: scene };

/** The rooms a maze is entered by and left by. */
export interface Ways {
  in: number;
  out: number;
  /** Picked by the method (gaps in the border show them), not the lesson's top left and bottom right. */
  own: boolean;
}

/** Inner walls of a square maze. */
export const squareWalls = (rows: number, cols: number): number => 2 * rows * cols - rows - cols;

/** The lesson's way in and way out: the top left room and the bottom right one (the first room and the last). */
export const lessonWays = (rooms: number): Ways => ({ in: 0, out: rooms - 1, own: false });

/** What changed on the board since the last frame. */
export interface Frame {
  rows: number;
  cols: number;
  /** The maze's shape, and where its rooms and walls sit (null for the square, drawn by arithmetic). */
  shape: Shape;
  layout: Layout | null;
  scene: Scene;
  /** Every room's look (a new maze, or so many changes that sending all is cheaper). */
  full: Looks | null;
  /** Otherwise: the rooms whose look changed, and their new looks. */
  rooms: Int32Array | null;
  looks: Looks | null;
  /** Thread, loose walk or the search's queue, in order; null when not sent (huge mazes). */
  thread: Int32Array | null;
  route: Int32Array | null;
  /** Walls left standing since the last frame: pairs of rooms a, b. */
  refused: number[];
  last: StepEvent | null;
  pieces: number;
  steps: number;
  /** Steps so far in this job: the timeline runs from 0 to this. */
  length: number;
  /** The maze's way in and way out (rooms). */
  ways: Ways;
  busy: boolean;
  progress: number;
  seed: string;
  /** Rooms on the way out once the search ended (0: no way out). */
  found: number | null;
  /** The robot's walk when it is the job (null otherwise). */
  robot?: RobotResult | null;
}

/** How far a job has got, 0 to 1, from what every machine reports. */
export function progressOf(job: Job | null, busy: boolean, steps: number, pieces: number, rooms: number, walls: number): number {
  if (!job || !busy) return job ? 1 : 0;
  const p = job.kind === 'grow' ? METHOD_TABLE[job.method].progress(steps, pieces, rooms, walls) : steps / (job.kind === 'robot' ? 2 * rooms : rooms);
  return Math.min(0.999, Math.max(0, p));
}

/** The method growing in a scene, if any. */
export function methodOf(scene: Scene): MethodInfo | null {
  return scene === 'blank' || scene === 'still' || scene === 'search' || scene === 'robot' ? null : METHOD_TABLE[scene];
}

/** The colours of a scene's rooms. */
export function coloursOf(scene: Scene): Colours {
  if (scene === 'blank' || scene === 'still') return RESTING;
  if (scene === 'robot') return ROBOT.colours;
  return scene === 'search' ? SEARCH.colours : METHOD_TABLE[scene].colours;
}
