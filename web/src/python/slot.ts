// slot.ts: one worker with Pyodide in it: loading, the job listening to it now, and its end.
import { SLOT_ABORT, SLOT_COUNT, SLOT_SIGNAL, SLOT_TEST, type FromWorker, type Start, type ToWorker } from './protocol';
import type { SpawnWorker, WorkerLink } from './link';

export class Slot {
  readonly link: WorkerLink;
  readonly shared: Int32Array | null;
  /** Resolves with how long Python took to load. */
  readonly ready: Promise<number>;
  /** The start this worker made for the next ones, once it is ready. */
  start: Start | null = null;
  /** It started from the memory this browser kept. */
  fromKept = false;
  dead = false;
  /** A job has run here: its Python is no longer as it started. */
  used = false;
  listener: ((message: FromWorker) => void) | null = null;
  onCrash: (() => void) | null = null;
  onForged: (() => void) | null = null;

  /** Once this worker has kept a start in the browser: its digest. */
  onKept: ((digest: string) => void) | null = null;

  constructor(spawn: SpawnWorker, interruptible: boolean, start: Start | null, makeSnapshot: boolean, keep?: { digest: string | null }) {
    const buffer = interruptible ? new SharedArrayBuffer(SLOT_COUNT * 4) : null;
    this.shared = buffer ? new Int32Array(buffer) : null;
    this.link = spawn({ shared: buffer, start, makeSnapshot: makeSnapshot && !start, ...(keep ? { keep } : {}) });
    this.ready = new Promise<number>((resolve, reject) => {
      this.link.onMessage = (message: FromWorker) => {
        if (message?.type === 'ready') {
          this.start = message.start?.snapshot instanceof Uint8Array ? message.start : null;
          this.fromKept = message.fromKept === true;
          resolve(message.loadMs);
        } else if (message?.type === 'kept') {
          if (typeof message.digest === 'string') this.onKept?.(message.digest);
        } else if (message?.type === 'load-failed') {
          this.dead = true;
          reject(new Error(String(message.message)));
        } else this.listener?.(message);
      };
      this.link.onForged = () => this.onForged?.();
      this.link.onCrash = (why) => {
        this.dead = true;
        reject(new Error(why));
        this.onCrash?.();
      };
    });
    this.ready.catch(() => undefined); // a spare that fails to load is simply not used
  }

  send(message: ToWorker): void {
    this.used = true;
    // A job starts with nothing asked of it: cleared here, not when the worker starts it, so a Stop pressed before
    // a busy worker has begun the job is not lost.
    if (this.shared) {
      Atomics.store(this.shared, SLOT_SIGNAL, 0);
      Atomics.store(this.shared, SLOT_ABORT, 0);
      Atomics.store(this.shared, SLOT_TEST, -1);
    }
    this.link.send(message);
  }

  /** No job listens any more. */
  release(): void {
    this.listener = null;
    this.onCrash = null;
    this.onForged = null;
  }

  kill(): void {
    this.dead = true;
    this.release();
    this.link.terminate();
  }
}
