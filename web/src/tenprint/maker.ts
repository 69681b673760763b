// maker.ts: the engine's ten-print board, checked and typed: one random choice a square, and the ways through.
import { type Engine, SEED_PATTERN } from '../engine/engine';
import type { RawTenPrint } from '../engine/raw';

/** A square's diagonal, as random.choice("╱╲") picks it; Blank: not drawn yet. */
export const Slant = { Rising: 0, Falling: 1, Blank: 2 } as const;
export const SLANT_TEXT = ['╱', '╲', ' '];
export const MAX_SQUARES = 16_000_000;

function wholeNumber(what: string, value: unknown, low: number, high: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high)
    throw new Error(`${what} must be a whole number from ${low} to ${high} (got ${String(value)})`);
  return value;
}

/** Errors from the engine start in lower case (they follow "maze: " on the command line). */
function call<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (!(e instanceof Error)) throw new Error(`The maze engine failed: ${String(e)}`);
    throw new Error(e.message.charAt(0).toUpperCase() + e.message.slice(1));
  }
}

/** A board and its random stream: random.seed(seed), then one random.choice("╱╲") a square, row by row. */
export class TenPrintBoard {
  #raw: RawTenPrint | null;
  readonly rows: number;
  readonly cols: number;
  /** The seed in decimal: the one given, or the fresh one picked. */
  readonly seed: string;

  constructor(engine: Engine, rows: number, cols: number, seed = '') {
    wholeNumber('Rows', rows, 1, MAX_SQUARES);
    wholeNumber('Columns', cols, 1, MAX_SQUARES);
    if (rows * cols > MAX_SQUARES) throw new Error(`A board can have at most 16,000,000 squares (got ${rows} x ${cols})`);
    if (typeof seed !== 'string') throw new Error('A seed must be written as text, like "2083"');
    const s = seed.trim();
    if (s !== '' && !SEED_PATTERN.test(s)) throw new Error(`A seed must be a whole number, like 2083 (got "${seed}")`);
    this.#raw = call(() => engine.rawTenPrint(rows, cols, s));
    this.rows = rows;
    this.cols = cols;
    this.seed = this.#raw.seed();
  }

  get #r(): RawTenPrint {
    if (!this.#raw) throw new Error('This board was already disposed');
    return this.#raw;
  }
  get squares(): number {
    return this.rows * this.cols;
  }
  /** Squares drawn so far on this board. */
  get placed(): number {
    return this.#r.placed();
  }
  get done(): boolean {
    return this.placed === this.squares;
  }
  /** Draws the next square; its number, or -1 when the board is full. */
  step(): number {
    return this.#r.step();
  }
  /** Up to n squares; how many were drawn. */
  stepMany(n: number): number {
    wholeNumber('Squares', n, 0, Number.MAX_SAFE_INTEGER);
    return this.#r.stepMany(n);
  }
  finish(): void {
    this.#r.finish();
  }
  /** A new blank board, drawn from where the stream is now. */
  next(): void {
    this.#r.next();
  }
  /** Makes n whole boards one after another; how many had a way through. */
  countThrough(n: number): number {
    wholeNumber('Boards', n, 0, 100_000_000);
    return this.#r.countThrough(n);
  }
  /** Per square a Slant, row by row. A copy. */
  slants(): Uint8Array {
    return this.#r.squares();
  }
  /** The picture as the lesson's program prints it: a line a row. */
  text(): string[] {
    return this.#r.text().split('\n');
  }
  /**
   * Per half square (2s: the half above the diagonal, 2s + 1: below), 1 where its channel
   * touches both the top and the bottom of the board. Blank squares are solid.
   */
  waysThrough(): Uint8Array {
    return this.#r.waysThrough();
  }
  get hasWayThrough(): boolean {
    return this.#r.hasWayThrough();
  }
  dispose(): void {
    this.#raw?.delete();
    this.#raw = null;
  }
}
