// controls.ts: what each button does, as an explicit state table (idle, stepping, growing, paused, done, asking), and the checks on what is typed.
import { type Engine, type Method, StepKind, type StepEvent, loadEngine } from '../engine/engine';
import { type Driver, PageDriver, WORKER_ROOMS, WorkerDriver } from './driver';
import { loadSetting, saveSetting } from '../lesson/storage';
import type { Frame, Job } from './looks';
import { type Ask, MINE_ROOMS, type Reply, type Report, askMakeMaze, unreadable } from './mine';
import type { BoardModel } from './model';
import { INSTANT, type Panel, SPEEDS, speedText } from './panel';
import type { BoardView, TreeMode } from './view';

/** asking: the student's make_maze is running in Python; the board stays usable, and any other action drops the question. */
export type State = 'idle' | 'stepping' | 'growing' | 'paused' | 'done' | 'asking';
export type Action = 'step' | 'grow' | 'search' | 'pause' | 'resume' | 'finished' | 'reset' | 'load' | 'fail' | 'ask' | 'cancel';

/** From each state, where each action leads; an action missing from a row does nothing there. */
export const STATES: Record<State, Partial<Record<Action, State>>> = {
  idle: { step: 'stepping', grow: 'growing', search: 'growing', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking' },
  stepping: { step: 'stepping', grow: 'growing', search: 'growing', resume: 'growing', finished: 'done', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking' },
  growing: { step: 'paused', grow: 'growing', search: 'growing', pause: 'paused', finished: 'done', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking' },
  paused: { step: 'paused', grow: 'growing', search: 'growing', resume: 'growing', finished: 'done', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking' },
  done: { step: 'stepping', grow: 'growing', search: 'growing', reset: 'idle', load: 'idle', fail: 'idle', ask: 'asking' },
  asking: { step: 'stepping', grow: 'growing', search: 'growing', reset: 'idle', load: 'idle', fail: 'idle', cancel: 'idle' },
};

/** Where the switch "Use my make_maze" is kept across reloads. */
const MINE_SETTING = 'use-my-make-maze';

/** Rows and columns each go up to this. */
export const MAX_SIDE = 4000;
export const MAX_ROOMS = 16_000_000;
/** Show as text writes pictures up to this many rooms (a 250 x 250 maze is a quarter of a million characters). */
export const TEXT_ROOMS = 62_500;

const number = (n: number): string => n.toLocaleString('en');

function sideProblem(name: string, text: string): string | null {
  const t = text.trim();
  if (t === '') return `Type how many ${name.toLowerCase()}: a whole number from 1 to ${MAX_SIDE}.`;
  if (!/^\d+$/.test(t)) return `${name} must be a whole number from 1 to ${MAX_SIDE}.`;
  const n = Number(t);
  if (n < 1) return `${name} must be at least 1.`;
  if (n > MAX_SIDE) return `${name} can be at most ${MAX_SIDE}: ${number(n)} is too many.`;
  return null;
}

/** A new seed when the box is empty: short enough to type back in. */
function freshSeed(): string {
  const word = new Uint32Array(1);
  crypto.getRandomValues(word);
  return String(1 + (word[0] % 999_999));
}

function seedProblem(text: string): string | null {
  const t = text.trim();
  if (t === '' || /^[+-]?\d{1,1000}$/.test(t)) return null;
  return 'A seed is a whole number, like 2083. Leave it empty to get a new maze each time.';
}

export class BoardControls {
  readonly #ui: Panel;
  readonly #model: BoardModel;
  readonly #view: BoardView;
  #state: State = 'idle';
  #job: Job | null = null;
  #engine: Promise<Engine>;
  #page: PageDriver | null = null;
  #worker: WorkerDriver;
  #driver: Driver | null = null;
  #speed = 3;
  #speedBeforeBig: number | null = null;
  #shownPieces = -1;
  #piecesAt = 0;
  #textAt = 0;
  #textTimer = 0;
  #copiedTimer = 0;
  #describeSteps = false;
  #jobSeed = '';
  #progressAt = 0;
  #ask: Ask | null = null;
  /** Bumped whenever a question to make_maze starts or is dropped, so a late answer is ignored. */
  #askGen = 0;

  constructor(ui: Panel, model: BoardModel, view: BoardView) {
    this.#ui = ui;
    this.#model = model;
    this.#view = view;
    this.#speed = Number(ui.speed.value);
    ui.mine.checked = loadSetting(MINE_SETTING) === 'on';
    const events = { frame: (f: Frame) => this.#frame(f), error: (m: string) => this.#failed(m) };
    this.#worker = new WorkerDriver(events);
    this.#engine = loadEngine();
    this.#engine.then(
      (engine) => {
        this.#page = new PageDriver(engine, events);
        this.#page.setSpeed(SPEEDS[this.#speed]);
        if (!this.#driver && this.#model.rooms <= WORKER_ROOMS) this.#reset();
        // After the view's own frame: the board is drawn by the engine (Python waits for this).
        requestAnimationFrame(() => performance.mark('board-ready'));
      },
      (error: unknown) => this.#say(`The maze engine could not start in this browser (${String(error)}).`),
    );
    this.#wire();
    this.#render();
  }

  get state(): State {
    return this.#state;
  }

  #go(action: Action): boolean {
    const next = STATES[this.#state][action];
    if (next === undefined) return false;
    if (this.#state === 'asking' && next !== 'asking') {
      this.#askGen++;
      this.#ask?.stop();
      this.#ask = null;
    }
    this.#state = next;
    this.#render();
    return true;
  }

  // ---- What is typed ----

  #check(f: { input: HTMLInputElement; message: HTMLElement }, problem: string | null): boolean {
    f.message.textContent = problem ?? '';
    f.input.setAttribute('aria-invalid', problem ? 'true' : 'false');
    return problem === null;
  }

  #size(): { rows: number; cols: number } | null {
    const ui = this.#ui;
    const rowsOk = this.#check(ui.rows, sideProblem('Rows', ui.rows.input.value));
    const colsOk = this.#check(ui.cols, sideProblem('Columns', ui.cols.input.value));
    if (!rowsOk || !colsOk) return null;
    const rows = Number(ui.rows.input.value.trim());
    const cols = Number(ui.cols.input.value.trim());
    if (rows * cols > MAX_ROOMS) {
      this.#check(ui.cols, `That is ${number(rows * cols)} rooms: the board can make at most ${number(MAX_ROOMS)} (4000 × 4000).`);
      return null;
    }
    return { rows, cols };
  }

  #seed(): string | null {
    const text = this.#ui.seed.input.value;
    return this.#check(this.#ui.seed, seedProblem(text)) ? text.trim() : null;
  }

  /** Everything typed is fine; otherwise say so and put the cursor in the first box to fix. */
  #ready(): { rows: number; cols: number; seed: string } | null {
    const size = this.#size();
    const seed = this.#seed();
    if (size && seed !== null) return { ...size, seed };
    this.#say('Fix the box marked in red first.');
    const bad = [this.#ui.rows, this.#ui.cols, this.#ui.seed].find((f) => f.input.getAttribute('aria-invalid') === 'true');
    bad?.input.focus();
    return null;
  }

  #method(): Method {
    for (const [method, input] of this.#ui.methods) if (input.checked) return method;
    return 'walk';
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

  /** A fresh board of the size typed: every wall standing. */
  #reset(): void {
    const size = this.#size();
    if (!size) return;
    this.#driver?.pause();
    this.#job = null;
    this.#go('reset');
    this.#say('');
    this.#ui.wayOutText.textContent = '';
    this.#ui.seedUsed.textContent = '';
    this.#bigSpeed(size.rows * size.cols > WORKER_ROOMS);
    if (size.rows * size.cols > WORKER_ROOMS || !this.#page) {
      this.#model.blank(size.rows, size.cols);
      if (size.rows * size.cols > WORKER_ROOMS) {
        this.#page?.drop();
        this.#driver = this.#worker;
      }
      this.#afterFrame();
    } else {
      if (this.#driver === this.#worker) this.#worker.drop();
      this.#driver = this.#page;
      this.#page.blank(size.rows, size.cols);
    }
  }

  /** Huge mazes would take hours at a watching speed: switch to Instant, and back after. */
  #bigSpeed(big: boolean): void {
    if (big && this.#speed !== INSTANT) {
      this.#speedBeforeBig = this.#speed;
      this.#setSpeed(INSTANT);
      this.#say('Speed is set to Instant for a maze this big.');
    } else if (!big && this.#speedBeforeBig !== null) {
      this.#setSpeed(this.#speedBeforeBig);
      this.#speedBeforeBig = null;
    }
  }

  #setSpeed(i: number): void {
    this.#speed = i;
    this.#ui.speed.value = String(i);
    this.#ui.speed.setAttribute('aria-valuetext', speedText(i));
    this.#ui.speedOut.textContent = speedText(i);
    this.#driver?.setSpeed(SPEEDS[i]);
    this.#describeSteps = SPEEDS[i] <= 10;
  }

  // ---- The buttons ----

  async #startGrow(method: Method, play: boolean): Promise<Driver | null> {
    const typed = this.#ready();
    if (!typed) return null;
    const driver = await this.#driverFor(typed.rows * typed.cols);
    this.#job = { kind: 'grow', method };
    this.#jobSeed = this.#ui.seed.input.value.trim();
    this.#ui.wayOutText.textContent = '';
    this.#say('');
    driver.grow(method, typed.rows, typed.cols, typed.seed || freshSeed(), play);
    return driver;
  }

  /** A maze of this method is growing, from the seed now typed (a new seed typed means a new maze). */
  #jobIs(method: Method): boolean {
    return (
      this.#job?.kind === 'grow' &&
      this.#job.method === method &&
      this.#state !== 'done' &&
      this.#state !== 'idle' &&
      this.#jobSeed === this.#ui.seed.input.value.trim()
    );
  }

  async step(): Promise<void> {
    const method = this.#method();
    const fresh = this.#job?.kind === 'search' ? this.#state === 'done' : !this.#jobIs(method);
    if (fresh) {
      const driver = await this.#startGrow(method, false);
      if (!driver) return;
      this.#go('step');
      driver.step();
    } else {
      this.#go('step');
      this.#driver?.step();
    }
  }

  /** Grow a maze (the random walk) or Random walls: carry on with one already growing, or start anew. */
  async grow(method: Method): Promise<void> {
    if (method === 'walk' && this.#ui.mine.checked) return this.#growMine();
    this.#ui.methods.get(method)!.checked = true;
    if (this.#jobIs(method)) {
      if (this.#state !== 'growing') this.#resume();
      return;
    }
    const driver = await this.#startGrow(method, true);
    if (driver) this.#go('grow');
  }

  async wayOut(): Promise<void> {
    if (this.#job?.kind === 'search' && (this.#state === 'stepping' || this.#state === 'paused')) return this.#resume();
    if (this.#model.scene === 'blank' && this.#model.rooms > 1) {
      this.#say('Every wall is still standing, so there is no way out yet. Grow a maze first.');
      return;
    }
    if (!this.#driver) await this.#engine;
    if (!this.#driver) return;
    this.#job = { kind: 'search' };
    this.#ui.wayOutText.textContent = '';
    this.#say('');
    this.#go('search');
    this.#driver.solve(true);
  }

  pauseOrResume(): void {
    if (this.#state === 'growing') {
      this.#driver?.pause();
      this.#go('pause');
    } else {
      this.#resume();
    }
  }

  #resume(): void {
    if (!this.#go('resume')) return;
    this.#driver?.play();
  }

  cycleTree(): void {
    const order: TreeMode[] = ['off', 'over', 'family'];
    const next = order[(order.indexOf(this.#view.tree) + 1) % order.length];
    if (next !== 'off' && !this.#view.treeFits) {
      this.#say('The tree has a dot for every room, so it fits mazes up to 2,500 rooms (like 50 × 50) on a screen this wide.');
      return;
    }
    this.#view.tree = next;
    this.#renderTree();
  }

  #renderTree(): void {
    const mode = this.#view.tree;
    this.#ui.tree.setAttribute('aria-pressed', String(mode !== 'off'));
    this.#ui.treeMode.textContent = mode === 'over' ? 'over the maze' : mode === 'family' ? 'as a family tree' : '';
  }

  /** A picture sent by a challenge's "Put this maze on the board". */
  async show(picture: unknown): Promise<void> {
    if (!Array.isArray(picture) || !picture.every((line) => typeof line === 'string')) {
      this.#say('That maze could not go on the board: it is not a list of lines of text.');
      return;
    }
    const lines = picture as string[];
    const rooms = Math.floor((lines.length - 1) / 2) * Math.floor(((lines[0]?.length ?? 1) - 1) / 2);
    if (rooms > WORKER_ROOMS) {
      this.#say(`That maze is too big to put on the board from a picture (${number(rooms)} rooms).`);
      return;
    }
    const failed = await this.#load(lines);
    if (failed) {
      this.#say(`That maze could not go on the board: ${failed}`);
      return;
    }
    this.#say(`This maze of ${this.#model.rows} × ${this.#model.cols} rooms came from a challenge. Press Way out or Tree to look at it.`);
    const calm = matchMedia('(prefers-reduced-motion: reduce)').matches;
    (this.#ui.root.closest('section') ?? this.#ui.root).scrollIntoView({ behavior: calm ? 'auto' : 'smooth', block: 'start' });
  }

  /** Put a picture on the board as a finished maze; gives back the engine's reason when it is not a maze. */
  async #load(lines: string[]): Promise<string | null> {
    const driver = (await this.#driverFor(1)) as PageDriver;
    try {
      driver.load(lines);
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    this.#job = null;
    this.#go('load');
    this.#ui.rows.input.value = String(this.#model.rows);
    this.#ui.cols.input.value = String(this.#model.cols);
    this.#size();
    this.#bigSpeed(false);
    this.#ui.wayOutText.textContent = '';
    this.#ui.seedUsed.textContent = '';
    return null;
  }

  // ---- Grow a maze with the student's own make_maze ----

  async #growMine(): Promise<void> {
    if (this.#state === 'asking') return; // one question at a time; the answer is on its way
    const size = this.#size();
    if (!size) {
      this.#say('Fix the box marked in red first.');
      [this.#ui.rows, this.#ui.cols].find((f) => f.input.getAttribute('aria-invalid') === 'true')?.input.focus();
      return;
    }
    const { rows, cols } = size;
    if (rows * cols > MINE_ROOMS) {
      this.#say(
        `Python would be too slow for your make_maze with ${number(rows * cols)} rooms here: it works on the board up to ${number(MINE_ROOMS)} rooms. Try 10 × 10.`,
      );
      return;
    }
    this.#driver?.pause();
    this.#job = null;
    this.#ui.wayOutText.textContent = '';
    this.#ui.seedUsed.textContent = '';
    this.#go('ask');
    const gen = ++this.#askGen;
    const live = (): boolean => this.#askGen === gen;
    this.#say('Running your make_maze…');
    const ask = askMakeMaze(rows, cols, (words) => live() && this.#say(words));
    this.#ask = ask;
    const reply = await ask.done;
    if (live()) await this.#answered(reply, rows, cols, live);
  }

  async #answered(reply: Reply, rows: number, cols: number, live: () => boolean): Promise<void> {
    if (reply.kind === 'stopped') {
      this.#go('cancel');
      this.#say('make_maze was stopped.');
      return;
    }
    if (reply.kind === 'problem') {
      this.#go('fail');
      this.#say('', reply.report);
      return;
    }
    const engine = await this.#engine;
    if (!live()) return;
    let facts;
    try {
      facts = engine.analyse(reply.picture);
    } catch (error) {
      this.#go('fail');
      this.#say('', unreadable(error instanceof Error ? error.message : String(error)));
      return;
    }
    const failed = await this.#load(reply.picture);
    if (failed) {
      this.#go('fail');
      this.#say('', unreadable(failed));
      return;
    }
    const pieces = facts.pieces === 1 ? 'all rooms in one piece' : `${number(facts.pieces)} pieces (some rooms cut off)`;
    const loops = facts.loops === 0 ? 'no loops' : `${number(facts.loops)} loop${facts.loops === 1 ? '' : 's'}`;
    const verdict = facts.perfect ? 'a perfect maze ★' : 'not a perfect maze';
    const words = `Your make_maze(${rows}, ${cols}): ${number(facts.rooms)} rooms, ${number(facts.openings)} openings, ${pieces}, ${loops}: ${verdict}`;
    const note =
      reply.seed === null
        ? null
        : `Your program's random.seed(${reply.seed}) runs again just before each call, so Grow a maze gives this same maze every time: the one in your program's picture. Take that line out for a new maze each time.`;
    this.#say(words, note);
  }

  #switchMine(): void {
    const on = this.#ui.mine.checked;
    saveSetting(MINE_SETTING, on ? 'on' : null);
    if (!on && this.#go('cancel')) this.#say('');
  }

  // ---- Frames from the drivers ----

  #frame(frame: Frame): void {
    this.#model.apply(frame, performance.now());
    if (this.#job && !frame.busy && this.#state !== 'idle' && this.#state !== 'done') {
      this.#go('finished');
      this.#finished(frame);
    } else if (frame.last && this.#state !== 'asking' && (this.#describeSteps || this.#state === 'stepping' || this.#state === 'paused')) {
      this.#say(this.#describe(frame.last));
    }
    if (this.#job?.kind === 'grow' && frame.steps === 0) this.#showSeed(frame.seed);
    this.#afterFrame();
  }

  #afterFrame(): void {
    const m = this.#model;
    const now = performance.now();
    // While animating fast, say the count a few times a second at most (it is read aloud).
    if (m.pieces !== this.#shownPieces && (!m.busy || this.#state !== 'growing' || now - this.#piecesAt > 250)) {
      this.#ui.pieces.textContent = `Pieces: ${m.pieces}`;
      this.#shownPieces = m.pieces;
      this.#piecesAt = now;
    }
    const big = m.rooms > 10_000;
    const running = this.#job !== null && m.busy && big;
    this.#ui.progress.hidden = !running;
    // The bar moves a few times a second: each change costs the browser a little work.
    if (running && now - this.#progressAt > 200) {
      this.#progressAt = now;
      const pct = Math.floor(m.progress * 100);
      this.#ui.progressLabel.textContent = this.#job?.kind === 'search' ? 'Finding the way out' : 'Growing the maze';
      this.#ui.progressBar.value = pct;
      this.#ui.progressText.textContent = `${pct}%`;
    }
    if (!this.#ui.textPanel.hidden) this.#refreshTextSoon();
    this.#view.requestDraw();
  }

  #finished(frame: Frame): void {
    const job = this.#job;
    if (job?.kind === 'search') {
      const n = frame.found ?? 0;
      this.#ui.wayOutText.textContent =
        n > 0 ? `The way out goes through ${n} room${n === 1 ? '' : 's'}` : 'There is no way out: the bottom right room cannot be reached from the top left.';
      this.#say('');
    } else if (job?.kind === 'grow') {
      const rooms = frame.rows * frame.cols;
      const openings = rooms - frame.pieces;
      const said: Record<Method, string> = {
        walk: `Done: the thread wound all the way back. ${number(rooms)} rooms, ${number(openings)} openings, one piece.`,
        walls: `Done: ${number(frame.steps)} walls looked at, ${number(openings)} knocked down. One piece.`,
        frontier: `Done: the frontier is empty. ${number(rooms)} rooms, ${number(openings)} openings, one piece.`,
        wilson: `Done: every room joined the maze. ${number(rooms)} rooms, ${number(openings)} openings, one piece.`,
      };
      this.#say(said[job.method]);
    }
    if (!this.#ui.textPanel.hidden) void this.#refreshText();
  }

  #showSeed(seed: string): void {
    const typed = this.#ui.seed.input.value.trim();
    this.#ui.seedUsed.textContent = typed === '' ? `This maze's seed: ${seed}. Type it in Seed to make this maze again.` : `This maze's seed: ${seed}`;
  }

  #describe(e: StepEvent): string {
    const cols = this.#model.cols;
    const at = (room: number): string => `(${Math.floor(room / cols)}, ${room % cols})`;
    const method = this.#job?.kind === 'grow' ? this.#job.method : null;
    switch (e.kind) {
      case StepKind.Enter:
        if (e.a < 0) return method === 'walk' ? `Started in the top left room ${at(e.b)}.` : `Room ${at(e.b)} is the first room of the maze.`;
        return `Knocked down the wall from ${at(e.a)} and went into the new room ${at(e.b)}.`;
      case StepKind.Back:
        return e.b < 0 ? 'Stepped back out of the first room: the thread is all wound up.' : `No new room beside ${at(e.a)}: stepped back along the thread to ${at(e.b)}.`;
      case StepKind.Knock:
        if (method === 'walls') return `Knocked down the wall between ${at(e.a)} and ${at(e.b)}: two pieces joined into one.`;
        if (method === 'frontier') return `Frontier room ${at(e.b)} joined the tree through a wall knocked down from ${at(e.a)}.`;
        return `Room ${at(e.a)} of the loose walk joined the maze.`;
      case StepKind.Refuse:
        return `Left the wall between ${at(e.a)} and ${at(e.b)} standing: both rooms are in one piece already.`;
      case StepKind.Walk:
        return e.a < 0 ? `A loose walk starts at ${at(e.b)}.` : `The loose walk wandered from ${at(e.a)} to ${at(e.b)}.`;
      case StepKind.Erase:
        return `The loose walk ran into itself at ${at(e.b)}: its loop is wiped out.`;
      case StepKind.Visit:
        return `Looked around room ${at(e.a)}.`;
      case StepKind.Found:
        return `Reached the way out ${at(e.b)}.`;
      case StepKind.Ends:
        return `The way in is room ${at(e.a)} and the way out is room ${at(e.b)}.`;
      default:
        return this.#job?.kind === 'search' ? 'The search looked everywhere it could reach.' : 'Nothing more to do.';
    }
  }

  #failed(message: string): void {
    this.#job = null;
    this.#go('fail');
    this.#say(`Something went wrong: ${message}`);
  }

  /** The board's message line, and under it what make_maze gave back (a problem) or a note; anything said later clears them. */
  #say(text: string, more: Report | string | null = null): void {
    if (this.#ui.message.textContent !== text) this.#ui.message.textContent = text;
    this.#report(more);
  }

  #report(more: Report | string | null): void {
    const box = this.#ui.report;
    if (more === null) {
      if (!box.hidden) {
        box.hidden = true;
        box.replaceChildren();
      }
      return;
    }
    const line = (className: string, ...parts: (Node | string)[]): HTMLParagraphElement => {
      const p = document.createElement('p');
      p.className = className;
      p.append(...parts);
      return p;
    };
    const code = (text: string): HTMLElement => {
      const c = document.createElement('code');
      c.textContent = text;
      return c;
    };
    if (typeof more === 'string') {
      box.className = 'board-report is-note';
      box.replaceChildren(line('', more));
    } else {
      // The same look as a program's problem box below each editor.
      box.className = 'board-report problem';
      const parts: Node[] = [line('problem-title', more.title)];
      if (more.advice) parts.push(line('problem-advice', more.advice));
      if (more.code) {
        const pre = document.createElement('pre');
        pre.className = 'problem-code';
        pre.textContent = more.code;
        parts.push(pre);
      }
      if (more.gave) parts.push(line('problem-gave', 'It gave back: ', code(more.gave)));
      if (more.python) parts.push(line('problem-python', 'Python says: ', code(more.python)));
      // So the maze under this box is not taken for make_maze's.
      if (this.#model.scene !== 'blank') parts.push(line('problem-kept', 'The board still shows the maze it had before.'));
      box.replaceChildren(...parts);
    }
    box.hidden = false;
  }

  // ---- Show as text, and Copy ----

  toggleText(): void {
    const panel = this.#ui.textPanel;
    panel.hidden = !panel.hidden;
    this.#ui.text.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) void this.#refreshText();
  }

  #refreshTextSoon(): void {
    if (this.#textTimer) return;
    const wait = Math.max(0, 200 - (performance.now() - this.#textAt));
    this.#textTimer = window.setTimeout(() => {
      this.#textTimer = 0;
      void this.#refreshText();
    }, wait);
  }

  async #refreshText(): Promise<void> {
    this.#textAt = performance.now();
    const m = this.#model;
    if (m.rooms > TEXT_ROOMS) {
      this.#ui.pre.textContent = '';
      this.#ui.textNote.textContent = `This maze is too big to show as text (${number(m.rooms)} rooms). Show as text works up to ${number(TEXT_ROOMS)} rooms, like 250 × 250.`;
      this.#ui.copy.disabled = true;
      return;
    }
    await this.#engine;
    const picture = this.#driver ? await this.#driver.picture() : [];
    this.#ui.textNote.textContent = picture.length
      ? `${picture.length} lines of ${picture[0].length} squares: # is rock, . is floor; rooms are at odd rows and odd columns.`
      : '';
    this.#ui.pre.textContent = picture.join('\n');
    this.#ui.copy.disabled = picture.length === 0;
  }

  async copyText(): Promise<void> {
    const text = this.#ui.pre.textContent ?? '';
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      // No clipboard permission (or an older browser): copy the selected text the old way.
      const range = document.createRange();
      range.selectNodeContents(this.#ui.pre);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      try {
        ok = document.execCommand('copy');
      } catch {
        ok = false;
      }
    }
    this.#ui.copied.textContent = ok ? 'Copied' : 'Select the text and press Ctrl+C (or ⌘C) to copy it.';
    clearTimeout(this.#copiedTimer);
    this.#copiedTimer = window.setTimeout(() => (this.#ui.copied.textContent = ''), ok ? 2500 : 8000);
  }

  // ---- Wiring and drawing the controls ----

  #wire(): void {
    const ui = this.#ui;
    const act = (f: () => unknown) => () => void f();
    ui.step.addEventListener('click', act(() => this.step()));
    ui.grow.addEventListener('click', act(() => this.grow('walk')));
    ui.walls.addEventListener('click', act(() => this.grow('walls')));
    ui.wayOut.addEventListener('click', act(() => this.wayOut()));
    ui.pause.addEventListener('click', () => this.pauseOrResume());
    ui.tree.addEventListener('click', () => this.cycleTree());
    ui.text.addEventListener('click', () => this.toggleText());
    ui.copy.addEventListener('click', act(() => this.copyText()));
    ui.zoomIn.addEventListener('click', () => this.#view.zoomIn());
    ui.zoomOut.addEventListener('click', () => this.#view.zoomOut());
    ui.zoomFit.addEventListener('click', () => this.#view.fit());
    for (const f of [ui.rows, ui.cols]) f.input.addEventListener('input', () => this.#reset());
    ui.seed.input.addEventListener('input', () => this.#seed());
    ui.mine.addEventListener('change', () => this.#switchMine());
    ui.speed.addEventListener('input', () => {
      this.#speedBeforeBig = null;
      this.#setSpeed(Number(ui.speed.value));
    });
    window.addEventListener('maze:show', (event) => void this.show((event as CustomEvent<{ picture?: unknown }>).detail?.picture));
  }

  onViewMode(): void {
    const pixels = this.#view.mode === 'pixels';
    this.#ui.zoom.hidden = !pixels;
    if (pixels && this.#view.tree !== 'off') {
      this.#view.tree = 'off';
      this.#renderTree();
    }
  }

  #render(): void {
    const ui = this.#ui;
    const s = this.#state;
    ui.pause.textContent = s === 'stepping' || s === 'paused' ? 'Resume' : 'Pause';
    ui.pause.disabled = s === 'idle' || s === 'done' || s === 'asking';
    ui.root.dataset.state = s;
  }
}
