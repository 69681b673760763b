// race.ts: boards stepped together: Step moves each one step, Run steps them all to the end at a pace to watch (and
// Pause stops it there), many steps a frame on a big maze; each move said in a polite live region. A board that is
// done waits for the others.
import type { Maze } from 'maze-engine';
import { el } from '../common/dom';
import { FillBoard, type BoardSpec } from './board';
import type { Plan } from './plan';
import './race.css';

/** Run's pace: steps a second of every board, ten on the lesson's 10 x 10 maze (it is done in about six seconds), and a
 * tenth of its rooms a second on a bigger one (a search of a 1000 x 1000 maze in about ten). */
export const runPace = (rooms: number): number => Math.max(10, rooms / 10);
/** The most time one frame makes up for (a tab left and come back to does not jump to the end). */
const MOST_FRAME_MS = 100;

export interface RaceOptions {
  /** Asks for what must come first (the guess), if it is still to come: true if it asked, and nothing moves. */
  askFirst?: () => boolean;
  /** Controls of the page's own under the boards (New maze). */
  below?: HTMLElement[];
  /** The group's name for a screen reader ("The stack and the queue"). */
  label: string;
}

export class Race {
  readonly root: HTMLElement;
  readonly boards: FillBoard[];
  readonly stepButton = el('button', { type: 'button', class: 'primary' }, 'Step');
  readonly runButton = el('button', { type: 'button' }, 'Run');
  /** What the last move did, for every board: read aloud politely. */
  readonly said = el('p', { class: 'race-said', 'aria-live': 'polite' });
  #frame = 0;
  #maze: Maze | null = null;
  #plan: Plan | null = null;
  #askFirst: () => boolean;

  constructor(specs: BoardSpec[], { askFirst = () => false, below = [], label }: RaceOptions) {
    this.#askFirst = askFirst;
    this.boards = specs.map((spec) => new FillBoard(spec));
    const tools = el('div', { class: 'toolbar race-tools' }, this.stepButton, this.runButton);
    const boards = el('div', { class: `race-boards race-boards-${specs.length}` }, ...this.boards.map((b) => b.root));
    this.root = el('div', { class: 'race', role: 'group', 'aria-label': label }, tools, boards, this.said, ...below);
    this.stepButton.addEventListener('click', () => {
      if (this.#askFirst()) return;
      this.pause(false);
      this.#step(true);
    });
    this.runButton.addEventListener('click', () => {
      if (this.running) return this.pause(true);
      if (this.#askFirst()) return;
      this.#run();
    });
  }

  get running(): boolean {
    return this.#frame !== 0;
  }

  /** Every board from the start again, on this maze. */
  reset(maze: Maze, plan: Plan): void {
    this.pause(false);
    this.#maze = maze;
    this.#plan = plan;
    for (const board of this.boards) board.reset(maze, plan);
    this.said.textContent = '';
  }

  /** Stops a run where it is (saying so, if `tell`). */
  pause(tell: boolean): void {
    if (this.#frame) cancelAnimationFrame(this.#frame);
    this.#frame = 0;
    this.runButton.textContent = 'Run';
    if (tell) this.said.textContent = `Paused after ${this.#stepsText()}. Press Step or Run to go on.`;
  }

  #stepsText(): string {
    const most = Math.max(...this.boards.map((b) => b.steps));
    return `${most} step${most === 1 ? '' : 's'}`;
  }

  /** `n` steps of every board not done yet (all from the start again once every one is done); what each did said. */
  #step(tell: boolean, n = 1): void {
    if (this.boards.every((b) => b.done) && this.#maze && this.#plan) this.reset(this.#maze, this.#plan);
    const words: string[] = [];
    const finished: string[] = [];
    for (const board of this.boards) {
      if (board.done) continue;
      const said = board.stepMany(n);
      if (said) words.push(said);
      if (board.done && said) finished.push(said);
    }
    const end = this.boards.every((b) => b.done) ? ` ${this.#ending()}` : '';
    // Stepped by hand, every move is said; running, only what found its way (and the end).
    if (tell) this.said.textContent = words.join(' ') + end;
    else if (finished.length > 0 || end) this.said.textContent = finished.join(' ') + end;
  }

  /** Once every board is done: which got out first (of two or more), and how to watch again. */
  #ending(): string {
    const again = this.boards.length > 1 ? 'Press Step or Run to watch them again.' : 'Press Step or Run to watch it again.';
    const out = this.boards.filter((b) => b.route.length > 0).sort((a, b) => a.steps - b.steps);
    if (this.boards.length < 2 || out.length === 0) return again;
    const [first, next] = out;
    if (next && next.steps === first.steps) return `They got out in the same number of steps, ${first.steps}. ${again}`;
    const others = out.slice(1).map((b) => `${b.spec.short.replace(/^The /, 'the ')} took ${b.steps}`);
    return `${first.spec.short} got out first, in ${first.steps} steps${others.length ? `; ${others.join('; ')}` : ''}. ${again}`;
  }

  #run(): void {
    if (this.boards.every((b) => b.done) && this.#maze && this.#plan) this.reset(this.#maze, this.#plan);
    this.runButton.textContent = 'Pause';
    this.said.textContent = 'Running…';
    const pace = runPace(this.#plan ? this.#plan.rows * this.#plan.cols : 0);
    let owed = 0;
    let then = performance.now();
    const frame = (now: number): void => {
      owed += (Math.min(now - then, MOST_FRAME_MS) * pace) / 1000;
      then = now;
      const n = Math.floor(owed);
      owed -= n;
      if (n > 0) this.#step(false, n);
      if (this.boards.every((b) => b.done)) this.pause(false);
      else this.#frame = requestAnimationFrame(frame);
    };
    this.#frame = requestAnimationFrame(frame);
  }
}
