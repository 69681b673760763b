// link.ts: a started Python worker as the runner sees it, and how the page starts one (worker.ts, spoken to on a private port).
import { withoutModule, type FromWorker, type InitMessage, type ToWorker } from './protocol';

/** A started worker: its private port, and its own channel, where only a program's made-up messages come. */
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
export const browserWorker: SpawnWorker = (init) => {
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
  try {
    worker.postMessage(message, [channel.port2]);
  } catch {
    worker.postMessage({ ...message, start: withoutModule(message.start) }, [channel.port2]);
  }
  return link;
};
