// my_make_maze.ts: the setting "Use my make_maze": Grow a maze asks the student's own make_maze, puts its maze on the board and says what it is.
import { SHAPE_FACTS, loadEngine } from 'maze-engine/engine';
import { loadSetting, saveSetting } from '../../common/storage';
import type { Status } from '../panel/status';
import type { BoardControls } from '../run/controls';
import type { BoardModel } from '../state/model';
import { count, plural } from '../../common/numbers';
import type { Settings } from '../state/settings';
import { type Ask, MINE_ROOMS, type Reply, askMakeMaze, unreadable } from './mine';

/** Where the setting is kept across reloads. */
const MINE_SETTING = 'use-my-make-maze';

/** The saved setting, for a board that starts with it. */
export const savedMine = (): boolean => loadSetting(MINE_SETTING) === 'on';

export class MyMakeMaze {
  readonly #controls: BoardControls;
  readonly #model: BoardModel;
  readonly #settings: Settings;
  readonly #status: Status;
  readonly #focusProblem: () => void;
  #ask: Ask | null = null;
  /** Bumped whenever a question starts or is dropped, so a late answer is ignored. */
  #gen = 0;

  constructor(controls: BoardControls, model: BoardModel, settings: Settings, status: Status, focusProblem: () => void) {
    this.#controls = controls;
    this.#model = model;
    this.#settings = settings;
    this.#status = status;
    this.#focusProblem = focusProblem;
    settings.subscribe((v, changed) => {
      // The student's make_maze draws squares: another shape turns the setting off.
      if (v.mine && !SHAPE_FACTS[v.shape].lesson) return settings.set({ mine: false });
      if (changed.has('mine')) this.#switched(v.mine);
    });
  }

  get on(): boolean {
    return this.#settings.value.mine;
  }

  /** The board moved on to something else: drop the question. */
  drop(): void {
    this.#gen++;
    this.#ask?.stop();
    this.#ask = null;
  }

  #switched(on: boolean): void {
    saveSetting(MINE_SETTING, on ? 'on' : null);
    if (!on && this.#controls.machine.go('cancel')) this.#status.say('');
  }

  async grow(): Promise<void> {
    if (this.#controls.state === 'asking') return; // one question at a time; the answer is on its way
    const size = this.#settings.ready();
    if (!size) {
      this.#status.say('Fix the box with the message under it first (in Maze settings).');
      this.#focusProblem();
      return;
    }
    const { rows, cols } = size;
    if (rows * cols > MINE_ROOMS) {
      this.#status.say(
        `Python would be too slow for your make_maze with ${count(rows * cols)} rooms here: it works on the board up to ${count(MINE_ROOMS)} rooms. Try 10 × 10.`,
      );
      return;
    }
    this.#controls.beginAsking();
    const gen = ++this.#gen;
    const live = (): boolean => this.#gen === gen;
    this.#status.say('Running your make_maze…');
    const ask = askMakeMaze(rows, cols, (words) => live() && this.#status.say(words));
    this.#ask = ask;
    const reply = await ask.done;
    if (live()) await this.#answered(reply, rows, cols, live);
  }

  async #answered(reply: Reply, rows: number, cols: number, live: () => boolean): Promise<void> {
    const machine = this.#controls.machine;
    const kept = this.#model.scene !== 'blank';
    if (reply.kind === 'stopped') {
      machine.go('cancel');
      this.#status.say('make_maze was stopped.');
      return;
    }
    if (reply.kind === 'problem') {
      machine.go('fail');
      this.#status.say('', reply.report, kept);
      return;
    }
    const engine = await loadEngine();
    if (!live()) return;
    let facts;
    try {
      facts = engine.analyse(reply.picture);
    } catch (error) {
      machine.go('fail');
      this.#status.say('', unreadable(error instanceof Error ? error.message : String(error)), kept);
      return;
    }
    const failed = await this.#controls.load(reply.picture);
    if (failed) {
      machine.go('fail');
      this.#status.say('', unreadable(failed), kept);
      return;
    }
    const pieces = facts.pieces === 1 ? 'all rooms in one piece' : `${count(facts.pieces)} pieces (some rooms cut off)`;
    const loops = facts.loops === 0 ? 'no loops' : plural(facts.loops, 'loop');
    const verdict = facts.perfect ? 'a perfect maze ★' : 'not a perfect maze';
    const words = `Your make_maze(${rows}, ${cols}): ${plural(facts.rooms, 'room')}, ${plural(facts.openings, 'opening')}, ${pieces}, ${loops}: ${verdict}`;
    const note =
      reply.seed === null
        ? null
        : `Your program's random.seed(${reply.seed}) runs again just before each call, so Grow a maze gives this same maze every time: the one in your program's picture. Take that line out for a new maze each time.`;
    this.#status.say(words, note);
  }
}
