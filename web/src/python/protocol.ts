// Messages between the page and the Python worker: every one has a `type` field.

/** One of the student's own lines in a traceback (repeats folded into `times`). */
export interface Frame {
  line: number;
  function: string;
  times: number;
}

export type ProblemKind =
  | 'syntax'
  | 'exception'
  | 'interrupted'
  | 'recursion'
  | 'memory'
  | 'input'
  | 'fatal';

/** What went wrong, as plain data: the words for the student are made on the page. */
export interface Problem {
  kind: ProblemKind;
  /** Python's exception class, e.g. NameError. */
  type: string;
  message: string;
  /** Python's real last line, e.g. "NameError: name 'x' is not defined". */
  lastLine: string;
  /** Line in the student's program, when known. */
  line: number | null;
  column: number | null;
  /** The text of that line. */
  code: string;
  frames: Frame[];
  syntaxMessage: string | null;
}

/** A picture from the `pixels` module: one frame for show_grid, many for show_frames. */
export interface Drawing {
  kind: 'grid' | 'frames';
  frames: string[][];
  colours: Record<string, string>;
}

/** The student's function's answer on one test, as JSON text (never a live object). */
export interface Answer {
  json: string | null;
  typeName: string;
  repr: string;
  /** For a watched make_maze(rows, cols): what it did, change by change (tracer.py). */
  trace?: Trace;
}

/** make_maze at work, as tracer.py saw it. */
export interface Trace {
  /** Whether its grid (a list of lists of the picture's size) was found and watched. */
  found: boolean;
  /** The grid when it was found, as rows of text. */
  start: string[] | null;
  /** Four numbers a step: row, column, the new character's code (-1: none), thread (0 no change, 1 a call took this room, 2 a call returned). */
  steps: number[];
  /** More changes than `limit` were made: only the first ones are in `steps`. */
  cut: boolean;
  limit: number;
}

/** One call of the student's function: its arguments (a test maze, or rows and columns). */
export interface CallInput {
  args: unknown[];
}

/**
 * Slots in the shared buffer: [0] is Pyodide's interrupt signal. Without shared memory the worker
 * keeps the time limits itself (worker.ts, ownClock), so a program over its time still stops at
 * its line with KeyboardInterrupt; only Stop then needs a new worker.
 */
export const SLOT_SIGNAL = 0;
/** The test the worker is on now, so a late timer cannot interrupt the next one. */
export const SLOT_TEST = 1;
/** Set by Stop: end the whole job, not just the current test. */
export const SLOT_ABORT = 2;
export const SLOT_COUNT = 4;
export const SIGINT = 2;
/** A test is interrupted this long after its net is over: the worker's own clock stops it first when it can. */
export const TEST_SLACK_MS = 100;
/**
 * A test's time is counted in steps, not read off a clock (steps.py: each call of the program's that returns, each turn
 * of its loops), so its verdict is the same on a busy computer as on an idle one, and on every check. This many steps
 * make a millisecond: about what Pyodide does on a school laptop (a search from every room of a 30 x 30 maze is
 * 4 million steps, and about 1.5 s there).
 */
export const STEPS_PER_MS = 2000;
/** The clock stays only as a net, for work no step counts (one long call into Python itself): this many times the limit. */
export const NET_TIMES = 5;

/** The steps a test of `perTestMs` may take; one more is too slow. */
export function stepBudget(perTestMs: number): number {
  return perTestMs * STEPS_PER_MS;
}

/**
 * When the clock stops a test of `perTestMs` still running (TEST_SLACK_MS later for the page's own clock). A traced call
 * (the board's make_maze, watched square by square) is not counted, as the watching is its slow part: its limit is its clock.
 */
export function testNetMs(perTestMs: number, counted: boolean): number {
  return counted ? perTestMs * NET_TIMES : perTestMs;
}

/** Whether the page can interrupt Python through shared memory: isolated, and the browser has SharedArrayBuffer (WebKitGTK can be isolated without it). */
export function canShareMemory(): boolean {
  return !!globalThis.crossOriginIsolated && typeof SharedArrayBuffer === 'function';
}

/**
 * The first message, on the worker's own channel: everything after it travels on `port`, a
 * channel only the page and the worker's harness hold. A program can reach the worker's own
 * channel (import js; js.postMessage(...)) but never that port, so nothing it posts can pass
 * for the harness's words: the page counts such messages as forged and reads none of them.
 */
export interface InitMessage {
  type: 'init';
  shared: SharedArrayBuffer | null;
  port: MessagePort;
  /** What a Python that has loaded left to start from (a fresh one starts from it in a moment). */
  start: Start | null;
  /** Make such a start as soon as Python has loaded, and send it back with `ready`. */
  makeSnapshot: boolean;
  /**
   * The lesson's Python: start from the memory this browser kept if its digest is `digest` (the page keeps the
   * digest, where no program can reach it), else keep a new one and say its digest (`kept`).
   */
  keep?: { digest: string | null };
}

/**
 * A head start, from the first Python to load: its memory (a snapshot), and Pyodide's files and compiled WebAssembly
 * as it fetched them, so the next one neither downloads nor compiles them again (a second each, where the desk
 * starts a fresh Python for every file).
 */
export interface Start {
  snapshot: Uint8Array;
  /** Pyodide's files fetched at start, by name (runtime_files.ts). */
  files: Record<string, ArrayBuffer>;
  /** pyodide.asm.wasm compiled (null where it was not fetched, as under Node). */
  module: WebAssembly.Module | null;
}

/** `start` for a browser that cannot hand a compiled module between a page and a worker: the next Python compiles its own. */
export const withoutModule = (start: Start | null): Start | null => start && { ...start, module: null };

export type ToWorker =
  | { type: 'run'; id: number; code: string; timeLimitMs: number }
  | { type: 'check'; id: number; code: string; timeLimitMs: number; fn: string; tests: CallInput[]; perTestMs: number; maxSlow: number; traced?: boolean };

export type FromWorker =
  | { type: 'ready'; loadMs: number; version: string; isolated: boolean; start: Start | null; fromKept: boolean }
  | { type: 'load-failed'; message: string }
  | { type: 'kept'; digest: string }
  | { type: 'started'; id: number }
  | { type: 'output'; id: number; stream: 'out' | 'err'; text: string }
  | { type: 'truncated'; id: number }
  | { type: 'draw'; id: number; drawing: Drawing }
  | { type: 'program-done'; id: number; ms: number; problem: Problem | null; hasFunction: boolean }
  | { type: 'test-start'; id: number; index: number }
  | { type: 'test-done'; id: number; index: number; ms: number; steps: number; answer: Answer | null; problem: Problem | null }
  | { type: 'done'; id: number; ms: number; problem: Problem | null; fatal: boolean; aborted: boolean; slowStop: boolean; timedOut: boolean };
