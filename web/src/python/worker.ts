// The Python worker in a browser: takes its private port from the first message, then leaves the work to worker_core.ts.
import { startWorker } from './worker_core';
import type { FromWorker, InitMessage, ToWorker } from './protocol';

// This file runs in a module worker; the DOM types would describe `self` wrongly.
declare const self: {
  onmessage: ((event: MessageEvent<InitMessage>) => void) | null;
  location: { href: string };
};

// Taken before any program runs, so a program that replaces them later changes nothing here.
const portPost = MessagePort.prototype.postMessage;
const eventData = Object.getOwnPropertyDescriptor(MessageEvent.prototype, 'data')!.get!;
const apply = Reflect.apply;

self.onmessage = (event: MessageEvent<InitMessage>) => {
  const message = apply(eventData, event, []) as InitMessage;
  if (message?.type !== 'init') return;
  self.onmessage = null; // later messages on this channel are not the page's
  const port = message.port;
  startWorker(
    {
      send: (reply: FromWorker, transfer: Transferable[] = []) => apply(portPost, port, [reply, transfer]),
      listen: (handler) => {
        port.onmessage = (e: MessageEvent<ToWorker>) => handler(apply(eventData, e, []) as ToWorker);
      },
      indexURL: new URL(`${import.meta.env.BASE_URL}pyodide/`, self.location.href).href,
    },
    message,
  );
};
