// raw.ts: the types of what wasm/bindings.cpp exports, as embind hands them over.
export interface RawFacts {
  rooms: number;
  openings: number;
  pieces: number;
  loops: number;
  deadEnds: number;
  reached: number;
  perfect: boolean;
  farthest: number;
}

export interface RawEvent {
  kind: number;
  a: number;
  b: number;
}

export interface RawWays {
  in: number;
  out: number;
}

export interface RawChanges {
  all: boolean;
  rooms: Int32Array;
}

export interface RawMethod {
  name: string;
  title: string;
  pieces: boolean;
  ownWays: boolean;
  /** Grows square mazes only. */
  squareOnly: boolean;
  /** Starts with no inner walls and builds them (recursive division). */
  builds: boolean;
  /** Grows weave mazes too, laying tunnels under rooms. */
  weaves: boolean;
  /** Grows from a list of rooms, picked as its options' pick says. */
  takesPick: boolean;
  /** Square only: why, the end of the sentence the engine's check gives ('' for the others). */
  whySquare: string;
  /** Compared in the uniformity lab, "Equally often?". */
  lab: boolean;
}

/** How a method grows besides its id: the one options object the bindings take. */
export interface RawOptions {
  pick?: string;
  braid?: number;
}

/** Where rooms and walls sit (wasm/engine/shapes/layout.h). */
export interface RawLayout {
  width: number;
  height: number;
  centreX: number;
  centreY: number;
  outline: Float32Array;
  outlineStart: Int32Array;
  middle: Float32Array;
  wallRooms: Int32Array;
  wallBit: Uint8Array;
  /** Which room's opening bits hold wall w's bit: 0 room wallRooms[2w], 1 room wallRooms[2w+1] (only random cells have 1s). */
  wallOwner: Uint8Array;
  wallLine: Float32Array;
  wallArc: Uint8Array;
  edgeLine: Float32Array;
  edgeArc: Uint8Array;
  /** Circle: the first room of each ring, then the number of rooms; empty for other shapes. */
  ringStart: Int32Array;
}

export interface RawSession {
  seed(): string;
  reseed(seed: string): void;
  rows(): number;
  cols(): number;
  rooms(): number;
  shape(): string;
  reshape(shape: string, rows: number, cols: number): void;
  /** A mask from its text, one line a row ('.' a room, 'X' none). */
  reshapeMask(lines: string): void;
  /** A mask from a word's letters in the engine's blocky font. */
  reshapeWord(word: string): void;
  layout(): RawLayout;
  /** options: the pick, for the methods that take one ('' for the default), and the braid (0 to 100); left out, the defaults. */
  grow(method: string, options: RawOptions): void;
  solve(from: number, to: number): void;
  load(picture: string): void;
  resize(rows: number, cols: number): void;
  busy(): boolean;
  step(): RawEvent;
  stepMany(n: number): number;
  finish(): number;
  stepWatched(n: number): number;
  last(): RawEvent;
  position(): number;
  length(): number;
  seek(k: number): void;
  stepBack(): void;
  ways(): RawWays;
  changes(): RawChanges;
  looks(): Uint32Array;
  looksOf(rooms: Int32Array): Uint32Array;
  distances(from: number): Int32Array;
  pieces(): number;
  walls(): Uint8Array;
  /** The openings, flat: a, b, a, b, ... in the order toJSON() lists them. */
  openingPairs(): Int32Array;
  marks(): Uint8Array;
  pieceLabels(): Int32Array;
  thread(): Int32Array;
  route(): Int32Array;
  picture(): string;
  svg(route: boolean): string;
  json(): string;
  tiles(corridor: number, wall: number): RawTiles;
  tiled(corridor: number, wall: number): string;
  /** The grown maze takes its game (wasm/bindings_games.cpp): its JSON as `maze generate` writes it, and its parts. */
  playGame(method: string, shape: string, options: RawOptions, game: RawGameOptions): RawGame;
  /** Tiles with the way in's room 2 and the way out's 3. */
  markedTiles(corridor: number, wall: number): RawTiles;
  /** The Tiled map with the game's doors, keys and halls as objects. */
  gameTiled(corridor: number, wall: number, doors: number[][], keys: number[], halls: number[][]): string;
  /** The two rooms farthest apart and the steps between them (perfect mazes only). */
  farthestPair(): { a: number; b: number; steps: number };
  facts(): RawFacts;
  /** A rule of the table run to its end (wasm/bindings_solve.cpp): its JSON, as `maze solve --format json` prints it. */
  solveRule(rule: string, request: RawSolveRequest): string;
  /** The same rule one step at a time; delete() it when done with it. */
  startRule(rule: string, request: RawSolveRequest): RawRuleRun;
  walkRobot(hand: string, from: number, to: number): void;
  robot(): RobotResult;
  knock(a: number, b: number): void;
  knockRandom(): { a: number; b: number };
  shortestRoute(from: number, to: number): Int32Array;
  toward(room: number, dx: number, dy: number): { room: number; tie: boolean };
  waysOn(room: number): { room: number; way: string }[];
  runAlong(room: number, next: number, stop: number): Int32Array;
  farEnds(): RawWays;
  around(room: number, openOnly: boolean): Int32Array;
  middle(room: number): { x: number; y: number };
  delete(): void;
}

/**
 * A rule's rooms, seed ('' or left out: a fresh one), limit (left out: the engine's), and a game's locked doors (door
 * i between two rooms) and keys (key i's room), as the engine reads them.
 */
export interface RawSolveRequest {
  from: number;
  to: number;
  seed?: string;
  limit?: number;
  doors?: [number, number][];
  keys?: number[];
}

/** A rule's row of the engine's table (wasm/engine/solvers/rules.h). */
export interface RawRule {
  name: string;
  title: string;
  /** Sees the maze whole (else only the room it is in). */
  map: boolean;
  /** The way it finds is always a shortest one. */
  shortest: boolean;
  /** Finds the way in a maze with loops too, whenever there is one. */
  loops: boolean;
  /** Its choices are drawn from the seed. */
  seeded: boolean;
  /** It may give up at its limit of steps. */
  limited: boolean;
  /** A hand on the wall: it gets out, or goes round for ever. */
  hand: boolean;
  /** What it does, in a sentence. */
  does: string;
}

/** One rule's run, one step at a time (wasm/bindings_solve.h). */
export interface RawRuleRun {
  /** One step; whether there is more to do. */
  step(): boolean;
  /** Up to n steps (fewer at the end): the room each went into or looked at. */
  stepMany(n: number): Int32Array;
  done(): boolean;
  last(): RawEvent;
  steps(): number;
  visited(): number;
  memory(): number;
  found(): boolean;
  trail(): Int32Array;
  /** Once done: what the rule did, as `maze solve --format json` prints it. */
  json(): string;
  delete(): void;
}

/** A square maze as tiles (wasm/engine/formats/tiles.h): width x height of them, row by row, 1 wall 0 floor. */
export interface RawTiles {
  width: number;
  height: number;
  tiles: Uint8Array;
}

/** The Tiled map's tileset picture (a PNG) and the file name the map gives it. */
export interface RawTileset {
  name: string;
  png: Uint8Array;
}

/** What the robot did: still walking, out after `steps` moves, or round in a loop for ever. */
export interface RobotResult {
  walking: boolean;
  out: boolean;
  wentRound: boolean;
  steps: number;
}

/** A ten-print board and its random stream (wasm/bindings_tenprint.cpp). */
export interface RawTenPrint {
  seed(): string;
  rows(): number;
  cols(): number;
  placed(): number;
  step(): number;
  stepMany(n: number): number;
  finish(): void;
  next(): void;
  countThrough(n: number): number;
  squares(): Uint8Array;
  text(): string;
  waysThrough(): Uint8Array;
  hasWayThrough(): boolean;
  delete(): void;
}

/** The endless maze, a row at a time (wasm/bindings_endless.cpp). */
export interface RawEndless {
  seed(): string;
  cols(): number;
  rowsMade(): number;
  closed(): boolean;
  top(): string;
  /** The next row's two lines, joined by a line break. */
  next(last: boolean): string;
  delete(): void;
}

/** One method's tally over every perfect maze of a small shape (wasm/bindings_lab.cpp). */
export interface RawLab {
  seed(): string;
  kinds(): number;
  key(i: number): string;
  grow(mazes: number): void;
  mazes(): number;
  seen(): number;
  counts(): Float64Array;
  chi2(): number;
  p(): number;
  verdict(): string;
  delete(): void;
}

/** A game's settings as the engine reads them (0 or left out: none). */
export interface RawGameOptions {
  keys?: number;
  halls?: number;
  of?: number;
  keep?: string;
  ends?: string;
}
export interface RawGame {
  json: string;
  halls: Int32Array[];
  doors: Int32Array[];
  keys: Int32Array;
}

export interface RawModule {
  Session: new (rows: number, cols: number, seed: string) => RawSession;
  TenPrint: new (rows: number, cols: number, seed: string) => RawTenPrint;
  Lab: new (shape: string, rows: number, cols: number, method: string, seed: string, pick?: string) => RawLab;
  Endless: new (cols: number, seed: string) => RawEndless;
  factsOfPicture(picture: string): RawFacts;
  generatePicture(method: string, rows: number, cols: number, seed: string, options: RawOptions): string;
  alterPicture(picture: string, knock: number, raise: number, seed: string): string;
  countPerfectMazes(rows: number, cols: number): string;
  countShapeMazes(shape: string, rows: number, cols: number, seed: string): string;
  countMaskMazes(lines: string): string;
  countWordMazes(word: string): string;
  tileset(): RawTileset;
  countRooms(shape: string, rows: number, cols: number): number;
  /** The seed kept of the mazes of seeds seed, seed + 1, ... (`maze generate --of`). */
  chooseSeed(method: string, shape: string, rows: number, cols: number, seed: string, options: RawOptions, game: RawGameOptions): string;
  methods(): RawMethod[];
  /** Throws the engine's sentence for a seed it would not take. */
  checkSeed(seed: string): void;
  liveSessions(): number;
  heapInUse(): number;
}
