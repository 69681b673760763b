// The Python worker in a Node thread (the command-line grader): the same work as the page's (worker_core.ts), on a private port.
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parentPort, type MessagePort } from 'node:worker_threads';
import { startWorker } from './worker_core';
import type { FromWorker, InitMessage, ToWorker } from './protocol';

const parent = parentPort!;
const indexURL = `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`;

// A program here can reach what it reaches in a browser's worker: `js.postMessage(...)` and
// `js.self` post to the parent's own channel, which (as on the page) only counts them as made up.
const world = globalThis as unknown as { postMessage?: (message: unknown) => void; self?: unknown };
world.postMessage = (message: unknown) => parent.postMessage(message);
world.self ??= globalThis;

parent.once('message', (message: InitMessage) => {
  if (message?.type !== 'init') return;
  const port = message.port as unknown as MessagePort;
  // Taken before any program runs: a program that replaces the port's methods later changes nothing here.
  const send = port.postMessage.bind(port);
  const on = port.on.bind(port);
  startWorker(
    {
      send: (reply: FromWorker, transfer: Transferable[] = []) => send(reply, transfer as never),
      listen: (handler) => on('message', (job: ToWorker) => handler(job)),
      indexURL,
    },
    message,
  );
});
