// The page's side of Python: a queue of jobs, time limits, Stop, and a spare worker for instant restarts.
import {
  SIGINT,
  SLOT_ABORT,
  SLOT_COUNT,
  SLOT_SIGNAL,
  SLOT_TEST,
  TEST_SLACK_MS,
  canShareMemory,
  type Answer,
  type Drawing,
  type FromWorker,
  type Problem,
  type ToWorker,
} from './protocol';

/** After an interrupt, how long Python gets to answer before its worker is replaced. */
export const GRACE_MS = 1000;
export const DEFAULT_TIME_LIMIT_MS = 5000;

export type Phase = 'waiting' | 'loading' | 'running' | 'testing' | 'stopping';

/** How a job ended. */
export type Status =
  | 'finished'   // ran to the end (a Python exception is still 'finished', with a problem)
  | 'stopped'    // the student pressed Stop
  | 'timeout'    // over the time limit and interrupted
  | 'killed'     // over the time limit, did not answer the interrupt: the worker was replaced
  | 'crashed';   // Python itself failed: the worker was replaced

export interface TestReport {
  index: number;
  ms: number;
  answer: Answer | null;
  problem: Problem | null;
  tooSlow: boolean;
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
  /** Why no Python answer came: the page ended the worker. */
  stopReason: 'stop' | 'timeout' | null;
  /** For checks: stopped after too many tests were too slow; the rest were not run. */
  stoppedEarly: boolean;
  /** Whether the page could interrupt Python through shared memory (else the worker kept the time itself). */
  interruptible: boolean;
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
}

type Request =
  | { type: 'run'; code: string }
  | { type: 'check'; code: string; fn: string; calls: unknown[][]; maxSlow: number; traced?: boolean };

/** One worker with Pyodide in it. */
class Slot {
  readonly worker: Worker;
  readonly shared: Int32Array | null;
  readonly ready: Promise<number>;
  dead = false;
  listener: ((message: FromWorker) => void) | null = null;
  onCrash: (() => void) | null = null;

  constructor() {
    this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'python' });
    const buffer = canShareMemory() ? new SharedArrayBuffer(SLOT_COUNT * 4) : null;
    this.shared = buffer ? new Int32Array(buffer) : null;
    this.ready = new Promise<number>((resolve, reject) => {
      this.worker.onmessage = (event: MessageEvent<FromWorker>) => {
        const message = event.data;
        if (message.type === 'ready') resolve(message.loadMs);
        else if (message.type === 'load-failed') {
          this.dead = true;
          reject(new Error(message.message));
        } else this.listener?.(message);
      };
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.dead = true;
        reject(new Error(event.message || 'The Python worker failed'));
        this.onCrash?.();
      };
    });
    this.ready.catch(() => undefined); // a spare that fails to load is simply not used
    this.send({ type: 'init', shared: buffer });
  }

  send(message: ToWorker): void {
    this.worker.postMessage(message);
  }

  kill(): void {
    this.dead = true;
    this.listener = null;
    this.onCrash = null;
    this.worker.terminate();
  }
}

interface Job {
  id: number;
  request: Request;
  callbacks: JobCallbacks;
  timeLimitMs: number;
  perTestMs: number;
  slot: Slot | null;
  timer: ReturnType<typeof setTimeout> | null;
  grace: ReturnType<typeof setTimeout> | null;
  stopReason: 'stop' | 'timeout' | null;
  interruptedAt: number;
  slowTest: number;
  startedAt: number;
  truncated: boolean;
  hasFunction: boolean;
  tests: TestReport[];
  stoppedEarly: boolean;
  finished: boolean;
  resolve(outcome: Outcome): void;
}

/** Whether the browser asks pages to save data (Save-Data: a data saver or "lite" mode is on). */
function savingData(): boolean {
  return (globalThis.navigator as Navigator & { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData === true;
}

export class PythonRunner {
  private current: Slot | null = null;
  /** Whether `current` has finished loading. */
  private currentLoaded = false;
  private spare: Slot | null = null;
  private queue: Job[] = [];
  private active: Job | null = null;
  private nextId = 1;
  readonly stats: PythonStats = {
    loadMs: [], interruptMs: [], replaced: 0, isolated: !!globalThis.crossOriginIsolated, sharedMemory: canShareMemory(),
  };

  /** Start loading Python with no job yet (the page does it when idle), so the first Run finds it ready. */
  preload(): void {
    // Python is 13 MB: a browser that asks to save data fetches it only when a program is run.
    if (savingData() || (this.current && !this.current.dead)) return;
    const slot = this.currentSlot();
    slot.ready.then(
      (loadMs) => {
        if (slot !== this.current || this.currentLoaded) return;
        this.currentLoaded = true;
        this.stats.loadMs.push(loadMs);
      },
      () => undefined, // the first job reports it
    );
  }

  /** Resolves once Python and its warm spare have loaded (or failed to): page tests wait for it before timing the board alone. */
  async loaded(): Promise<void> {
    await this.current?.ready.catch(() => undefined);
    await this.spare?.ready.catch(() => undefined);
  }

  /** Run a whole program. */
  run(code: string, options: RunOptions, callbacks: JobCallbacks): JobHandle {
    return this.enqueue({ type: 'run', code }, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, 0, callbacks);
  }

  /** Run the program, then call its function `fn` on each picture, each within perTestMs. */
  check(code: string, fn: string, pictures: string[][], options: CheckOptions, callbacks: JobCallbacks): JobHandle {
    const calls = pictures.map((picture) => [picture]);
    const request: Request = { type: 'check', code, fn, calls, maxSlow: options.maxSlowTests ?? 3 };
    return this.enqueue(request, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.perTestMs, callbacks);
  }

  /** Run the program, then call its function `fn` once with `args` (e.g. make_maze(10, 10)). */
  call(code: string, fn: string, args: unknown[], options: CheckOptions, callbacks: JobCallbacks): JobHandle {
    const request: Request = { type: 'check', code, fn, calls: [args], maxSlow: 1 };
    return this.enqueue(request, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.perTestMs, callbacks);
  }

  /** Run the program, then call make_maze(rows, cols) once while watching every square it changes (tracer.py). */
  trace(code: string, fn: string, args: unknown[], options: CheckOptions, callbacks: JobCallbacks): JobHandle {
    const request: Request = { type: 'check', code, fn, calls: [args], maxSlow: 1, traced: true };
    return this.enqueue(request, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.perTestMs, callbacks);
  }

  private enqueue(request: Request, timeLimitMs: number, perTestMs: number, callbacks: JobCallbacks): JobHandle {
    let resolve!: (outcome: Outcome) => void;
    const done = new Promise<Outcome>((r) => (resolve = r));
    const job: Job = {
      id: this.nextId++, request, callbacks, timeLimitMs, perTestMs, slot: null, timer: null, grace: null,
      stopReason: null, interruptedAt: 0, slowTest: -1, startedAt: 0, truncated: false, hasFunction: false,
      tests: [], stoppedEarly: false, finished: false, resolve,
    };
    this.queue.push(job);
    if (this.active) callbacks.onPhase?.('waiting');
    void this.pump();
    return { done, stop: () => this.stop(job) };
  }

  private async pump(): Promise<void> {
    if (this.active || this.queue.length === 0) return;
    const job = this.queue.shift()!;
    this.active = job;
    let slot: Slot;
    try {
      slot = this.currentSlot();
      if (!this.currentLoaded) job.callbacks.onPhase?.('loading');
      const loadMs = await slot.ready;
      if (!this.currentLoaded && slot === this.current) {
        this.currentLoaded = true;
        this.stats.loadMs.push(loadMs);
      }
    } catch (error) {
      this.current = null;
      this.currentLoaded = false;
      this.end(job, 'crashed', startProblem(error), true);
      return;
    }
    if (job.finished) return; // stopped while Python was loading
    if (slot.dead) {
      // Replaced while we waited: try again with the new one.
      this.active = null;
      this.queue.unshift(job);
      void this.pump();
      return;
    }
    job.slot = slot;
    slot.listener = (message) => this.onMessage(job, message);
    slot.onCrash = () => this.crashed(job);
    job.startedAt = performance.now();
    const { request } = job;
    const timeLimitMs = job.timeLimitMs;
    if (request.type === 'run') slot.send({ type: 'run', id: job.id, code: request.code, timeLimitMs });
    else {
      const tests = request.calls.map((args) => ({ args }));
      slot.send({ type: 'check', id: job.id, code: request.code, timeLimitMs, fn: request.fn, tests, perTestMs: job.perTestMs, maxSlow: request.maxSlow, traced: request.traced });
    }
  }

  private currentSlot(): Slot {
    if (!this.current || this.current.dead) {
      this.current = this.spare && !this.spare.dead ? this.spare : new Slot();
      this.spare = null;
      this.currentLoaded = false;
    }
    return this.current;
  }

  /** A second Python, loaded in the background after a first program, so a restart costs nothing. */
  private warmSpare(): void {
    if (this.spare && !this.spare.dead) return;
    const spare = new Slot();
    this.spare = spare;
    spare.ready.catch(() => {
      if (this.spare === spare) this.spare = null;
    });
  }

  private replaceCurrent(): void {
    this.current?.kill();
    this.current = null;
    this.currentLoaded = false;
    this.stats.replaced++;
    const next = this.currentSlot();
    next.ready
      .then((loadMs) => {
        if (next === this.current && !this.currentLoaded) {
          this.currentLoaded = true;
          this.stats.loadMs.push(loadMs);
        }
        if (next === this.current) this.warmSpare();
      })
      .catch(() => undefined);
  }

  private onMessage(job: Job, message: FromWorker): void {
    if (job.finished || !('id' in message) || message.id !== job.id) return;
    const cb = job.callbacks;
    switch (message.type) {
      case 'started':
        cb.onPhase?.('running');
        this.arm(job, job.timeLimitMs, () => this.interrupt(job, 'timeout'));
        break;
      case 'output':
        cb.onOutput?.(message.text, message.stream);
        break;
      case 'truncated':
        job.truncated = true;
        cb.onTruncated?.();
        break;
      case 'draw':
        cb.onDraw?.(message.drawing);
        break;
      case 'program-done':
        this.clearTimers(job);
        job.hasFunction = message.hasFunction;
        if (!message.problem && message.hasFunction) cb.onPhase?.('testing');
        break;
      case 'test-start':
        this.clearTimers(job);
        // A little over the limit: the worker's own clock decides "too slow" when it answers.
        this.arm(job, job.perTestMs + TEST_SLACK_MS, () => this.interruptTest(job, message.index));
        cb.onTestStart?.(message.index);
        break;
      case 'test-done': {
        this.clearTimers(job);
        if (job.slowTest === message.index) this.noteInterrupt(job);
        const interrupted = message.problem?.kind === 'interrupted';
        const report: TestReport = {
          index: message.index,
          ms: message.ms,
          answer: message.answer,
          problem: interrupted && job.stopReason === 'stop' ? message.problem : interrupted ? null : message.problem,
          tooSlow: message.ms > job.perTestMs || (interrupted && job.stopReason !== 'stop'),
          notRun: false,
          stoppedAt: interrupted && job.stopReason !== 'stop' ? message.problem : null,
        };
        job.tests.push(report);
        cb.onTest?.(report);
        break;
      }
      case 'done': {
        this.clearTimers(job);
        // Without shared memory the worker's own clock stopped it at the time limit.
        if (message.timedOut) job.stopReason ??= 'timeout';
        if (job.stopReason) this.noteInterrupt(job);
        let status: Status = 'finished';
        if (message.problem?.kind === 'interrupted' || message.aborted) {
          status = job.stopReason === 'stop' ? 'stopped' : job.stopReason === 'timeout' ? 'timeout' : 'stopped';
        }
        if (message.fatal) status = 'crashed';
        job.stoppedEarly = message.slowStop;
        this.end(job, status, message.problem, message.fatal);
        break;
      }
      default:
        break;
    }
  }

  private arm(job: Job, ms: number, action: () => void): void {
    this.clearTimers(job);
    job.timer = setTimeout(action, ms);
  }

  private clearTimers(job: Job): void {
    if (job.timer) clearTimeout(job.timer);
    if (job.grace) clearTimeout(job.grace);
    job.timer = null;
    job.grace = null;
  }

  private noteInterrupt(job: Job): void {
    if (job.interruptedAt) this.stats.interruptMs.push(performance.now() - job.interruptedAt);
    job.interruptedAt = 0;
  }

  /**
   * Ask Python to stop (KeyboardInterrupt); if it does not answer in time, replace the worker.
   * Without shared memory Stop cannot reach Python: its worker is ended (the spare takes over);
   * at the time limit the worker's own clock has already interrupted it, so it gets the same grace.
   */
  private interrupt(job: Job, reason: 'stop' | 'timeout'): void {
    const slot = job.slot;
    if (!slot || job.finished) return;
    job.stopReason ??= reason;
    job.callbacks.onPhase?.('stopping');
    if (!slot.shared) {
      if (reason === 'stop') return this.kill(job);
      this.clearTimers(job);
      job.grace = setTimeout(() => this.kill(job), GRACE_MS);
      return;
    }
    if (reason === 'stop') Atomics.store(slot.shared, SLOT_ABORT, 1);
    Atomics.store(slot.shared, SLOT_SIGNAL, SIGINT);
    job.interruptedAt = performance.now();
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    job.grace = setTimeout(() => this.kill(job), GRACE_MS);
  }

  /** One test is over its time: interrupt just that test, if the worker is still on it. */
  private interruptTest(job: Job, index: number): void {
    const slot = job.slot;
    if (!slot || job.finished) return;
    if (!slot.shared) {
      // The worker's own clock interrupts the test; its answer clears this grace.
      job.slowTest = index;
      job.grace = setTimeout(() => this.kill(job), GRACE_MS);
      return;
    }
    if (Atomics.load(slot.shared, SLOT_TEST) !== index) return;
    job.slowTest = index;
    Atomics.store(slot.shared, SLOT_SIGNAL, SIGINT);
    job.interruptedAt = performance.now();
    job.grace = setTimeout(() => this.kill(job), GRACE_MS);
  }

  /** Python did not answer: end its worker and carry on with the spare. */
  private kill(job: Job): void {
    if (job.finished) return;
    if (job.slowTest >= 0 && !job.tests.some((t) => t.index === job.slowTest)) {
      const report: TestReport = { index: job.slowTest, ms: job.perTestMs, answer: null, problem: null, tooSlow: true, notRun: false, stoppedAt: null };
      job.tests.push(report);
      job.callbacks.onTest?.(report);
      // The check ends because a test ran over its time, however Python was stopped.
      job.stoppedEarly = true;
    }
    const status: Status = job.stopReason === 'stop' ? 'stopped' : job.stopReason === 'timeout' ? 'killed' : 'finished';
    job.interruptedAt = 0;
    this.end(job, status, null, true);
  }

  private crashed(job: Job): void {
    this.end(job, 'crashed', startProblem(new Error('The Python worker stopped working')), true);
  }

  private stop(job: Job): void {
    if (job.finished) return;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      job.stopReason = 'stop';
      this.end(job, 'stopped', null, false);
      return;
    }
    if (!job.slot) {
      // Still waiting for Python to load: just give up on this job.
      job.stopReason = 'stop';
      this.end(job, 'stopped', null, false);
      return;
    }
    this.interrupt(job, 'stop');
  }

  private end(job: Job, status: Status, problem: Problem | null, replace: boolean): void {
    if (job.finished) return;
    job.finished = true;
    this.clearTimers(job);
    if (job.slot) {
      job.slot.listener = null;
      job.slot.onCrash = null;
    }
    if (replace && job.slot && job.slot === this.current) this.replaceCurrent();
    else if (replace && job.slot) job.slot.kill();
    // Tests never reached are reported as not run, so the count stays honest.
    if (job.request.type === 'check' && job.hasFunction) {
      for (let index = 0; index < job.request.calls.length; index++) {
        if (!job.tests.some((t) => t.index === index)) {
          job.tests.push({ index, ms: 0, answer: null, problem: null, tooSlow: false, notRun: true, stoppedAt: null });
        }
      }
      job.tests.sort((a, b) => a.index - b.index);
    }
    job.resolve({
      status,
      problem,
      ms: job.startedAt ? performance.now() - job.startedAt : 0,
      truncated: job.truncated,
      replaced: replace,
      hasFunction: job.hasFunction,
      tests: job.tests,
      stopReason: job.stopReason,
      stoppedEarly: job.stoppedEarly,
      interruptible: !!job.slot?.shared,
    });
    if (this.active === job) this.active = null;
    // The spare loads once a first program has finished: a visitor who never runs one loads one
    // Python, not two, and a first check is not slowed by a second Python loading beside it.
    // A browser that saves data (often a small phone) gets none: a restart there loads Python again.
    if (this.currentLoaded && this.queue.length === 0 && !savingData()) this.warmSpare();
    void this.pump();
  }
}

function startProblem(error: unknown): Problem {
  const text = error instanceof Error ? error.message : String(error);
  return {
    kind: 'fatal', type: 'Error', message: text, lastLine: text.split('\n')[0], line: null, column: null,
    code: '', frames: [], syntaxMessage: null,
  };
}

/** The one Python of the page, shared by every program on it. */
export const python = new PythonRunner();
