// typed.ts: the checks on what is typed in Rows, Columns and Seed, with a clear message beside each box.
import type { Shape } from '../../engine/engine';
import type { Field, Panel } from '../panel/panel';

/** Rows and columns each go up to this. */
export const MAX_SIDE = 4000;
export const MAX_ROOMS = 16_000_000;
/** Shapes other than the square are drawn room by room: the board makes them up to this many rooms. */
export const SHAPE_ROOMS = 10_000;

const number = (n: number): string => n.toLocaleString('en');

export function sideProblem(name: string, text: string): string | null {
  const t = text.trim();
  if (t === '') return `Type how many ${name.toLowerCase()}: a whole number from 1 to ${MAX_SIDE}.`;
  if (!/^\d+$/.test(t)) return `${name} must be a whole number from 1 to ${MAX_SIDE}.`;
  const n = Number(t);
  if (n < 1) return `${name} must be at least 1.`;
  if (n > MAX_SIDE) return `${name} can be at most ${MAX_SIDE}: ${number(n)} is too many.`;
  return null;
}

export function seedProblem(text: string): string | null {
  const t = text.trim();
  if (t === '' || /^[+-]?\d{1,1000}$/.test(t)) return null;
  return 'A seed is a whole number, like 2083. Leave it empty to get a new maze each time.';
}

/** A new seed when the box is empty: short enough to type back in. */
export function freshSeed(): string {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return String(1 + (word[0] % 999_999));
}

export interface Size {
  shape: Shape;
  rows: number;
  cols: number;
}

export interface Typed extends Size {
  seed: string;
}

export class Settings {
  readonly #ui: Panel;

  constructor(ui: Panel) {
    this.#ui = ui;
  }

  #check(f: Field, problem: string | null): boolean {
    f.message.textContent = problem ?? '';
    f.input.setAttribute('aria-invalid', problem ? 'true' : 'false');
    return problem === null;
  }

  /** The shape the Shape radios have chosen. */
  shape(): Shape {
    for (const [shape, input] of this.#ui.shapes) if (input.checked) return shape;
    return 'square';
  }

  /** The shape and size typed, or null (and a message beside the box) when it is not a size. */
  size(): Size | null {
    const ui = this.#ui;
    const rowsOk = this.#check(ui.rows, sideProblem('Rows', ui.rows.input.value));
    const colsOk = this.#check(ui.cols, sideProblem('Columns', ui.cols.input.value));
    if (!rowsOk || !colsOk) return null;
    const rows = Number(ui.rows.input.value.trim());
    const cols = Number(ui.cols.input.value.trim());
    if (rows * cols > MAX_ROOMS) {
      this.#check(ui.cols, `That is ${number(rows * cols)} rooms: the board can make at most ${number(MAX_ROOMS)} (4000 × 4000).`);
      return null;
    }
    const shape = this.shape();
    if (shape !== 'square' && shape !== 'circle' && rows * cols > SHAPE_ROOMS) {
      this.#check(ui.cols, `That is ${number(rows * cols)} rooms: mazes of this shape go up to ${number(SHAPE_ROOMS)} rooms (like 100 × 100).`);
      return null;
    }
    return { shape, rows, cols };
  }

  /** The seed as typed ('' for a fresh one), or null when it is not a whole number. */
  seed(): string | null {
    const text = this.#ui.seed.input.value;
    return this.#check(this.#ui.seed, seedProblem(text)) ? text.trim() : null;
  }

  /** Everything typed, or null: then the cursor goes to the first box to fix. */
  ready(): Typed | null {
    const size = this.size();
    const seed = this.seed();
    if (size && seed !== null) return { ...size, seed };
    this.focusBad();
    return null;
  }

  focusBad(): void {
    const ui = this.#ui;
    [ui.rows, ui.cols, ui.seed].find((f) => f.input.getAttribute('aria-invalid') === 'true')?.input.focus();
  }

  /** Show a maze's size in the boxes (a picture put on the board). */
  showSize(rows: number, cols: number): void {
    this.#ui.rows.input.value = String(rows);
    this.#ui.cols.input.value = String(cols);
    this.size();
  }
}
