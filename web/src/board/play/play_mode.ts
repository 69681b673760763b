// play_mode.ts: Play: the board's maze becomes a game, walked with the keys, a finger or a gamepad; New maze goes on through the seed's stream; Stop playing gives the board back.
import { type Heading, type MazeSession, SHAPE_FACTS, TAKES_PICK, loadEngine, LIMITS } from 'maze-engine/engine';
import { OUT } from '../../play/announce';
import { Fingers, isStopKey, keyMove } from '../../play/directions';
import { drawPlayer } from '../../play/draw';
import { Game, type Outcome } from '../../play/game';
import { GamepadInput } from '../../play/gamepad';
import { recordOf, saveGame } from '../../play/record';
import { MazeSequence } from '../../play/stream';
import { CHOOSE_OF, type Keep } from '../../play/choose';
import type { LocksPlan } from '../../play/locks';
import { chooseLine } from '../../play/announce';
import type { BoardView } from '../draw/view';
import type { Buttons } from '../panel/buttons';
import type { Status } from '../panel/status';
import type { BoardControls } from '../run/controls';
import { Runner } from '../run/runner';
import type { BoardModel } from '../state/model';
import { count } from '../../common/numbers';
import { shapeProblem } from '../state/methods';
import { growOptions } from '../state/request';
import { sameMask } from '../state/mask';
import { reshapeMask } from '../run/mask_session';
import { type BoardSettings, type Settings, freshSeed } from '../state/settings';
import { InsideView } from './inside_view';
import { bringIntoView } from './in_view';
import { type PlayRow, playRow } from './play_row';
import type { WalkerMove } from '../../play/inside/walker';
import './play.css';

/** What Play needs of its board. */
export interface PlayBoard {
  root: HTMLElement;
  model: BoardModel;
  view: BoardView;
  settings: Settings;
  controls: BoardControls;
  status: Status;
  buttons: Buttons;
  focusProblem(): void;
  ownSeed(): string | null;
}

/** On a maze too big to show whole, rooms are drawn at least this wide (CSS pixels) and the player kept this far inside the edge. */
const ROOM_PX = 14;
const EDGE_PX = 90;
const BUMP_MS = 180;

export class PlayMode {
  readonly row: PlayRow;
  readonly #b: PlayBoard;
  #runner: Runner | null = null;
  #seq: MazeSequence | null = null;
  #game: Game | null = null;
  /** The board had no maze before the game, or its settings changed meanwhile: Stop playing gives a fresh board. */
  #fresh = false;
  readonly #fingers = new Fingers();
  readonly #pads = new GamepadInput();
  #polling = 0;
  #bump = 0;
  readonly #inside: InsideView;
  /** Inside is pressed: square mazes are walked from inside. */
  #wantInside = false;
  /** The engine's doors and keys for the maze played (Keys), or null. */
  #locks: LocksPlan | null = null;
  /** The seed Harder and Easier started from (the settings' seed), once one of them was pressed. */
  #from: string | null = null;
  /** How often Harder and Easier were pressed in this game: each press chooses from the next 20 seeds, so it plays a new maze. */
  #pressed: Record<Keep, number> = { longest: 0, shortest: 0 };
  /** Told after each finished game (a table of games follows). */
  onGame: () => void = () => undefined;

  constructor(board: PlayBoard) {
    this.#b = board;
    this.row = playRow((heading) => this.#pad(heading));
    const { row } = this;
    this.#inside = new InsideView(board.view.stage, (step) => this.#walked(step));
    row.inside.addEventListener('click', () => {
      this.#wantInside = !this.#wantInside;
      if (this.#game) this.#showInside();
    });
    row.newMaze.addEventListener('click', () => void this.#make(true));
    row.harder.addEventListener('click', () => void this.#choose('longest'));
    row.easier.addEventListener('click', () => void this.#choose('shortest'));
    row.stop.addEventListener('click', () => this.stop());
    // Far apart and Fog play the same maze again, their way; Keys (and Far apart with keys: the doors
    // stand on the way between the ends) make the maze again from its seed, for the engine to place them.
    row.fog.addEventListener('change', () => this.#seq && this.#newGame());
    row.far.addEventListener('change', () => this.#seq && (this.#locks ? void this.#make(false) : this.#newGame()));
    row.keys.addEventListener('change', () => this.#seq && void this.#make(false));
    board.root.addEventListener('keydown', (e) => this.#key(e));
    const canvas = board.view.canvas;
    canvas.addEventListener('pointerdown', (e) => {
      if (this.#game) this.#fingers.down(e.pointerId, e.offsetX, e.offsetY, performance.now());
    });
    canvas.addEventListener('pointerup', (e) => this.#pointerUp(e));
    canvas.addEventListener('pointercancel', (e) => this.#fingers.cancel(e.pointerId));
    window.addEventListener('gamepadconnected', () => this.#poll());
    // New settings while playing: the game starts again with them.
    board.settings.subscribe((_v, changed) => {
      if (!this.#game || !['method', 'shape', 'rows', 'cols', 'seed', 'pick', 'braid'].some((k) => changed.has(k as keyof BoardSettings))) return;
      this.#fresh = true;
      void this.#start();
    });
  }

  get playing(): boolean {
    return this.#game !== null;
  }

  get game(): Game | null {
    return this.#game;
  }

  /** The Inside view (its canvas and walker), for tests and the bench. */
  get inside(): InsideView {
    return this.#inside;
  }

  /** Play: a game on the maze the settings make (the board's own maze when it grew from them). */
  async start(): Promise<void> {
    const { controls, model } = this.#b;
    this.#fresh = model.scene === 'blank';
    if (!controls.play()) return;
    this.row.root.hidden = false;
    await this.#start();
    if (this.#game) bringIntoView(this.#b.view.stage, this.row.pad);
  }

  async #start(): Promise<void> {
    const { settings, controls, status } = this.#b;
    const set = settings.ready();
    if (!set) {
      status.say('Fix the box with the message under it first (in Maze settings).');
      this.#b.focusProblem();
      return this.stop();
    }
    const rooms = set.rows * set.cols;
    // A game keeps its maze on the page: Play's limit is a row of the engine's limits table.
    if (rooms > LIMITS.playRooms) {
      status.say(`Play makes mazes up to ${count(LIMITS.playRooms)} rooms (1000 × 1000). This one has ${count(rooms)}: try fewer Rows or Columns.`);
      return this.stop();
    }
    const grown = controls.grown;
    const same = grown !== null && (['method', 'shape', 'rows', 'cols', 'braid'] as const).every((k) => (grown[k] ?? 0) === set[k]) && (!TAKES_PICK.includes(set.method) || (grown.pick ?? 'newest') === set.pick) && sameMask(grown.mask ?? null, set.mask);
    const why = shapeProblem(set.method, set.shape);
    if (why) {
      status.say(why);
      return this.stop();
    }
    const options = growOptions(set.method, set);
    const mask = SHAPE_FACTS[set.shape].sized === 'drawing' ? set.mask : null;
    const reshape = mask ? { reshape: (session: MazeSession) => reshapeMask(session, mask) } : {};
    const choice = { method: set.method, shape: set.shape, rows: set.rows, cols: set.cols, seed: same ? grown.seed : set.seed || this.#b.ownSeed() || freshSeed(), options, ...reshape };
    try {
      this.#runner ??= new Runner(await loadEngine());
      this.#runner.blank(choice.rows, choice.cols, choice.shape, mask ?? undefined);
      this.#seq = new MazeSequence(this.#runner.session!, choice);
      this.#from = null;
      this.#pressed = { longest: 0, shortest: 0 };
    } catch (error) {
      status.say(`This maze cannot be played: ${error instanceof Error ? error.message : String(error)}`);
      return this.stop();
    }
    await this.#make(false);
  }

  /** The first maze of the sequence, or (New maze) the next. */
  async #make(next: boolean): Promise<void> {
    const seq = this.#seq;
    const runner = this.#runner;
    if (!seq || !runner || !this.#b.controls.now.state.startsWith('playing')) return;
    this.#b.status.say('Making the maze…');
    // One frame for the words to show before a big maze takes the page for a moment.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    try {
      if (next) seq.next();
      else seq.first();
      this.#lockMaze(seq);
    } catch (error) {
      this.#b.status.say(`The maze could not be made: ${error instanceof Error ? error.message : String(error)}`);
      return this.stop();
    }
    runner.settle();
    this.#b.model.apply(runner.frame(true, true));
    this.#newGame();
  }

  /**
   * Harder (the longest way out) or Easier (the shortest) of the mazes of 20 seeds from the settings' seed
   * on, at each press again of the next 20; the game goes on from the seed kept (New maze: its next maze).
   */
  async #choose(keep: Keep): Promise<void> {
    const seq = this.#seq;
    const runner = this.#runner;
    if (!seq || !runner || !this.#b.controls.now.state.startsWith('playing')) return;
    const base = this.#from ?? seq.seed;
    const from = (BigInt(base) + BigInt(this.#pressed[keep] * CHOOSE_OF)).toString();
    this.#b.status.say(`Making ${count(CHOOSE_OF)} mazes…`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const { method, shape, rows, cols, options } = seq.choice;
    const keys = Number(this.row.keys.value);
    try {
      const ends = this.row.far.checked ? 'far' : 'own';
      const seed = (await loadEngine()).chooseSeed({ method, shape, rows, cols, seed: from, ...options }, { of: CHOOSE_OF, keep, ends, ...(keys ? { keys } : {}) });
      this.#seq = new MazeSequence(seq.session, { ...seq.choice, seed });
      this.#seq.first();
      this.#lockMaze(this.#seq);
    } catch (error) {
      this.#b.status.say(`The mazes could not be made: ${error instanceof Error ? error.message : String(error)}`);
      return this.stop();
    }
    this.#from = base;
    this.#pressed[keep]++;
    runner.settle();
    this.#b.model.apply(runner.frame(true, true));
    this.#newGame();
    const game = this.#game;
    if (game) this.#b.status.say(chooseLine(keep, from, CHOOSE_OF, this.#seq.seed, this.#seq.session.shortestRoute(game.ways.in, game.ways.out).length - 1));
  }

  /** Keys: the engine places the doors and keys in the maze the session holds, drawing from its stream after its growth. */
  #lockMaze(seq: MazeSequence): void {
    const keys = Number(this.row.keys.value);
    this.#locks = null;
    if (keys === 0) return;
    const { method, shape, options } = seq.choice;
    const played = seq.session.playGame({ method, shape, ...options }, { keys, ends: this.row.far.checked ? 'far' : 'own' });
    this.#locks = { doors: played.doors, keys: played.keys };
  }

  #newGame(): void {
    const seq = this.#seq!;
    const { view, status, model } = this.#b;
    try {
      this.#game = new Game(seq.session, { far: this.row.far.checked, fog: this.row.fog.checked, ...(this.#locks ? { locks: this.#locks } : {}) });
    } catch (error) {
      status.say(`This maze cannot be played: ${error instanceof Error ? error.message : String(error)}`);
      return this.stop();
    }
    const game = this.#game;
    view.playing = true;
    view.overlay = (ctx, fit) => this.#game && drawPlayer(ctx, this.#game, model.layout, fit);
    const canvas = view.canvas;
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-roledescription', 'maze game');
    this.row.note.textContent = '';
    this.row.heard.textContent = game.startText();
    status.say(this.#startWords());
    view.follow(game.player, ROOM_PX, EDGE_PX);
    view.requestDraw();
    this.#showInside(true);
    if (!this.#inside.open) canvas.focus({ preventScroll: true });
  }

  /** The status as a game starts: which maze, and where to go (from inside: its light). */
  #startWords(): string {
    const seq = this.#seq!;
    const inside = this.#wantInside && SHAPE_FACTS[seq.choice.shape].inside;
    return `Maze ${count(seq.nth)} from seed ${seq.seed}. ${inside ? 'Walk to the way out: its light shines at the end of its corridor.' : 'Walk the dot to the way out: the blue ring.'}`;
  }

  /** Inside on or off for the game being played (the shapes whose row says Inside): its canvas in place of the board's. */
  #showInside(fresh = false): void {
    const game = this.#game!;
    if (fresh) this.#inside.hide(); // a new game: the view shows it from its way in
    const shape = this.#seq!.choice.shape;
    const on = this.#wantInside && SHAPE_FACTS[shape].inside;
    this.row.showShape(shape, on);
    this.#b.view.stage.classList.toggle('is-inside', on);
    if (on !== this.#inside.open && !game.out && game.steps === 0) this.#b.status.say(this.#startWords());
    if (on && !this.#inside.open) {
      this.#inside.show(game);
      this.row.heard.textContent = `${game.steps === 0 ? game.startText() : game.where()} ${this.#inside.walker!.look()}`;
      this.#inside.canvas.focus({ preventScroll: true });
    } else if (!on && this.#inside.open) {
      this.#inside.hide();
      this.#b.view.follow(game.player, ROOM_PX, EDGE_PX);
      this.#b.view.requestDraw();
      this.#b.view.canvas.focus({ preventScroll: true });
    }
  }

  /** Stop playing (or Esc): the board's own maze comes back, and its buttons. */
  stop(): void {
    const { view, controls } = this.#b;
    cancelAnimationFrame(this.#polling);
    this.#polling = 0;
    this.#game = null;
    this.#seq = null;
    view.overlay = null;
    view.playing = false;
    this.#inside.hide();
    view.stage.classList.remove('is-inside');
    const canvas = view.canvas;
    canvas.removeAttribute('tabindex');
    canvas.setAttribute('role', 'img');
    canvas.removeAttribute('aria-roledescription');
    this.row.root.hidden = true;
    this.row.heard.textContent = '';
    if (controls.state === 'playing') controls.stopPlaying(this.#fresh);
    this.#b.buttons.get('play')?.focus({ preventScroll: true });
  }

  #go(heading: Heading, run: boolean): void {
    if (this.#game) this.#moved(this.#game.go(heading, run));
  }

  #key(e: KeyboardEvent): void {
    if (!this.#game) return;
    if (isStopKey(e)) {
      e.preventDefault();
      return this.stop();
    }
    // Typing in a box (Rows, say) or choosing a radio keeps its keys.
    if ((e.target as Element | null)?.closest?.('input, textarea, select, [contenteditable="true"]')) return;
    if (this.#inside.open) {
      const step = this.#inside.key(e);
      if (!step) return;
      e.preventDefault();
      return this.#walked(step);
    }
    const move = keyMove(e, this.#seq!.choice.shape);
    if (!move) return;
    e.preventDefault();
    this.#moved(this.#game.go(move.heading, move.run));
  }

  #pointerUp(e: PointerEvent): void {
    const g = this.#fingers.up(e.pointerId, e.offsetX, e.offsetY, performance.now());
    const game = this.#game;
    if (!game || !g) return;
    if (g.kind === 'swipe') return this.#moved(game.goToward(g.dx, g.dy, false));
    const { view, model } = this.#b;
    const fit = view.roomFit();
    this.#moved(game.tap((g.x * fit.dpr - fit.ox) / fit.k, (g.y * fit.dpr - fit.oy) / fit.k, model.layout, g.long));
  }

  /** A pad button: a move on the board; in Inside, up and down step, left and right turn. */
  #pad(heading: Heading): void {
    if (!this.#inside.open) return this.#go(heading, false);
    const step = this.#inside.pad(heading);
    if (step) this.#walked(step);
  }

  /** A turn or a step in Inside: its words heard, and a step's outcome as any move's. */
  #walked(step: WalkerMove): void {
    if (step.outcome) this.#moved(step.outcome, step.text);
    else this.row.heard.textContent = step.text;
  }

  #moved(outcome: Outcome, text = outcome.text): void {
    const game = this.#game!;
    const { view, status } = this.#b;
    this.row.heard.textContent = outcome.kind === 'moved' && outcome.out ? OUT : text;
    if (outcome.kind === 'wall' || outcome.kind === 'tie' || outcome.kind === 'locked') this.#bumped();
    if (outcome.kind !== 'moved') return;
    if (!this.#inside.open) {
      view.follow(game.player, ROOM_PX, EDGE_PX);
      view.requestDraw();
    }
    if (!outcome.out) return;
    status.say(game.message());
    this.row.note.textContent = game.timeMessage();
    const seq = this.#seq!;
    try {
      saveGame(recordOf(game.result()!, { ...seq.choice, far: game.far, fog: game.fog, seed: seq.seed, nth: seq.nth }));
    } catch {
      // a game the browser cannot keep (storage full) still counts on the page
    }
    this.onGame();
    this.row.newMaze.focus({ preventScroll: true });
  }

  /** A wall stops the player: a small bump of the maze (none for a student who asks for less motion). */
  #bumped(): void {
    const stage = this.#b.view.stage;
    stage.classList.remove('is-bump');
    clearTimeout(this.#bump);
    void stage.offsetWidth; // start the bump again
    stage.classList.add('is-bump');
    this.#bump = window.setTimeout(() => stage.classList.remove('is-bump'), BUMP_MS);
  }

  /** A gamepad's d-pad or stick, read once a frame while a game is played. */
  #poll(): void {
    if (this.#polling || !this.#game) return;
    const tick = (now: number): void => {
      this.#polling = 0;
      if (!this.#game || !this.#seq) return;
      const move = this.#pads.poll(now, this.#seq.choice.shape);
      if (move && this.#inside.open) this.#pad(move.heading); // inside: the d-pad turns and steps
      else if (move) this.#go(move.heading, move.run);
      this.#polling = requestAnimationFrame(tick);
    };
    this.#polling = requestAnimationFrame(tick);
  }
}
