// game.ts: one game on a finished maze: the player's room, the trail, steps, wrong turns, the clock and the fog; every move goes through the engine.
import type { Heading, Layout, MazeSession, WayOn, Ways } from 'maze-engine/engine';
import { ALREADY_OUT, LOCKED, WALL, endMessage, keysStartLine, openLine, outLine, passLine, pickLine, ranLine, startLine, tieLine, timeLine, whereLine } from './announce';
import { Crossings } from './crossings';
import { HEADING_VECTORS, tapTarget } from './directions';
import { Locks, type LocksPlan } from './locks';

export interface GameOptions {
  /** Far apart: the way in and the way out at the two rooms farthest apart (the engine's farEnds), else the maze's own. */
  far?: boolean;
  /** Fog: only rooms the player has seen are drawn (see `seen`). */
  fog?: boolean;
  /** The clock, in ms (performance.now by default; tests pass their own). */
  now?: () => number;
  /** Doors and keys (the engine's, read from the maze's JSON): a door opens only once its key is picked up. */
  locks?: LocksPlan;
}

/** How a finished game went. A step is one move from a room to the next. */
export interface GameResult {
  steps: number;
  shortest: number;
  wrongTurns: number;
  ms: number;
}

/** What a move did, with the sentence a screen reader hears (`text`). */
export type Outcome =
  | { kind: 'moved'; entered: readonly number[]; out: boolean; text: string }
  | { kind: 'wall'; text: string }
  | { kind: 'locked'; door: number; text: string } // a door whose key the player has not found
  | { kind: 'tie'; text: string }
  | { kind: 'here'; text: string } // a tap on the player's own room: where it is
  | { kind: 'over'; text: string };

/**
 * A game: the player (a dot) starts in the way in and walks through openings to the way out.
 * Steps count every move; wrong turns count the rooms entered that are not on the shortest
 * way from the way in to the way out, each room once. The clock starts at the first move and
 * stops on reaching the way out. With fog, a room is seen once the player has stood in it or
 * in a room open to it (the room and the rooms through its doorways).
 *
 * The session is the board's and stays its: the game only reads it, and it must not change
 * while the game lasts (a new maze needs a new game). Every call is O(1) but the first, which
 * finds the shortest way; a 1000 x 1000 maze plays as a 10 x 10 does.
 */
export class Game {
  readonly session: MazeSession;
  readonly rooms: number;
  readonly ways: Ways;
  readonly far: boolean;
  /** Doors and keys, or null. */
  readonly locks: Locks | null;
  /** The shortest way from the way in to the way out, its rooms first to last (with keys: through each key in turn, key 1 first). */
  readonly shortestWay: Int32Array;
  readonly shortest: number;
  /** Rooms the player has seen (1), when there is fog; null without fog. */
  readonly seen: Uint8Array | null;
  /** The rooms the last move showed for the first time (for a board that draws only what changed). */
  revealed: number[] = [];
  player: number;
  /** Every room the player stood in, in order, the way in first. */
  readonly trail: number[];
  steps = 0;
  wrongTurns = 0;
  startedAt: number | null = null;
  endedAt: number | null = null;
  readonly #now: () => number;
  readonly #onWay: Uint8Array;
  readonly #wrong: Uint8Array;
  /** A weave maze's tunnels: a move says when it goes under or over. */
  readonly crossings: Crossings;

  constructor(session: MazeSession, options: GameOptions = {}) {
    if (session.busy) throw new Error('The maze is still growing: finish it before playing it');
    this.session = session;
    this.rooms = session.rooms;
    this.far = options.far === true;
    this.#now = options.now ?? (() => performance.now());
    this.ways = this.far ? session.farEnds() : session.ways();
    this.locks = options.locks ? new Locks(options.locks, this.rooms) : null;
    this.shortestWay = this.#wayThrough([this.ways.in, ...(this.locks?.keys ?? []), this.ways.out]);
    if (this.shortestWay.length === 0) throw new Error('There is no way out of this maze: the way out cannot be reached from the way in');
    this.shortest = this.shortestWay.length - 1;
    this.#onWay = new Uint8Array(this.rooms);
    for (const room of this.shortestWay) this.#onWay[room] = 1;
    this.#wrong = new Uint8Array(this.rooms);
    this.seen = options.fog ? new Uint8Array(this.rooms) : null;
    this.crossings = Crossings.of(session);
    this.player = this.ways.in;
    this.trail = [this.player];
    this.#see(this.player);
    if (this.player === this.ways.out) this.startedAt = this.endedAt = this.#now();
  }

  get fog(): boolean {
    return this.seen !== null;
  }
  get out(): boolean {
    return this.endedAt !== null;
  }
  /** Is the room on the shortest way? */
  onWay(room: number): boolean {
    return this.#onWay[room] === 1;
  }
  /** The open ways from the player's room, named. */
  waysOn(): WayOn[] {
    return this.session.waysOn(this.player);
  }
  /** Time played so far (ms): 0 before the first move, fixed once out. */
  elapsed(): number {
    if (this.startedAt === null) return 0;
    return (this.endedAt ?? this.#now()) - this.startedAt;
  }
  /** How it went, once out; null before. */
  result(): GameResult | null {
    if (!this.out) return null;
    return { steps: this.steps, shortest: this.shortest, wrongTurns: this.wrongTurns, ms: this.elapsed() };
  }
  /** The status at the end (see announce.ts's endMessage); '' before. */
  message(): string {
    const r = this.result();
    return r ? endMessage(r) : '';
  }
  /** The time, for a line beside the status: `It took you 38 seconds.`; '' before the end. */
  timeMessage(): string {
    const r = this.result();
    return r ? timeLine(r) : '';
  }
  /** What a screen reader hears when the game starts. */
  startText(): string {
    const start = startLine(this.player, this.rooms, this.waysOn());
    return this.locks ? `${start} ${keysStartLine(this.locks.count)}` : start;
  }

  /** A key or a pad button: the open neighbour nearest the heading (run: on along the corridor). */
  go(heading: Heading, run = false): Outcome {
    const [dx, dy] = HEADING_VECTORS[heading];
    return this.#toward(dx, dy, run, heading);
  }
  /** A swipe or a stick: the open neighbour nearest the screen direction (dx, dy). */
  goToward(dx: number, dy: number, run = false): Outcome {
    if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0)) return { kind: 'wall', text: WALL };
    return this.#toward(dx, dy, run, null);
  }
  /** A neighbouring room, chosen by a tap: through its opening, or a wall. */
  goTo(room: number, run = false): Outcome {
    if (this.out) return { kind: 'over', text: ALREADY_OUT };
    if (!Number.isInteger(room) || room < 0 || room >= this.rooms || !this.session.around(this.player, true).includes(room))
      return { kind: 'wall', text: WALL };
    return this.#enter(room, run);
  }
  /** A tap at (x, y) in the shape's units (see directions.ts's tapTarget); a long press runs. */
  tap(x: number, y: number, layout: Layout | null, long = false): Outcome {
    if (this.out) return { kind: 'over', text: ALREADY_OUT };
    const target = tapTarget(this.session, layout, this.player, x, y);
    if (target.kind === 'room') return this.goTo(target.room, long);
    if (target.kind === 'toward') return this.goToward(target.dx, target.dy, long);
    return { kind: 'here', text: this.where() };
  }
  /** Where the player is, as a screen reader hears it after a move. */
  where(): string {
    return whereLine(this.player, this.rooms, this.waysOn(), this.ways.in);
  }

  #toward(dx: number, dy: number, run: boolean, heading: Heading | null): Outcome {
    if (this.out) return { kind: 'over', text: ALREADY_OUT };
    const t = this.session.toward(this.player, dx, dy);
    if (t.tie) return { kind: 'tie', text: tieLine(heading, this.waysOn()) };
    if (t.room < 0) return { kind: 'wall', text: WALL };
    return this.#enter(t.room, run);
  }

  #enter(next: number, run: boolean): Outcome {
    const ahead = run ? Array.from(this.session.runAlong(this.player, next, this.ways.out)) : [next];
    const locks = this.locks;
    // The first room behind a locked door: no step at all.
    const first = locks ? locks.pass(this.player, next) : null;
    if (first?.kind === 'locked') return { kind: 'locked', door: first.door, text: LOCKED };
    this.startedAt ??= this.#now();
    this.revealed = [];
    const entered: number[] = [];
    const passes: ('under' | 'over')[] = [];
    const said: string[] = first?.kind === 'opens' ? [openLine(first.door)] : [];
    for (const room of ahead) {
      if (locks && entered.length > 0) {
        // A run stops before a locked door and after a key; a door the key opens is said.
        const passing = locks.pass(this.player, room);
        if (passing.kind === 'locked') break;
        if (passing.kind === 'opens') said.push(openLine(passing.door));
      }
      const pass = this.crossings.pass(this.player, room);
      if (pass) passes.push(pass);
      entered.push(room);
      this.steps++;
      this.trail.push(room);
      this.player = room;
      if (!this.#onWay[room] && !this.#wrong[room]) {
        this.#wrong[room] = 1;
        this.wrongTurns++;
      }
      this.#see(room);
      if (room === this.ways.out) break;
      const key = locks ? locks.pickUp(room) : -1;
      if (key >= 0) {
        said.push(pickLine(key));
        break;
      }
    }
    if (this.player === this.ways.out) {
      this.endedAt = this.#now();
      return { kind: 'moved', entered, out: true, text: [...said, passLine(passes) + outLine(this.result()!)].join(' ') };
    }
    return { kind: 'moved', entered, out: false, text: [...said, passLine(passes) + ranLine(entered.length, this.where())].join(' ') };
  }

  /** The shortest ways between the rooms given, one after another (the engine's breadth-first search); empty when one cannot be walked. */
  #wayThrough(stops: number[]): Int32Array {
    const way: number[] = [stops[0]];
    for (let i = 1; i < stops.length; i++) {
      const leg = this.session.shortestRoute(stops[i - 1], stops[i]);
      if (leg.length === 0) return new Int32Array(0);
      for (let j = 1; j < leg.length; j++) way.push(leg[j]);
    }
    return Int32Array.from(way);
  }

  #see(room: number): void {
    if (!this.seen) return;
    for (const r of [room, ...this.session.around(room, true)]) {
      if (this.seen[r]) continue;
      this.seen[r] = 1;
      this.revealed.push(r);
    }
  }
}
