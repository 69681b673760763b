// outcome.ts: what a Python job is asked with, what it tells while it runs, and how it ended: the runner's public shapes.
import type { Answer, Drawing, Problem } from './protocol';

export type Phase = 'waiting' | 'loading' | 'running' | 'testing' | 'stopping';

/** How a job ended. */
export type Status =
  | 'finished'   // ran to the end (a Python exception is still 'finished', with a problem)
  | 'stopped'    // the student pressed Stop
  | 'timeout'    // over the time limit and interrupted
  | 'killed'     // over the time limit, did not answer the interrupt: the worker was replaced
  | 'crashed';   // Python itself failed: the worker was replaced

/** Why no Python answer came: the page ended the worker. */
export type StopReason = 'stop' | 'timeout';

export interface TestReport {
  index: number;
  ms: number;
  answer: Answer | null;
  problem: Problem | null;
  tooSlow: boolean;
  /** Too slow by its steps, counted (protocol.ts, stepBudget): so on every check alike. Not so when the clock's net stopped it. */
  overSteps?: boolean;
  notRun: boolean;
  /** Where the function was when the page stopped it for taking too long (null when not known). */
  stoppedAt: Problem | null;
}

export interface Outcome {
  status: Status;
  problem: Problem | null;
  ms: number;
  truncated: boolean;
  /** Whether the worker had to be replaced (the next run uses the spare). */
  replaced: boolean;
  /** For checks: the student's program ran and defines the function. */
  hasFunction: boolean;
  tests: TestReport[];
  stopReason: StopReason | null;
  /** For checks: stopped after too many tests were too slow; the rest were not run. */
  stoppedEarly: boolean;
  /** Whether the page could interrupt Python through shared memory (else the worker kept the time itself). */
  interruptible: boolean;
  /** Messages the program posted on the worker's own channel (import js; js.postMessage): none is read. */
  forged: number;
  /** The program began to run: a job that failed before it (Python did not load) says nothing of the program. */
  started: boolean;
}

export interface JobCallbacks {
  onPhase?(phase: Phase): void;
  onOutput?(text: string, stream: 'out' | 'err'): void;
  onTruncated?(): void;
  onDraw?(drawing: Drawing): void;
  onTest?(report: TestReport): void;
  /** A test begins: output from now until its report belongs to it. */
  onTestStart?(index: number): void;
}

export interface JobHandle {
  readonly done: Promise<Outcome>;
  stop(): void;
}

export interface RunOptions {
  timeLimitMs?: number;
}

export interface CheckOptions extends RunOptions {
  perTestMs: number;
  /** After this many tests too slow, the rest are not run. */
  maxSlowTests?: number;
}

/** Figures the e2e tests read: how long Python took to load and to answer an interrupt. */
export interface PythonStats {
  loadMs: number[];
  interruptMs: number[];
  replaced: number;
  isolated: boolean;
  /** Interrupts go through a SharedArrayBuffer (else: the worker's own clock, and Stop ends the worker). */
  sharedMemory: boolean;
  /** The Pythons that started from the memory this browser kept (kept_start.ts). */
  fromKept: number;
}

/** Python could not start (or its worker failed): the problem the job reports. */
export function startProblem(error: unknown): Problem {
  const text = error instanceof Error ? error.message : String(error);
  return {
    kind: 'fatal', type: 'Error', message: text, lastLine: text.split('\n')[0], line: null, column: null,
    code: '', frames: [], syntaxMessage: null,
  };
}
