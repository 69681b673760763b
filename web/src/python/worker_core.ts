// The Python worker's work in a browser's worker (worker.ts), for the page, the desk and the grader's sandbox:
// loads Pyodide once, then runs programs and checks one at a time, talking to the page only on its private port.
import type { PyodideInterface } from 'pyodide';
import { loadPython } from './load';
import harnessSource from './harness.py?raw';
import pixelsSource from './pixels.py?raw';
import tracerSource from './tracer.py?raw';
import stepsSource from './steps.py?raw';
import {
  SIGINT,
  SLOT_ABORT,
  SLOT_SIGNAL,
  SLOT_TEST,
  TEST_SLACK_MS,
  stepBudget,
  testNetMs,
  withoutModule,
  type Answer,
  type Drawing,
  type FromWorker,
  type InitMessage,
  type Problem,
  type ToWorker,
} from './protocol';

// Taken before any program runs: a program can reach this thread's globals through `js` and
// replace them (JSON.parse, performance.now, Atomics), but not these copies.
const parseJson = JSON.parse;
const toJson = JSON.stringify;
const now = performance.now.bind(performance);
const { load: atomicLoad, store: atomicStore } = Atomics;

/** The thread's side of the private port: sends, and hands each message that comes in to `handler`. */
export interface WorkerHost {
  send(message: FromWorker, transfer?: Transferable[]): void;
  listen(handler: (message: ToWorker) => void): void;
  /** Where Pyodide's four files are. */
  indexURL: string;
}

/** Printing beyond this is dropped and the output marked as cut short. */
const MAX_LINES = 2000;
const MAX_CHARS = 100_000;

interface PythonFns {
  run(source: string): string;
  /** Counting a test's steps (steps.py): start with its budget; stop gives back the steps taken. */
  startSteps(budget: number): void;
  stopSteps(): number;
  has_function(name: string): boolean;
  call(name: string, argsJson: string, traced: boolean): string;
}

/**
 * Without shared memory the page cannot reach Python while it runs, so the worker keeps the time
 * limits itself. Pyodide reads its interrupt "buffer" every few dozen steps of Python
 * (Py_EmscriptenSignalBuffer[0]); this one answers SIGINT once the deadline has passed, so the
 * program stops with KeyboardInterrupt at the line it was on, as an interrupt from the page does.
 */
let deadline = Infinity;
let timedOut = false;
const ownClock = {
  get 0(): number {
    if (now() < deadline) return 0;
    deadline = Infinity;
    timedOut = true;
    return SIGINT;
  },
  set 0(_cleared: number) {
    // Pyodide clears the signal after reading it; the deadline above is already cleared.
  },
};

/** Start the worker's own clock for this part of a job (only without shared memory). */
function limit(ms: number): void {
  if (!shared) deadline = now() + ms;
}

function unlimit(): void {
  deadline = Infinity;
}

let pyodide: PyodideInterface | null = null;
let keepStart: (() => Promise<string | null>) | null = null;
let keepSoon: ReturnType<typeof setTimeout> | undefined;
const KEEP_WHEN_IDLE_MS = 2000;
let py: PythonFns | null = null;
let shared: Int32Array | null = null;
let fatal = false;
// Kept from the start: after a fatal error every part of Pyodide's API throws when touched.
let PythonError: (new (...args: never[]) => Error) | null = null;

// While a job runs, Pyodide's own error logging is kept for the page instead of the console:
// a fatal error is expected (deep recursion through built-ins) and is reported in the output.
let inJob = false;
let fatalDump = '';
let dumping = false;
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (!inJob) return consoleError(...args);
  const text = args.map(String).join(' ');
  if (/fatal error/i.test(text)) dumping = true;
  if (dumping) fatalDump += `${text}\n`;
};

// Output of the job now running.
let jobId = -1;
let lines = 0;
let chars = 0;
let truncated = false;
let pending = '';
let pendingStream: 'out' | 'err' = 'out';
const decoders = { out: new TextDecoder(), err: new TextDecoder() };

let host: WorkerHost | null = null;

function post(message: FromWorker): void {
  host?.send(message);
}

function flush(): void {
  if (pending) post({ type: 'output', id: jobId, stream: pendingStream, text: pending });
  pending = '';
}

function write(stream: 'out' | 'err', bytes: Uint8Array): number {
  if (dumping) {
    // Pyodide's dump of the Python stack after a fatal error: read for the line, not shown.
    fatalDump += new TextDecoder().decode(bytes);
    return bytes.length;
  }
  if (truncated) return bytes.length;
  let text = decoders[stream].decode(bytes, { stream: true });
  if (stream !== pendingStream) flush();
  pendingStream = stream;
  // Keep whole lines up to the caps, then stop collecting.
  let cut = -1;
  for (let i = 0; i < text.length; i++) {
    if (chars + i >= MAX_CHARS) { cut = i; break; }
    if (text.charCodeAt(i) === 10 && ++lines >= MAX_LINES) { cut = i + 1; break; }
  }
  if (cut >= 0) {
    text = text.slice(0, cut);
    truncated = true;
  }
  chars += text.length;
  pending += text;
  // Sent at once (Python writes a line at a time): text printed just before a runaway is not lost.
  // The caps above bound the messages to about 2,000 a run; the page draws them once a frame.
  flush();
  if (truncated) post({ type: 'truncated', id: jobId });
  return bytes.length;
}

function startJob(id: number): void {
  jobId = id;
  inJob = true;
  dumping = false;
  fatalDump = '';
  lines = 0;
  chars = 0;
  truncated = false;
  pending = '';
  timedOut = false;
  unlimit();
  clearTimeout(keepSoon);  // the job first: the start is kept when the worker is idle again
}

/** The student's innermost line in Pyodide's stack dump ("File "<program>", line 2 in f"). */
function dumpedLine(): { line: number; function: string } | null {
  const match = /File "<program>", line (\d+) in (\S+)/.exec(fatalDump);
  if (!match) return null;
  return { line: Number(match[1]), function: match[2] === '<module>' ? '' : match[2] };
}

/** A JavaScript-level failure (not a Python exception) means this Pyodide is finished. */
function fatalProblem(error: unknown): Problem {
  fatal = true;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const deep = /call stack|stack overflow|recursion|too much recursion/i.test(text);
  const memory = /out of memory|\bOOM\b|Cannot enlarge memory|allocation failed/i.test(text);
  const at = dumpedLine();
  const source = codeLines;
  return {
    kind: deep ? 'recursion' : memory ? 'memory' : 'fatal',
    type: deep ? 'RecursionError' : memory ? 'MemoryError' : 'Error',
    message: text.slice(0, 300),
    // No Python line exists here: Python itself stopped before it could raise anything.
    lastLine: memory ? 'MemoryError' : deep ? '' : text.split('\n')[0].slice(0, 300),
    line: at?.line ?? null,
    column: null,
    code: at && source[at.line - 1] ? source[at.line - 1].trim() : '',
    frames: at ? [{ line: at.line, function: at.function, times: 1 }] : [],
    syntaxMessage: null,
  };
}

function isPythonError(error: unknown): boolean {
  return !!PythonError && error instanceof PythonError;
}

/** Call into Python; a Python exception here is a harness bug, anything else is fatal. */
function guarded<T>(action: () => T): { value: T | null; problem: Problem | null } {
  try {
    return { value: action(), problem: null };
  } catch (error) {
    if (isPythonError(error)) {
      const message = error instanceof Error ? error.message : String(error);
      const last = message.trim().split('\n').pop() ?? message;
      return {
        value: null,
        problem: { kind: 'exception', type: 'Error', message: last, lastLine: last, line: null, column: null, code: '', frames: [], syntaxMessage: null },
      };
    }
    return { value: null, problem: fatalProblem(error) };
  }
}

let codeLines: string[] = [];

function runProgram(code: string): Problem | null {
  codeLines = code.split('\n');
  const { value, problem } = guarded(() => py!.run(code));
  if (problem) return problem;
  return (parseJson(value!) as { problem: Problem | null }).problem;
}

function aborted(): boolean {
  return !!shared && atomicLoad(shared, SLOT_ABORT) === 1;
}

function finish(id: number, started: number, problem: Problem | null, wasAborted = false, slowStop = false): void {
  unlimit();
  dumping = false;
  flush();
  inJob = false;
  post({ type: 'done', id, ms: now() - started, problem, fatal, aborted: wasAborted, slowStop, timedOut });
  // The lesson's first Python keeps its start once it has been idle a while after a job, so it never slows one.
  if (keepStart) keepSoon = setTimeout(keepNow, KEEP_WHEN_IDLE_MS);
}

function keepNow(): void {
  const keeping = keepStart;
  keepStart = null;
  keeping?.().then((digest) => digest && host!.send({ type: 'kept', digest }));
}

function handleRun(id: number, code: string, timeLimitMs: number): void {
  startJob(id);
  const started = now();
  post({ type: 'started', id });
  limit(timeLimitMs);
  const problem = runProgram(code);
  finish(id, started, problem);
}

function handleCheck(message: Extract<ToWorker, { type: 'check' }>): void {
  const { id, code, timeLimitMs, fn, tests, perTestMs, maxSlow, traced = false } = message;
  let slow = 0;
  startJob(id);
  const started = now();
  post({ type: 'started', id });
  limit(timeLimitMs);
  const problem = runProgram(code);
  unlimit();
  const hasFunction = !problem && !fatal && !!guarded(() => py!.has_function(fn)).value;
  flush();
  post({ type: 'program-done', id, ms: now() - started, problem, hasFunction });
  if (problem || !hasFunction) return finish(id, started, problem);

  for (let index = 0; index < tests.length; index++) {
    if (aborted()) return finish(id, started, null, true);
    if (shared) {
      // Clear any late interrupt meant for the test before, then say which test is on.
      atomicStore(shared, SLOT_SIGNAL, 0);
      atomicStore(shared, SLOT_TEST, index);
    }
    post({ type: 'test-start', id, index });
    const t0 = now();
    // The steps decide "too slow"; the clock is only a net for work no step counts.
    limit(testNetMs(perTestMs, !traced) + TEST_SLACK_MS);
    if (!traced) py!.startSteps(stepBudget(perTestMs));
    const { value, problem: crash } = guarded(() => py!.call(fn, toJson(tests[index].args), traced));
    // After a fatal error Python cannot be asked: its steps are not known, and the test has its problem.
    const steps = fatal || traced ? 0 : py!.stopSteps();
    unlimit();
    // A test stopped by the worker's own clock is too slow, not a time-out of the whole check.
    timedOut = false;
    const ms = now() - t0;
    if (shared) atomicStore(shared, SLOT_TEST, -1);
    flush();
    if (crash) {
      post({ type: 'test-done', id, index, ms, steps, answer: null, problem: crash });
      return finish(id, started, null);
    }
    const result = parseJson(value!) as { answer?: Answer; problem?: Problem };
    post({ type: 'test-done', id, index, ms, steps, answer: result.answer ?? null, problem: result.problem ?? null });
    // A function that is too slow again and again would keep the student waiting: stop early.
    if (steps > stepBudget(perTestMs) || traced && ms > perTestMs || result.problem?.kind === 'interrupted') slow++;
    if (slow >= maxSlow && index < tests.length - 1) return finish(id, started, null, aborted(), true);
  }
  finish(id, started, null, aborted());
}

async function init(message: InitMessage): Promise<void> {
  const t0 = now();
  const loaded = await loadPython(host!.indexURL, message);
  pyodide = loaded.pyodide;
  const { start } = loaded;
  PythonError = pyodide.ffi.PythonError as unknown as new (...args: never[]) => Error;
  pyodide.setStdout({ write: (bytes: Uint8Array) => write('out', bytes), isatty: false });
  pyodide.setStderr({ write: (bytes: Uint8Array) => write('err', bytes), isatty: false });
  pyodide.setStdin({ error: true });
  const buffer = message.shared;
  if (buffer) {
    shared = new Int32Array(buffer);
    pyodide.setInterruptBuffer(shared.subarray(SLOT_SIGNAL, SLOT_SIGNAL + 1));
  } else {
    // Pyodide only ever reads and clears element 0 of what it is given.
    pyodide.setInterruptBuffer(ownClock as unknown as Int32Array);
  }
  pyodide.registerJsModule('_pixels_bridge', {
    post(json: string) {
      const drawing = parseJson(json) as Drawing;
      post({ type: 'draw', id: jobId, drawing });
    },
  });
  pyodide.FS.mkdirTree('/home/pyodide/lesson');
  pyodide.FS.writeFile('/home/pyodide/lesson/pixels.py', pixelsSource);
  pyodide.FS.writeFile('/home/pyodide/lesson/_lesson_harness.py', harnessSource);
  pyodide.FS.writeFile('/home/pyodide/lesson/_lesson_tracer.py', tracerSource);
  pyodide.FS.writeFile('/home/pyodide/lesson/_lesson_steps.py', stepsSource);
  pyodide.runPython('import sys\nsys.path.insert(0, "/home/pyodide/lesson")\nimport pixels, _lesson_harness, _lesson_steps');
  const harness = pyodide.pyimport('_lesson_harness');
  const counter = pyodide.pyimport('_lesson_steps');
  const startSteps = counter.start, stopSteps = counter.stop;
  // Hold the harness's functions themselves, then take the module out of reach of programs.
  const run = harness.run, hasFunction = harness.has_function, call = harness.call;
  pyodide.runPython('del sys.modules["_lesson_harness"], sys.modules["_lesson_tracer"], sys.modules["_lesson_steps"]');
  pyodide.FS.unlink('/home/pyodide/lesson/_lesson_harness.py');
  pyodide.FS.unlink('/home/pyodide/lesson/_lesson_tracer.py');
  pyodide.FS.unlink('/home/pyodide/lesson/_lesson_steps.py');
  py = {
    run: (source) => run(source) as string,
    startSteps: (budget) => void startSteps(budget),
    stopSteps: () => Number(stopSteps()),
    has_function: (name) => hasFunction(name) as boolean,
    call: (name, argsJson, traced) => call(name, argsJson, traced) as string,
  };
  const ready: FromWorker = { type: 'ready', loadMs: now() - t0, version: pyodide.version, isolated: !!buffer, start, fromKept: loaded.fromKept };
  const transfer = start ? [start.snapshot.buffer, ...Object.values(start.files)] : [];
  try {
    host!.send(ready, transfer);
  } catch {
    host!.send({ ...ready, start: withoutModule(start) }, transfer);
  }
  keepStart = loaded.keep;
}

function onJob(message: ToWorker): void {
  if (!py || fatal) {
    const problem = fatalProblem(new Error('Python is not running in this worker'));
    post({ type: 'done', id: message.id, ms: 0, problem, fatal: true, aborted: false, slowStop: false, timedOut: false });
    return;
  }
  if (message.type === 'run') handleRun(message.id, message.code, message.timeLimitMs);
  else if (message.type === 'check') handleCheck(message);
}

/**
 * Why Python did not load, in words: Pyodide's own error's message, or (for what it throws that is no Error, like a
 * file system's error number from a broken library) one sentence, never "[object Object]".
 */
function loadFailure(error: unknown): string {
  const message = error instanceof Error || (typeof error === 'object' && error !== null) ? (error as { message?: unknown }).message : error;
  return typeof message === 'string' && message.trim() !== '' ? message : "Python could not load its own files (its library may be broken)";
}

/** Start: load Python as `message` says, then take jobs from `workerHost`'s port. */
export function startWorker(workerHost: WorkerHost, message: InitMessage): void {
  if (host) return; // one start a thread: a second init (say, one a program made up) is not ours
  host = workerHost;
  host.listen(onJob);
  init(message).catch((error: unknown) => {
    post({ type: 'load-failed', message: loadFailure(error) });
  });
}
