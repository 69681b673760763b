// runner.ts: one maze session and the job at work on it, stepped within a time budget and moved along the engine's timeline; used on the page and in the worker.
import { type Engine, FIRST_SHAPE, type Layout, LOOK_LABEL_SHIFT, SHAPE_FACTS, LOOK_MARK, Mark, type MazeSession, type Shape, StepKind, type StepEvent } from 'maze-engine/engine';
import { COLOUR_SHIFT, type Frame, OPENINGS, MARK_SHIFT, type Scene, type Ways, jobOf, lessonWays, methodOf, progressOf, squareWalls } from '../state/looks';
import { METHOD_TABLE } from '../state/methods';
import type { GrowRequest } from '../state/request';
import { type MaskLines, sameMask } from '../state/mask';
import { reshapeMask } from './mask_session';
import { sizeProblem } from '../state/settings';
import { ownColour, pieceColours } from '../state/pieces';

/** Steps one at a time (to see every event, like a refused wall) when a frame asks for at most this many. */
const ONE_BY_ONE = 300;
/** Mazes up to this many rooms are read whole every frame (so pieces get colours that never clash). */
export const FULL_READ_ROOMS = 2_500;

const EMPTY = new Int32Array(0);
const WALLS = 4; // where a look from the engine keeps its wall bits

export class Runner {
  readonly #engine: Engine;
  #session: MazeSession | null = null;
  /** What the board shows, as the model has it: all walls standing, a finished picture, a method growing, the search or the robot. */
  #scene: Scene = 'blank';
  /** The request the maze grew from (null: a picture, or all walls standing). */
  #grown: GrowRequest | null = null;
  /** Where the job starts on the session's timeline (the search follows the growth). */
  #offset = 0;
  #refused: number[] = [];
  #last: StepEvent | null = null;
  /** The board's looks (see looks.ts), kept to send whole when needed. */
  #looks = new Uint16Array(0);
  #route: Int32Array = EMPTY;
  /** Where the rooms of a maze of another shape than the square sit, worked out once a shape and size. */
  #layout: Layout | null = null;
  /** The mask the session's rooms are, for the shape "mask". */
  #mask: MaskLines | null = null;
  /** The way out the student chose (a room clicked or typed); null: the maze's own. */
  #goal: number | null = null;
  /** The way out was found on this maze: the robot's walk shows it beside the robot's trail. */
  #wayShown = false;

  constructor(engine: Engine) {
    this.#engine = engine;
  }

  get busy(): boolean {
    return this.#session?.busy ?? false;
  }
  get session(): MazeSession | null {
    return this.#session;
  }
  get rows(): number {
    return this.#session?.rows ?? 0;
  }
  get cols(): number {
    return this.#session?.cols ?? 0;
  }
  get scene(): Scene {
    return this.#scene;
  }
  /** Steps taken in this job, and steps so far (the timeline's end). */
  get steps(): number {
    return this.#session ? this.#session.position() - this.#offset : 0;
  }
  get length(): number {
    return this.#session ? this.#session.length() - this.#offset : 0;
  }

  #sized(rows: number, cols: number, shape: Shape, mask?: MaskLines): MazeSession {
    const facts = SHAPE_FACTS[shape];
    if (facts.sized === 'drawing') return this.#masked(mask);
    // The settings' one rule on sizes, asked again: a board can be asked for a size no box checked (a link, a picture).
    const problem = sizeProblem(shape, rows, cols);
    if (problem) throw new Error(problem);
    if (!this.#session) this.#session = facts.walls ? this.#engine.newSession(rows, cols, '0') : this.#engine.newSession(1, 1, '0');
    const session = this.#session;
    const same = session.shape === shape && session.rows === rows && session.cols === cols;
    if (facts.walls && session.shape === shape) session.resize(rows, cols);
    else session.reshape(shape, rows, cols);
    if (facts.walls) this.#layout = null;
    else if (!same || !this.#layout || facts.fromSeed) this.#layout = session.layout();
    this.#mask = null;
    return session;
  }

  /** The session on a mask's rooms (the engine checks that they hold together). */
  #masked(mask: MaskLines | undefined): MazeSession {
    if (!mask) throw new Error('Make a mask first: type a word, draw one, or load a picture.');
    this.#session ??= this.#engine.newSession(1, 1, '0');
    const session = this.#session;
    if (!sameMask(mask, this.#mask) || SHAPE_FACTS[session.shape].sized !== 'drawing') {
      reshapeMask(session, mask);
      this.#mask = mask;
      this.#layout = session.layout();
    }
    return session;
  }

  #begin(scene: Scene): void {
    this.#scene = scene;
    this.#offset = this.#session!.position();
    this.#refused = [];
    this.#last = null;
    this.#route = EMPTY;
    if (this.#looks.length !== this.#session!.rooms) this.#looks = new Uint16Array(this.#session!.rooms);
  }

  /** The way out for the search and the robot: a room, or null for the maze's own. */
  setGoal(room: number | null): void {
    this.#goal = room;
  }

  /** The robot (right hand on the wall) from the way in to the way out, on the timeline after the growth, in place of the search. */
  walkRobot(): void {
    const session = this.#session!;
    if (session.busy) session.finish();
    this.#scene = 'robot';
    const ways = this.#ways(session);
    session.walkRobot('right', ways.in, ways.out);
    this.#begin('robot');
    // Beside it, the breadth-first way out, once the student has found it on this maze.
    if (this.#wayShown) this.#route = session.shortestRoute(ways.in, ways.out);
  }

  /** Knock down a random standing wall (the maze as it is then starts a new timeline); null when none stands. */
  knock(): { a: number; b: number } | null {
    const session = this.#session!;
    const wall = session.knockRandom();
    this.#begin('still');
    return wall;
  }

  /** All walls standing, nothing at work. */
  blank(rows: number, cols: number, shape: Shape = FIRST_SHAPE, mask?: MaskLines): void {
    this.#sized(rows, cols, shape, mask);
    this.#grown = null;
    this.#wayShown = false;
    this.#begin('blank');
  }

  /** A new maze as the request says: the session takes its shape, size and seed, then the engine grows it. */
  grow(request: GrowRequest): void {
    const session = this.#sized(request.rows, request.cols, request.shape, request.mask);
    session.reseed(request.seed);
    session.grow(request);
    if (SHAPE_FACTS[request.shape].fromSeed) this.#layout = session.layout();  // random cells: the growth drew new points
    this.#grown = request;
    this.#wayShown = false;
    this.#begin(request.method);
  }

  /** The way-out search from the maze's own way in to its way out (a maze still growing is finished first). */
  solve(): void {
    const session = this.#session!;
    if (this.#goal !== null && this.#goal < session.rooms) {
      if (session.busy) session.finish();
      this.#scene = 'search';
      session.solve(this.#ways(session).in, this.#goal);
    } else session.solve();
    this.#begin('search');
  }

  /** A picture from outside; throws with the engine's reason when it is not a maze picture. */
  load(picture: string[]): void {
    const probe = this.#session ?? this.#engine.newSession(1, 1, '0');
    probe.load(picture);
    this.#session = probe;
    this.#layout = null;
    this.#mask = null;
    this.#grown = null;
    this.#wayShown = false;
    this.#begin('still');
  }

  /** The session as it stands (grown elsewhere, to the end: a game's maze) shown as a finished maze; its layout worked out anew. */
  settle(): void {
    const session = this.#session!;
    this.#layout = SHAPE_FACTS[session.shape].walls ? null : session.layout();
    this.#mask = null;
    this.#grown = null;
    this.#wayShown = false;
    this.#begin('still');
  }

  drop(): void {
    this.#session?.dispose();
    this.#session = null;
    this.#scene = 'blank';
  }

  /** Take up to `most` steps in at most `budgetMs`; returns how many were taken. */
  advance(most: number, budgetMs: number): number {
    const session = this.#session;
    if (!session || !session.busy || most <= 0) return 0;
    const end = performance.now() + budgetMs;
    let taken = 0;
    if (most <= ONE_BY_ONE) {
      while (taken < most && session.busy && (taken === 0 || performance.now() < end)) {
        this.#took(session.step());
        taken++;
      }
    } else {
      // Chunks sized so one call stays well under a millisecond or two; the engine lists the rooms they change.
      let chunk = 2048;
      while (taken < most && session.busy) {
        const t = performance.now();
        taken += session.stepWatched(Math.min(chunk, most - taken));
        const now = performance.now();
        if (now >= end) break;
        if (now - t < 0.5) chunk *= 2;
        else if (now - t > 2 && chunk > 256) chunk >>= 1;
      }
      this.#last = null;
    }
    return taken;
  }

  #took(e: StepEvent): void {
    this.#last = e;
    if (e.kind === StepKind.Refuse) this.#refused.push(e.a, e.b);
  }

  /** Finish the job at once. */
  finish(): void {
    if (this.#session?.busy) this.#session.finish();
    this.#last = null;
  }

  /** Go to step k of the job (0 to the steps so far), exactly as it was then (the engine replays from its nearest checkpoint). */
  seek(k: number): void {
    const session = this.#session;
    if (!session || jobOf(this.#scene) === null) return;
    const to = Math.max(0, Math.min(this.length, Math.round(k)));
    session.seek(this.#offset + to);
    this.#refused = [];
    this.#last = null;
    if (to > 0) this.#took(session.last());
  }

  #ways(session: MazeSession): Ways {
    const ways = session.ways();
    const scene = this.#scene;
    const own = this.#grown !== null && METHOD_TABLE[this.#grown.method].ownWays && (scene === 'search' || scene === 'robot' || !session.busy);
    const base = own ? { in: ways.in, out: ways.out, own } : lessonWays(session.rooms);
    return this.#goal !== null && this.#goal < session.rooms ? { ...base, out: this.#goal } : base;
  }

  // Looks from the engine (32 bits a room) as the board's (one byte): openings, mark, piece colour.
  #read(session: MazeSession, rooms: Int32Array | null): Uint16Array {
    const engine = rooms ? session.looks(rooms) : session.looks();
    const pieces = methodOf(this.scene)?.colourPieces ?? false;
    const out = rooms ? new Uint16Array(rooms.length) : this.#looks;
    let colours: Uint8Array | null = null;
    // The square's pieces get colours that never clash with a neighbour's; other shapes colour by label.
    if (pieces && !rooms && !this.#layout) {
      const labels = new Int32Array(engine.length);
      // Rooms still alone (no opening yet) get labels of their own, so they stay plain.
      for (let i = 0; i < engine.length; i++) labels[i] = (engine[i] & LOOK_MARK) === Mark.Plain ? i : engine[i] >>> LOOK_LABEL_SHIFT;
      colours = pieceColours(labels, session.rows, session.cols);
    }
    for (let i = 0; i < engine.length; i++) {
      const look = engine[i];
      const mark = look & LOOK_MARK;
      let colour = 0;
      if (colours) colour = colours[i];
      else if (pieces && mark !== Mark.Plain) colour = ownColour(look >>> LOOK_LABEL_SHIFT);
      out[i] = ((look >> WALLS) & OPENINGS) | ((mark & 7) << MARK_SHIFT) | (colour << COLOUR_SHIFT);
    }
    if (rooms) for (let i = 0; i < rooms.length; i++) this.#looks[rooms[i]] = out[i];
    return out;
  }

  /** What changed since the last frame (`all`: every room, for a board that showed something else meanwhile). */
  frame(withLines: boolean, all = false): Frame {
    const session = this.#session!;
    const busy = session.busy;
    const scene = this.scene;
    const changes = session.changes();
    // Small mazes are read whole: cheap, and piece colours are worked out from all the pieces.
    const whole = all || changes.all || session.rooms <= FULL_READ_ROOMS;
    let rooms: Int32Array | null = null;
    let looks: Uint16Array | null = null;
    if (!whole) {
      rooms = changes.rooms;
      looks = this.#read(session, rooms);
    } else this.#read(session, null);
    if (scene === 'search' && !busy && this.#route.length === 0) this.#route = session.route();
    if (scene === 'search' && busy) this.#route = EMPTY;
    if (scene === 'search' && !busy) this.#wayShown = true;
    const steps = this.steps;
    const pieces = session.pieces;
    const frame: Frame = {
      rows: session.rows,
      cols: session.cols,
      shape: session.shape,
      layout: this.#layout,
      scene,
      full: whole ? this.#looks.slice() : null,
      rooms,
      looks,
      thread: withLines ? session.thread() : null,
      route: withLines || !busy ? this.#route : null,
      refused: this.#refused,
      last: this.#last,
      pieces,
      steps,
      length: this.length,
      ways: this.#ways(session),
      busy,
      progress: progressOf(jobOf(scene), busy, steps, pieces, session.rooms, this.#layout ? this.#layout.wallBit.length : squareWalls(session.rows, session.cols)),
      seed: session.seed,
      found: scene === 'search' && !busy ? this.#route.length : scene === 'robot' && this.#wayShown ? this.#route.length : null,
      robot: scene === 'robot' ? session.robot() : null,
    };
    this.#refused = [];
    return frame;
  }

  /** The maze as it stands, as one standalone SVG picture (the engine's drawing); `route`: with the way out found. */
  svg(route: boolean): string {
    if (!this.#session) throw new Error('the board has no maze yet (grow one first).');
    return this.#session.svg(route && this.#scene === 'search' && !this.#session.busy);
  }

  /** The maze as a Tiled map (.tmj), as `maze generate --format tiled` writes it; throws for other shapes. */
  tiled(): string {
    if (!this.#session) throw new Error('the board has no maze yet (grow one first).');
    return this.#session.tiled();
  }

  /** The maze as the lesson's text picture (square mazes only: other shapes give none). */
  picture(): string[] {
    return this.#session && SHAPE_FACTS[this.#session.shape].lesson ? this.#session.picture() : [];
  }
}
