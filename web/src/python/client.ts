// client.ts: the page's side of Python: PythonRunner runs programs and checks one at a time, within their time, and Stop ends them.
// Its rooms: queue.ts (the jobs), job.ts (one job and its reports), timers.ts and interrupts.ts (time limits and Stop),
// spare.ts (the Python now and its spare), slot.ts (one worker), link.ts (how a worker is started).
import { TEST_SLACK_MS, canShareMemory, type FromWorker, type Problem } from './protocol';
import { cleanProblem } from './clean';
import { interrupt, interruptTest, noteInterrupt, type Ending } from './interrupts';
import { Job, type Request } from './job';
import { browserWorker, type SpawnWorker } from './link';
import { startProblem, type CheckOptions, type JobCallbacks, type JobHandle, type PythonStats, type RunOptions, type Status } from './outcome';
import { JobQueue } from './queue';
import { Pythons, savingData } from './spare';

export type { CheckOptions, JobCallbacks, JobHandle, Outcome, Phase, PythonStats, RunOptions, Status, TestReport } from './outcome';
export type { SpawnWorker, WorkerLink } from './link';

/** After an interrupt, how long Python gets to answer before its worker is replaced. */
export const GRACE_MS = 1000;
export const DEFAULT_TIME_LIMIT_MS = 5000;

export interface RunnerOptions {
  /** How a worker is started (the page's by default; the command-line grader's in Node). */
  spawn?: SpawnWorker;
  /** Whether Python can be interrupted (shared memory): the page's cross-origin isolation by default. */
  interruptible?: boolean;
  /** Keep a memory snapshot of the first Python, so each fresh one starts from it in a moment (the desk's). */
  snapshots?: boolean;
  /** Keep the first Python's memory in this browser, so the next visit's Python starts from it in a moment (the lesson's). */
  keepStart?: boolean;
  /** After an interrupt, how long Python gets to answer before its worker is replaced (GRACE_MS by default). */
  graceMs?: number;
}

export class PythonRunner {
  readonly stats: PythonStats;
  readonly #pythons: Pythons;
  readonly #queue = new JobQueue();
  readonly #ending: Ending;
  #nextId = 1;

  constructor(options: RunnerOptions = {}) {
    // Interrupts through shared memory only where the browser has it (WebKit's isolated pages do not).
    const interruptible = options.interruptible ?? canShareMemory();
    this.stats = { loadMs: [], interruptMs: [], replaced: 0, isolated: !!globalThis.crossOriginIsolated, sharedMemory: interruptible, fromKept: 0 };
    this.#pythons = new Pythons(options.spawn ?? browserWorker, interruptible, options.snapshots ?? false, this.stats, options.keepStart ?? false);
    this.#ending = { graceMs: options.graceMs ?? GRACE_MS, stats: this.stats, kill: (job) => this.#kill(job) };
  }

  /** The next job runs in a Python no earlier job has run in (the desk: one student's code cannot touch another's). */
  isolate(): void {
    if (this.#queue.idle) this.#pythons.renew();
  }

  /** End every worker (the command-line grader, when it is done). */
  close(): void {
    this.#pythons.close();
  }

  /** Start loading Python with no job yet (the page does it when idle), so the first Run finds it ready. */
  preload(): void {
    this.#pythons.preload();
  }

  /** Resolves once Python and its warm spare have loaded (or failed to): page tests wait for it before timing the board alone. */
  loaded(): Promise<void> {
    return this.#pythons.settled();
  }

  /** Run a whole program. */
  run(code: string, options: RunOptions, callbacks: JobCallbacks): JobHandle {
    return this.#enqueue({ type: 'run', code }, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, 0, callbacks);
  }

  /** Run the program, then call its function `fn` on each picture, each within perTestMs. */
  check(code: string, fn: string, pictures: string[][], options: CheckOptions, callbacks: JobCallbacks): JobHandle {
    const calls = pictures.map((picture) => [picture]);
    const request: Request = { type: 'check', code, fn, calls, maxSlow: options.maxSlowTests ?? 3 };
    return this.#enqueue(request, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.perTestMs, callbacks);
  }

  /** Run the program, then call its function `fn` once with `args` (e.g. make_maze(10, 10)). */
  call(code: string, fn: string, args: unknown[], options: CheckOptions, callbacks: JobCallbacks): JobHandle {
    const request: Request = { type: 'check', code, fn, calls: [args], maxSlow: 1 };
    return this.#enqueue(request, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.perTestMs, callbacks);
  }

  /** Run the program, then call make_maze(rows, cols) once while watching every square it changes (tracer.py). */
  trace(code: string, fn: string, args: unknown[], options: CheckOptions, callbacks: JobCallbacks): JobHandle {
    const request: Request = { type: 'check', code, fn, calls: [args], maxSlow: 1, traced: true };
    return this.#enqueue(request, options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS, options.perTestMs, callbacks);
  }

  #enqueue(request: Request, timeLimitMs: number, perTestMs: number, callbacks: JobCallbacks): JobHandle {
    const job = new Job(this.#nextId++, request, callbacks, timeLimitMs, perTestMs);
    this.#queue.add(job);
    if (this.#queue.active) callbacks.onPhase?.('waiting');
    void this.#pump();
    return { done: job.done, stop: () => this.#stop(job) };
  }

  /** Start the next job once Python is ready for it. */
  async #pump(): Promise<void> {
    const job = this.#queue.take();
    if (!job) return;
    const pythons = this.#pythons;
    let slot;
    try {
      slot = pythons.slot();
      if (!pythons.loaded) job.callbacks.onPhase?.('loading');
      pythons.noteLoaded(slot, await slot.ready);
    } catch (error) {
      pythons.forget();
      this.#end(job, 'crashed', startProblem(error), true);
      return;
    }
    if (job.finished) return; // stopped while Python was loading
    if (slot.dead) {
      // Replaced while we waited: try again with the new one.
      this.#queue.putBack(job);
      void this.#pump();
      return;
    }
    job.slot = slot;
    slot.listener = (message) => this.#onMessage(job, message);
    slot.onCrash = () => this.#end(job, 'crashed', startProblem(new Error('The Python worker stopped working')), true);
    slot.onForged = () => job.forged++;
    job.startedAt = performance.now();
    job.timers.deadline(job.most(this.#ending.graceMs), () => {
      job.stopReason ??= 'timeout';
      this.#kill(job);
    });
    slot.send(job.message());
  }

  #onMessage(job: Job, message: FromWorker): void {
    if (job.finished || typeof message !== 'object' || message === null || !('id' in message) || message.id !== job.id) return;
    const cb = job.callbacks;
    switch (message.type) {
      case 'started':
        job.started = true;
        cb.onPhase?.('running');
        job.timers.limit(job.timeLimitMs, () => interrupt(job, 'timeout', this.#ending));
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
        job.timers.clear();
        job.hasFunction = message.hasFunction === true;
        if (!message.problem && message.hasFunction) cb.onPhase?.('testing');
        break;
      case 'test-start':
        // The worker counts the test's steps and stops it at its budget; this is the net, a little after the worker's own.
        job.timers.limit(job.netMs() + TEST_SLACK_MS, () => interruptTest(job, message.index, this.#ending));
        cb.onTestStart?.(message.index);
        break;
      case 'test-done':
        job.timers.clear();
        if (job.slowTest === message.index) noteInterrupt(job, this.stats);
        job.testDone(message);
        break;
      case 'done': {
        job.timers.clear();
        // Without shared memory the worker's own clock stopped it at the time limit.
        if (message.timedOut) job.stopReason ??= 'timeout';
        if (job.stopReason) noteInterrupt(job, this.stats);
        let status: Status = 'finished';
        if (message.problem?.kind === 'interrupted' || message.aborted) status = job.stopReason === 'timeout' ? 'timeout' : 'stopped';
        if (message.fatal) status = 'crashed';
        job.stoppedEarly = message.slowStop === true;
        this.#end(job, status, cleanProblem(message.problem), message.fatal === true);
        break;
      }
      default:
        break;
    }
  }

  /** Python did not answer: end its worker and carry on with the spare. */
  #kill(job: Job): void {
    if (job.finished) return;
    // The check ends because a test ran over its time, however Python was stopped.
    job.slowTestEnded();
    const status: Status = job.stopReason === 'stop' ? 'stopped' : job.stopReason === 'timeout' ? 'killed' : 'finished';
    job.interruptedAt = 0;
    this.#end(job, status, null, true);
  }

  #stop(job: Job): void {
    if (job.finished) return;
    // Still waiting in the queue, or for Python to load: just give up on this job.
    if (this.#queue.remove(job) || !job.slot) {
      job.stopReason = 'stop';
      this.#end(job, 'stopped', null, false);
      return;
    }
    interrupt(job, 'stop', this.#ending);
  }

  #end(job: Job, status: Status, problem: Problem | null, replace: boolean): void {
    if (job.finished) return;
    job.finished = true;
    job.timers.end();
    job.slot?.release();
    if (replace && job.slot) this.#pythons.replace(job.slot);
    job.settle(status, problem, replace);
    this.#queue.finished(job);
    // The spare loads once a first program has finished: a visitor who never runs one loads one
    // Python, not two, and a first check is not slowed by a second Python loading beside it.
    // A browser that saves data (often a small phone) gets none: a restart there loads Python again.
    if (this.#pythons.loaded && this.#queue.empty && !savingData()) this.#pythons.warmSpare();
    void this.#pump();
  }
}

/** The one Python of the page, shared by every program on it. */
export const python = new PythonRunner({ keepStart: true });
