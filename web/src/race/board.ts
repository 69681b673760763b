// board.ts: one board: a walker (a rule of the engine, or a student's trail) stepping its way out of the page's
// maze, its picture and its counts (steps, rooms visited, the most it held at once), and its way once found.
import type { Maze } from 'maze-engine';
import { RULE_FACTS, type Rule } from 'maze-engine/engine';
import { el } from '../common/dom';
import { BoardPicture, LISTED, LOOKED, PLAIN } from './draw';
import { type Plan, around } from './plan';
import { type Walker, engineWalker } from './walker';

/** What a board shows: the engine's rule, its name, the line or sentence that makes it, and what its memory is. */
export interface BoardSpec {
  /** The engine's rule, or 'mine': a trail the page gives (walker). */
  rule: Rule | 'mine';
  /** For 'mine': the walker of its trail on this plan. */
  walker?: (plan: Plan) => Walker;
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
  #canvas = el('canvas', { class: 'race-canvas', role: 'img' });
  #picture = new BoardPicture(this.#canvas);
  #counts: Record<'steps' | 'visited' | 'memory', HTMLElement>;
  #result = el('p', { class: 'race-result' });
  #plan: Plan | null = null;
  #walker: Walker | null = null;
  #looked = 0;
  #listed = 0;
  #current = -1;
  #route: number[] = [];

  constructor(spec: BoardSpec) {
    this.spec = spec;
    const id = `race-board-${++made}`;
    const name = el('p', { class: 'race-name', id }, spec.name);
    const line = spec.code ? el('code', { class: 'race-line' }, spec.line) : el('span', { class: 'race-line race-words' }, spec.line);
    const count = (key: string): HTMLElement => el('span', { class: 'race-count', 'data-count': key }, '0');
    this.#counts = { steps: count('steps'), visited: count('visited'), memory: count('memory') };
    const list = el(
      'ul',
      { class: 'race-counts' },
      el('li', {}, 'Steps: ', this.#counts.steps),
      el('li', {}, `${spec.visited}: `, this.#counts.visited),
      el('li', {}, `${spec.memory}: `, this.#counts.memory),
    );
    const side = el('div', { class: 'race-side' }, name, el('p', { class: 'race-code' }, line), el('p', { class: 'race-note' }, spec.note), list, this.#result);
    this.root = el('div', { class: 'race-board', role: 'group', 'aria-labelledby': id, 'data-rule': spec.rule }, this.#canvas, side);
    new ResizeObserver(() => this.draw()).observe(this.#canvas);
  }

  /** The rule from the start again, on this maze. */
  reset(maze: Maze, plan: Plan): void {
    this.#walker?.dispose();
    this.#plan = plan;
    const { rule, walker } = this.spec;
    this.#walker = rule === 'mine' ? walker!(plan) : engineWalker(maze, rule, plan);
    this.#picture.reset(plan, this.#filling);
    this.#looked = 0;
    this.#listed = 0;
    if (this.#lists) this.#list(plan.from);
    this.#current = -1;
    this.#route = [];
    this.#show();
  }

  /** A rule that keeps a list of rooms to look at (breadth-first, depth-first, A*): its list is drawn. */
  get #lists(): boolean {
    const rule = this.spec.rule;
    return rule !== 'mine' && RULE_FACTS[rule].map && !this.#filling;
  }

  /** A rule that fills dead ends: its rooms are filled in, not searched. */
  get #filling(): boolean {
    return this.spec.rule === 'dead-end-filling' || this.spec.rule === 'cul-de-sac-filling';
  }

  get done(): boolean {
    return this.#walker?.done ?? true;
  }

  get steps(): number {
    return this.#walker?.steps ?? 0;
  }

  /** The way found, room by room ([] until found). */
  get route(): readonly number[] {
    return this.#route;
  }

  /** One step of the engine's rule; what it did, in words (null once done: no step taken). */
  step(): string | null {
    return this.stepMany(1);
  }

  /** Up to n steps at once (a big maze runs many a frame); what the last did, in words (null once done: none taken). */
  stepMany(n: number): string | null {
    const walker = this.#walker, plan = this.#plan;
    if (!walker || !plan || walker.done) return null;
    const rooms = walker.stepMany(n);
    for (let i = 0; i < rooms.length; i++) this.#take(plan, rooms[i]);
    const room = rooms.length > 0 ? rooms[rooms.length - 1] : -1;
    this.#current = room;
    if (walker.done) {
      this.#route = [...walker.route];
      this.#current = -1;
    }
    this.#show();
    return this.#said(room);
  }

  /** A room the rule took (or walked into): looked at, and for a rule with a list, its open neighbours never on it put on. */
  #take(plan: Plan, room: number): void {
    if (room < 0) return;
    const was = this.#picture.state(room);
    if (was === LISTED) this.#listed--;
    if (was !== LOOKED) this.#looked++;
    this.#picture.set(room, LOOKED);
    if (this.#lists) for (const next of around(plan, room)) if (this.#picture.state(next) === PLAIN) this.#list(next);
  }

  #list(room: number): void {
    this.#picture.set(room, LISTED);
    this.#listed++;
  }

  /** What the last step did, for a screen reader: the room (row and column) and, once done, the way. */
  #said(room: number): string {
    const s = this.spec.short;
    if (this.done) {
      return this.#route.length > 0
        ? `${s} found the way out in ${this.steps} steps: it goes through ${this.#route.length} rooms.`
        : `${s} found no way out. ${this.#walker?.why ?? ''}`.trim();
    }
    const cols = this.#plan!.cols;
    const where = `room ${room} (row ${Math.floor(room / cols)}, column ${room % cols})`;
    if (this.#filling) return `${s} filled ${where}.`;
    if (this.#lists) return `${s} took ${where}; ${this.#listed} on the list.`;
    return `${s} walked into ${where}.`;
  }

  /** Counts, result and picture as the engine has them now. */
  #show(): void {
    const walker = this.#walker;
    this.#counts.steps.textContent = String(walker?.steps ?? 0);
    this.#counts.visited.textContent = String(walker?.visited ?? 0);
    this.#counts.memory.textContent = walker?.memory === null ? '–' : String(walker?.memory ?? 0);
    this.#result.textContent = this.done
      ? this.#route.length > 0
        ? `Found: a way out through ${this.#route.length} rooms.`
        : `No way out found. ${walker?.why ?? ''}`.trim()
      : '';
    this.root.dataset.done = String(this.done);
    this.root.dataset.route = this.#route.join(' '); // the way found, room by room (read by the page's tests)
    this.draw();
  }

  /** The picture again (also when the board changes size). */
  draw(): void {
    const plan = this.#plan;
    if (!plan) return;
    this.#picture.draw(this.#current, this.#route);
    const what = this.#filling ? 'rooms filled' : 'rooms visited';
    const listed = this.#lists ? `, ${this.#listed} on the list` : '';
    const found = this.#route.length > 0 ? `, the way out drawn through ${this.#route.length} rooms` : '';
    this.#canvas.setAttribute('aria-label', `${this.spec.name}: a ${plan.rows} by ${plan.cols} maze, ${this.#looked} ${what}${listed}${found}.`);
  }
}
