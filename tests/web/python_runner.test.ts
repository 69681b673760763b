// python_runner.test.ts: the page's Python runner over a scripted worker: the queue, the reports, time limits, Stop and the spare.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PythonRunner, type Outcome, type Phase, type SpawnWorker, type WorkerLink } from '../../web/src/python/client';
import { SIGINT, SLOT_ABORT, SLOT_SIGNAL, TEST_SLACK_MS, stepBudget, testNetMs, type FromWorker, type ToWorker } from '../../web/src/python/protocol';

type Job = Extract<ToWorker, { type: 'run' | 'check' }>;
/** What the scripted Python does with a job: answers through `say`, or stays silent (a program that never ends). */
type Script = (job: Job, say: (message: FromWorker) => void) => void;

interface Fake extends WorkerLink {
  jobs: Job[];
  shared: Int32Array | null;
  ended: boolean;
}

/** Workers that load at once (7 ms, they say) and answer each job as `script` says. */
function scripted(script: Script): { spawn: SpawnWorker; workers: Fake[] } {
  const workers: Fake[] = [];
  const spawn: SpawnWorker = (init) => {
    const worker: Fake = {
      jobs: [],
      shared: init.shared ? new Int32Array(init.shared) : null,
      ended: false,
      onMessage: null,
      onForged: null,
      onCrash: null,
      send(message) {
        if (message.type !== 'run' && message.type !== 'check') return;
        worker.jobs.push(message);
        queueMicrotask(() => script(message, (m) => !worker.ended && worker.onMessage?.(m)));
      },
      terminate() {
        worker.ended = true;
      },
    };
    workers.push(worker);
    queueMicrotask(() => worker.onMessage?.({ type: 'ready', loadMs: 7, version: '3.13', isolated: false, start: null }));
    return worker;
  };
  return { spawn, workers };
}

const said = (id: number, text: string): FromWorker => ({ type: 'output', id, stream: 'out', text });
const done = (id: number, extra: Partial<Extract<FromWorker, { type: 'done' }>> = {}): FromWorker =>
  ({ type: 'done', id, ms: 1, problem: null, fatal: false, aborted: false, slowStop: false, timedOut: false, ...extra });

/** A program that prints its own code and ends. */
const echo: Script = (job, say) => {
  say({ type: 'started', id: job.id });
  say(said(job.id, job.code));
  say(done(job.id));
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the Python runner', () => {
  it('runs a program, counts the load once and warms a spare after the first program', async () => {
    const { spawn, workers } = scripted(echo);
    const runner = new PythonRunner({ spawn, interruptible: false });
    const out: string[] = [];
    const phases: Phase[] = [];
    const outcome = await runner.run('print(1)', {}, { onOutput: (text) => out.push(text), onPhase: (p) => phases.push(p) }).done;
    expect(outcome.status).toBe('finished');
    expect(outcome.replaced).toBe(false);
    expect(outcome.interruptible).toBe(false);
    expect(out).toEqual(['print(1)']);
    expect(phases).toEqual(['loading', 'running']);
    expect(runner.stats.loadMs).toEqual([7]);
    expect(workers.length).toBe(2);
    expect(workers[1].jobs).toEqual([]);
  });

  it('runs jobs one at a time, in the order they came, telling the later ones to wait', async () => {
    const { spawn, workers } = scripted(echo);
    const runner = new PythonRunner({ spawn, interruptible: false });
    const out: string[] = [];
    const phases: Phase[] = [];
    const first = runner.run('a', {}, { onOutput: (t) => out.push(t) });
    const second = runner.run('b', {}, { onOutput: (t) => out.push(t), onPhase: (p) => phases.push(p) });
    await Promise.all([first.done, second.done]);
    expect(out).toEqual(['a', 'b']);
    expect(phases[0]).toBe('waiting');
    expect(workers[0].jobs.map((j) => j.id)).toEqual([1, 2]);
  });

  it('gives up a job stopped while it waits: the worker never sees it', async () => {
    const { spawn, workers } = scripted(() => undefined); // the first program never ends
    const runner = new PythonRunner({ spawn, interruptible: false });
    runner.run('while True: pass', { timeLimitMs: 60_000 }, {});
    const waiting = runner.run('print(2)', {}, {});
    waiting.stop();
    const outcome = await waiting.done;
    expect(outcome).toMatchObject({ status: 'stopped', stopReason: 'stop', replaced: false, ms: 0 });
    await Promise.resolve();
    expect(workers[0].jobs.map((j) => j.code)).toEqual(['while True: pass']);
  });

  it('reports the tests a check never reached as not run, in order', async () => {
    const { spawn } = scripted((job, say) => {
      say({ type: 'started', id: job.id });
      say({ type: 'program-done', id: job.id, ms: 1, problem: null, hasFunction: true });
      say({ type: 'test-start', id: job.id, index: 0 });
      say({ type: 'test-done', id: job.id, index: 0, ms: 3, steps: 12, answer: { json: '47', typeName: 'int', repr: '47' }, problem: null });
      say(done(job.id, { slowStop: true }));
    });
    const runner = new PythonRunner({ spawn, interruptible: false });
    const seen: number[] = [];
    const outcome = await runner.check('def f(p): return 47', 'f', [['+'], ['+'], ['+']], { perTestMs: 50 }, { onTest: (r) => seen.push(r.index) }).done;
    expect(seen).toEqual([0]);
    expect(outcome.hasFunction).toBe(true);
    expect(outcome.stoppedEarly).toBe(true);
    expect(outcome.tests.map((t) => [t.index, t.notRun, t.tooSlow, t.answer?.repr ?? null])).toEqual([
      [0, false, false, '47'],
      [1, true, false, null],
      [2, true, false, null],
    ]);
  });

  it('without shared memory: a program over its time that does not answer is ended after the grace, and the spare takes over', async () => {
    vi.useFakeTimers();
    const { spawn, workers } = scripted((job, say) => {
      if (job.code === 'loop') say({ type: 'started', id: job.id });
      else echo(job, say);
    });
    const runner = new PythonRunner({ spawn, interruptible: false, graceMs: 300 });
    await runner.run('warm', {}, {}).done; // the spare loads after a first program
    const phases: Phase[] = [];
    let outcome: Outcome | null = null;
    void runner.run('loop', { timeLimitMs: 100 }, { onPhase: (p) => phases.push(p) }).done.then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(99);
    expect(phases).toEqual(['running']);
    await vi.advanceTimersByTimeAsync(1);
    expect(phases).toEqual(['running', 'stopping']);
    await vi.advanceTimersByTimeAsync(299);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 'killed', stopReason: 'timeout', replaced: true });
    expect(workers[0].ended).toBe(true);
    expect(runner.stats.replaced).toBe(1);
    const next = await runner.run('after', {}, {}).done;
    expect(next.status).toBe('finished');
    expect(workers[1].jobs.map((j) => j.code)).toEqual(['after']);
  });

  it('"too slow" is said by the steps a test took, not by its clock: the same answer on a busy computer', async () => {
    const budget = stepBudget(50);
    const answer = { json: '47', typeName: 'int', repr: '47' };
    const { spawn } = scripted((job, say) => {
      say({ type: 'started', id: job.id });
      say({ type: 'program-done', id: job.id, ms: 1, problem: null, hasFunction: true });
      // Slow by the clock but within its steps (a busy computer); then quick by the clock but over its steps.
      say({ type: 'test-done', id: job.id, index: 0, ms: 400, steps: budget, answer, problem: null });
      say({ type: 'test-done', id: job.id, index: 1, ms: 20, steps: budget + 1, answer, problem: null });
      say(done(job.id));
    });
    const runner = new PythonRunner({ spawn, interruptible: false });
    const outcome = await runner.check('def f(p): return 47', 'f', [['+'], ['+']], { perTestMs: 50 }, {}).done;
    expect(outcome.tests.map((t) => [t.index, t.tooSlow])).toEqual([
      [0, false],
      [1, true],
    ]);
  });

  it('a test over its time that never answers is reported too slow, and the check ends there', async () => {
    vi.useFakeTimers();
    const { spawn } = scripted((job, say) => {
      say({ type: 'started', id: job.id });
      say({ type: 'program-done', id: job.id, ms: 1, problem: null, hasFunction: true });
      say({ type: 'test-start', id: job.id, index: 0 });
    });
    const runner = new PythonRunner({ spawn, interruptible: false, graceMs: 200 });
    let outcome: Outcome | null = null;
    void runner.check('def f(p): while True: pass', 'f', [['+'], ['+']], { perTestMs: 50 }, {}).done.then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(testNetMs(50, true) + TEST_SLACK_MS + 199);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 'finished', replaced: true, stoppedEarly: true });
    expect(outcome!.tests.map((t) => [t.index, t.tooSlow, t.notRun])).toEqual([
      [0, true, false],
      [1, false, true],
    ]);
  });

  it('with shared memory, Stop raises KeyboardInterrupt in Python and times its answer', async () => {
    let answer: (() => void) | null = null;
    const { spawn, workers } = scripted((job, say) => {
      say({ type: 'started', id: job.id });
      const problem = { kind: 'interrupted' as const, type: 'KeyboardInterrupt', message: '', lastLine: 'KeyboardInterrupt', line: 1, column: null, code: 'while True: pass', frames: [], syntaxMessage: null };
      answer = () => say(done(job.id, { problem, aborted: true }));
    });
    const runner = new PythonRunner({ spawn, interruptible: true });
    const job = runner.run('while True: pass', {}, {});
    await vi.waitFor(() => expect(answer).not.toBeNull());
    job.stop();
    const shared = workers[0].shared!;
    expect([Atomics.load(shared, SLOT_SIGNAL), Atomics.load(shared, SLOT_ABORT)]).toEqual([SIGINT, 1]);
    answer!();
    const outcome = await job.done;
    expect(outcome).toMatchObject({ status: 'stopped', stopReason: 'stop', replaced: false, interruptible: true });
    expect(outcome.problem?.kind).toBe('interrupted');
    expect(runner.stats.interruptMs.length).toBe(1);
    expect(workers[0].ended).toBe(false);
  });

  /** A Python that reads the signal (clearing it, as Pyodide does) each time `read` is called, and never answers by itself. */
  function deaf() {
    let job: Job | null = null;
    let say: ((message: FromWorker) => void) | null = null;
    const { spawn, workers } = scripted((j, s) => {
      job = j;
      say = s;
      s({ type: 'started', id: j.id });
    });
    const runner = new PythonRunner({ spawn, interruptible: true, graceMs: 40 });
    const run = runner.run('while True: pass', {}, {});
    const read = () => Atomics.exchange(workers[0].shared!, SLOT_SIGNAL, 0);
    const answer = () => say!(done(job!.id, { problem: { kind: 'interrupted', type: 'KeyboardInterrupt', message: '', lastLine: 'KeyboardInterrupt', line: 1, column: null, code: '', frames: [], syntaxMessage: null }, aborted: true }));
    return { runner, run, workers, read, answer, started: () => vi.waitFor(() => expect(job).not.toBeNull()) };
  }

  it('a Python that read the stop but has not answered in its grace (a busy computer) gets the signal again, and one more grace', async () => {
    const { run, workers, read, answer, started } = deaf();
    await started();
    run.stop();
    expect(read()).toBe(SIGINT);
    await vi.waitFor(() => expect(Atomics.load(workers[0].shared!, SLOT_SIGNAL)).toBe(SIGINT));
    expect(workers[0].ended).toBe(false);
    answer();
    expect(await run.done).toMatchObject({ status: 'stopped', replaced: false });
  });

  it('a signal never read is a stuck Python: its worker is ended after one grace; one that catches every stop, after two', async () => {
    const stuck = deaf();
    await stuck.started();
    stuck.run.stop();
    expect(await stuck.run.done).toMatchObject({ status: 'stopped', replaced: true });
    expect(Atomics.load(stuck.workers[0].shared!, SLOT_SIGNAL)).toBe(SIGINT);

    const catcher = deaf();
    await catcher.started();
    catcher.run.stop();
    expect(catcher.read()).toBe(SIGINT);
    await vi.waitFor(() => expect(Atomics.load(catcher.workers[0].shared!, SLOT_SIGNAL)).toBe(SIGINT));
    expect(catcher.read()).toBe(SIGINT);
    expect(await catcher.run.done).toMatchObject({ status: 'stopped', replaced: true });
    expect(catcher.workers[0].ended).toBe(true);
  });
});
