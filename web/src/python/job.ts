// job.ts: one Python job, from the queue to its outcome: what it asks the worker, what it has heard, and the reports it makes of that.
import type { JobCallbacks, Outcome, Status, StopReason, TestReport } from './outcome';
import type { FromWorker, Problem, ToWorker } from './protocol';
import type { Slot } from './slot';
import { cleanAnswer, cleanProblem } from './clean';
import { JobTimers } from './timers';
import { stepBudget, testNetMs } from './protocol';

export type Request =
  | { type: 'run'; code: string }
  | { type: 'check'; code: string; fn: string; calls: unknown[][]; maxSlow: number; traced?: boolean };

type TestDone = Extract<FromWorker, { type: 'test-done' }>;

export class Job {
  readonly timers = new JobTimers();
  slot: Slot | null = null;
  stopReason: StopReason | null = null;
  /** When Python was asked to stop (0: not asked), to time how long it took to answer. */
  interruptedAt = 0;
  /** The test the page interrupted for taking too long (-1: none). */
  slowTest = -1;
  startedAt = 0;
  truncated = false;
  hasFunction = false;
  tests: TestReport[] = [];
  stoppedEarly = false;
  finished = false;
  forged = 0;
  /** The program began to run (the worker said 'started'). */
  started = false;
  readonly done: Promise<Outcome>;
  #resolve!: (outcome: Outcome) => void;

  constructor(
    readonly id: number,
    readonly request: Request,
    readonly callbacks: JobCallbacks,
    readonly timeLimitMs: number,
    readonly perTestMs: number,
  ) {
    this.done = new Promise<Outcome>((resolve) => (this.#resolve = resolve));
  }

  /** What the worker is sent to start the job. */
  message(): ToWorker {
    const { request, id, timeLimitMs } = this;
    if (request.type === 'run') return { type: 'run', id, code: request.code, timeLimitMs };
    const tests = request.calls.map((args) => ({ args }));
    return { type: 'check', id, code: request.code, timeLimitMs, fn: request.fn, tests, perTestMs: this.perTestMs, maxSlow: request.maxSlow, traced: request.traced };
  }

  /** The longest the job may take, whatever a program does to the worker (even its clock or its test counter). */
  most(graceMs: number): number {
    const calls = this.request.type === 'check' ? this.request.calls.length : 0;
    return this.timeLimitMs + calls * (this.netMs() + graceMs) + 2 * graceMs;
  }

  /** A test's steps are counted, except in a traced call (see testNetMs). */
  get counted(): boolean {
    return this.request.type === 'check' && !this.request.traced;
  }

  /** When the clock stops a test still running. */
  netMs(): number {
    return testNetMs(this.perTestMs, this.counted);
  }

  reported(index: number): boolean {
    return this.tests.some((t) => t.index === index);
  }

  #report(report: TestReport): void {
    this.tests.push(report);
    this.callbacks.onTest?.(report);
  }

  /** A test's answer from the worker. Over its steps, or interrupted by the clock's net, it is too slow, with where it was stopped. */
  testDone(message: TestDone): void {
    const problem = cleanProblem(message.problem);
    const interrupted = problem?.kind === 'interrupted';
    const byStop = this.stopReason === 'stop';
    const ms = Number(message.ms) || 0;
    const overSteps = this.counted && (Number(message.steps) || 0) > stepBudget(this.perTestMs);
    const over = overSteps || (!this.counted && ms > this.perTestMs);
    this.#report({
      index: Number(message.index),
      ms,
      answer: cleanAnswer(message.answer),
      problem: interrupted && !byStop ? null : problem,
      tooSlow: over || (interrupted && !byStop),
      overSteps,
      notRun: false,
      stoppedAt: interrupted && !byStop ? problem : null,
    });
  }

  /** The worker was ended while a test ran over its time: that test is too slow, and the check ends there. */
  slowTestEnded(): void {
    if (this.slowTest < 0 || this.reported(this.slowTest)) return;
    this.#report({ index: this.slowTest, ms: this.perTestMs, answer: null, problem: null, tooSlow: true, notRun: false, stoppedAt: null });
    this.stoppedEarly = true;
  }

  /** How it ended; tests never reached are reported as not run, so the count stays honest. */
  settle(status: Status, problem: Problem | null, replaced: boolean): void {
    if (this.request.type === 'check' && this.hasFunction) {
      for (let index = 0; index < this.request.calls.length; index++) {
        if (!this.reported(index)) this.tests.push({ index, ms: 0, answer: null, problem: null, tooSlow: false, notRun: true, stoppedAt: null });
      }
      this.tests.sort((a, b) => a.index - b.index);
    }
    this.#resolve({
      status,
      problem,
      ms: this.startedAt ? performance.now() - this.startedAt : 0,
      truncated: this.truncated,
      replaced,
      hasFunction: this.hasFunction,
      tests: this.tests,
      stopReason: this.stopReason,
      stoppedEarly: this.stoppedEarly,
      interruptible: !!this.slot?.shared,
      forged: this.forged,
      started: this.started,
    });
  }
}

