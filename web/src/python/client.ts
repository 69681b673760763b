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
  type InitMessage,
  type Problem,
  type ToWorker,
} from './protocol';
import { cleanAnswer, cleanProblem } from './clean';

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
}

type Request =
  | { type: 'run'; code: string }
  | { type: 'check'; code: string; fn: string; calls: unknown[][]; maxSlow: number; traced?: boolean };

/** A started worker, as the runner sees it: its private port, and its own channel, where only a program's made-up messages come. */
export interface WorkerLink {
  send(message: ToWorker): void;
  /** Messages from the harness, on the private port. */
  onMessage: ((message: FromWorker) => void) | null;
  /** Anything on the worker's own channel: only a program posts there. */
  onForged: (() => void) | null;
  onCrash: ((why: string) => void) | null;
  terminate(): void;
}

/** Starts one Python worker and sends it `init` (with the private port). */
export type SpawnWorker = (init: Omit<InitMessage, 'type' | 'port'>) => WorkerLink;

/** The page's worker: worker.ts, its private port a MessageChannel of the page's. */
const browserWorker: SpawnWorker = (init) => {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'python' });
  const channel = new MessageChannel();
  const link: WorkerLink = {
    send: (message) => channel.port1.postMessage(message),
    onMessage: null,
    onForged: null,
    onCrash: null,
    terminate: () => {
      worker.terminate();
      channel.port1.close();
    },
  };
  channel.port1.onmessage = (event: MessageEvent<FromWorker>) => link.onMessage?.(event.data);
  worker.onmessage = () => link.onForged?.();
  worker.onerror = (event) => {
    event.preventDefault();
    link.onCrash?.(event.message || 'The Python worker failed');
  };
  const message: InitMessage = { type: 'init', ...init, port: channel.port2 };
  worker.postMessage(message, [channel.port2]);
  return link;
};

export interface RunnerOptions {
  /** How a worker is started (the page's by default; the command-line grader's in Node). */
  spawn?: SpawnWorker;
  /** Whether Python can be interrupted (shared memory): the page's cross-origin isolation by default. */
  interruptible?: boolean;
  /** Keep a memory snapshot of the first Python, so each fresh one starts from it in a moment (the desk's). */
  snapshots?: boolean;
  /** After an interrupt, how long Python gets to answer before its worker is replaced (GRACE_MS by default). */
  graceMs?: number;
}

/** One worker with Pyodide in it. */
class Slot {
  readonly link: WorkerLink;
  readonly shared: Int32Array | null;
  readonly ready: Promise<number>;
  /** The snapshot this worker made, once it is ready. */
  snapshot: Uint8Array | null = null;
  dead = false;
  /** A job has run here: its Python is no longer as it started. */
  used = false;
  listener: ((message: FromWorker) => void) | null = null;
  onCrash: (() => void) | null = null;
  onForged: (() => void) | null = null;

  constructor(spawn: SpawnWorker, interruptible: boolean, snapshot: Uint8Array | null, makeSnapshot: boolean) {
    const buffer = interruptible ? new SharedArrayBuffer(SLOT_COUNT * 4) : null;
    this.shared = buffer ? new Int32Array(buffer) : null;
    this.link = spawn({ shared: buffer, snapshot, makeSnapshot: makeSnapshot && !snapshot });
    this.ready = new Promise<number>((resolve, reject) => {
      this.link.onMessage = (message: FromWorker) => {
        if (message?.type === 'ready') {
          this.snapshot = message.snapshot instanceof Uint8Array ? message.snapshot : null;
          resolve(message.loadMs);
        } else if (message?.type === 'load-failed') {
          this.dead = true;
          reject(new Error(String(message.message)));
        } else this.listener?.(message);
      };
      this.link.onForged = () => this.onForged?.();
      this.link.onCrash = (why) => {
        this.dead = true;
        reject(new Error(why));
        this.onCrash?.();
      };
    });
    this.ready.catch(() => undefined); // a spare that fails to load is simply not used
  }

  send(message: ToWorker): void {
    this.used = true;
    this.link.send(message);
  }

  kill(): void {
    this.dead = true;
    this.listener = null;
    this.onCrash = null;
    this.onForged = null;
    this.link.terminate();
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
  forged: number;
  started: boolean;
  /** The last moment the job may take, whatever the worker says: then it is ended. */
  deadline: ReturnType<typeof setTimeout> | null;
  resolve(outcome: Outcome): void;
}

/** Whether the browser asks pages to save data (Save-Data: a data saver or "lite" mode is on). */
function savingData(): boolean {
  return (globalThis.navigator as Navigator & { connection?: { saveData?: boolean } } | undefined)?.connection?.saveData === true;
}

export class PythonRunner {
  private readonly spawn: SpawnWorker;
  private readonly interruptible: boolean;
  private readonly snapshots: boolean;
  private readonly graceMs: number;
  private snapshot: Uint8Array | null = null;
  private current: Slot | null = null;
  /** Whether `current` has finished loading. */
  private currentLoaded = false;
  private spare: Slot | null = null;
  private queue: Job[] = [];
  private active: Job | null = null;
  private nextId = 1;
  readonly stats: PythonStats;

  constructor(options: RunnerOptions = {}) {
    this.spawn = options.spawn ?? browserWorker;
    // Interrupts through shared memory only where the browser has it (WebKit's isolated pages do not).
    this.interruptible = options.interruptible ?? canShareMemory();
    this.snapshots = options.snapshots ?? false;
    this.graceMs = options.graceMs ?? GRACE_MS;
    this.stats = { loadMs: [], interruptMs: [], replaced: 0, isolated: !!globalThis.crossOriginIsolated, sharedMemory: this.interruptible };
  }

  private newSlot(): Slot {
    const slot = new Slot(this.spawn, this.interruptible, this.snapshot, this.snapshots);
    if (this.snapshots && !this.snapshot) {
      slot.ready.then(() => (this.snapshot ??= slot.snapshot), () => undefined);
    }
    return slot;
  }

  /** The next job runs in a Python no earlier job has run in (the desk: one student's code cannot touch another's). */
  isolate(): void {
    if (this.current?.used && !this.active && this.queue.length === 0) this.replaceCurrent(false);
  }

  /** End every worker (the command-line grader, when it is done). */
  close(): void {
    this.current?.kill();
    this.spare?.kill();
    this.current = null;
    this.spare = null;
  }

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
      tests: [], stoppedEarly: false, finished: false, forged: 0, started: false, deadline: null, resolve,
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
    slot.onForged = () => job.forged++;
    job.startedAt = performance.now();
    const { request } = job;
    // Whatever a program does to the worker (even its clock or its test counter), the job ends by then.
    const calls = request.type === 'check' ? request.calls.length : 0;
    const most = job.timeLimitMs + calls * (job.perTestMs + this.graceMs) + 2 * this.graceMs;
    job.deadline = setTimeout(() => {
      job.stopReason ??= 'timeout';
      this.kill(job);
    }, most);
    const timeLimitMs = job.timeLimitMs;
    if (request.type === 'run') slot.send({ type: 'run', id: job.id, code: request.code, timeLimitMs });
    else {
      const tests = request.calls.map((args) => ({ args }));
      slot.send({ type: 'check', id: job.id, code: request.code, timeLimitMs, fn: request.fn, tests, perTestMs: job.perTestMs, maxSlow: request.maxSlow, traced: request.traced });
    }
  }

  private currentSlot(): Slot {
    if (!this.current || this.current.dead) {
      this.current = this.spare && !this.spare.dead ? this.spare : this.newSlot();
      this.spare = null;
      this.currentLoaded = false;
    }
    return this.current;
  }

  /** A second Python, loaded in the background after a first program, so a restart costs nothing. */
  private warmSpare(): void {
    if (this.spare && !this.spare.dead) return;
    const spare = this.newSlot();
    this.spare = spare;
    spare.ready.catch(() => {
      if (this.spare === spare) this.spare = null;
    });
  }

  private replaceCurrent(counted = true): void {
    this.current?.kill();
    this.current = null;
    this.currentLoaded = false;
    if (counted) this.stats.replaced++;
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
    if (job.finished || typeof message !== 'object' || message === null || !('id' in message) || message.id !== job.id) return;
    const cb = job.callbacks;
    switch (message.type) {
      case 'started':
        job.started = true;
        cb.onPhase?.('running');
        this.arm(job, job.timeLimitMs, () => this.interrupt(job, 'timeout'));
        break;
      case 'output':
        cb.onOutput?.(String(message.text), message.stream === 'err' ? 'err' : 'out');
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
        job.hasFunction = message.hasFunction === true;
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
        const problem = cleanProblem(message.problem);
        const interrupted = problem?.kind === 'interrupted';
        const ms = Number(message.ms) || 0;
        const report: TestReport = {
          index: Number(message.index),
          ms,
          answer: cleanAnswer(message.answer),
          problem: interrupted && job.stopReason === 'stop' ? problem : interrupted ? null : problem,
          tooSlow: ms > job.perTestMs || (interrupted && job.stopReason !== 'stop'),
          notRun: false,
          stoppedAt: interrupted && job.stopReason !== 'stop' ? problem : null,
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
        job.stoppedEarly = message.slowStop === true;
        this.end(job, status, cleanProblem(message.problem), message.fatal === true);
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
      job.grace = setTimeout(() => this.kill(job), this.graceMs);
      return;
    }
    if (reason === 'stop') Atomics.store(slot.shared, SLOT_ABORT, 1);
    Atomics.store(slot.shared, SLOT_SIGNAL, SIGINT);
    job.interruptedAt = performance.now();
    if (job.timer) clearTimeout(job.timer);
    job.timer = null;
    job.grace = setTimeout(() => this.kill(job), this.graceMs);
  }

  /** One test is over its time: interrupt just that test, if the worker is still on it. */
  private interruptTest(job: Job, index: number): void {
    const slot = job.slot;
    if (!slot || job.finished) return;
    if (!slot.shared) {
      // The worker's own clock interrupts the test; its answer clears this grace.
      job.slowTest = index;
      job.grace = setTimeout(() => this.kill(job), this.graceMs);
      return;
    }
    if (Atomics.load(slot.shared, SLOT_TEST) !== index) {
      // The worker says it is past this test: its report is on the way. If none comes, end the worker.
      job.grace = setTimeout(() => {
        if (job.tests.some((t) => t.index === index)) return;
        job.slowTest = index;
        this.kill(job);
      }, this.graceMs);
      return;
    }
    job.slowTest = index;
    Atomics.store(slot.shared, SLOT_SIGNAL, SIGINT);
    job.interruptedAt = performance.now();
    job.grace = setTimeout(() => this.kill(job), this.graceMs);
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
    if (job.deadline) clearTimeout(job.deadline);
    if (job.slot) {
      job.slot.listener = null;
      job.slot.onCrash = null;
      job.slot.onForged = null;
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
      forged: job.forged,
      started: job.started,
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
