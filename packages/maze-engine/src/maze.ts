// maze.ts: a finished maze: its rooms, openings, way in and way out, and what it can be drawn as.
import { type MazeSession, type PlayedGame, type Shape, type ShapeFact, SHAPE_FACTS, shapesWith } from './engine.js';
import { Held } from './held.js';
import { type SolveOptions, type SolveResult, Solver, solveOptions } from './solver.js';
import { type TileSettings, tileSettings } from './settings.js';

/** What `maze check` says of a maze. */
export interface MazeFacts {
  rooms: number;
  openings: number;
  pieces: number;
  loops: number;
  perfect: boolean;
  deadEnds: number;
  /** Steps between the two rooms farthest apart; null unless the maze is perfect. */
  farthest: number | null;
}

/** The maze as `maze generate --format json` writes it: JSON.stringify(maze) is exactly that line. */
export interface MazeJSON {
  shape: Shape;
  rows: number;
  cols: number;
  rooms: number;
  /** A mask only: each room's [row, col], in the rooms' order (reading order). */
  at?: [number, number][];
  /** Every pair of neighbouring rooms, smaller room first, sorted (weave: rooms two apart in a line too). */
  walls: [number, number][];
  /** The walls knocked down. */
  openings: [number, number][];
  /** Weave only: each tunnel, [a, b, c] from room a to room b under room c. */
  under?: [number, number, number][];
  /** A game's (see engine.generate): the way in and the way out, its halls, doors and keys, the seed kept. */
  in?: number;
  out?: number;
  halls?: number[][];
  doors?: [number, number][];
  keys?: number[];
  seed?: string;
}

/** Where a maze came from: the method and seed it was grown with (null for a maze read from a picture). */
export interface Origin {
  method: string | null;
  seed: string | null;
}

/**
 * A finished maze. Rooms are numbered from 0; in a square maze room `row * cols + col`.
 * It holds memory inside the engine: call dispose() when done with it (or write `using maze = ...`).
 */
export class Maze extends Held {
  #origin: Origin;
  #game: PlayedGame | undefined;
  #route: number[] | null = null;

  /** Made by engine.generate(), engine.fromPicture() and growth.finish(); it owns the session it is given. */
  constructor(session: MazeSession, origin: Origin, game?: PlayedGame) {
    super(session, 'This maze was already disposed');
    this.#origin = origin;
    this.#game = game;
  }

  /** The locked doors, in order from the way in: door i between two rooms, the first nearer the way in ([] with no keys). */
  get doors(): [number, number][] {
    return (this.#game?.doors ?? []).map(([a, b]) => [a, b]);
  }
  /** The keys' rooms: key i, which opens door i, lies in room keys[i], off the way out ([] with no keys). */
  get keys(): number[] {
    return [...(this.#game?.keys ?? [])];
  }
  /** Each hall's rooms, in room order ([] with no halls). */
  get halls(): number[][] {
    return (this.#game?.halls ?? []).map((h) => [...h]);
  }
  /** The steps from `from` (the way in when left out) to every room through openings; -1 where it cannot be reached. */
  distances(from = this.wayIn): number[] {
    if (!Number.isInteger(from) || from < 0 || from >= this.rooms)
      throw new Error(`Room ${String(from)} is not in the maze: rooms go from 0 to ${this.rooms - 1}`);
    return Array.from(this.session.distances(from));
  }
  /** The two rooms farthest apart, a and b, and the steps between them. Perfect mazes only. */
  farthest(): { a: number; b: number; steps: number } {
    return this.session.farthestPair();
  }

  get method(): string | null {
    return this.#origin.method;
  }
  /** The seed in decimal (the one given, or the fresh one picked); null for a maze read from a picture. */
  get seed(): string | null {
    return this.#origin.seed;
  }
  get shape(): Shape {
    return this.session.shape;
  }
  get rows(): number {
    return this.session.rows;
  }
  get cols(): number {
    return this.session.cols;
  }
  /** How many rooms: rows x cols for a square. */
  get rooms(): number {
    return this.session.rooms;
  }
  /** The room the way in is, and the room the way out is. */
  get wayIn(): number {
    return this.session.ways().in;
  }
  get wayOut(): number {
    return this.session.ways().out;
  }
  /** The openings (walls knocked down) as pairs of rooms, smaller room first, sorted. */
  get openings(): [number, number][] {
    const flat = this.session.openingPairs();
    return Array.from({ length: flat.length / 2 }, (_, i) => [flat[2 * i], flat[2 * i + 1]]);
  }
  /** Whether an opening joins rooms a and b. */
  isOpen(a: number, b: number): boolean {
    return this.neighbours(a).includes(b);
  }
  /** The rooms one step from `room` through an opening, lowest first (asked of the engine: no list of the whole maze made). */
  neighbours(room: number): number[] {
    if (!Number.isInteger(room) || room < 0 || room >= this.rooms)
      throw new Error(`Room ${String(room)} is not in the maze: rooms go from 0 to ${this.rooms - 1}`);
    return Array.from(this.session.around(room, true)).sort((a, b) => a - b);
  }
  /** The lesson's picture: a list of strings, '#' rock and '.' floor, rooms at odd rows and columns. Square and mask mazes only. */
  picture(): string[] {
    this.#only('picture', 'picture()', 'use svg() or toJSON()');
    return this.session.picture();
  }
  /** The maze as a standalone SVG picture, the way in and way out marked, and with `route` the way out drawn. */
  svg(options: { route?: boolean } = {}): string {
    if (options.route) this.solve();
    return this.session.svg(options.route === true);
  }
  /** The picture as rows of tiles, 1 wall and 0 floor, `corridor` tiles across a room and `wall` across a wall. Square mazes only. */
  tiles(settings?: TileSettings & { markWays?: boolean }): number[][] {
    this.#only('tiles', 'tiles()', 'use svg() or toJSON()');
    const { markWays, ...widths } = settings ?? {};
    const { corridor, wall } = tileSettings(widths);
    const { width, height, tiles } = markWays === true ? this.session.markedTiles(corridor, wall) : this.session.tiles(corridor, wall);
    return Array.from({ length: height }, (_, y) => Array.from(tiles.subarray(y * width, (y + 1) * width)));
  }
  /** The maze as a Tiled map (.tmj text), as `maze generate --format tiled`; its tileset picture is engine.tileset(). Square mazes only. */
  tiled(settings?: TileSettings): string {
    this.#only('tiles', 'tiled()', 'use svg() or toJSON()');
    const { corridor, wall } = tileSettings(settings);
    return this.#game ? this.session.gameTiled(corridor, wall, this.#game) : this.session.tiled(corridor, wall);
  }
  /** The maze as plain data; JSON.stringify(maze) is exactly the line `maze generate --format json` writes. */
  toJSON(): MazeJSON {
    return JSON.parse(this.#game?.json ?? this.session.json()) as MazeJSON;
  }
  /** The way out: the rooms from the way in to the way out, both included (found breadth first). */
  solve(): number[];
  /**
   * Any rule of the engine's table (engine.rules) from any room to any room, run to its end, through a game's locked
   * doors as each rule treats them: what it did, exactly as `maze solve --rule R --from A --to B --seed N --limit S
   * --format json` prints it for the maze's JSON (JSON.stringify gives that line).
   */
  solve(options: SolveOptions): SolveResult;
  solve(options?: SolveOptions): number[] | SolveResult {
    if (options !== undefined) {
      const { rule, ...request } = solveOptions(options, this.session.ways());
      return JSON.parse(this.session.solveRule(rule, { ...request, ...this.#locked() })) as SolveResult;
    }
    if (!this.#route) {
      this.session.solve();
      this.session.finish();
      this.#route = Array.from(this.session.route());
    }
    return [...this.#route];
  }
  /** The same rule one step at a time (see Solver): at its end, its result is what solve(options) gives. */
  solver(options: SolveOptions = {}): Solver {
    const { rule, ...request } = solveOptions(options, this.session.ways());
    return new Solver(this.session.startRule(rule, { ...request, ...this.#locked() }));
  }
  // A game's locked doors and keys, as the command reads them from its JSON; none without keys.
  #locked(): { doors?: [number, number][]; keys?: number[] } {
    return this.#game && this.#game.keys.length > 0 ? { doors: this.doors, keys: this.keys } : {};
  }
  /** Rooms, openings, pieces, loops, whether it is perfect, dead ends and the farthest two rooms' steps, as `maze check` says. */
  facts(): MazeFacts {
    const f = this.session.facts();
    return {
      rooms: f.rooms,
      openings: f.openings,
      pieces: f.pieces,
      loops: f.loops,
      perfect: f.perfect,
      deadEnds: f.deadEnds,
      farthest: f.perfect ? f.farthest : null,
    };
  }
  #only(fact: ShapeFact, what: string, instead: string): void {
    if (!SHAPE_FACTS[this.shape][fact]) throw new Error(`${what} is for ${shapesWith(fact).join(' and ')} mazes only: this is a ${this.shape} maze (${instead})`);
  }
}
