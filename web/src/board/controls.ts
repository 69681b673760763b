// controls.ts: what each button does: starts, steps, pauses and moves along the timeline of the board's jobs, through the state machine.
import { type Engine, type Method, type Shape, loadEngine } from '../engine/engine';
import { type Driver, PageDriver, WORKER_ROOMS, WorkerDriver } from './driver';
import type { Job } from './looks';
import { Machine } from './machine';
import { FIRST_METHOD, SHORTCUT_METHOD } from './methods';
import type { BoardModel } from './model';
import { INSTANT, type Panel, SPEEDS, speedText } from './panel';
import { type Status, number } from './status';
import { type Settings, freshSeed } from './typed';
import { nextOwnMazeSeed } from '../student/kept';

export class BoardControls {
  readonly #ui: Panel;
  readonly #model: BoardModel;
  readonly #typed: Settings;
  readonly #status: Status;
  readonly machine: Machine;
  #job: Job | null = null;
  #jobSeed = '';
  readonly #engine: Promise<Engine>;
  #page: PageDriver | null = null;
  readonly #worker: WorkerDriver;
  #driver: Driver | null = null;
  #speed = 3;
  #speedBeforeBig: number | null = null;
  /** Called after every move of the state machine (the page redraws its buttons). */
  onMove: () => void = () => undefined;
  /** The maze the engine grew on the board, with the seed it grew from (a link makes it again); null: all walls standing, or a picture. */
  grown: { method: Method; rows: number; cols: number; seed: string; shape: Shape } | null = null;

  constructor(ui: Panel, model: BoardModel, typed: Settings, status: Status) {
    this.#ui = ui;
    this.#model = model;
    this.#typed = typed;
    this.#status = status;
    this.machine = new Machine(() => this.onMove());
    this.#speed = Number(ui.speed.value);
    const events = { frame: (f: Parameters<BoardModel['apply']>[0]) => model.apply(f), error: (m: string) => this.#failed(m) };
    this.#worker = new WorkerDriver(events);
    model.subscribe((m) => this.#changed(m));
    this.#engine = loadEngine();
    this.#engine.then(
      (engine) => {
        this.#page = new PageDriver(engine, events);
        this.#page.setSpeed(SPEEDS[this.#speed]);
        if (!this.#driver && this.#model.rooms <= WORKER_ROOMS) this.reset();
        // After the view's own frame: the board is drawn by the engine (Python waits for this).
        requestAnimationFrame(() => performance.mark('board-ready'));
      },
      (error: unknown) => this.#status.say(`The maze engine could not start in this browser (${String(error)}).`),
    );
  }

  get state(): Machine['state'] {
    return this.machine.state;
  }

  /** Describe every step in words: when stepping, paused, or watching at ten steps a second or slower. */
  get describing(): boolean {
    const s = this.machine.state;
    return s === 'stepping' || s === 'paused' || SPEEDS[this.#speed] <= 10;
  }

  /** The method the Method radios have chosen. */
  method(): Method {
    for (const [method, input] of this.#ui.methods) if (input.checked) return method;
    return FIRST_METHOD;
  }

  // ---- Drivers: the page for ordinary mazes, a worker for huge ones ----

  async #driverFor(rooms: number): Promise<Driver> {
    if (rooms > WORKER_ROOMS) {
      if (this.#driver !== this.#worker) this.#page?.drop();
      this.#driver = this.#worker;
    } else {
      await this.#engine;
      if (this.#driver === this.#worker) this.#worker.drop();
      this.#driver = this.#page!;
    }
    this.#driver.setSpeed(SPEEDS[this.#speed]);
    return this.#driver;
  }

  get driver(): Driver | null {
    return this.#driver;
  }

  /** The way-out search is (or was last) the board's job: its route is shown. */
  get searched(): boolean {
    return this.#job?.kind === 'search';
  }

  /** A fresh board of the size typed: every wall standing. */
  reset(): void {
    const size = this.#typed.size();
    if (!size) return;
    this.#driver?.pause();
    this.#job = null;
    this.grown = null;
    this.setGoal(null);
    this.machine.go('reset');
    this.#status.say('');
    this.#status.seed('', '');
    const big = size.rows * size.cols > WORKER_ROOMS;
    this.#bigSpeed(big);
    if (big || !this.#page) {
      if (big) {
        this.#page?.drop();
        // The old maze goes too: a frame of it still on its way would otherwise come back over the blank board.
        this.#worker.drop();
        this.#driver = this.#worker;
      }
      this.#model.blank(size.rows, size.cols);
    } else {
      if (this.#driver === this.#worker) this.#worker.drop();
      this.#driver = this.#page;
      this.#page.blank(size.rows, size.cols, size.shape);
    }
  }

  /** Huge mazes would take hours at a watching speed: switch to Instant, and back after. */
  #bigSpeed(big: boolean): void {
    if (big && this.#speed !== INSTANT) {
      this.#speedBeforeBig = this.#speed;
      this.setSpeed(INSTANT);
      this.#status.say('Speed is set to Instant for a maze this big.');
    } else if (!big && this.#speedBeforeBig !== null) {
      this.setSpeed(this.#speedBeforeBig);
      this.#speedBeforeBig = null;
    }
  }

  setSpeed(i: number, chosen = false): void {
    if (chosen) this.#speedBeforeBig = null;
    this.#speed = i;
    this.#ui.speed.value = String(i);
    this.#ui.speed.setAttribute('aria-valuetext', speedText(i));
    this.#ui.speedOut.textContent = speedText(i);
    this.#driver?.setSpeed(SPEEDS[i]);
  }

  // ---- The buttons ----

  async #start(method: Method, play: boolean): Promise<Driver | null> {
    const typed = this.#typed.ready();
    if (!typed) {
      this.#status.say('Fix the box marked in red first.');
      return null;
    }
    const driver = await this.#driverFor(typed.rows * typed.cols);
    this.#job = { kind: 'grow', method };
    this.#jobSeed = typed.seed;
    this.#status.say('');
    this.machine.go(play ? 'grow' : 'step');
    // Seed empty: a student who gave their name gets their own mazes (the same on any computer).
    const seed = typed.seed || nextOwnMazeSeed() || freshSeed();
    this.grown = { method, rows: typed.rows, cols: typed.cols, seed, shape: typed.shape };
    driver.grow(method, typed.rows, typed.cols, seed, play, typed.shape);
    this.#status.seed(seed, typed.seed);
    return driver;
  }

  /** A maze of this method is under way (not finished), from the seed now typed: Step and Grow carry it on. */
  #carriesOn(method: Method): boolean {
    const s = this.machine.state;
    return this.#job?.kind === 'grow' && this.#job.method === method && s !== 'done' && s !== 'idle' && s !== 'asking' && this.#jobSeed === this.#ui.seed.input.value.trim();
  }

  async step(): Promise<void> {
    const method = this.method();
    const onward = this.#job?.kind === 'search' || this.#job?.kind === 'robot' ? this.machine.state !== 'done' && this.machine.state !== 'idle' : this.#carriesOn(method);
    if (!onward) {
      const driver = await this.#start(method, false);
      driver?.step();
      return;
    }
    this.machine.go('step');
    this.#driver?.step();
  }

  /** Grow a maze with the chosen method: carry on with the one under way, or start anew. */
  async grow(method = this.method()): Promise<void> {
    this.#ui.methods.get(method)!.checked = true;
    if (this.#carriesOn(method)) {
      if (this.machine.state !== 'growing') this.#resume();
      return;
    }
    await this.#start(method, true);
  }

  /** The lesson's shortcut: choose Random walls and grow. */
  randomWalls(): Promise<void> {
    return this.grow(SHORTCUT_METHOD);
  }

  async wayOut(): Promise<void> {
    const s = this.machine.state;
    if (this.#job?.kind === 'search' && (s === 'stepping' || s === 'paused')) return this.#resume();
    if (this.#model.scene === 'blank' && this.#model.rooms > 1) {
      this.#status.say('Every wall is still standing, so there is no way out yet. Grow a maze first.');
      return;
    }
    if (!this.#driver) await this.#engine;
    if (!this.#driver) return;
    this.#job = { kind: 'search' };
    this.#status.say('');
    this.machine.go('search');
    this.#driver.solve(true);
  }

  /** The way out the student chose (a room clicked or typed); null: the maze's own. */
  get goal(): number | null {
    return this.#goal;
  }
  #goal: number | null = null;

  setGoal(room: number | null): void {
    this.#goal = room;
    this.#page?.setGoal(room);
  }

  /** The robot: a hand on the right wall, from the way in to the way out (Robot carries on a robot paused or stepped). */
  async robot(): Promise<void> {
    const s = this.machine.state;
    if (this.#job?.kind === 'robot' && (s === 'stepping' || s === 'paused')) return this.#resume();
    if (this.#model.scene === 'blank' && this.#model.rooms > 1) {
      this.#status.say('Every wall is still standing, so the robot cannot go anywhere. Grow a maze first.');
      return;
    }
    if (!this.#driver) await this.#engine;
    const driver = this.#driver;
    if (!driver?.walkRobot) {
      this.#status.say(`The robot walks mazes up to ${number(WORKER_ROOMS)} rooms: this one is too big to watch it.`);
      return;
    }
    this.#job = { kind: 'robot' };
    this.#status.say('');
    this.machine.go('search');
    driver.walkRobot(true);
  }

  /** Knock down a random wall that still stands: the maze gets a loop. Gives the two rooms, null when no wall stands, undefined when it cannot (and says why). */
  knock(): { a: number; b: number } | null | undefined {
    if (this.#model.scene === 'blank' && this.#model.rooms > 1) {
      this.#status.say('Grow a maze first, then knock holes in it.');
      return undefined;
    }
    const driver = this.#driver;
    if (!driver?.knock) {
      this.#status.say(`Holes can be knocked in mazes up to ${number(WORKER_ROOMS)} rooms.`);
      return undefined;
    }
    const wall = driver.knock();
    this.#job = null;
    this.grown = null; // a link or a seed no longer makes this maze
    this.#status.seed('', '');
    this.machine.go('load');
    return wall;
  }

  pauseOrResume(): void {
    if (this.machine.state === 'growing') {
      this.#driver?.pause();
      this.machine.go('pause');
    } else {
      this.#resume();
    }
  }

  #resume(): void {
    if (this.machine.go('resume')) this.#driver?.play();
  }

  /** Go to step k of the job on the board (Step back, the Timeline). */
  seek(k: number): void {
    if (!this.#job || !this.#driver || this.machine.state === 'asking') return;
    const to = Math.max(0, Math.min(this.#model.length, k));
    if (!this.machine.go('seek')) return;
    this.#driver.seek(to);
  }

  /** Put a picture on the board as a finished maze; gives back the engine's reason when it is not a maze. */
  async load(lines: string[]): Promise<string | null> {
    const driver = (await this.#driverFor(1)) as PageDriver;
    try {
      driver.load(lines);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    this.#job = null;
    this.grown = null;
    this.machine.go('load');
    this.#typed.showSize(this.#model.rows, this.#model.cols);
    this.#bigSpeed(false);
    this.#status.seed('', '');
    return null;
  }

  /** Take up a job on a driver from outside (the student's make_maze played back): Step, Pause, Step back and the Timeline then work on it. */
  startOn(driver: Driver, play: boolean): void {
    if (this.#driver && this.#driver !== driver) this.#driver.pause();
    this.#driver = driver;
    driver.setSpeed(SPEEDS[this.#speed]);
    this.#job = { kind: 'grow', method: this.method() };
    this.#jobSeed = this.#ui.seed.input.value.trim();
    this.grown = null;
    this.#status.say('');
    this.machine.go(play ? 'grow' : 'step');
  }

  /** Stop whatever runs, before the student's make_maze is asked. */
  beginAsking(): void {
    this.#driver?.pause();
    this.#job = null;
    this.grown = null;
    this.#status.seed('', '');
    this.machine.go('ask');
  }

  #changed(m: BoardModel): void {
    const s = this.machine.state;
    if (this.#job && !m.busy && m.steps === m.length && s !== 'idle' && s !== 'done' && s !== 'asking') this.machine.go('finished');
  }

  #failed(message: string): void {
    this.#job = null;
    this.machine.go('fail');
    this.#status.say(`Something went wrong: ${message}`);
  }

  /** The words for "too big" when a picture cannot go on the board. */
  static tooBig(rooms: number): string | null {
    return rooms > WORKER_ROOMS ? `That maze is too big to put on the board from a picture (${number(rooms)} rooms).` : null;
  }
}
