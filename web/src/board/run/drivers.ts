// drivers.ts: which driver runs the board's maze: the page's for ordinary mazes, the worker's for huge ones, or one taken up from outside (the student's make_maze played back).
import { type Engine, type Shape, loadEngine } from 'maze-engine/engine';
import { type Driver, type DriverEvents, WORKER_ROOMS } from './driver';
import { PageDriver } from './page_driver';
import { WorkerDriver } from './worker_driver';

export class Drivers {
  /** Resolves once the engine is ready and the page's driver made. */
  readonly ready: Promise<Engine>;
  #page: PageDriver | null = null;
  readonly #worker: WorkerDriver;
  #current: Driver | null = null;
  #speed: number;

  constructor(events: DriverEvents, speed: number) {
    this.#speed = speed;
    this.#worker = new WorkerDriver(events);
    this.ready = loadEngine();
    this.ready.then(
      (engine) => {
        this.#page = new PageDriver(engine, events);
        this.#page.setSpeed(this.#speed);
      },
      () => undefined, // the board says so (see BoardControls)
    );
  }

  get current(): Driver | null {
    return this.#current;
  }

  get page(): PageDriver | null {
    return this.#page;
  }

  setSpeed(stepsPerSecond: number): void {
    this.#speed = stepsPerSecond;
    this.#current?.setSpeed(stepsPerSecond);
  }

  /** The driver for a maze of this many rooms, the other one's maze put away. */
  async for(rooms: number): Promise<Driver> {
    if (rooms > WORKER_ROOMS) {
      if (this.#current !== this.#worker) this.#page?.drop();
      this.#current = this.#worker;
    } else {
      await this.ready;
      if (this.#current === this.#worker) this.#worker.drop();
      this.#current = this.#page!;
    }
    this.#current.setSpeed(this.#speed);
    return this.#current;
  }

  /** Every wall standing, on the driver for that size (a huge blank board needs no engine: the model draws it). */
  blank(rows: number, cols: number, shape: Shape): 'page' | 'model' {
    this.#current?.pause();
    const big = rows * cols > WORKER_ROOMS;
    if (big || !this.#page) {
      if (big) {
        this.#page?.drop();
        // The old maze goes too: a frame of it still on its way would otherwise come back over the blank board.
        this.#worker.drop();
        this.#current = this.#worker;
      }
      return 'model';
    }
    if (this.#current === this.#worker) this.#worker.drop();
    this.#current = this.#page;
    this.#page.blank(rows, cols, shape);
    return 'page';
  }

  /** Take up a driver from outside. */
  take(driver: Driver): void {
    if (this.#current && this.#current !== driver) this.#current.pause();
    this.#current = driver;
    driver.setSpeed(this.#speed);
  }
}
