// session.ts: one maze on the page with its random stream and the machine at work on it.
import type { RawGameOptions, RawRuleRun, RawSession, RawSolveRequest, RobotResult } from './raw.js';
import { call, disposeSymbol, lines, pictureText, text, whole } from './convert.js';
import type { Changes, Facts, GameOptions, GrowOptions, Layout, Method, PlayedGame, Shape, StepEvent, Tiles, Toward, Ways, WayOn } from './tables.js';

/** A game's settings as the engine reads them: whole numbers and words, the engine checks the rest. */
function gameOptions(game: GameOptions): RawGameOptions {
  const out: RawGameOptions = {};
  if (game.keys !== undefined) out.keys = whole('The keys', game.keys);
  if (game.halls !== undefined) out.halls = whole('The halls', game.halls);
  if (game.of !== undefined) out.of = whole('The mazes to choose from', game.of);
  if (game.keep !== undefined) out.keep = text('What to keep', game.keep);
  if (game.ends !== undefined) out.ends = text('The ends', game.ends);
  return out;
}

/** A rule's request as the engine reads it: whole rooms and limit, the seed as text; the engine checks the rest. */
function solveRequest(request: RawSolveRequest): RawSolveRequest {
  const out: RawSolveRequest = { from: whole('The room to go from', request.from), to: whole('The room to go to', request.to) };
  if (request.seed !== undefined) out.seed = text('A seed', request.seed).trim();
  if (request.limit !== undefined) out.limit = whole('The limit', request.limit);
  if (request.doors !== undefined) out.doors = request.doors.map(([a, b]) => [whole('A door\'s room', a), whole('A door\'s room', b)]);
  if (request.keys !== undefined) out.keys = request.keys.map((room) => whole('A key\'s room', room));
  return out;
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
    const s = text('A seed', seed).trim();
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
    const m = text('A method', request.method);
    const pick = request.pick === undefined ? '' : text('A pick', request.pick);
    const braid = request.braid === undefined ? 0 : whole('The braid', request.braid);
    call(() => this.#s.grow(m, { pick, braid }));
  }
  /**
   * Finish the growth if it is not finished, then start the way-out search: with no rooms
   * given, from the maze's own way in to its way out (see ways()). Its steps follow the
   * growth's on the timeline.
   */
  solve(from?: number, to?: number): void {
    if (from === undefined && to === undefined) return call(() => this.#s.solve(-1, -1));
    const a = whole('The way in', from ?? 0);
    const b = whole('The way out', to ?? this.rooms - 1);
    call(() => this.#s.solve(a, b));
  }
  /** Replace the maze by a picture (list of strings or text); throws with the reason. */
  load(picture: string[] | string): void {
    const text = pictureText(picture);
    call(() => this.#s.load(text));
  }
  /** A new size: all walls standing, no machine at work. */
  resize(rows: number, cols: number): void {
    whole('Rows', rows);
    whole('Columns', cols);
    call(() => this.#s.resize(rows, cols));
  }
  /** A new shape and size: all walls standing, no machine at work. Throws with the reason for a shape too big or too small. */
  reshape(shape: Shape, rows: number, cols: number): void {
    const s = text('A shape', shape);
    whole('Rows', rows);
    whole('Columns', cols);
    call(() => this.#s.reshape(s, rows, cols));
  }
  /** A mask, all walls standing: its text (one line a row, '.' a room, 'X' none) or a word's letters. The engine checks it. */
  reshapeMask(mask: { lines: string } | { text: string }): void {
    if ('text' in mask) {
      const word = text('A word', mask.text);
      call(() => this.#s.reshapeWord(word));
    } else {
      const lines = text('A mask', mask.lines);
      call(() => this.#s.reshapeMask(lines));
    }
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
    whole('Steps', n);
    return call(() => this.#s.stepMany(n));
  }
  finish(): number {
    return this.#s.finish();
  }
  /** Up to n steps, each reported in changes(): what the board calls each frame. */
  stepWatched(n: number): number {
    whole('Steps', n);
    return call(() => this.#s.stepWatched(n));
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
    whole('A step on the timeline', k);
    call(() => this.#s.seek(k));
  }
  /** One step back on the timeline. */
  stepBack(): void {
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
    return call(() => this.#s.looksOf(rooms instanceof Int32Array ? rooms : Int32Array.from(rooms)));
  }
  /** Steps from a room to every room through the openings (-1 where it cannot be reached). */
  distances(from: number): Int32Array {
    whole('The room to count from', from);
    return call(() => this.#s.distances(from));
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
  /** The openings, flat (a, b, a, b, ...), in the order json() lists them: a big maze's, without its JSON. */
  openingPairs(): Int32Array {
    return call(() => this.#s.openingPairs());
  }
  /** The maze as one line of JSON, exactly as `maze generate --format json` writes it. */
  json(): string {
    return call(() => this.#s.json());
  }
  /** A square maze as tiles, `corridor` tiles across a room and its openings, `wall` across a wall. */
  tiles(corridor = 1, wall = 1): Tiles {
    whole('A corridor', corridor);
    whole('A wall', wall);
    return call(() => this.#s.tiles(corridor, wall));
  }
  /** A square maze as a Tiled map (.tmj text) with its way in and way out, as `maze generate --format tiled`. */
  tiled(corridor = 1, wall = 1): string {
    whole('A corridor', corridor);
    whole('A wall', wall);
    return call(() => this.#s.tiled(corridor, wall));
  }
  facts(): Facts {
    return this.#s.facts();
  }
  /**
   * The grown maze takes its game (wasm/engine/games/): halls, far ends, then doors and keys, drawn
   * from its stream after the growth, as `maze generate` draws them. The engine checks the settings.
   * Gives the game's JSON, exactly as `maze generate --format json` writes it, and its parts.
   */
  playGame(request: { method: Method; shape: Shape } & GrowOptions, game: GameOptions): PlayedGame {
    const m = text('A method', request.method);
    const shape = text('A shape', request.shape);
    const pick = request.pick === undefined ? '' : text('A pick', request.pick);
    const braid = request.braid === undefined ? 0 : whole('The braid', request.braid);
    const raw = call(() => this.#s.playGame(m, shape, { pick, braid }, gameOptions(game)));
    return {
      json: raw.json,
      halls: raw.halls.map((h) => Array.from(h)),
      doors: raw.doors.map((d) => [d[0], d[1]] as [number, number]),
      keys: Array.from(raw.keys),
    };
  }
  /** Tiles with the way in's room marked 2 and the way out's 3. */
  markedTiles(corridor = 1, wall = 1): Tiles {
    whole('A corridor', corridor);
    whole('A wall', wall);
    return call(() => this.#s.markedTiles(corridor, wall));
  }
  /** The Tiled map with a game's doors, keys and halls as objects in a layer of their own. */
  gameTiled(corridor: number, wall: number, game: Omit<PlayedGame, 'json'>): string {
    whole('A corridor', corridor);
    whole('A wall', wall);
    return call(() => this.#s.gameTiled(corridor, wall, game.doors, game.keys, game.halls));
  }
  /** The two rooms farthest apart and the steps between them; perfect mazes only. */
  farthestPair(): { a: number; b: number; steps: number } {
    return call(() => this.#s.farthestPair());
  }
  /**
   * Any rule of the engine's table (RULES) from room `from` to room `to`, run to its end on the maze as it is now, off
   * the timeline, through a game's locked doors when given: what it did as one line of JSON, exactly as `maze solve
   * --rule --format json` prints it for the maze's JSON. A seeded rule's seed '' (or left out) is a fresh one, said in
   * the JSON; the limit left out is the engine's (1,000,000 steps).
   */
  solveRule(rule: string, request: RawSolveRequest): string {
    const r = text('A rule', rule);
    return call(() => this.#s.solveRule(r, solveRequest(request)));
  }
  /** The same rule one step at a time (wasm/bindings_solve.h), on its own copy of the maze: delete() it when done. */
  startRule(rule: string, request: RawSolveRequest): RawRuleRun {
    const r = text('A rule', rule);
    return call(() => this.#s.startRule(r, solveRequest(request)));
  }
  /**
   * Finish the growth, then put the robot (a hand on the wall, see wasm/engine/analysis/robot.h) on
   * the timeline in place of the way-out search: from room `from` to room `to`, one move a step.
   */
  walkRobot(hand: 'right' | 'left', from: number, to: number): void {
    const a = whole('The way in', from);
    const b = whole('The way out', to);
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
    const a = whole('The way in', from);
    const b = whole('The way out', to);
    return call(() => this.#s.shortestRoute(a, b));
  }
  /**
   * The open neighbour of a room nearest the screen direction (dx, dy) (x to the right, y
   * down), within the shape's cone: square and hex 45 degrees, triangle 90, circle 60. On the
   * square up, down, left and right are exact. Two open ways equally near: no room, `tie` true.
   */
  toward(room: number, dx: number, dy: number): Toward {
    whole('The room', room);
    if (!Number.isFinite(dx) || !Number.isFinite(dy) || (dx === 0 && dy === 0))
      throw new Error(`A direction needs a length (got ${String(dx)}, ${String(dy)})`);
    return call(() => this.#s.toward(room, dx, dy));
  }
  /** The open ways from a room, each named by the heading that takes it, in the order of HEADINGS. */
  waysOn(room: number): WayOn[] {
    whole('The room', room);
    return call(() => this.#s.waysOn(room)) as WayOn[];
  }
  /**
   * A run from `room` through its opening to `next`, on along the corridor while each room
   * has exactly two openings: it stops at a junction, a dead end, `stop` (the way out; -1 for
   * none) or back in `room`. The rooms entered, `next` first.
   */
  runAlong(room: number, next: number, stop = -1): Int32Array {
    whole('The room', room);
    whole('The next room', next);
    whole('The room to stop in', stop);
    return call(() => this.#s.runAlong(room, next, stop));
  }
  /** The way in and the way out at the two rooms farthest apart, the smaller room the way in; throws unless the maze is perfect. */
  farEnds(): Ways {
    return call(() => this.#s.farEnds());
  }
  /** A room's neighbours in the shape's order (square: up, down, left, right): all, or only those through an opening. */
  around(room: number, openOnly = false): Int32Array {
    whole('The room', room);
    return call(() => this.#s.around(room, openOnly));
  }
  /** The middle of a room in the shape's units (see Layout; the square's room (r, c) at c + 0.5, r + 0.5). */
  middle(room: number): { x: number; y: number } {
    whole('The room', room);
    return call(() => this.#s.middle(room));
  }
  /** Frees the C++ side; safe to call twice. Also bound to Symbol.dispose for `using`. */
  dispose(): void {
    this.#raw?.delete();
    this.#raw = null;
  }
}
(MazeSession.prototype as unknown as Record<symbol, () => void>)[disposeSymbol] = MazeSession.prototype.dispose;
