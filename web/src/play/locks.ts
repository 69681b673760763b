// locks.ts: a game's doors and keys (the engine's, from the maze's JSON): which opening each door closes, which room holds each key, and the keys the player holds.

/** Door i and key i share a colour, on the board, inside and in the small map: 1 red, 2 green, 3 blue, then more. */
export const KEY_INK = ['#d8403a', '#2f9e44', '#3b6fd8', '#e0a020', '#9c4fd0', '#e07a20', '#d05a9a', '#20a8b8', '#8a6a40'] as const;

/** The engine's doors and keys: door i between rooms doors[i][0] and doors[i][1]; key i in room keys[i]. Key i opens door i. */
export interface LocksPlan {
  doors: readonly (readonly [number, number])[];
  keys: readonly number[];
}

/** What a step through an opening meets: nothing, a door the player's key opens now, or a locked door. */
export type Passing = { kind: 'free' } | { kind: 'opens'; door: number } | { kind: 'locked'; door: number };

const FREE: Passing = { kind: 'free' };

export class Locks {
  readonly doors: readonly (readonly [number, number])[];
  readonly keys: readonly number[];
  /** Per key: 1 once picked up. */
  readonly held: Uint8Array;
  /** Per door: 1 once opened (it stays open). */
  readonly opened: Uint8Array;
  readonly #keyIn = new Map<number, number>();
  readonly #doorOn = new Map<string, number>();

  constructor(plan: LocksPlan, rooms: number) {
    if (plan.doors.length !== plan.keys.length) throw new Error(`A maze with keys needs one key a door: it has ${plan.doors.length} doors and ${plan.keys.length} keys`);
    const inMaze = (room: number): boolean => Number.isInteger(room) && room >= 0 && room < rooms;
    plan.doors.forEach(([a, b], i) => {
      if (!inMaze(a) || !inMaze(b)) throw new Error(`Door ${i + 1} is not between two rooms of the maze`);
      this.#doorOn.set(Locks.#opening(a, b), i);
    });
    plan.keys.forEach((room, i) => {
      if (!inMaze(room)) throw new Error(`Key ${i + 1} is not in a room of the maze`);
      this.#keyIn.set(room, i);
    });
    this.doors = plan.doors;
    this.keys = plan.keys;
    this.held = new Uint8Array(plan.keys.length);
    this.opened = new Uint8Array(plan.doors.length);
  }

  static #opening(a: number, b: number): string {
    return a < b ? `${a},${b}` : `${b},${a}`;
  }

  get count(): number {
    return this.keys.length;
  }
  /** The door on the opening between two rooms, or -1. */
  doorBetween(a: number, b: number): number {
    return this.#doorOn.get(Locks.#opening(a, b)) ?? -1;
  }
  /** The key lying in a room (not yet picked up), or -1. */
  keyIn(room: number): number {
    const key = this.#keyIn.get(room);
    return key === undefined || this.held[key] ? -1 : key;
  }
  /** Is door i shut (not yet opened)? */
  shut(door: number): boolean {
    return this.opened[door] === 0;
  }

  /** A step from room a to room b: free, a door that opens with a key held (it opens now), or a locked door. */
  pass(a: number, b: number): Passing {
    const door = this.doorBetween(a, b);
    if (door < 0 || this.opened[door]) return FREE;
    if (!this.held[door]) return { kind: 'locked', door };
    this.opened[door] = 1;
    return { kind: 'opens', door };
  }
  /** Entering a room: the key lying there is picked up (its number), or -1. */
  pickUp(room: number): number {
    const key = this.keyIn(room);
    if (key >= 0) this.held[key] = 1;
    return key;
  }
}
