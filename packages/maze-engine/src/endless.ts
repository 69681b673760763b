// endless.ts: the endless maze, a row of rooms at a time (wasm/engine/endless/endless.h).
import type { RawEndless } from './raw.js';
import { call, disposeSymbol } from './convert.js';
import { LIMITS } from './tables.js';

/** The most rooms across an endless maze (as `maze endless --cols`). */
export const MAX_ENDLESS_COLS = LIMITS.endlessCols;

export interface EndlessOptions {
  cols: number;
  /** '' or left out: a fresh one. */
  seed?: string;
  /** Left out: for ever. */
  rows?: number;
}

/**
 * The endless maze, a row of rooms at a time. Each row is two lines of the lesson's picture:
 * its rooms (with the openings between them), then the line below (the openings down, or the
 * bottom border for the last of `rows`). The first 2K - 1 lines are the same with or without
 * `rows` (K of them), so a closed maze starts as the endless stream does.
 */
export class EndlessMaze {
  #raw: RawEndless | null;
  readonly rows: number | undefined;

  constructor(raw: RawEndless, rows?: number) {
    this.#raw = raw;
    this.rows = rows;
  }

  get #e(): RawEndless {
    if (!this.#raw) throw new Error('This endless maze was already disposed');
    return this.#raw;
  }
  get seed(): string {
    return this.#e.seed();
  }
  get cols(): number {
    return this.#e.cols();
  }
  /** Rows of rooms made so far. */
  get rowsMade(): number {
    return this.#e.rowsMade();
  }
  /** The picture's top line: the border. */
  top(): string {
    return this.#e.top();
  }
  /** The next row's two lines; null once the last of `rows` was made. */
  nextRow(): [string, string] | null {
    const e = this.#e;
    if (e.closed()) return null;
    const last = this.rows !== undefined && e.rowsMade() + 1 === this.rows;
    const [rooms, below] = call(() => e.next(last)).split('\n');
    return [rooms, below];
  }
  /** Every line of the picture, the top border first; for ever without `rows`. Disposes when it ends or the loop breaks. */
  *lines(): Generator<string, void, undefined> {
    try {
      yield this.top();
      for (let row = this.nextRow(); row; row = this.nextRow()) {
        yield row[0];
        yield row[1];
      }
    } finally {
      this.dispose();
    }
  }
  [Symbol.iterator](): Generator<string, void, undefined> {
    return this.lines();
  }
  /** Frees the C++ side; safe to call twice. */
  dispose(): void {
    this.#raw?.delete();
    this.#raw = null;
  }
}
(EndlessMaze.prototype as unknown as Record<symbol, () => void>)[disposeSymbol] = EndlessMaze.prototype.dispose;
