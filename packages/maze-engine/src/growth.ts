// growth.ts: a maze growing one step at a time, each step told as an event, for a game to show.
import { type MazeSession, SHAPE_FACTS, StepKind, shapesWith } from './engine.js';
import { Held } from './held.js';
import { Maze, type Origin } from './maze.js';

/** What one step did; the names are StepKind's (packages/maze-engine/src/), in lower case. */
export type GrowthEventKind = Lowercase<Exclude<keyof typeof StepKind, 'Done'>>;

/**
 * One step of a growth:
 * - `enter`: went into room b from room a (-1 for the first room), knocking down the wall between;
 * - `back`: stepped back along the thread from room a to room b;
 * - `knock`: knocked down the wall between rooms a and b;
 * - `refuse`: left the wall between a and b standing (both sides were one piece already);
 * - `walk`: the loose walk moved from room a to room b;
 * - `erase`: the loose walk ran into itself at room b and the loop was wiped;
 * - `ends`: the method picked its way in (room a) and way out (room b);
 * - `build`: built the wall between rooms a and b (division starts with no inner walls).
 */
export interface GrowthEvent {
  kind: GrowthEventKind;
  a: number;
  b: number;
}

const KIND_NAMES = new Map<number, GrowthEventKind>(
  Object.entries(StepKind)
    .filter(([name]) => name !== 'Done')
    .map(([name, kind]) => [kind, name.toLowerCase() as GrowthEventKind]),
);

/** A maze being grown. It holds memory inside the engine until finish() hands it to the maze, or dispose(). */
export class Growth extends Held implements Iterable<GrowthEvent> {
  #origin: Origin;

  /** Made by engine.grow(); it owns the session it is given. */
  constructor(session: MazeSession, origin: Origin) {
    super(session, 'This growth was finished or disposed: use the maze finish() gave');
    this.#origin = origin;
  }

  /** One step, or null when the maze is finished. */
  step(): GrowthEvent | null {
    if (!this.session.busy) return null;
    const e = this.session.step();
    const kind = KIND_NAMES.get(e.kind);
    return kind === undefined ? null : { kind, a: e.a, b: e.b };
  }
  /** Steps to the end, one event at a time: `for (const event of growth) ...`. */
  *[Symbol.iterator](): Iterator<GrowthEvent> {
    for (let e = this.step(); e; e = this.step()) yield e;
  }
  /** Whether every step is taken. */
  get done(): boolean {
    return !this.session.busy;
  }
  /** Steps taken so far. */
  get steps(): number {
    return this.session.position();
  }
  /** The picture as it is now (square and mask mazes only): walls still standing where nothing was knocked down yet. */
  picture(): string[] {
    if (!SHAPE_FACTS[this.session.shape].picture) throw new Error(`picture() is for ${shapesWith('picture').join(' and ')} mazes only: this is a ${this.session.shape} maze`);
    return this.session.picture();
  }
  /** Takes the steps left and gives the finished maze, which takes over the growth's memory. */
  finish(): Maze {
    this.session.finish();
    return new Maze(this.handOver(), this.#origin);
  }
}
