// stream.ts: New maze: the next maze of the same method and size from the seeded stream, so a class plays one sequence from one seed.
import type { GrowOptions, MazeSession, Method, Shape } from 'maze-engine/engine';

/** The game maker's choices for a sequence of mazes. Seed '' picks a fresh one (see `seed` after). */
export interface MazeChoice {
  method: Method;
  shape: Shape;
  rows: number;
  cols: number;
  seed: string;
  /** The pick (for the methods that take one), and loops (the braid) for any method. */
  options?: GrowOptions;
}

/**
 * Mazes one after another from one random stream, as `maze generate --mazes K` makes them: maze
 * k is what the command prints k-th for the same method, shape, size and seed. The session is
 * reshaped and reseeded once; each maze is grown to the end before the next one starts, so the
 * next one draws where it stopped. Nothing else may draw from the session's stream in between
 * (Knock a hole does: after it, `jump(k)` grows the sequence again from the seed).
 */
export class MazeSequence {
  readonly session: MazeSession;
  readonly choice: MazeChoice;
  /** Which maze of the sequence the session holds (1 = the first); 0 before the first. */
  nth = 0;
  #seed = '';

  constructor(session: MazeSession, choice: MazeChoice) {
    this.session = session;
    this.choice = { ...choice };
  }

  /** The seed in decimal: the one given, or the fresh one picked for an empty seed (known after the first maze). */
  get seed(): string {
    return this.#seed;
  }

  /** The first maze of the sequence. */
  first(): void {
    const { shape, rows, cols, seed } = this.choice;
    this.session.reshape(shape, rows, cols);
    this.session.reseed(seed);
    this.#seed = this.session.seed;
    this.nth = 0;
    this.#grow();
  }

  /** The next maze: New maze (the first, if none was grown yet). */
  next(): void {
    if (this.nth === 0) return this.first();
    this.#grow();
  }

  #grow(): void {
    if (this.session.busy) this.session.finish(); // a growth left unfinished would leave the stream partway
    this.session.grow({ method: this.choice.method, ...this.choice.options });
    this.session.finish();
    this.nth++;
  }

  /** Maze k of the sequence, grown again from the seed (k growths: it costs k mazes' time). */
  jump(k: number): void {
    if (!Number.isInteger(k) || k < 1 || k > 1_000_000) throw new Error(`A maze of the sequence is numbered from 1 (got ${String(k)})`);
    this.first();
    while (this.nth < k) this.next();
  }
}
