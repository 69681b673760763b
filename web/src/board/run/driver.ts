// driver.ts: runs the board's jobs, on the page for ordinary mazes or in a worker for huge ones; both send frames.
import { type Engine, type Method, type Shape, engineModule } from '../../engine/engine';
import { type DistanceAsk, type DistanceImage, DistanceMap } from '../draw/distance';
import type { Frame } from '../state/looks';
import type { FromWorker, ToWorker } from './messages';
import { Runner } from './runner';

/** Mazes with more rooms than this grow in a worker, so the page never waits for them. */
export const WORKER_ROOMS = 250_000;

/** At most this much engine work in one animation frame on the page. */
const FRAME_BUDGET_MS = 5;

export interface DriverEvents {
  frame(frame: Frame): void;
  error(message: string): void;
}

export interface Driver {
  readonly kind: 'page' | 'worker';
  /** All walls standing (the page's own driver only: a huge blank board needs no engine). */
  blank(rows: number, cols: number, shape?: Shape): void;
  /** Shapes other than the square grow on the page only (they are never big enough for the worker). */
  grow(method: Method, rows: number, cols: number, seed: string, play: boolean, shape?: Shape): void;
  solve(play: boolean): void;
  /** The robot (see robot.ts) and knocking holes: the page's driver only (the worker's mazes are too big to watch it). */
  walkRobot?(play: boolean): void;
  knock?(): { a: number; b: number } | null;
  setGoal?(room: number | null): void;
  load(picture: string[]): void;
  step(): void;
  /** Go to step k of the job's timeline (paused there). */
  seek(k: number): void;
  play(): void;
  pause(): void;
  setSpeed(stepsPerSecond: number): void;
  picture(): Promise<string[]>;
  /** The maze as one standalone SVG picture (the engine's drawing), with the way out when `route` and it was found; rejects with the reason. */
  svg(route: boolean): Promise<string>;
  /** The Distance view of the maze as it is now, drawn for a viewport (null: no maze yet). */
  distance(ask: DistanceAsk): Promise<DistanceImage | null>;
  /** Free the engine's memory. */
  drop(): void;
}

/** Animates on the page with requestAnimationFrame: many steps a frame at high speed, a few ms at most. */
export class PageDriver implements Driver {
  readonly kind = 'page';
  readonly #runner: Runner;
  readonly #on: DriverEvents;
  #speed = 25;
  #playing = false;
  #allowance = 0;
  #lastTime = 0;
  #raf = 0;

  constructor(engine: Engine, on: DriverEvents) {
    this.#runner = new Runner(engine);
    this.#on = on;
  }

  /** Bumped by every frame, so the Distance view knows when to work the distances out again. */
  #version = 0;
  readonly #distance = new DistanceMap();

  #emit(): void {
    this.#version++;
    this.#on.frame(this.#runner.frame(true));
  }

  #guard(f: () => void): void {
    try {
      f();
    } catch (error) {
      this.pause();
      this.#on.error(error instanceof Error ? error.message : String(error));
    }
  }

  blank(rows: number, cols: number, shape: Shape = 'square'): void {
    this.#guard(() => {
      this.pause();
      this.#runner.blank(rows, cols, shape);
      this.#emit();
    });
  }

  grow(method: Method, rows: number, cols: number, seed: string, play: boolean, shape: Shape = 'square'): void {
    this.#guard(() => {
      this.pause();
      this.#runner.grow(method, rows, cols, seed, shape);
      this.#emit();
      if (play) this.play();
    });
  }

  solve(play: boolean): void {
    this.#guard(() => {
      this.pause();
      this.#runner.solve();
      this.#emit();
      if (play) this.play();
    });
  }

  walkRobot(play: boolean): void {
    this.#guard(() => {
      this.pause();
      this.#runner.walkRobot();
      this.#emit();
      if (play) this.play();
    });
  }

  knock(): { a: number; b: number } | null {
    this.pause();
    const wall = this.#runner.knock();
    this.#emit();
    return wall;
  }

  setGoal(room: number | null): void {
    this.#runner.setGoal(room);
    if (this.#runner.session) this.#emit(); // the way out moves on the board at once
  }

  /** Throws with the engine's reason when the picture is not a maze. */
  load(picture: string[]): void {
    this.pause();
    this.#runner.load(picture);
    this.#emit();
  }

  step(): void {
    this.#guard(() => {
      this.pause();
      this.#runner.advance(1, Number.POSITIVE_INFINITY);
      this.#emit();
    });
  }

  seek(k: number): void {
    this.#guard(() => {
      this.pause();
      this.#runner.seek(k);
      this.#emit();
    });
  }

  play(): void {
    if (this.#playing) return;
    this.#playing = true;
    this.#allowance = 1; // the first step shows at once
    this.#lastTime = performance.now();
    this.#raf = requestAnimationFrame(this.#tick);
  }

  pause(): void {
    this.#playing = false;
    if (this.#raf) cancelAnimationFrame(this.#raf);
    this.#raf = 0;
  }

  setSpeed(stepsPerSecond: number): void {
    this.#speed = stepsPerSecond;
    this.#allowance = Math.min(this.#allowance, 1);
  }

  picture(): Promise<string[]> {
    return Promise.resolve(this.#runner.picture());
  }

  svg(route: boolean): Promise<string> {
    try {
      return Promise.resolve(this.#runner.svg(route));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  distance(ask: DistanceAsk): Promise<DistanceImage | null> {
    const session = this.#runner.session;
    if (!session) return Promise.resolve(null);
    this.#distance.update(session, this.#version, ask.from, ask.to);
    return Promise.resolve(this.#distance.draw(ask.view));
  }

  drop(): void {
    this.pause();
    this.#runner.drop();
  }

  #tick = (now: number): void => {
    this.#raf = 0;
    if (!this.#playing) return;
    this.#guard(() => {
      const dt = Math.min(now - this.#lastTime, 100);
      this.#lastTime = now;
      let most = Number.POSITIVE_INFINITY;
      if (this.#speed !== Number.POSITIVE_INFINITY) {
        this.#allowance = Math.min(this.#allowance + (this.#speed * dt) / 1000, Math.max(1, this.#speed / 10));
        most = Math.floor(this.#allowance);
      }
      const taken = this.#runner.advance(most, FRAME_BUDGET_MS);
      this.#allowance -= taken;
      const busy = this.#runner.busy;
      if (taken > 0 || !busy) this.#emit();
      if (!busy) this.#playing = false;
    });
    if (this.#playing) this.#raf = requestAnimationFrame(this.#tick);
  };
}

/** Sends the jobs to big_worker.ts; the worker is started when first needed and ended by drop(). */
export class WorkerDriver implements Driver {
  readonly kind = 'worker';
  readonly #on: DriverEvents;
  #worker: Worker | null = null;
  #gen = 0;
  #speed = Number.POSITIVE_INFINITY;
  #asks = new Map<number, (picture: string[]) => void>();
  #distances = new Map<number, (image: DistanceImage | null) => void>();
  #svgs = new Map<number, (answer: { svg: string; error: string }) => void>();
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
    } else if (m.type === 'svg') {
      this.#svgs.get(m.ask)?.(m);
      this.#svgs.delete(m.ask);
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

  grow(method: Method, rows: number, cols: number, seed: string, play: boolean): void {
    this.#send({ type: 'grow', gen: ++this.#gen, method, rows, cols, seed, play, speed: this.#speed });
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
    const ask = this.#nextAsk++;
    return new Promise((resolve, reject) => {
      this.#svgs.set(ask, ({ svg, error }) => (error ? reject(new Error(error)) : resolve(svg)));
      this.#send({ type: 'svg', gen: this.#gen, ask, route });
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
    for (const answer of this.#svgs.values()) answer({ svg: '', error: 'The maze was put away before its picture was made.' });
    this.#svgs.clear();
  }
}
