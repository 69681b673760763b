// controls.ts: what each action of the board does: starts, steps, pauses and moves along the timeline of its jobs, through the state table; the one place that knows what the board is doing now.
import { FIRST_SHAPE, type Method, SHAPE_FACTS } from 'maze-engine/engine';
import type { Activity } from '../state/activity';
import type { Job } from '../state/looks';
import { Machine, type State } from '../state/machine';
import { SHORTCUT_METHOD, shapeProblem } from '../state/methods';
import type { BoardModel } from '../state/model';
import { type GrowNext, type GrowRequest, growRequest } from '../state/request';
import { count } from '../../common/numbers';
import { INSTANT, SPEEDS, type Settings, freshSeed } from '../state/settings';
import { type Driver, WORKER_ROOMS } from './driver';
import { Drivers } from './drivers';
import type { PageDriver } from './page_driver';

/** Where the controls say things: the board's message line and the seed line; and how they show a box to fix. */
export interface Voice {
  say(text: string): void;
  seed(seed: string, typed: string): void;
  fix(): void;
}

export class BoardControls {
  readonly #model: BoardModel;
  readonly #settings: Settings;
  readonly #voice: Voice;
  readonly machine: Machine;
  readonly #now: Omit<Activity, 'state'> = { job: null, grown: null, typedSeed: '', goal: null };
  readonly #drivers: Drivers;
  /** The speed chosen before a huge maze switched to Instant. */
  #speedBeforeBig: number | null = null;
  #settingSpeed = false;
  /** Called after every move of the state table (the page redraws its buttons). */
  onMove: () => void = () => undefined;

  /** A student's own seed for the next maze when Seed is empty (null: none, a fresh one is picked). */
  readonly #ownSeed: () => string | null;

  constructor(model: BoardModel, settings: Settings, voice: Voice, ownSeed: () => string | null = () => null) {
    this.#ownSeed = ownSeed;
    this.#model = model;
    this.#settings = settings;
    this.#voice = voice;
    this.machine = new Machine(() => this.onMove());
    const events = { frame: (f: Parameters<BoardModel['apply']>[0]) => model.apply(f), error: (m: string) => this.#failed(m) };
    this.#drivers = new Drivers(events, SPEEDS[settings.value.speed]);
    model.subscribe((m) => this.#changed(m));
    settings.subscribe((v, changed) => {
      if (changed.has('speed')) {
        this.#drivers.setSpeed(SPEEDS[v.speed]);
        if (!this.#settingSpeed) this.#speedBeforeBig = null; // the student chose it
      }
      // A new size or shape: a fresh board (a picture put on the board already has its size; a game makes its own).
      if (this.machine.state === 'playing') return;
      if ((changed.has('rows') || changed.has('cols') || changed.has('shape')) && (v.rows !== model.rows || v.cols !== model.cols || v.shape !== model.shape)) this.reset();
      // A new mask of the same size: a fresh board too.
      else if (changed.has('mask') && SHAPE_FACTS[v.shape].sized === 'drawing') this.reset();
    });
    this.#drivers.ready.then(
      () => {
        if (!this.#drivers.current && settings.value.rows * settings.value.cols <= WORKER_ROOMS) this.reset();
        // After the view's own frame: the board is drawn by the engine (Python waits for this).
        requestAnimationFrame(() => performance.mark('board-ready'));
      },
      (error: unknown) => voice.say(`The maze engine could not start in this browser (${String(error)}).`),
    );
  }

  /** What the board is doing now. */
  get now(): Readonly<Activity> {
    return { state: this.machine.state, ...this.#now };
  }

  get state(): State {
    return this.machine.state;
  }

  get grown(): GrowRequest | null {
    return this.#now.grown;
  }

  get goal(): number | null {
    return this.#now.goal;
  }

  /** The way-out search is (or was last) the board's job: its route is shown. */
  get searched(): boolean {
    return this.#now.job?.kind === 'search';
  }

  /** Describe every step in words: when stepping, paused, or watching at ten steps a second or slower. */
  get describing(): boolean {
    const s = this.machine.state;
    return s === 'stepping' || s === 'paused' || SPEEDS[this.#settings.value.speed] <= 10;
  }

  get driver(): Driver | null {
    return this.#drivers.current;
  }

  #begin(job: Job | null, grown: GrowRequest | null, typedSeed = ''): void {
    this.#now.job = job;
    this.#now.grown = grown;
    this.#now.typedSeed = typedSeed;
  }

  /** A fresh board of the size set: every wall standing. */
  reset(): void {
    const size = this.#settings.sized();
    if (!size) return;
    this.#begin(null, null);
    this.setGoal(null);
    this.machine.go('reset');
    this.#voice.say('');
    this.#voice.seed('', '');
    this.#bigSpeed(size.rows * size.cols > WORKER_ROOMS);
    if (this.#drivers.blank(size.rows, size.cols, size.shape, size.mask ?? undefined) === 'model') this.#model.blank(size.rows, size.cols);
  }

  /** Huge mazes would take hours at a watching speed: switch to Instant, and back after. */
  #bigSpeed(big: boolean): void {
    const speed = this.#settings.value.speed;
    if (big && speed !== INSTANT) {
      this.setSpeed(INSTANT);
      this.#speedBeforeBig = speed;
      this.#voice.say('Speed is set to Instant for a maze this big.');
    } else if (!big && this.#speedBeforeBig !== null) {
      this.setSpeed(this.#speedBeforeBig);
    }
  }

  /** Set the speed for a while (a huge maze, a link being rebuilt); a speed the student sets in the settings is theirs to keep. */
  setSpeed(i: number): void {
    this.#settingSpeed = true;
    try {
      this.#settings.set({ speed: i });
    } finally {
      this.#settingSpeed = false;
    }
    this.#speedBeforeBig = null;
  }

  // ---- The actions ----

  async #start(method: Method, next: GrowNext): Promise<Driver | null> {
    const set = this.#settings.ready();
    if (!set) {
      this.#voice.say('Fix the box with the message under it first (in Maze settings).');
      this.#voice.fix();
      return null;
    }
    const why = shapeProblem(method, set.shape);
    if (why) {
      this.#voice.say(why);
      return null;
    }
    const driver = await this.#drivers.for(set.rows * set.cols);
    // Seed empty: a student who gave their name gets their own mazes (the same on any computer).
    const request = growRequest(method, set, set.seed || this.#ownSeed() || freshSeed(), next);
    this.#begin({ kind: 'grow', method }, request, set.seed);
    this.#voice.say('');
    this.machine.go(next);
    driver.grow(request);
    this.#voice.seed(request.seed, set.seed);
    return driver;
  }

  /** A maze of this method is under way (not finished), from the seed now set: Step and Grow carry it on. */
  #carriesOn(method: Method): boolean {
    const s = this.machine.state;
    const job = this.#now.job;
    return job?.kind === 'grow' && job.method === method && s !== 'done' && s !== 'idle' && s !== 'asking' && this.#now.typedSeed === this.#settings.value.seed;
  }

  async step(): Promise<void> {
    const method = this.#settings.value.method;
    const job = this.#now.job;
    const onward = job?.kind === 'search' || job?.kind === 'robot' ? this.machine.state !== 'done' && this.machine.state !== 'idle' : this.#carriesOn(method);
    if (!onward) {
      const driver = await this.#start(method, 'step');
      driver?.step();
      return;
    }
    this.machine.go('step');
    this.driver?.step();
  }

  /** Grow a maze with the chosen method: carry on with the one under way, or start anew. */
  async grow(method = this.#settings.value.method): Promise<void> {
    this.#settings.set({ method });
    if (this.#carriesOn(method)) {
      if (this.machine.state !== 'growing') this.#resume();
      return;
    }
    await this.#start(method, 'grow');
  }

  /** The lesson's shortcut: choose Random walls and grow. */
  randomWalls(): Promise<void> {
    return this.grow(SHORTCUT_METHOD);
  }

  /** Why there is nothing to walk yet, or null. */
  #nothingToWalk(what: string): string | null {
    return this.#model.scene === 'blank' && this.#model.rooms > 1 ? `Every wall is still standing, so ${what}. Grow a maze first.` : null;
  }

  async wayOut(): Promise<void> {
    const s = this.machine.state;
    if (this.#now.job?.kind === 'search' && (s === 'stepping' || s === 'paused')) return this.#resume();
    const nothing = this.#nothingToWalk('there is no way out yet');
    if (nothing) return this.#voice.say(nothing);
    if (!this.driver) await this.#drivers.ready;
    const driver = this.driver;
    if (!driver) return;
    this.#begin({ kind: 'search' }, this.#now.grown, this.#now.typedSeed);
    this.#voice.say('');
    this.machine.go('search');
    driver.solve(true);
  }

  setGoal(room: number | null): void {
    this.#now.goal = room;
    this.#drivers.page?.setGoal(room);
  }

  /** The robot: a hand on the right wall, from the way in to the way out (Robot carries on a robot paused or stepped). */
  async robot(): Promise<void> {
    const s = this.machine.state;
    if (this.#now.job?.kind === 'robot' && (s === 'stepping' || s === 'paused')) return this.#resume();
    const nothing = this.#nothingToWalk('the robot cannot go anywhere');
    if (nothing) return this.#voice.say(nothing);
    if (!this.driver) await this.#drivers.ready;
    const driver = this.driver;
    if (!driver?.walkRobot) return this.#voice.say(`The robot walks mazes up to ${count(WORKER_ROOMS)} rooms: this one is too big to watch it.`);
    this.#begin({ kind: 'robot' }, this.#now.grown, this.#now.typedSeed);
    this.#voice.say('');
    this.machine.go('search');
    driver.walkRobot(true);
  }

  /** Knock down a random wall that still stands: the maze gets a loop. Gives the two rooms, null when no wall stands, undefined when it cannot (and says why). */
  knock(): { a: number; b: number } | null | undefined {
    if (this.#model.scene === 'blank' && this.#model.rooms > 1) {
      this.#voice.say('Grow a maze first, then knock holes in it.');
      return undefined;
    }
    const driver = this.driver;
    if (!driver?.knock) {
      this.#voice.say(`Holes can be knocked in mazes up to ${count(WORKER_ROOMS)} rooms.`);
      return undefined;
    }
    const wall = driver.knock();
    this.#begin(null, null); // a link or a seed no longer makes this maze
    this.#voice.seed('', '');
    this.machine.go('load');
    return wall;
  }

  pauseOrResume(): void {
    if (this.machine.state === 'growing') {
      this.driver?.pause();
      this.machine.go('pause');
    } else {
      this.#resume();
    }
  }

  #resume(): void {
    if (this.machine.go('resume')) this.driver?.play();
  }

  /** Go to step k of the job on the board (Step back, the Timeline). */
  seek(k: number): void {
    const driver = this.driver;
    if (!this.#now.job || !driver || this.machine.state === 'asking') return;
    const to = Math.max(0, Math.min(this.#model.length, k));
    if (!this.machine.go('seek')) return;
    driver.seek(to);
  }

  /** Put a picture on the board as a finished maze; gives back the engine's reason when it is not a maze. */
  async load(lines: string[]): Promise<string | null> {
    const driver = (await this.#drivers.for(1)) as PageDriver;
    try {
      driver.load(lines);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    this.#begin(null, null);
    this.machine.go('load');
    // The settings show the picture's size (the model has it already, so the board stays as it is).
    this.#settings.replace({ rows: this.#model.rows, cols: this.#model.cols, shape: FIRST_SHAPE });
    this.#bigSpeed(false);
    this.#voice.seed('', '');
    return null;
  }

  /** Take up a job on a driver from outside (the student's make_maze played back): Step, Pause, Step back and the Timeline then work on it. */
  startOn(driver: Driver, play: boolean): void {
    this.#drivers.take(driver);
    this.#begin({ kind: 'grow', method: this.#settings.value.method }, null, this.#settings.value.seed);
    this.#voice.say('');
    this.machine.go(play ? 'grow' : 'step');
  }

  /** Play: the board becomes a game; whatever ran is paused. False when the board cannot play now. */
  play(): boolean {
    if (!this.machine.go('play')) return false;
    this.driver?.pause();
    this.#voice.say('');
    return true;
  }

  /** Stop playing: the board's own maze comes back (a fresh board when it had none, or its settings changed meanwhile). */
  stopPlaying(fresh: boolean): void {
    if (!this.machine.go('stop')) return;
    if (fresh || !this.driver) this.reset();
    else this.driver.refresh();
    this.#voice.say('');
  }

  /** Stop whatever runs, before the student's make_maze is asked. */
  beginAsking(): void {
    this.driver?.pause();
    this.#begin(null, null);
    this.#voice.seed('', '');
    this.machine.go('ask');
  }

  #changed(m: BoardModel): void {
    const s = this.machine.state;
    if (this.#now.job && !m.busy && m.steps === m.length && s !== 'idle' && s !== 'done' && s !== 'asking') this.machine.go('finished');
  }

  #failed(message: string): void {
    this.#now.job = null;
    this.machine.go('fail');
    this.#voice.say(`Something went wrong: ${message}`);
  }

  /** The words for "too big" when a picture cannot go on the board. */
  static tooBig(rooms: number): string | null {
    return rooms > WORKER_ROOMS ? `That maze is too big to put on the board from a picture (${count(rooms)} rooms).` : null;
  }
}
