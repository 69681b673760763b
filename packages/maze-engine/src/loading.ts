// loading.ts: the one place that loads the WebAssembly maze engine, and what the loaded module offers.
import createMazeModule from './generated/maze_engine.mjs';
import type { RawGameOptions, RawLab, RawModule, RawTenPrint } from './raw.js';
import { call, lines, pictureText, text, whole } from './convert.js';
import { EndlessMaze, type EndlessOptions } from './endless.js';
import { MazeSession } from './session.js';
import { type Facts, type GrowOptions, type Method, type MethodFacts, type Shape, type Tileset } from './tables.js';

export class Engine {
  readonly #m: RawModule;

  constructor(m: RawModule) {
    this.#m = m;
  }

  /** A maze of rows x cols rooms, all walls standing. Seed '' picks a fresh one. */
  newSession(rows: number, cols: number, seed = ''): MazeSession {
    whole('Rows', rows);
    whole('Columns', cols);
    const s = text('A seed', seed).trim();
    return new MazeSession(call(() => new this.#m.Session(rows, cols, s)));
  }
  /** A finished maze, made exactly as the lesson's Python (the method's program) after random.seed(seed) (then braided, with `braid`). */
  generate(method: Method, rows: number, cols: number, seed: string, options?: GrowOptions): string[] {
    const m = text('A method', method);
    whole('Rows', rows);
    whole('Columns', cols);
    const s = text('A seed', seed).trim();
    const pick = options?.pick === undefined ? '' : text('A pick', options.pick);
    const braid = options?.braid === undefined ? 0 : whole('The braid', options.braid);
    return lines(call(() => this.#m.generatePicture(m, rows, cols, s, { pick, braid })));
  }
  /**
   * The endless maze (wasm/engine/endless/endless.h, one row of rooms at a time): the lesson's picture line by line,
   * `cols` rooms across, for ever, or with `rows` the rows closed into a perfect maze. Seed '' picks
   * a fresh one. Dispose of it when done (iterating it to the end, or breaking out of the loop, does).
   */
  endless(options: EndlessOptions): EndlessMaze {
    const cols = whole('Columns', options?.cols);
    const rows = options.rows === undefined ? undefined : whole('Rows', options.rows);
    const s = text('A seed', options.seed ?? '').trim();
    return new EndlessMaze(call(() => new this.#m.Endless(cols, s)), rows);
  }
  /** Knock down `knock` random standing walls (loops), then put back `raise` openings (rooms cut off). */
  alter(picture: string[] | string, knock: number, raise: number, seed: string): string[] {
    const drawn = pictureText(picture);
    whole('Walls to knock down', knock);
    whole('Openings to close', raise);
    const s = text('A seed', seed).trim();
    return lines(call(() => this.#m.alterPicture(drawn, knock, raise, s)));
  }
  analyse(picture: string[] | string): Facts {
    const text = pictureText(picture);
    return call(() => this.#m.factsOfPicture(text));
  }
  /** The exact number of perfect mazes of a grid, in decimal. */
  countPerfectMazes(rows: number, cols: number): string {
    whole('Rows', rows);
    whole('Columns', cols);
    return call(() => this.#m.countPerfectMazes(rows, cols));
  }
  /** The exact number of perfect mazes of any shape (see countRooms for the sizes), in decimal; random cells count the points drawn from `seed`. */
  countMazes(shape: Shape, rows: number, cols: number, seed = ''): string {
    const s = text('A shape', shape);
    whole('Rows', rows);
    whole('Columns', cols);
    const n = text('A seed', seed).trim();
    return call(() => this.#m.countShapeMazes(s, rows, cols, n));
  }
  /** The exact number of perfect mazes of a mask: its text (one line a row, '.' a room, 'X' none) or a word's letters. */
  countMask(mask: { lines: string } | { text: string }): string {
    if ('text' in mask) {
      const word = text('A word', mask.text);
      return call(() => this.#m.countWordMazes(word));
    }
    const lines = text('A mask', mask.lines);
    return call(() => this.#m.countMaskMazes(lines));
  }
  /** The picture of the two tiles a Tiled map from `MazeSession.tiled()` looks for beside itself. */
  tileset(): Tileset {
    return call(() => this.#m.tileset());
  }
  /**
   * The seed kept of the mazes of seeds seed, seed + 1, ..., seed + of - 1, each made as that seed alone
   * makes it with the game's halls and keys (`maze generate --of K --keep ...`); the engine checks everything.
   */
  chooseSeed(request: { method: Method; shape: Shape; rows: number; cols: number; seed: string } & GrowOptions, game: RawGameOptions): string {
    const m = text('A method', request.method);
    const shape = text('A shape', request.shape);
    whole('Rows', request.rows);
    whole('Columns', request.cols);
    const s = text('A seed', request.seed).trim();
    const pick = request.pick === undefined ? '' : text('A pick', request.pick);
    const braid = request.braid === undefined ? 0 : whole('The braid', request.braid);
    return call(() => this.#m.chooseSeed(m, shape, request.rows, request.cols, s, { pick, braid }, game));
  }
  /** Rooms in a maze of this shape and size; throws with the reason when there can be no such maze. */
  countRooms(shape: Shape, rows: number, cols: number): number {
    const s = text('A shape', shape);
    whole('Rows', rows);
    whole('Columns', cols);
    return call(() => this.#m.countRooms(s, rows, cols));
  }
  /** Why the engine would not take this seed, in its sentence, or null when it would ('' is a fresh seed). */
  seedProblem(seed: string): string | null {
    const s = text('A seed', seed).trim();
    return s === '' ? null : problem(() => this.#m.checkSeed(s));
  }
  /** Why there can be no maze of this shape and size, in the engine's sentence, or null; its rooms when there can. */
  sizeProblem(shape: Shape, rows: number, cols: number): { problem: string } | { rooms: number } {
    let rooms = 0;
    const said = problem(() => (rooms = this.countRooms(shape, rows, cols)));
    return said === null ? { rooms } : { problem: said };
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

/** The engine's sentence when `f` throws, else null. */
function problem(f: () => unknown): string | null {
  try {
    call(f);
    return null;
  } catch (e) {
    return (e as Error).message;
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

let loaded: Engine | null = null;

/** Loads the engine once; later calls share it. A worker passes the module its page compiled. */
export function loadEngine(compiled?: WebAssembly.Module): Promise<Engine> {
  if (compiled) compiling ??= Promise.resolve(compiled);
  loading ??= engineModule()
    .then(instantiate)
    .then((engine) => (loaded = engine));
  return loading;
}

/**
 * The engine loadEngine loaded, for a check that cannot wait (a box being typed in); throws before it has loaded.
 * The page's boards are made only once it has (web/src/board/board.ts).
 */
export function loadedEngine(): Engine {
  if (!loaded) throw new Error('The maze engine has not loaded yet');
  return loaded;
}
