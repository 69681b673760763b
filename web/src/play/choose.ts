// choose.ts: Harder and Easier: of the mazes of 20 seeds in a row, the one whose way out is the longest (or the shortest), as `maze generate --of 20 --keep longest` chooses.
import type { MazeSession } from 'maze-engine/engine';
import { type MazeChoice, MazeSequence } from './stream';

/** Harder keeps the longest way out, Easier the shortest. */
export type Keep = 'longest' | 'shortest';
/** Harder and Easier choose from this many mazes. */
export const CHOOSE_OF = 20;

/** The decimal seed plus k (any length, a sign allowed). */
export function seedPlus(seed: string, k: number): string {
  return (BigInt(seed) + BigInt(k)).toString();
}

/** The maze kept: its seed, its way out's length in steps, and every maze's, seed by seed. */
export interface Chosen {
  seed: string;
  steps: number;
  all: number[];
}

/**
 * Grows the first maze of each seed from `choice.seed` to `choice.seed` + of - 1 (each seeded
 * afresh, as `--seed` alone makes it), measures its way out between its ends (the two rooms
 * farthest apart when `far`) with the engine's breadth-first search, and keeps the longest or the
 * shortest, the first seed on a tie. The session is left holding the last maze grown: grow the
 * one kept again from its seed (a MazeSequence's `first()`) to play it.
 */
export function chooseMaze(session: MazeSession, choice: MazeChoice, keep: Keep, far = false, of = CHOOSE_OF): Chosen {
  const all: number[] = [];
  let best = -1;
  for (let k = 0; k < of; k++) {
    new MazeSequence(session, { ...choice, seed: seedPlus(choice.seed, k) }).first();
    const ways = far ? session.farEnds() : session.ways();
    const steps = session.shortestRoute(ways.in, ways.out).length - 1;
    all.push(steps);
    if (best < 0 || (keep === 'longest' ? steps > all[best] : steps < all[best])) best = k;
  }
  return { seed: seedPlus(choice.seed, best), steps: all[best], all };
}
