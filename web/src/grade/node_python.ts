// node_python.ts: the runner's Python workers as Node threads (node_worker.ts built beside the grader), each with its private port.
import { MessageChannel, Worker } from 'node:worker_threads';
import type { SpawnWorker, WorkerLink } from '../python/client';
import type { FromWorker, InitMessage } from '../python/protocol';

export function nodeWorkers(workerFile: string): SpawnWorker {
  return (init) => {
    const worker = new Worker(workerFile);
    const { port1, port2 } = new MessageChannel();
    let ended = false;
    const link: WorkerLink = {
      send: (message) => port1.postMessage(message),
      onMessage: null,
      onForged: null,
      onCrash: null,
      terminate: () => {
        ended = true;
        port1.close();
        void worker.terminate();
      },
    };
    port1.on('message', (message: FromWorker) => link.onMessage?.(message));
    worker.on('message', () => link.onForged?.());
    worker.on('error', (error) => link.onCrash?.(error.message));
    worker.on('exit', () => {
      if (!ended) link.onCrash?.('The Python worker stopped');
    });
    const message = { type: 'init', ...init, port: port2 } as unknown as InitMessage;
    worker.postMessage(message, [port2]);
    return link;
  };
}
