// worker_driver.ts: sends a board's jobs to big_worker.ts, so a huge maze grows off the page's thread; the worker is started when first needed and ended by drop().
import { engineModule } from 'maze-engine/engine';
import type { DistanceAsk, DistanceImage } from '../draw/distance';
import type { GrowRequest } from '../state/request';
import type { Driver, DriverEvents } from './driver';
import type { FromWorker, ToWorker } from './messages';

export class WorkerDriver implements Driver {
  readonly kind = 'worker';
  readonly #on: DriverEvents;
  #worker: Worker | null = null;
  #gen = 0;
  #speed = Number.POSITIVE_INFINITY;
  #asks = new Map<number, (picture: string[]) => void>();
  #distances = new Map<number, (image: DistanceImage | null) => void>();
  #texts = new Map<number, (answer: { text: string; error: string }) => void>();
  #nextAsk = 1;

  constructor(on: DriverEvents) {
    this.#on = on;
  }

  #send(message: ToWorker): void {
    if (!this.#worker) {
      const worker = new Worker(new URL('./big_worker.ts', import.meta.url), { type: 'module', name: 'big-maze' });
      worker.onmessage = (event: MessageEvent<FromWorker>) => this.#receive(event.data);
      worker.onerror = (event) => {
        event.preventDefault();
        // Start afresh next time (a worker that ran out of memory does not come back).
        this.drop();
        this.#on.error(`The maze worker stopped: ${event.message || 'unknown problem'}`);
      };
      this.#worker = worker;
      // The engine the page compiled: the worker makes its own instance of it, with no second download.
      engineModule().then(
        (module) => worker.postMessage(module),
        (error: unknown) => this.#on.error(`The maze engine could not start in this browser (${String(error)}).`),
      );
    }
    this.#worker.postMessage(message);
  }

  #receive(m: FromWorker): void {
    if (m.type === 'distance') {
      this.#distances.get(m.ask)?.(m.image);
      this.#distances.delete(m.ask);
    } else if (m.type === 'text') {
      this.#texts.get(m.ask)?.(m);
      this.#texts.delete(m.ask);
    } else if (m.type === 'picture') {
      this.#asks.get(m.ask)?.(m.picture);
      this.#asks.delete(m.ask);
    } else if (m.gen === this.#gen) {
      if (m.type === 'frame') this.#on.frame(m.frame);
      else this.#on.error(m.message);
    }
  }

  blank(): void {
    // A huge blank board is drawn from the model alone.
  }

  grow(request: GrowRequest): void {
    this.#send({ type: 'grow', gen: ++this.#gen, request, speed: this.#speed });
  }

  solve(play: boolean): void {
    this.#send({ type: 'solve', gen: ++this.#gen, play, speed: this.#speed });
  }

  load(): void {
    throw new Error('Pictures go on the board through the page, not the worker');
  }

  step(): void {
    this.#send({ type: 'step', gen: this.#gen });
  }

  seek(k: number): void {
    this.#send({ type: 'seek', gen: this.#gen, k });
  }

  play(): void {
    this.#send({ type: 'play', gen: this.#gen, speed: this.#speed });
  }

  pause(): void {
    if (this.#worker) this.#send({ type: 'pause', gen: this.#gen });
  }

  refresh(): void {
    if (this.#worker) this.#send({ type: 'refresh', gen: this.#gen });
  }

  setSpeed(stepsPerSecond: number): void {
    this.#speed = stepsPerSecond;
    if (this.#worker) this.#send({ type: 'speed', speed: stepsPerSecond });
  }

  distance(ask: DistanceAsk): Promise<DistanceImage | null> {
    const n = this.#nextAsk++;
    return new Promise((resolve) => {
      this.#distances.set(n, resolve);
      this.#send({ type: 'distance', gen: this.#gen, ask: n, ...ask });
    });
  }

  picture(): Promise<string[]> {
    const ask = this.#nextAsk++;
    return new Promise((resolve) => {
      this.#asks.set(ask, resolve);
      this.#send({ type: 'picture', gen: this.#gen, ask });
    });
  }

  svg(route: boolean): Promise<string> {
    return this.#text((ask) => ({ type: 'svg', gen: this.#gen, ask, route }));
  }

  tiled(): Promise<string> {
    return this.#text((ask) => ({ type: 'tiled', gen: this.#gen, ask }));
  }

  /** Ask the worker for a text of the maze (its SVG, its Tiled map). */
  #text(message: (ask: number) => ToWorker): Promise<string> {
    const ask = this.#nextAsk++;
    return new Promise((resolve, reject) => {
      this.#texts.set(ask, ({ text, error }) => (error ? reject(new Error(error)) : resolve(text)));
      this.#send(message(ask));
    });
  }

  drop(): void {
    // Ending the worker gives back all its memory (a WebAssembly heap never shrinks).
    this.#worker?.terminate();
    this.#worker = null;
    this.#gen++;
    for (const resolve of this.#asks.values()) resolve([]);
    this.#asks.clear();
    for (const resolve of this.#distances.values()) resolve(null);
    this.#distances.clear();
    for (const answer of this.#texts.values()) answer({ text: '', error: 'The maze was put away before its picture was made.' });
    this.#texts.clear();
  }
}
