// engine.ts: the one place that loads the WebAssembly maze engine; a typed, checked API.
import createMazeModule from './generated/maze_engine.mjs';
import { TABLES } from './generated/tables.js';
import type { RawEndless, RawFacts, RawLab, RawLayout, RawMethod, RawModule, RawSession, RawTenPrint, RawTiles, RawTileset, RobotResult } from './raw.js';
export type { RobotResult } from './raw.js';

/** The ways to grow a maze, by id, in the order of the engine's table (wasm/engine/tables/methods.cpp). */
export type Method = (typeof TABLES.methods)[number]['name'];
export const METHODS: readonly Method[] = TABLES.methods.map((m) => m.name);
/** Each method's row of the engine's table: id (name), title, pieces, own ways, square only and why, pick. */
export const METHOD_FACTS = TABLES.methods;
/** The lesson's own four methods, first in METHODS. */
export const LESSON_METHODS: readonly Method[] = METHODS.slice(0, 4);
/** The methods that grow square mazes only: on another shape they throw, saying why. */
export const SQUARE_ONLY: readonly Method[] = TABLES.methods.filter((m) => m.squareOnly).map((m) => m.name);
/** The methods that take a pick (GrowOptions.pick). */
export const TAKES_PICK: readonly Method[] = TABLES.methods.filter((m) => m.takesPick).map((m) => m.name);
/** Each method's one title (the engine's), as the board, the lab and the command name it. */
export const TITLES = Object.fromEntries(TABLES.methods.map((m) => [m.name, m.title])) as Record<Method, string>;
/** The engine's limits: rooms, a seed's digits, the braid and mix's share (percent), random cells, a tile's width. */
export const LIMITS = TABLES.limits;
/** A seed as the engine reads it: a whole number of at most LIMITS.seedDigits digits, with an optional sign. */
export const SEED_PATTERN = new RegExp(`^[+-]?\\d{1,${LIMITS.seedDigits}}$`);

/**
 * How a method of TAKES_PICK picks the room it grows from, out of its list: the newest (the default), a
 * random one, the oldest, or `mix:P`: the newest P times in 100 (P from 0 to 100), else a random one.
 */
export type Pick = 'newest' | 'random' | 'oldest' | `mix:${number}`;
/** What some methods take besides the shape and the stream: the pick (TAKES_PICK), and any method's braid (0 to 100). */
export interface GrowOptions {
  pick?: Pick;
  /** The share of dead ends opened up after the growth, making loops (wasm/engine/steps/braid.h). */
  braid?: number;
}

/**
 * The shapes a maze can take (see wasm/engine/shapes/shape.h). A circle has Rows rings and Columns rooms in its inner ring.
 * 'voronoi' is "Random cells": Rows x Columns random points, drawn from the seeded stream before the method starts
 * (wasm/engine/shapes/random_cells.h), so each growth has cells of its own: read layout() again after grow().
 */
export type Shape = (typeof TABLES.shapes)[number]['name'];
export const SHAPES: readonly Shape[] = TABLES.shapes.map((s) => s.name);

/** Random cells can have at most this many rooms (1000 x 1000). */
export const MAX_CELLS = LIMITS.cells;

/** Where a maze's rooms and walls sit, in the shape's units; see wasm/engine/shapes/layout.h. */
export type Layout = RawLayout;

/** What one step did: the engine's kinds by name (wasm/engine/steps/step.h says what each means). */
export const StepKind = TABLES.stepKind;
export type StepKind = (typeof StepKind)[keyof typeof StepKind];

/** Generic marks a view colours rooms by. */
export const Mark = { Plain: 0, Visited: 1, Thread: 2, Frontier: 3, Route: 4, Current: 5 } as const;
export type Mark = (typeof Mark)[keyof typeof Mark];

/** Wall bits of a room in `walls()`: open to the room below, open to the room on the right. */
export const OPEN_DOWN = 1;
export const OPEN_RIGHT = 2;

/**
 * A screen direction a player goes in, and the names the ways on from a room are given
 * (see wasm/engine/play/heading.h): the lesson's four, then the diagonals.
 */
export type Heading = 'up' | 'down' | 'left' | 'right' | 'up-left' | 'up-right' | 'down-left' | 'down-right';
export const HEADINGS: readonly Heading[] = ['up', 'down', 'left', 'right', 'up-left', 'up-right', 'down-left', 'down-right'];

/** Where a direction leads: the room (-1: none), and whether none because two open ways are equally near. */
export interface Toward {
  room: number;
  tie: boolean;
}

/** An open way from a room: the room it leads to and its name. */
export interface WayOn {
  room: number;
  way: Heading;
}

export interface StepEvent {
  kind: StepKind;
  a: number;
  b: number;
}

export type Facts = RawFacts;

/** A method's facts from the engine's table: whether it shows pieces, whether it picks its own ways. */
export type MethodFacts = RawMethod;

/** The maze's own way in and way out (rooms). */
export interface Ways {
  in: number;
  out: number;
}

/** Rooms whose look changed since the last call; `all`: read every room again. */
export interface Changes {
  all: boolean;
  rooms: Int32Array;
}

/** A room's look from `looks()`: its Mark in bits 0-3, its opening bits in 4-7 (square: 4-5), its piece label from bit 8. */
export const LOOK_MARK = 0xf;
export const LOOK_OPEN_DOWN = OPEN_DOWN << 4;
export const LOOK_OPEN_RIGHT = OPEN_RIGHT << 4;
export const LOOK_LABEL_SHIFT = 8;

export const MAX_ROOMS = LIMITS.rooms;
/** The widest corridor or wall of a tile map, in tiles (kMaxTileWidth in wasm/engine/formats/tiles.h). */
export const MAX_TILE_WIDTH = LIMITS.tileWidth;

/** A square maze as tiles: width x height of them, row by row, 1 wall and 0 floor. */
export type Tiles = RawTiles;
/** The Tiled map's tileset picture (a PNG) and the file name the map gives it. */
export type Tileset = RawTileset;

// Symbol.dispose where the runtime lacks it, so `using` works everywhere.
export const disposeSymbol: symbol =
  (Symbol as unknown as { dispose?: symbol }).dispose ??
  ((Symbol as unknown as { dispose: symbol }).dispose = Symbol('Symbol.dispose'));

function wholeNumber(what: string, value: unknown, low: number, high: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high)
    throw new Error(`${what} must be a whole number from ${low} to ${high} (got ${String(value)})`);
  return value;
}

function checkSize(rows: unknown, cols: unknown): void {
  const r = wholeNumber('Rows', rows, 1, MAX_ROOMS);
  const c = wholeNumber('Columns', cols, 1, MAX_ROOMS);
  if (r * c > MAX_ROOMS)
    throw new Error(`A maze can have at most ${MAX_ROOMS.toLocaleString('en')} rooms, like 4000 x 4000 (got ${r} x ${c})`);
}

/** A seed as typed: digits with an optional sign; empty means "a fresh one". */
function checkSeed(seed: unknown): string {
  if (typeof seed !== 'string') throw new Error(`A seed must be written as text, like "2083" (got ${typeof seed})`);
  const s = seed.trim();
  if (s !== '' && !SEED_PATTERN.test(s)) throw new Error(`A seed must be a whole number, like 2083 (got "${seed}")`);
  return s;
}

function checkShape(shape: unknown): Shape {
  if (!SHAPES.includes(shape as Shape))
    throw new Error(`Unknown shape "${String(shape)}": use ${SHAPES.slice(0, -1).join(', ')} or ${SHAPES.at(-1)}`);
  return shape as Shape;
}

function checkBraid(options: GrowOptions | undefined): number {
  if (options === undefined || options.braid === undefined) return 0;
  return wholeNumber('The braid (the share of dead ends to open up)', options.braid, 0, LIMITS.braid);
}

function checkMethod(method: unknown): Method {
  if (!METHODS.includes(method as Method))
    throw new Error(`Unknown method "${String(method)}": use ${METHODS.slice(0, -1).join(', ')} or ${METHODS.at(-1)}`);
  return method as Method;
}

/** The pick as the engine reads it ('' for the default); only the methods of TAKES_PICK take one. */
function checkPick(method: Method, options: GrowOptions | undefined): string {
  const pick: unknown = options?.pick;
  if (pick === undefined) return '';
  if (!TAKES_PICK.includes(method)) throw new Error(`Only ${TAKES_PICK.join(' and ')} takes a pick (got one for ${method})`);
  if (typeof pick !== 'string' || !/^(newest|random|oldest|mix:(100|[1-9]?\d))$/.test(pick))
    throw new Error(`The pick must be newest, random, oldest or mix:P with P the share of newest from 0 to 100 (got ${JSON.stringify(pick)})`);
  return pick;
}

function checkTileWidths(corridor: unknown, wall: unknown): void {
  wholeNumber('A corridor', corridor, 1, MAX_TILE_WIDTH);
  wholeNumber('A wall', wall, 1, MAX_TILE_WIDTH);
}

function pictureText(picture: string[] | string): string {
  if (typeof picture === 'string') return picture;
  if (!Array.isArray(picture) || picture.some((line) => typeof line !== 'string'))
    throw new Error('A maze picture must be a list of strings');
  return picture.join('\n');
}

function lines(text: string): string[] {
  return text.split('\n');
}

// The engine's own messages start in lower case (they follow "maze: " on the command line).
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

function call<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw e instanceof Error ? new Error(sentence(e.message)) : new Error(`The maze engine failed: ${String(e)}`);
  }
}

/** One maze on the page with its random stream and the machine at work on it. */
export class MazeSession {
  #raw: RawSession | null;

  constructor(raw: RawSession) {
    this.#raw = raw;
  }

  get #s(): RawSession {
    if (!this.#raw) throw new Error('This maze was already disposed');
    return this.#raw;
  }

  get disposed(): boolean {
    return this.#raw === null;
  }
  get rows(): number {
    return this.#s.rows();
  }
  get cols(): number {
    return this.#s.cols();
  }
  get rooms(): number {
    return this.#s.rooms();
  }
  get shape(): Shape {
    return this.#s.shape() as Shape;
  }
  /** The seed in decimal: the one given, or the fresh one picked. */
  get seed(): string {
    return this.#s.seed();
  }
  reseed(seed = ''): void {
    const s = checkSeed(seed);
    call(() => this.#s.reseed(s));
  }
  /**
   * Start growing a new maze as the request says, on the maze's shape and size, from its stream:
   * all walls standing (division: no inner walls, and its steps build them); with `braid`, its
   * steps go on to open up that share of its dead ends (wasm/engine/steps/braid.h). Random cells draw
   * their points first: a new layout(). A square-only method on another shape throws, saying
   * why, and leaves the maze as it was.
   */
  grow(request: { method: Method } & GrowOptions): void {
    const m = checkMethod(request.method);
    const pick = checkPick(m, request);
    const braid = checkBraid(request);
    call(() => this.#s.grow(m, { pick, braid }));
  }
  /**
   * Finish the growth if it is not finished, then start the way-out search: with no rooms
   * given, from the maze's own way in to its way out (see ways()). Its steps follow the
   * growth's on the timeline.
   */
  solve(from?: number, to?: number): void {
    if (from === undefined && to === undefined) return call(() => this.#s.solve(-1, -1));
    const a = wholeNumber('The way in', from ?? 0, 0, this.rooms - 1);
    const b = wholeNumber('The way out', to ?? this.rooms - 1, 0, this.rooms - 1);
    call(() => this.#s.solve(a, b));
  }
  /** Replace the maze by a picture (list of strings or text); throws with the reason. */
  load(picture: string[] | string): void {
    const text = pictureText(picture);
    call(() => this.#s.load(text));
  }
  /** A new size: all walls standing, no machine at work. */
  resize(rows: number, cols: number): void {
    checkSize(rows, cols);
    call(() => this.#s.resize(rows, cols));
  }
  /** A new shape and size: all walls standing, no machine at work. Throws with the reason for a shape too big or too small. */
  reshape(shape: Shape, rows: number, cols: number): void {
    const s = checkShape(shape);
    wholeNumber('Rows', rows, 1, MAX_ROOMS);
    wholeNumber('Columns', cols, 1, MAX_ROOMS);
    call(() => this.#s.reshape(s, rows, cols));
  }
  /** Where the rooms and walls sit, for drawing. */
  layout(): Layout {
    return call(() => this.#s.layout());
  }
  get busy(): boolean {
    return this.#s.busy();
  }
  step(): StepEvent {
    return this.#s.step() as StepEvent;
  }
  stepMany(n: number): number {
    wholeNumber('Steps', n, 0, Number.MAX_SAFE_INTEGER);
    return this.#s.stepMany(n);
  }
  finish(): number {
    return this.#s.finish();
  }
  /** Up to n steps, each reported in changes(): what the board calls each frame. */
  stepWatched(n: number): number {
    wholeNumber('Steps', n, 0, Number.MAX_SAFE_INTEGER);
    return this.#s.stepWatched(n);
  }
  /** The event of the step that led here (kind Done at step 0). */
  last(): StepEvent {
    return this.#s.last() as StepEvent;
  }
  /** Steps taken so far on the timeline (the growth's, then the search's). */
  position(): number {
    return this.#s.position();
  }
  /** Steps recorded on the timeline: the furthest position reached. */
  length(): number {
    return this.#s.length();
  }
  /** Go to step k of the timeline (0 to length()): exactly as after k steps. */
  seek(k: number): void {
    wholeNumber('A step on the timeline', k, 0, this.length());
    call(() => this.#s.seek(k));
  }
  /** One step back on the timeline. */
  stepBack(): void {
    if (this.position() === 0) throw new Error('There is no step before step 0');
    call(() => this.#s.stepBack());
  }
  /** The maze's own way in and way out: the top left and bottom right rooms unless the method picked its own. */
  ways(): Ways {
    return this.#s.ways();
  }
  /** Rooms whose look changed since the last call (all: after seek, grow, load, resize, solve, or many changes). */
  changes(): Changes {
    return this.#s.changes();
  }
  /** One look a room (see LOOK_MARK): for every room, or for the rooms given. A copy. */
  looks(rooms?: Int32Array | readonly number[]): Uint32Array {
    if (rooms === undefined) return this.#s.looks();
    if (!(rooms instanceof Int32Array) && !(Array.isArray(rooms) && rooms.every((room) => Number.isInteger(room))))
      throw new Error('Rooms must be given as whole numbers (an Int32Array or a list)');
    const list = rooms instanceof Int32Array ? rooms : Int32Array.from(rooms);
    const n = this.rooms;
    for (const room of list)
      if (room < 0 || room >= n) throw new Error(`Room ${room} is not in the maze: rooms go from 0 to ${n - 1}`);
    return this.#s.looksOf(list);
  }
  /** Steps from a room to every room through the openings (-1 where it cannot be reached). */
  distances(from: number): Int32Array {
    wholeNumber('The room to count from', from, 0, this.rooms - 1);
    return this.#s.distances(from);
  }
  get pieces(): number {
    return this.#s.pieces();
  }
  /** Per room: its opening bits (square: OPEN_DOWN and OPEN_RIGHT; other shapes: see Layout.wallBit). A copy. */
  walls(): Uint8Array {
    return this.#s.walls();
  }
  /** Per room: a Mark. A copy. */
  marks(): Uint8Array {
    return this.#s.marks();
  }
  /** Per room: its piece's label (rooms of one piece share it). A copy. */
  pieceLabels(): Int32Array {
    return this.#s.pieceLabels();
  }
  /** The thread of the walk, the loose walk, or the search's rooms still to visit. */
  thread(): Int32Array {
    return this.#s.thread();
  }
  /** Rooms on the way out, once the search found it. */
  route(): Int32Array {
    return this.#s.route();
  }
  picture(): string[] {
    return lines(this.#s.picture());
  }
  /** The maze as a standalone SVG picture (the same drawing as `maze generate --format svg`), with the way out when `route`. */
  svg(route = false): string {
    return call(() => this.#s.svg(route));
  }
  /** The maze as one line of JSON, exactly as `maze generate --format json` writes it. */
  json(): string {
    return call(() => this.#s.json());
  }
  /** A square maze as tiles, `corridor` tiles across a room and its openings, `wall` across a wall. */
  tiles(corridor = 1, wall = 1): Tiles {
    checkTileWidths(corridor, wall);
    return call(() => this.#s.tiles(corridor, wall));
  }
  /** A square maze as a Tiled map (.tmj text) with its way in and way out, as `maze generate --format tiled`. */
  tiled(corridor = 1, wall = 1): string {
    checkTileWidths(corridor, wall);
    return call(() => this.#s.tiled(corridor, wall));
  }
  facts(): Facts {
    return this.#s.facts();
  }
  /**
   * Finish the growth, then put the robot (a hand on the wall, see wasm/engine/analysis/robot.h) on
   * the timeline in place of the way-out search: from room `from` to room `to`, one move a step.
   */
  walkRobot(hand: 'right' | 'left', from: number, to: number): void {
    const a = wholeNumber('The way in', from, 0, this.rooms - 1);
    const b = wholeNumber('The way out', to, 0, this.rooms - 1);
    call(() => this.#s.walkRobot(hand, a, b));
  }
  /** The robot's walk so far (all false when it is not on the timeline). */
  robot(): RobotResult {
    return this.#s.robot();
  }
  /** Knock down the wall between two neighbouring rooms: the maze as it is then starts a new timeline. */
  knock(a: number, b: number): void {
    call(() => this.#s.knock(a, b));
  }
  /** Knock down a random standing wall (null when none stands); a new timeline as knock() starts. */
  knockRandom(): { a: number; b: number } | null {
    const w = call(() => this.#s.knockRandom());
    return w.a < 0 ? null : w;
  }
  /** The breadth-first way out between two rooms of the maze as it is now, off the timeline. */
  shortestRoute(from: number, to: number): Int32Array {
    const a = wholeNumber('The way in', from, 0, this.rooms - 1);
    const b = wholeNumber('The way out', to, 0, this.rooms - 1);
    return call(() => this.#s.shortestRoute(a, b));
  }
  /**
   * The open neighbour of a room nearest the screen direction (dx, dy) (x to the right, y
   * down), within the shape's cone: square and hex 45 degrees, triangle 90, circle 60. On the
   * square up, down, left and right are exact. Two open ways equally near: no room, `tie` true.
   */
  toward(room: number, dx: number, dy: number): Toward {
    wholeNumber('The room', room, 0, this.rooms - 1);
    if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0))
      throw new Error(`A direction needs a length (got ${String(dx)}, ${String(dy)})`);
    return call(() => this.#s.toward(room, dx, dy));
  }
  /** The open ways from a room, each named by the heading that takes it, in the order of HEADINGS. */
  waysOn(room: number): WayOn[] {
    wholeNumber('The room', room, 0, this.rooms - 1);
    return call(() => this.#s.waysOn(room)) as WayOn[];
  }
  /**
   * A run from `room` through its opening to `next`, on along the corridor while each room
   * has exactly two openings: it stops at a junction, a dead end, `stop` (the way out; -1 for
   * none) or back in `room`. The rooms entered, `next` first.
   */
  runAlong(room: number, next: number, stop = -1): Int32Array {
    wholeNumber('The room', room, 0, this.rooms - 1);
    wholeNumber('The next room', next, 0, this.rooms - 1);
    wholeNumber('The room to stop in', stop, -1, this.rooms - 1);
    return call(() => this.#s.runAlong(room, next, stop));
  }
  /** The way in and the way out at the two rooms farthest apart, the smaller room the way in; throws unless the maze is perfect. */
  farEnds(): Ways {
    return call(() => this.#s.farEnds());
  }
  /** A room's neighbours in the shape's order (square: up, down, left, right): all, or only those through an opening. */
  around(room: number, openOnly = false): Int32Array {
    wholeNumber('The room', room, 0, this.rooms - 1);
    return call(() => this.#s.around(room, openOnly));
  }
  /** The middle of a room in the shape's units (see Layout; the square's room (r, c) at c + 0.5, r + 0.5). */
  middle(room: number): { x: number; y: number } {
    wholeNumber('The room', room, 0, this.rooms - 1);
    return call(() => this.#s.middle(room));
  }
  /** Frees the C++ side; safe to call twice. Also bound to Symbol.dispose for `using`. */
  dispose(): void {
    this.#raw?.delete();
    this.#raw = null;
  }
}
(MazeSession.prototype as unknown as Record<symbol, () => void>)[disposeSymbol] = MazeSession.prototype.dispose;

/** The most rooms across an endless maze (as `maze endless --cols`). */
export const MAX_ENDLESS_COLS = 100_000;

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

export class Engine {
  readonly #m: RawModule;

  constructor(m: RawModule) {
    this.#m = m;
  }

  /** A maze of rows x cols rooms, all walls standing. Seed '' picks a fresh one. */
  newSession(rows: number, cols: number, seed = ''): MazeSession {
    checkSize(rows, cols);
    const s = checkSeed(seed);
    return new MazeSession(call(() => new this.#m.Session(rows, cols, s)));
  }
  /** A finished maze, made exactly as the lesson's Python (the method's program) after random.seed(seed) (then braided, with `braid`). */
  generate(method: Method, rows: number, cols: number, seed: string, options?: GrowOptions): string[] {
    const m = checkMethod(method);
    const pick = checkPick(m, options);
    checkSize(rows, cols);
    const s = checkSeed(seed);
    const braid = checkBraid(options);
    return lines(call(() => this.#m.generatePicture(m, rows, cols, s, { pick, braid })));
  }
  /**
   * The endless maze (wasm/engine/endless/endless.h, one row of rooms at a time): the lesson's picture line by line,
   * `cols` rooms across, for ever, or with `rows` the rows closed into a perfect maze. Seed '' picks
   * a fresh one. Dispose of it when done (iterating it to the end, or breaking out of the loop, does).
   */
  endless(options: EndlessOptions): EndlessMaze {
    const cols = wholeNumber('Columns', options?.cols, 1, MAX_ENDLESS_COLS);
    const rows = options.rows === undefined ? undefined : wholeNumber('Rows', options.rows, 1, Number.MAX_SAFE_INTEGER);
    const s = checkSeed(options.seed ?? '');
    return new EndlessMaze(call(() => new this.#m.Endless(cols, s)), rows);
  }
  /** Knock down `knock` random standing walls (loops), then put back `raise` openings (rooms cut off). */
  alter(picture: string[] | string, knock: number, raise: number, seed: string): string[] {
    const text = pictureText(picture);
    wholeNumber('Walls to knock down', knock, 0, MAX_ROOMS * 2);
    wholeNumber('Openings to close', raise, 0, MAX_ROOMS * 2);
    const s = checkSeed(seed);
    return lines(call(() => this.#m.alterPicture(text, knock, raise, s)));
  }
  analyse(picture: string[] | string): Facts {
    const text = pictureText(picture);
    return call(() => this.#m.factsOfPicture(text));
  }
  /** The exact number of perfect mazes of a grid, in decimal. */
  countPerfectMazes(rows: number, cols: number): string {
    checkSize(rows, cols);
    return call(() => this.#m.countPerfectMazes(rows, cols));
  }
  /** The exact number of perfect mazes of any shape (see countRooms for the sizes), in decimal; random cells count the points drawn from `seed`. */
  countMazes(shape: Shape, rows: number, cols: number, seed = ''): string {
    const s = checkShape(shape);
    wholeNumber('Rows', rows, 1, MAX_ROOMS);
    wholeNumber('Columns', cols, 1, MAX_ROOMS);
    const n = checkSeed(seed);
    if (s === 'voronoi' && n === '') throw new Error('Random cells are drawn from the seeded stream: give a seed to count them');
    if (s !== 'voronoi' && n !== '') throw new Error('Only random cells (voronoi) take a seed to count them: their points are drawn from it');
    return call(() => this.#m.countShapeMazes(s, rows, cols, n));
  }
  /** The picture of the two tiles a Tiled map from `MazeSession.tiled()` looks for beside itself. */
  tileset(): Tileset {
    return call(() => this.#m.tileset());
  }
  /** Rooms in a maze of this shape and size; throws with the reason when there can be no such maze. */
  countRooms(shape: Shape, rows: number, cols: number): number {
    const s = checkShape(shape);
    wholeNumber('Rows', rows, 1, MAX_ROOMS);
    wholeNumber('Columns', cols, 1, MAX_ROOMS);
    return call(() => this.#m.countRooms(s, rows, cols));
  }
  /** The engine's table of methods, in the order of METHODS. */
  methods(): MethodFacts[] {
    return this.#m.methods();
  }
  /** A ten-print board's maker as the module gives it; web/src/tenprint/maker.ts checks and wraps it. */
  rawTenPrint(rows: number, cols: number, seed: string): RawTenPrint {
    return new this.#m.TenPrint(rows, cols, seed);
  }
  /** One method's tally for the uniformity lab, as the module gives it; web/src/lab/tally.ts checks and wraps it. */
  rawLab(shape: string, rows: number, cols: number, method: string, seed: string, pick = ''): RawLab {
    return new this.#m.Lab(shape, rows, cols, method, seed, pick);
  }
  /** Sessions not yet disposed, and bytes of the engine's heap in use: for leak checks. */
  liveSessions(): number {
    return this.#m.liveSessions();
  }
  heapInUse(): number {
    return this.#m.heapInUse();
  }
}

// The engine's one .wasm file: Vite serves it under a hashed name (so it may be cached for long).
const WASM_URL = new URL('./generated/maze_engine.wasm', import.meta.url);

let compiling: Promise<WebAssembly.Module> | null = null;
let loading: Promise<Engine> | null = null;

async function compileEngine(): Promise<WebAssembly.Module> {
  if (WASM_URL.protocol === 'file:') {
    // Node (tests, benchmarks): read the file; the name hides node:fs from the page's bundler.
    const fs = 'node:fs/promises';
    const { readFile } = (await import(/* @vite-ignore */ fs)) as typeof import('node:fs/promises');
    return WebAssembly.compile((await readFile(WASM_URL)) as Uint8Array<ArrayBuffer>);
  }
  try {
    // Compiles while the bytes arrive.
    return await WebAssembly.compileStreaming(fetch(WASM_URL));
  } catch {
    // A server that does not say application/wasm: compile the whole file instead.
    const response = await fetch(WASM_URL);
    if (!response.ok) throw new Error(`The maze engine could not be downloaded (${response.status})`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** The engine compiled once per page; workers are handed this module instead of fetching the file again. */
export function engineModule(): Promise<WebAssembly.Module> {
  compiling ??= compileEngine();
  return compiling;
}

/** A fresh instance of the compiled engine (its own heap). */
function instantiate(module: WebAssembly.Module): Promise<Engine> {
  return new Promise<Engine>((resolve, reject) => {
    const instantiateWasm = (imports: WebAssembly.Imports, receive: (i: WebAssembly.Instance, m: WebAssembly.Module) => void) => {
      WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module), reject);
      return {};
    };
    createMazeModule({ instantiateWasm }).then((m) => resolve(new Engine(m)), reject);
  });
}

/** Loads the engine once; later calls share it. A worker passes the module its page compiled. */
export function loadEngine(compiled?: WebAssembly.Module): Promise<Engine> {
  if (compiled) compiling ??= Promise.resolve(compiled);
  loading ??= engineModule().then(instantiate);
  return loading;
}
