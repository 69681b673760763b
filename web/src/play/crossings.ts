// crossings.ts: a weave maze's tunnels for a game, from the engine's JSON ("under": [[a, b, c], ...]): which moves go under a room, and which rooms a player crosses over a tunnel.
import { type MazeSession, SHAPE_FACTS } from 'maze-engine/engine';

/** What a move passes: under a room (through a tunnel), over a tunnel (into a room a tunnel runs under), or neither. */
export type Pass = 'under' | 'over' | null;

/** A maze's tunnels: from a to b under c, as the engine lists them. */
export class Crossings {
  readonly #tunnels = new Set<string>();
  readonly #over = new Set<number>();

  constructor(under: readonly (readonly [number, number, number])[]) {
    for (const [a, b, c] of under) {
      this.#tunnels.add(`${Math.min(a, b)} ${Math.max(a, b)}`);
      this.#over.add(c);
    }
  }

  /** The tunnels of the session's maze: only a weave maze has any (its JSON lists them). */
  static of(session: MazeSession): Crossings {
    // Only a weave maze's JSON has "under"; no other maze is turned into JSON for it.
    if (!SHAPE_FACTS[session.shape].tunnels) return new Crossings([]);
    const json = JSON.parse(session.json()) as { under?: [number, number, number][] };
    return new Crossings(json.under ?? []);
  }

  get size(): number {
    return this.#tunnels.size;
  }

  /** What the move from one room to the next passes. */
  pass(from: number, to: number): Pass {
    if (this.#tunnels.has(`${Math.min(from, to)} ${Math.max(from, to)}`)) return 'under';
    return this.#over.has(to) ? 'over' : null;
  }
}
