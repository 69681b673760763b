// maker.ts: the engine's ten-print board, checked and typed: one random choice a square, and the ways through.
import { type Engine, LIMITS, type RawTenPrint, call, text, whole } from 'maze-engine/engine';

/** A square's diagonal, as random.choice("╱╲") picks it; Blank: not drawn yet. */
export const Slant = { Rising: 0, Falling: 1, Blank: 2 } as const;
export const SLANT_TEXT = ['╱', '╲', ' '];
/** As many squares as a maze has rooms (the engine checks it). */
export const MAX_SQUARES = LIMITS.rooms;

/** A board and its random stream: random.seed(seed), then one random.choice("╱╲") a square, row by row. */
export class TenPrintBoard {
  #raw: RawTenPrint | null;
  readonly rows: number;
  readonly cols: number;
  /** The seed in decimal: the one given, or the fresh one picked. */
  readonly seed: string;

  constructor(engine: Engine, rows: number, cols: number, seed = '') {
    whole('Rows', rows);
    whole('Columns', cols);
    const s = text('A seed', seed).trim();
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
    whole('Squares', n);
    return call(() => this.#r.stepMany(n));
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
    whole('Boards', n);
    return call(() => this.#r.countThrough(n));
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
