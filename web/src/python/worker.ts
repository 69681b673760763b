// The Python worker: loads Pyodide once, then runs programs and checks one at a time.
import { loadPyodide, type PyodideInterface } from 'pyodide';
import harnessSource from './harness.py?raw';
import pixelsSource from './pixels.py?raw';
import {
  SLOT_ABORT,
  SLOT_SIGNAL,
  SLOT_TEST,
  type Answer,
  type Drawing,
  type FromWorker,
  type Problem,
  type ToWorker,
} from './protocol';

// This file runs in a module worker; the DOM types would describe `self` wrongly.
declare const self: {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  crossOriginIsolated?: boolean;
  location: { href: string };
};

/** Printing beyond this is dropped and the output marked as cut short. */
const MAX_LINES = 2000;
const MAX_CHARS = 100_000;
/** Send printed text at most this often, so a print loop cannot flood the page. */
const FLUSH_MS = 50;

interface PythonFns {
  run(source: string): string;
  has_function(name: string): boolean;
  call(name: string, pictureJson: string): string;
}

let pyodide: PyodideInterface | null = null;
let py: PythonFns | null = null;
let shared: Int32Array | null = null;
let fatal = false;

// Output of the job now running.
let jobId = -1;
let lines = 0;
let chars = 0;
let truncated = false;
let pending = '';
let pendingStream: 'out' | 'err' = 'out';
let lastFlush = 0;
const decoders = { out: new TextDecoder(), err: new TextDecoder() };

function post(message: FromWorker): void {
  self.postMessage(message);
}

function flush(): void {
  if (pending) post({ type: 'output', id: jobId, stream: pendingStream, text: pending });
  pending = '';
  lastFlush = performance.now();
}

function write(stream: 'out' | 'err', bytes: Uint8Array): number {
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
  if (truncated) {
    flush();
    post({ type: 'truncated', id: jobId });
  } else if (performance.now() - lastFlush > FLUSH_MS || pending.length > 16_384) {
    flush();
  }
  return bytes.length;
}

function startJob(id: number): void {
  jobId = id;
  lines = 0;
  chars = 0;
  truncated = false;
  pending = '';
  lastFlush = performance.now();
  if (shared) {
    Atomics.store(shared, SLOT_SIGNAL, 0);
    Atomics.store(shared, SLOT_ABORT, 0);
    Atomics.store(shared, SLOT_TEST, -1);
  }
}

/** A JavaScript-level failure (not a Python exception) means this Pyodide is finished. */
function fatalProblem(error: unknown): Problem {
  fatal = true;
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const deep = /call stack|stack overflow|recursion|too much recursion/i.test(text);
  const memory = /out of memory|\bOOM\b|Cannot enlarge memory|allocation failed/i.test(text);
  return {
    kind: deep ? 'recursion' : memory ? 'memory' : 'fatal',
    type: deep ? 'RecursionError' : memory ? 'MemoryError' : 'Error',
    message: text.slice(0, 300),
    lastLine: deep
      ? 'RecursionError: maximum recursion depth exceeded'
      : memory
        ? 'MemoryError'
        : text.split('\n')[0].slice(0, 300),
    line: null,
    column: null,
    code: '',
    frames: [],
    syntaxMessage: null,
  };
}

function isPythonError(error: unknown): boolean {
  return !!pyodide && error instanceof pyodide.ffi.PythonError;
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

function runProgram(code: string): Problem | null {
  const { value, problem } = guarded(() => py!.run(code));
  if (problem) return problem;
  return (JSON.parse(value!) as { problem: Problem | null }).problem;
}

function aborted(): boolean {
  return !!shared && Atomics.load(shared, SLOT_ABORT) === 1;
}

function finish(id: number, started: number, problem: Problem | null, wasAborted = false): void {
  flush();
  post({ type: 'done', id, ms: performance.now() - started, problem, fatal, aborted: wasAborted });
}

function handleRun(id: number, code: string): void {
  startJob(id);
  const started = performance.now();
  post({ type: 'started', id });
  const problem = runProgram(code);
  finish(id, started, problem);
}

function handleCheck(message: Extract<ToWorker, { type: 'check' }>): void {
  const { id, code, fn, tests } = message;
  startJob(id);
  const started = performance.now();
  post({ type: 'started', id });
  const problem = runProgram(code);
  const hasFunction = !problem && !fatal && !!guarded(() => py!.has_function(fn)).value;
  flush();
  post({ type: 'program-done', id, ms: performance.now() - started, problem, hasFunction });
  if (problem || !hasFunction) return finish(id, started, problem);

  for (let index = 0; index < tests.length; index++) {
    if (aborted()) return finish(id, started, null, true);
    if (shared) {
      // Clear any late interrupt meant for the test before, then say which test is on.
      Atomics.store(shared, SLOT_SIGNAL, 0);
      Atomics.store(shared, SLOT_TEST, index);
    }
    post({ type: 'test-start', id, index });
    const t0 = performance.now();
    const { value, problem: crash } = guarded(() => py!.call(fn, JSON.stringify(tests[index].picture)));
    const ms = performance.now() - t0;
    if (shared) Atomics.store(shared, SLOT_TEST, -1);
    flush();
    if (crash) {
      post({ type: 'test-done', id, index, ms, answer: null, problem: crash });
      return finish(id, started, null);
    }
    const result = JSON.parse(value!) as { answer?: Answer; problem?: Problem };
    post({ type: 'test-done', id, index, ms, answer: result.answer ?? null, problem: result.problem ?? null });
  }
  finish(id, started, null, aborted());
}

async function init(buffer: SharedArrayBuffer | null): Promise<void> {
  const t0 = performance.now();
  const indexURL = new URL(`${import.meta.env.BASE_URL}pyodide/`, self.location.href).href;
  pyodide = await loadPyodide({ indexURL, env: { HOME: '/home/pyodide' } });
  pyodide.setStdout({ write: (bytes: Uint8Array) => write('out', bytes), isatty: false });
  pyodide.setStderr({ write: (bytes: Uint8Array) => write('err', bytes), isatty: false });
  pyodide.setStdin({ error: true });
  if (buffer) {
    shared = new Int32Array(buffer);
    pyodide.setInterruptBuffer(shared.subarray(SLOT_SIGNAL, SLOT_SIGNAL + 1));
  }
  pyodide.registerJsModule('_pixels_bridge', {
    post(json: string) {
      const drawing = JSON.parse(json) as Drawing;
      post({ type: 'draw', id: jobId, drawing });
    },
  });
  pyodide.FS.mkdirTree('/home/pyodide/lesson');
  pyodide.FS.writeFile('/home/pyodide/lesson/pixels.py', pixelsSource);
  pyodide.FS.writeFile('/home/pyodide/lesson/_lesson_harness.py', harnessSource);
  pyodide.runPython('import sys\nsys.path.insert(0, "/home/pyodide/lesson")\nimport pixels, _lesson_harness');
  const harness = pyodide.pyimport('_lesson_harness');
  py = {
    run: (source) => harness.run(source) as string,
    has_function: (name) => harness.has_function(name) as boolean,
    call: (name, pictureJson) => harness.call(name, pictureJson) as string,
  };
  post({ type: 'ready', loadMs: performance.now() - t0, version: pyodide.version, isolated: !!buffer });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'init') {
    init(message.shared).catch((error: unknown) => {
      post({ type: 'load-failed', message: error instanceof Error ? error.message : String(error) });
    });
    return;
  }
  if (!py || fatal) {
    const problem = fatalProblem(new Error('Python is not running in this worker'));
    post({ type: 'done', id: message.id, ms: 0, problem, fatal: true, aborted: false });
    return;
  }
  if (message.type === 'run') handleRun(message.id, message.code);
  else if (message.type === 'check') handleCheck(message);
};
