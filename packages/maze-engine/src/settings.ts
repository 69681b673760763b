// settings.ts: the plain objects a game hands the package, read and checked with clear errors.
import { FIRST_SHAPE, type GameOptions, type Keep, MASK_SHAPE, type Method, type MethodFacts, type Pick, type Shape, SHAPES, SHAPE_FACTS } from './engine.js';

/** A seed: a whole number, as a number, a bigint or its decimal text. */
export type Seed = number | bigint | string;

/** How to make a maze. Every setting may be left out. */
export interface MazeSettings {
  /** A method as the `maze` command names it (see `engine.methods`); `'walk'` when left out. */
  method?: Method | (string & {});
  /** `'square'` when left out (see `engine.shapes`). */
  shape?: Shape;
  /** Rows of rooms (a circle: its rings); 10 when left out. */
  rows?: number;
  /** Columns of rooms (a circle: rooms in its inner ring); 10 when left out. */
  cols?: number;
  /** The same seed gives the same maze, here, on the page and from `maze generate --seed`; a fresh one when left out. */
  seed?: Seed;
  /** For the methods that take a pick (TAKES_PICK) only: which room it grows from, `'newest'` (when left out), `'random'`, `'oldest'` or `'mix:P'`. */
  pick?: Pick;
  /** 0 to 100: the share of dead ends opened up after the growth, making loops (100: none left); 0 when left out. */
  braid?: number;
  /**
   * A mask: the maze takes its shape ('mask'), rows and columns from it. Its lines (an array of strings, or text with one
   * row a line), '.' a room and 'X' no room; or `{ text: 'ADA' }`, a word's letters in the engine's blocky font.
   */
  mask?: readonly string[] | string | { text: string };
  /** `'far'`: the way in and the way out at the two rooms farthest apart; `'own'` (when left out): the method's own. */
  ends?: 'far' | 'own';
  /** 1 to 9 locked doors on the way out, each with its key beside the way (`maze generate --keys`). */
  keys?: number;
  /** 1 to 20 halls of 2 x 2 to 4 x 4 open rooms, square mazes only (`maze generate --halls`). */
  halls?: number;
  /** Make the mazes of seeds seed, seed + 1, ..., seed + of - 1 and keep one (`maze generate --of`); needs a seed. */
  of?: number;
  /** With `of`: which to keep, `'longest'` (when left out), `'shortest'`, `'most-dead-ends'` or `'fewest-dead-ends'`. */
  keep?: Keep;
}

/** How to make an endless maze. */
export interface EndlessSettings {
  /** Rooms across; 1 to 100,000. */
  cols: number;
  seed?: Seed;
  /** Left out: rows for ever. Given: the last row is closed, and the rows are a perfect maze. */
  rows?: number;
}

/** A mask (as MazeSettings.mask), for counting its mazes: its size is its own. */
export interface MaskSettings {
  mask: readonly string[] | string | { text: string };
}

/** The size of a shape, for counting its mazes. */
export interface SizeSettings {
  shape?: Shape;
  rows: number;
  cols: number;
  /** Random cells (voronoi) only, and needed there: the seed their points are drawn from. */
  seed?: Seed;
}

/** The widths of a tile map, in tiles; 1 and 1 give the lesson's picture, square for square. */
export interface TileSettings {
  /** Tiles across a room, and so across a corridor; 1 to 16. */
  corridor?: number;
  /** Tiles across a wall; 1 to 16. */
  wall?: number;
}

export interface CheckedSettings {
  method: string;
  shape: Shape;
  rows: number;
  cols: number;
  seed: string;
  pick: Pick | undefined;
  braid: number | undefined;
  /** The mask's text, or the word, when a mask is given. */
  mask: { lines: string } | { text: string } | undefined;
  /** The game's settings, when any is given (else undefined: a plain maze). */
  game: GameOptions | undefined;
}

/** A settings object (or nothing), with no setting but the ones named. */
export function settingsOf(given: unknown, names: readonly string[], example: string): Record<string, unknown> {
  if (given === undefined) return {};
  if (given === null || typeof given !== 'object' || Array.isArray(given))
    throw new Error(`Settings must be an object, like ${example}`);
  for (const name of Object.keys(given))
    if (!names.includes(name)) throw new Error(`Unknown setting "${name}": use ${list(names)}`);
  return given as Record<string, unknown>;
}

/** "a, b or c". */
export function list(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The seed as the engine reads it: decimal text, '' for a fresh one. The engine checks the text. */
export function seedText(seed: unknown): string {
  if (seed === undefined) return '';
  if (typeof seed === 'bigint') return seed.toString();
  if (typeof seed === 'number') {
    if (Number.isInteger(seed) && !Number.isSafeInteger(seed))  // past 2^53 a number is rounded: it is not the seed typed
      throw new Error(`A seed this big is not exact as a number: give it as text or a bigint, like '${BigInt(seed)}' (got ${seed})`);
    if (!Number.isInteger(seed)) throw new Error(`A seed must be a whole number, like 2083 (got ${seed})`);
    return String(seed);
  }
  if (typeof seed === 'string') return seed;
  throw new Error(`A seed must be a whole number, like 2083 (got ${typeof seed})`);
}

/** A method named in the engine's own table of methods. */
export function methodOf(method: unknown, methods: readonly MethodFacts[]): string {
  if (method === undefined) return 'walk';
  const names = methods.map((m) => m.name);
  if (typeof method !== 'string' || !names.includes(method))
    throw new Error(`Unknown method "${String(method)}": use ${list(names)}`);
  return method;
}

export function shapeOf(shape: unknown): Shape {
  if (shape === undefined) return FIRST_SHAPE;
  if (!SHAPES.includes(shape as Shape)) throw new Error(`Unknown shape "${String(shape)}": use ${list(SHAPES)}`);
  return shape as Shape;
}

/** A mask as the engine reads it: its lines joined by newlines, or the word. */
export function maskOf(mask: unknown): { lines: string } | { text: string } {
  if (typeof mask === 'string') return { lines: mask };
  if (Array.isArray(mask) && mask.every((line) => typeof line === 'string')) return { lines: mask.join('\n') };
  if (mask !== null && typeof mask === 'object' && Object.keys(mask).join() === 'text' && typeof (mask as { text: unknown }).text === 'string')
    return { text: (mask as { text: string }).text };
  throw new Error("A mask is its lines ('.' a room, 'X' no room), as strings or one text, or a word: { text: 'ADA' }");
}

export function mazeSettings(given: unknown, methods: readonly MethodFacts[]): CheckedSettings {
  const s = settingsOf(given, ['method', 'shape', 'rows', 'cols', 'seed', 'pick', 'braid', 'mask', 'ends', 'keys', 'halls', 'of', 'keep'],
    "{ method: 'walk', rows: 10, cols: 10, seed: 2083 }");
  if (s.mask !== undefined) {
    for (const size of ['rows', 'cols'])
      if (s[size] !== undefined) throw new Error(`A mask has its own rows and columns: leave out ${size}`);
    if (s.shape !== undefined && !(SHAPES.includes(s.shape as Shape) && SHAPE_FACTS[s.shape as Shape].sized === 'drawing')) throw new Error(`A mask makes a mask maze: leave out shape '${String(s.shape)}'`);
  }
  const game: GameOptions = {};
  for (const name of ['ends', 'keys', 'halls', 'of', 'keep'] as const)
    if (s[name] !== undefined) Object.assign(game, { [name]: s[name] });
  return {
    mask: s.mask === undefined ? undefined : maskOf(s.mask),
    method: methodOf(s.method, methods),
    shape: s.mask === undefined ? shapeOf(s.shape) : MASK_SHAPE,
    rows: (s.rows ?? 10) as number,
    cols: (s.cols ?? 10) as number,
    seed: seedText(s.seed),
    pick: s.pick as Pick | undefined,
    braid: s.braid as number | undefined,
    game: Object.keys(game).length > 0 ? game : undefined,
  };
}

export function tileSettings(given: unknown): { corridor: number; wall: number } {
  const s = settingsOf(given, ['corridor', 'wall'], '{ corridor: 2, wall: 1 }');
  return { corridor: (s.corridor ?? 1) as number, wall: (s.wall ?? 1) as number };
}
