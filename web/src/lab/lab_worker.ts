// lab_worker.ts: grows the uniformity lab's mazes off the page's thread, in slices, so Stop and progress get through.
import { loadEngine } from 'maze-engine/engine';
import type { FromLab, ToLab } from './messages';
import { Tally } from './tally';

// The worker's global scope, typed by hand (the project's lib is DOM, not WebWorker).
const scope = self as unknown as {
  postMessage(message: FromLab): void;
  onmessage: ((event: MessageEvent<ToLab>) => void) | null;
};

/** Engine work between two looks at the message queue (Stop) and two progress messages. */
const SLICE_MS = 25;
/** Mazes a call: a few milliseconds of 3 x 3 mazes. */
const CHUNK = 2000;

let given!: (module: WebAssembly.Module) => void;
const engine = new Promise<WebAssembly.Module>((resolve) => (given = resolve)).then((module) => loadEngine(module));
const stopped = new Set<number>();

// A message through a channel comes back after the messages already waiting (a Stop among them).
const channel = new MessageChannel();
let wake: (() => void) | null = null;
channel.port1.onmessage = () => wake?.();
const breathe = (): Promise<void> =>
  new Promise((resolve) => {
    wake = resolve;
    channel.port2.postMessage(0);
  });

async function run(message: Extract<ToLab, { type: 'run' }>): Promise<void> {
  const { run, methods, mazes } = message;
  const begun = performance.now();
  let seed = message.seed;
  let done = 0;
  const total = mazes * methods.length;
  try {
    const e = await engine;
    for (const method of methods) {
      const tally = new Tally(e, method, seed);
      try {
        if (method === methods[0]) scope.postMessage({ type: 'kinds', run, keys: tally.keys(), seed: tally.seed });
        seed = tally.seed; // a fresh seed, picked once, starts every method's stream
        while (tally.mazes < mazes && !stopped.has(run)) {
          const start = performance.now();
          do tally.grow(Math.min(CHUNK, mazes - tally.mazes));
          while (tally.mazes < mazes && performance.now() - start < SLICE_MS);
          scope.postMessage({ type: 'progress', run, method, done: done + tally.mazes, total });
          await breathe();
        }
        if (stopped.has(run)) break;
        done += mazes;
        scope.postMessage({ type: 'result', run, result: tally.result() });
      } finally {
        tally.dispose();
      }
    }
    scope.postMessage({ type: 'finished', run, stopped: stopped.has(run), ms: performance.now() - begun });
  } catch (error) {
    scope.postMessage({ type: 'error', run, message: (error as Error).message });
  } finally {
    stopped.delete(run);
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'engine') given(message.module);
  else if (message.type === 'stop') stopped.add(message.run);
  else if (message.type === 'run') void run(message);
};
