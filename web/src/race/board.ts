// board.ts: one board: a rule of the engine (maze.solver) stepping its way out of the page's maze, its picture and
// its counts (steps, rooms visited, the most it held at once) as the engine counts them, and its way once found.
import type { Maze, Solver } from 'maze-engine';
import { el } from '../common/dom';
import { type Plan, around, drawBoard } from './draw';

/** What a board shows: the engine's rule, its name, the line or sentence that makes it, and what its memory is. */
export interface BoardSpec {
  rule: 'dfs' | 'bfs' | 'a-star' | 'dead-end-filling';
  /** The name it is called by in the text ("A stack"). */
  name: string;
  /** Its short name in what is announced ("The stack"). */
  short: string;
  /** How it is told apart from the others: a line of the program (code) or a sentence. */
  line: string;
  code: boolean;
  /** A few words under the line. */
  note: string;
  /** What its rooms visited are called ("Rooms visited"; filling: "Rooms filled"). */
  visited: string;
  /** What its memory count is called ("The list at its largest"). */
  memory: string;
}

let made = 0;

/** One board: its canvas beside its name, its line and its counts. */
export class FillBoard {
  readonly root: HTMLElement;
  readonly spec: BoardSpec;
  #canvas = el('canvas', { class: 'fill-canvas', role: 'img' });
  #counts: Record<'steps' | 'visited' | 'memory', HTMLElement>;
  #result = el('p', { class: 'fill-result' });
  #plan: Plan | null = null;
  #solver: Solver | null = null;
  #looked = new Set<number>();
  #listed = new Set<number>();
  #current = -1;
  #route: number[] = [];

  constructor(spec: BoardSpec) {
    this.spec = spec;
    const id = `fill-board-${++made}`;
    const name = el('p', { class: 'fill-name', id }, spec.name);
    const line = spec.code ? el('code', { class: 'fill-line' }, spec.line) : el('span', { class: 'fill-line fill-words' }, spec.line);
    const count = (key: string): HTMLElement => el('span', { class: 'fill-count', 'data-count': key }, '0');
    this.#counts = { steps: count('steps'), visited: count('visited'), memory: count('memory') };
    const list = el(
      'ul',
      { class: 'fill-counts' },
      el('li', {}, 'Steps: ', this.#counts.steps),
      el('li', {}, `${spec.visited}: `, this.#counts.visited),
      el('li', {}, `${spec.memory}: `, this.#counts.memory),
    );
    const side = el('div', { class: 'fill-side' }, name, el('p', { class: 'fill-code' }, line), el('p', { class: 'fill-note' }, spec.note), list, this.#result);
    this.root = el('div', { class: 'fill-board', role: 'group', 'aria-labelledby': id, 'data-rule': spec.rule }, this.#canvas, side);
    new ResizeObserver(() => this.draw()).observe(this.#canvas);
  }

  /** The rule from the start again, on this maze. */
  reset(maze: Maze, plan: Plan): void {
    this.#solver?.dispose();
    this.#plan = plan;
    this.#solver = maze.solver({ rule: this.spec.rule });
    this.#looked = new Set();
    this.#listed = this.spec.rule === 'dead-end-filling' ? new Set() : new Set([plan.wayIn]);
    this.#current = -1;
    this.#route = [];
    this.#show();
  }

  get done(): boolean {
    return this.#solver?.done ?? true;
  }

  get steps(): number {
    return this.#solver?.steps ?? 0;
  }

  /** The way found, room by room ([] until found). */
  get route(): readonly number[] {
    return this.#route;
  }

  /** One step of the engine's rule; what it did, in words (null once done: no step taken). */
  step(): string | null {
    const solver = this.#solver, plan = this.#plan;
    if (!solver || !plan || solver.done) return null;
    solver.step();
    const last = solver.last;
    const room = last && last.kind !== 'done' ? (last.kind === 'found' ? last.b : last.room) : -1;
    if (room >= 0) {
      this.#looked.add(room);
      this.#listed.delete(room);
      // The rooms it puts on its list: the open rooms next to it that were never on it (not for a filling).
      if (this.spec.rule !== 'dead-end-filling') for (const next of around(plan, room)) if (!this.#looked.has(next)) this.#listed.add(next);
    }
    this.#current = room;
    if (solver.done) {
      this.#route = solver.result?.route ?? [];
      this.#current = -1;
    }
    this.#show();
    return this.#said(room);
  }

  /** What the last step did, for a screen reader: the room (row and column) and, once done, the way. */
  #said(room: number): string {
    const s = this.spec.short;
    if (this.done) {
      return this.#route.length > 0
        ? `${s} found the way out in ${this.steps} steps: it goes through ${this.#route.length} rooms.`
        : `${s} found no way out.`;
    }
    const cols = this.#plan!.cols;
    const where = `room ${room} (row ${Math.floor(room / cols)}, column ${room % cols})`;
    if (this.spec.rule === 'dead-end-filling') return `${s} filled ${where}.`;
    return `${s} took ${where}; ${this.#listed.size} on the list.`;
  }

  /** Counts, result and picture as the engine has them now. */
  #show(): void {
    const solver = this.#solver;
    this.#counts.steps.textContent = String(solver?.steps ?? 0);
    this.#counts.visited.textContent = String(solver?.visited ?? 0);
    this.#counts.memory.textContent = String(solver?.memory ?? 0);
    this.#result.textContent = this.done
      ? this.#route.length > 0
        ? `Found: a way out through ${this.#route.length} rooms.`
        : 'No way out found.'
      : '';
    this.root.dataset.done = String(this.done);
    this.root.dataset.route = this.#route.join(' '); // the way found, room by room (read by the page's tests)
    this.draw();
  }

  /** The picture again (also when the board changes size). */
  draw(): void {
    const plan = this.#plan;
    if (!plan) return;
    const filling = this.spec.rule === 'dead-end-filling';
    drawBoard(this.#canvas, plan, { looked: this.#looked, listed: this.#listed, filling, current: this.#current, route: this.#route });
    const what = filling ? 'rooms filled' : 'rooms visited';
    const listed = filling ? '' : `, ${this.#listed.size} on the list`;
    const found = this.#route.length > 0 ? `, the way out drawn through ${this.#route.length} rooms` : '';
    this.#canvas.setAttribute('aria-label', `${this.spec.name}: a ${plan.rows} by ${plan.cols} maze, ${this.#looked.size} ${what}${listed}${found}.`);
  }
}
