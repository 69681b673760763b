// tally.ts: one method's tally for the uniformity lab, checked and typed (the lab's worker and the tests use it).
import { type Engine, FIRST_SHAPE, type Method, type RawLab, call, text } from 'maze-engine/engine';

/** The lab's mazes: every perfect maze of 3 x 3 rooms, 192 of them. */
export const LAB_ROWS = 3;
export const LAB_COLS = 3;
export const MIN_MAZES = 1000;
export const MAX_MAZES = 1_000_000;

/** What a finished (or stopped) tally says; counts in the order of the mazes' pictures sorted as strings. */
export interface LabResult {
  method: Method;
  seed: string;
  mazes: number;
  kinds: number;
  seen: number;
  counts: number[];
  chi2: number;
  p: number;
  verdict: string;
}

/** Checks what a student typed: a whole number of mazes in the lab's range. */
export function checkMazes(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < MIN_MAZES || value > MAX_MAZES)
    throw new Error(`Mazes must be a whole number from 1,000 to 1,000,000 (got ${String(value)})`);
  return value;
}

/** random.seed(seed) (a fresh seed when empty), then mazes of one method one after another, each counted by its kind. */
export class Tally {
  #raw: RawLab | null;
  readonly method: Method;
  readonly seed: string;

  constructor(engine: Engine, method: Method, seed = '', shape: string = FIRST_SHAPE, rows = LAB_ROWS, cols = LAB_COLS) {
    const s = text('A seed', seed).trim();
    this.#raw = call(() => engine.rawLab(shape, rows, cols, method, s));
    this.method = method;
    this.seed = this.#raw.seed();
  }

  get #r(): RawLab {
    if (!this.#raw) throw new Error('This tally was already disposed');
    return this.#raw;
  }

  /** The mazes' pictures (rows joined by newlines), sorted as strings: the order of the counts. */
  keys(): string[] {
    const r = this.#r;
    return Array.from({ length: r.kinds() }, (_, i) => r.key(i));
  }
  grow(mazes: number): void {
    if (!Number.isInteger(mazes) || mazes < 0 || mazes > MAX_MAZES) throw new Error(`Cannot grow ${mazes} mazes at once`);
    call(() => this.#r.grow(mazes));
  }
  get mazes(): number {
    return this.#r.mazes();
  }
  result(): LabResult {
    const r = this.#r;
    return {
      method: this.method,
      seed: this.seed,
      mazes: r.mazes(),
      kinds: r.kinds(),
      seen: r.seen(),
      counts: Array.from(r.counts()),
      chi2: r.chi2(),
      p: r.p(),
      verdict: r.verdict(),
    };
  }
  dispose(): void {
    this.#raw?.delete();
    this.#raw = null;
  }
}
