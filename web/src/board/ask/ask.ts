// ask.ts: predictions on the main board: a question before the board shows the answer, and whether the guess was right.
import { Mark, OPEN_DOWN, OPEN_RIGHT, SHAPE_FACTS } from 'maze-engine/engine';
import { loadSetting, saveSetting } from '../../common/storage';
import { button, el, uid } from '../panel/dom';
import type { BoardView } from '../draw/view';
import type { BoardControls } from '../run/controls';
import type { BoardModel } from '../state/model';
import { markOf } from '../state/looks';
import { openings } from '../state/words';
import './ask.css';

type Way = 'up' | 'down' | 'left' | 'right';
const WAYS: Way[] = ['up', 'down', 'left', 'right'];
const WAY_NAMES: Record<Way, string> = { up: 'Up', down: 'Down', left: 'Left', right: 'Right' };
/** Where a room lies from the thread's end, as the board says it. */
const WHERE: Record<Way, string> = { up: 'above', down: 'below', left: 'to the left', right: 'to the right' };
/** The thread's question comes once a maze, after this many Steps. */
export const STEPS_BEFORE_ASKING = 3;

/** Waiting for the board to show the answer to a guess. */
type Pending = (
  | { kind: 'openings'; guess: number | null }
  | { kind: 'way'; guess: Way | null }
  | { kind: 'room'; guess: Way | null; from: number; steps: number }
) & { started?: boolean };

export class Predictions {
  readonly root: HTMLElement;
  /** Ask me first: the questions on or off (it sits in Maze settings, one press away). */
  readonly switch: HTMLElement;
  private box = el('div', { class: 'board-ask', role: 'group' });
  private said = el('p', { class: 'board-ask-said', 'aria-live': 'polite' });
  private toggle = el('input', { type: 'checkbox' });
  private pending: Pending | null = null;
  /** Answered or skipped: the question goes; `go` shows the answer. */
  private open: { kind: Pending['kind']; answer(value: unknown): void; drop(): void } | null = null;
  /** The thread's question was asked on this maze (once a maze: it is asked again when a new maze starts). */
  private askedRoom = false;
  /** The room the thread's question is about (the thread's end when it was asked). */
  private askedFrom = -1;
  /** The maze's canvas: kept in view while a question about it is open. */
  private maze: HTMLElement;

  constructor(private controls: BoardControls, private model: BoardModel, view: BoardView) {
    this.maze = view.canvas;
    this.toggle.checked = loadSetting('ask') !== 'off';
    this.toggle.addEventListener('change', () => {
      saveSetting('ask', this.toggle.checked ? null : 'off');
      if (!this.toggle.checked) this.open?.answer(null);
      this.said.textContent = '';
    });
    this.box.hidden = true;
    this.root = el('div', { class: 'board-ask-row' }, this.box, this.said);
    this.switch = el('label', { class: 'board-ask-switch' }, this.toggle, ' Ask me first');
    model.subscribe(() => this.check());
    // A click on a room answers the thread's question.
    view.canvas.addEventListener('click', (event) => {
      if (this.open?.kind !== 'room') return;
      const way = this.wayBetween(this.askedFrom, view.roomAtPoint(event.offsetX, event.offsetY));
      if (way) this.open.answer(way);
    });
  }

  /** Read afresh each time: the switch may have been set in another tab. */
  private get on(): boolean {
    this.toggle.checked = loadSetting('ask') !== 'off';
    return this.toggle.checked && SHAPE_FACTS[this.model.shape].lesson;
  }

  /** Shows a question; `go` runs once it is answered (or skipped) with the guess. */
  private ask(kind: Pending['kind'], question: string, answers: HTMLElement[], answer: (value: unknown) => void): void {
    const id = uid('question');
    const skip = button('Just show me');
    this.box.replaceChildren(el('p', { class: 'board-ask-question', id, text: question }), el('div', { class: 'board-ask-answers' }, ...answers, skip));
    this.box.setAttribute('aria-labelledby', id);
    this.box.hidden = false;
    this.root.classList.add('is-asking');
    this.said.textContent = '';
    const open = {
      kind,
      drop: () => {
        if (this.open !== open) return;
        this.open = null;
        this.root.classList.remove('is-asking');
        this.box.hidden = true;
        this.box.replaceChildren();
      },
      answer: (value: unknown) => {
        if (this.open !== open) return;
        open.drop();
        answer(value);
      },
    };
    this.open = open;
    skip.addEventListener('click', () => open.answer(null));
    // The focus moves to the first answer without scrolling: the page keeps the maze in view (see keepInView).
    (answers[0]?.querySelector('input') ?? answers[0])?.focus({ preventScroll: true });
    this.keepInView();
  }

  /** The question is about the maze: show it with the maze, the maze first when both do not fit the window. */
  private keepInView(): void {
    const maze = this.maze.getBoundingClientRect();
    const box = this.box.getBoundingClientRect();
    const high = window.innerHeight;
    if (maze.top >= 0 && box.bottom <= high) return;
    // Scroll by as little as shows the question's bottom, but never past the maze's top.
    const by = Math.min(Math.ceil(box.bottom - high), maze.top);
    window.scrollBy({ top: maze.top < 0 ? maze.top : Math.max(0, by), behavior: 'auto' });
  }

  /** A question is open: pressing its own button again means "Just show me"; any other action drops it. Gives true when the press was used up. */
  private pressed(kind: Pending['kind']): boolean {
    if (!this.open) return false;
    if (this.open.kind === kind) {
      this.open.answer(null);
      return true;
    }
    this.open.drop();
    return false;
  }

  /** Before Grow a maze: how many openings will it have? */
  beforeGrow(go: () => unknown): unknown {
    const s = this.controls.state;
    if (this.pressed('openings')) return undefined;
    this.said.textContent = '';
    if (!this.on || s === 'growing' || s === 'paused' || s === 'asking') return go();
    const input = el('input', { type: 'number', min: 0, inputmode: 'numeric', class: 'board-ask-number' });
    const label = el('label', {}, 'My guess ', input);
    const guess = button('Guess');
    const take = () => {
      const n = Number(input.value);
      if (input.value.trim() !== '' && Number.isInteger(n) && n >= 0) this.open?.answer(n);
    };
    guess.addEventListener('click', take);
    input.addEventListener('keydown', (event) => event.key === 'Enter' && take());
    this.ask('openings', `A maze of ${this.model.rows * this.model.cols} rooms: how many openings will it have?`, [label, guess], (value) => {
      this.pending = { kind: 'openings', guess: value as number | null };
      void go();
    });
    return undefined;
  }

  /** Before Way out: which way will it go from the way in? */
  beforeWayOut(go: () => unknown): unknown {
    if (this.pressed('way')) return undefined;
    this.said.textContent = '';
    const from = this.model.ways.in;
    const ways = this.waysFrom(from);
    if (!this.on || this.model.scene === 'blank' || this.controls.state === 'growing' || ways.length === 0) return go();
    const answers = ways.map((way) => {
      const b = button(WAY_NAMES[way]);
      b.addEventListener('click', () => this.open?.answer(way));
      return b;
    });
    this.ask('way', 'Which way will the way out go, from the way in?', answers, (value) => {
      this.pending = { kind: 'way', guess: value as Way | null };
      void go();
    });
    return undefined;
  }

  /** Before a Step, once a maze, after a few: which room will the thread go into next? Asked only when a new room is next to the thread's end. */
  beforeStep(go: () => unknown): unknown {
    if (this.pressed('room')) return undefined;
    this.said.textContent = '';
    const m = this.model;
    const from = m.thread.length > 0 ? m.thread[m.thread.length - 1] : -1;
    // Stepping a maze's growth (the board stays busy between Steps).
    const growing = m.scene !== 'blank' && m.scene !== 'still' && m.scene !== 'search' && m.scene !== 'robot';
    if (!this.on || !growing || this.controls.state !== 'stepping' || m.steps < STEPS_BEFORE_ASKING || from < 0 || this.askedRoom || !this.hasNewRoom(from)) {
      return go();
    }
    this.askedRoom = true;
    this.askedFrom = from;
    const answers = WAYS.filter((way) => this.next(from, way) >= 0).map((way) => {
      const b = button(WAY_NAMES[way]);
      b.addEventListener('click', () => this.open?.answer(way));
      return b;
    });
    this.ask('room', 'Which room will the thread go into next? Click it on the maze, or choose:', answers, (value) => {
      this.pending = { kind: 'room', guess: value as Way | null, from, steps: m.steps };
      void go();
    });
    return undefined;
  }

  /** A room next to `room` that is not in the maze yet: the thread's next step goes into one of them. */
  private hasNewRoom(room: number): boolean {
    return WAYS.some((way) => {
      const next = this.next(room, way);
      return next >= 0 && markOf(this.model.looks[next]) === Mark.Plain;
    });
  }

  /** The room next to `room` that way, or -1 outside the maze. */
  private next(room: number, way: Way): number {
    const { rows, cols } = this.model;
    const r = Math.floor(room / cols) + (way === 'down' ? 1 : way === 'up' ? -1 : 0);
    const c = (room % cols) + (way === 'right' ? 1 : way === 'left' ? -1 : 0);
    return r >= 0 && r < rows && c >= 0 && c < cols ? r * cols + c : -1;
  }

  /** The ways open from a room of the square maze. */
  private waysFrom(room: number): Way[] {
    const { looks } = this.model;
    const open = (a: number, bit: number) => a >= 0 && (looks[a] & bit) !== 0;
    const is: Record<Way, boolean> = {
      right: this.next(room, 'right') >= 0 && open(room, OPEN_RIGHT),
      down: this.next(room, 'down') >= 0 && open(room, OPEN_DOWN),
      left: open(this.next(room, 'left'), OPEN_RIGHT),
      up: open(this.next(room, 'up'), OPEN_DOWN),
    };
    return WAYS.filter((way) => is[way]);
  }

  private wayBetween(a: number, b: number): Way | null {
    return a < 0 || b < 0 ? null : (WAYS.find((way) => this.next(a, way) === b) ?? null);
  }

  /** After each change: has the board shown the answer yet? */
  private check(): void {
    const m = this.model;
    // A new maze is asked about again; a question about a room the thread has left (the Timeline moved) goes.
    if (m.steps === 0) this.askedRoom = false;
    if (this.open?.kind === 'room' && this.threadEnd() !== this.askedFrom) this.open.drop();
    const p = this.pending;
    if (!p || p.kind !== 'room' && (m.busy || !p.started)) return;
    const yours = (right: boolean, guessed: boolean) => (!guessed ? '' : right ? ' Your guess was right!' : ' Your guess was not right this time.');
    if (p.kind === 'openings' && this.controls.state === 'done' && m.scene !== 'search') {
      const n = openings(m);
      const tree = n === m.rooms - 1 ? `: one fewer than its ${m.rooms} rooms, as in every perfect maze` : '';
      this.say(`It has ${n} openings${tree}.${p.guess === null ? '' : ` You guessed ${p.guess}.`}${yours(p.guess === n, p.guess !== null)}`);
    } else if (p.kind === 'way' && this.controls.state === 'done' && m.scene === 'search' && m.found !== null) {
      const route = m.route[0] === m.ways.in ? m.route : [...m.route].reverse();
      const way = route.length > 1 ? this.wayBetween(route[0], route[1]) : null;
      if (way === null) return this.say('There is no way out to follow from the way in.');
      this.say(`The way out goes ${way} from the way in.${yours(p.guess === way, p.guess !== null)}`);
    } else if (p.kind === 'room' && m.steps > p.steps) {
      this.say(this.roomAnswer(p));
    }
  }

  /** The thread's end: the room it went into last. */
  private threadEnd(): number {
    const t = this.model.thread;
    return t.length > 0 ? t[t.length - 1] : -1;
  }

  /** Where the thread went from the room asked about, and whether the guess was right (with why, for a room already in the maze). */
  private roomAnswer(p: { guess: Way | null; from: number }): string {
    const way = this.wayBetween(p.from, this.threadEnd());
    if (!way) return 'The thread went back: no room next to it was new.';
    const went = `The thread went into the room ${WHERE[way]}.`;
    if (p.guess === null) return went;
    if (p.guess === way) return `${went} Your guess was right!`;
    const guessed = this.next(p.from, p.guess);
    const old = markOf(this.model.looks[guessed]) !== Mark.Plain && guessed !== this.threadEnd();
    return `${went} Your guess was not right this time.${old ? ` The room ${WHERE[p.guess]} was in the maze already: the thread only goes into new rooms.` : ''}`;
  }

  private say(text: string): void {
    this.pending = null;
    this.said.textContent = text;
  }

  /** The board moved on: a question not yet answered goes, and so does waiting for an answer that will not come. */
  moved(state: BoardControls['state']): void {
    if (this.pending && (state === 'growing' || state === 'stepping')) this.pending.started = true;
    // An answer is said once: the board's next move (a Step, Random walls, a new maze) takes it away.
    else if (!this.pending && state !== 'done') this.said.textContent = '';
    if (state === 'idle' || state === 'playing') {
      this.open?.drop();
      this.pending = null;
    }
    if (state === 'done') this.check();
  }
}
