// settings.ts: the board's settings as one plain object (size, seed, method, shape, speed), their limits, and the checks on what is typed.
import { FIRST_SHAPE, LIMITS, SHAPE_FACTS, type Method, type Pick, type Shape, loadedEngine } from 'maze-engine/engine';
import { FIRST_METHOD } from './methods';
import { Store } from './store';
import { type MaskLines, maskSize } from './mask';
import { count } from '../../common/numbers';

// The limits are rows of the engine's table (wasm/engine/base/limits.h): LIMITS.side for Rows and Columns each,
// LIMITS.drawnRooms for a shape drawn room by room. The seed and the size are the engine's to check.

/** Speeds, in steps a second; the last is "as fast as it goes". */
export const SPEEDS = [2, 5, 10, 25, 60, 250, 1000, 10_000, Number.POSITIVE_INFINITY];
export const DEFAULT_SPEED = 3;
export const INSTANT = SPEEDS.length - 1;

export const speedText = (i: number): string => (SPEEDS[i] === Number.POSITIVE_INFINITY ? 'Instant' : `${count(SPEEDS[i])} steps a second`);

/** Everything that decides the next maze the board grows, and how fast it grows. */
export interface BoardSettings {
  rows: number;
  cols: number;
  /** '' : a new seed each time. */
  seed: string;
  method: Method;
  shape: Shape;
  /** An index into SPEEDS. */
  speed: number;
  /** Grow a maze asks the student's own make_maze instead of the engine. */
  mine: boolean;
  /** The pick, for a method that takes one: which room of its list it grows from next. */
  pick: Pick;
  /** Loops: the share of dead ends (0 to 100) opened up after the maze is grown. */
  braid: number;
  /** The mask a maze of the shape "mask" grows on (rows and cols are its size); null until one is made. */
  mask: MaskLines | null;
  /** The word the mask was made of ('' for a mask drawn or loaded): a worksheet's title. */
  maskWord: string;
}

/** Loops goes up in these steps. */
export const BRAID_STEP = 10;
export const braidText = (braid: number): string => (braid === 0 ? 'None: a perfect maze' : braid === 100 ? 'Every dead end opened' : `${braid} in 100 dead ends opened`);

export const DEFAULT_SETTINGS: Readonly<BoardSettings> = {
  rows: 10,
  cols: 10,
  seed: '',
  method: FIRST_METHOD,
  shape: FIRST_SHAPE,
  speed: DEFAULT_SPEED,
  mine: false,
  pick: 'newest',
  braid: 0,
  mask: null,
  maskWord: '',
};

/** The settings a mask asks for: the mask, and its size as Rows and Columns. */
export function maskSettings(mask: MaskLines, word = ''): { mask: MaskLines; maskWord: string; rows: number; cols: number } {
  return { mask, maskWord: word, ...maskSize(mask) };
}

/** The boxes a student types in, which can hold something that is not a setting yet. */
export type TypedKey = 'rows' | 'cols' | 'seed';
export type Problems = Partial<Record<TypedKey, string>>;

const NAMES: Record<TypedKey, string> = { rows: 'Rows', cols: 'Columns', seed: 'Seed' };

export function sideProblem(name: string, text: string): string | null {
  const t = text.trim();
  const most = LIMITS.side;
  if (t === '') return `Type how many ${name.toLowerCase()}: a whole number from 1 to ${most}.`;
  if (!/^\d+$/.test(t)) return `${name} must be a whole number from 1 to ${most}.`;
  const n = Number(t);
  if (n < 1) return `${name} must be at least 1.`;
  if (n > most) return `${name} can be at most ${count(most)}: ${count(n)} is too many.`;
  return null;
}

/** What is wrong with a typed seed: the engine's sentence, and how to get a new maze each time. */
export function seedProblem(text: string): string | null {
  const said = loadedEngine().seedProblem(text);
  return said === null ? null : `${said}. Leave it empty to get a new maze each time.`;
}

/** The side of the square the board draws room by room at most (100 for 10,000 rooms), to say the limit by. */
const DRAWN_SIDE = Math.floor(Math.sqrt(LIMITS.drawnRooms));

/**
 * Why a board of this shape and size cannot be made, or null: the engine's sentence, or the board's own limit on
 * rooms drawn one by one (every shape but the square), its rooms counted by the engine. The runner asks the same.
 */
export function sizeProblem(shape: Shape, rows: number, cols: number): string | null {
  // A mask's rooms come from the mask (the engine checks them as it is made): its size is its places.
  const size = SHAPE_FACTS[shape].sized === 'drawing' ? { rooms: rows * cols } : loadedEngine().sizeProblem(shape, rows, cols);
  if ('problem' in size) return size.problem;
  if (!SHAPE_FACTS[shape].walls && size.rooms > LIMITS.drawnRooms)
    return `That is ${count(size.rooms)} rooms: the board draws shapes up to ${count(LIMITS.drawnRooms)} rooms (like ${DRAWN_SIDE} × ${DRAWN_SIDE}).`;
  return null;
}

/** A new seed when the box is empty: short enough to type back in. */
export function freshSeed(): string {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return String(1 + (word[0] % 999_999));
}

/**
 * The settings and what is wrong with what was typed. A box holding something that is not a setting
 * (Rows "ten") keeps the last good value in the settings and its message in `problems` until it is
 * fixed; a size too big for its shape is a problem beside Columns while it lasts.
 */
export class Settings extends Store<BoardSettings> {
  #typing: Problems = {};
  #problems: Problems = {};
  /** Told when the problems change (the boxes show their messages). */
  onProblems: (problems: Readonly<Problems>) => void = () => undefined;

  constructor(start: Partial<BoardSettings> = {}) {
    super({ ...DEFAULT_SETTINGS, ...start });
    this.subscribe((_value, changed) => {
      if (changed.has('rows') || changed.has('cols') || changed.has('shape')) this.#recheck();
    });
  }

  get problems(): Readonly<Problems> {
    return this.#problems;
  }

  /** What a student typed in a box: a setting when it is one, else a problem beside the box. */
  typed(key: TypedKey, text: string): void {
    const t = text.trim();
    const problem = key === 'seed' ? seedProblem(t) : sideProblem(NAMES[key], t);
    const typing = { ...this.#typing };
    if (problem) typing[key] = problem;
    else delete typing[key];
    this.#typing = typing;
    if (!problem) this.set(key === 'seed' ? { seed: t } : { [key]: Number(t) });
    this.#recheck();
  }

  /** Settings from elsewhere (a link, a picture put on the board): every box shows a setting again. */
  replace(patch: Partial<BoardSettings>): void {
    this.#typing = {};
    this.set(patch);
    this.#recheck();
  }

  /** The settings when every box holds one and the size fits the shape, else null. */
  ready(): Readonly<BoardSettings> | null {
    return Object.keys(this.#problems).length === 0 ? this.value : null;
  }

  /** The settings when Rows and Columns hold a size that fits the shape (the seed may still be wrong), else null. */
  sized(): Readonly<BoardSettings> | null {
    return this.#problems.rows || this.#problems.cols ? null : this.value;
  }

  #recheck(): void {
    const { shape, rows, cols } = this.value;
    const size = this.#typing.rows || this.#typing.cols ? null : sizeProblem(shape, rows, cols);
    const next: Problems = { ...this.#typing };
    if (size) next.cols = size;
    const same = (Object.keys(next) as TypedKey[]).every((k) => next[k] === this.#problems[k]) && Object.keys(next).length === Object.keys(this.#problems).length;
    if (same) return;
    this.#problems = next;
    this.onProblems(next);
  }
}
