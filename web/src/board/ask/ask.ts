// ask.ts: predictions on the main board: a question before the board shows the answer, and whether the guess was right.
import { OPEN_DOWN, OPEN_RIGHT } from 'maze-engine/engine';
import { loadSetting, saveSetting } from '../../common/storage';
import { button, el, uid } from '../panel/dom';
import type { BoardView } from '../draw/view';
import type { BoardControls } from '../run/controls';
import type { BoardModel } from '../state/model';
import { openings } from '../state/words';
import './ask.css';

type Way = 'up' | 'down' | 'left' | 'right';
const WAYS: Way[] = ['up', 'down', 'left', 'right'];
const WAY_NAMES: Record<Way, string> = { up: 'Up', down: 'Down', left: 'Left', right: 'Right' };
/** The thread's question comes once a maze, after this many Steps. */
export const STEPS_BEFORE_ASKING = 3;

/** Waiting for the board to show the answer to a guess. */
type Pending = (
  | { kind: 'openings'; guess: number | null }
  | { kind: 'way'; guess: Way | null }
  | { kind: 'room'; guess: number | null; from: number; steps: number }
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
  /** The maze the thread's question was asked on (once a maze). */
  private askedRoomFor = '';

  constructor(private controls: BoardControls, private model: BoardModel, view: BoardView) {
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
      const room = view.roomAtPoint(event.offsetX, event.offsetY);
      if (room >= 0) this.open.answer(room);
    });
  }

  /** Read afresh each time: the switch may have been set in another tab. */
  private get on(): boolean {
    this.toggle.checked = loadSetting('ask') !== 'off';
    return this.toggle.checked && this.model.shape === 'square';
  }

  /** Shows a question; `go` runs once it is answered (or skipped) with the guess. */
  private ask(kind: Pending['kind'], question: string, answers: HTMLElement[], answer: (value: unknown) => void): void {
    const id = uid('question');
    const skip = button('Just show me');
    this.box.replaceChildren(el('p', { class: 'board-ask-question', id, text: question }), el('div', { class: 'board-ask-answers' }, ...answers, skip));
    this.box.setAttribute('aria-labelledby', id);
    this.box.hidden = false;
    this.said.textContent = '';
    const open = {
      kind,
      drop: () => {
        if (this.open !== open) return;
        this.open = null;
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
    (answers[0]?.querySelector('input') ?? answers[0])?.focus();
  }

  /** Before Grow a maze: how many openings will it have? */
  beforeGrow(go: () => unknown): unknown {
    const s = this.controls.state;
    if (!this.on || this.open || s === 'growing' || s === 'paused' || s === 'asking') return go();
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
    const from = this.model.ways.in;
    const ways = this.waysFrom(from);
    if (!this.on || this.open || this.model.scene === 'blank' || this.controls.state === 'growing' || ways.length === 0) return go();
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

  /** Before a Step, once a maze, after a few: which room will the thread go into next? */
  beforeStep(go: () => unknown): unknown {
    const m = this.model;
    const from = m.thread.length > 0 ? m.thread[m.thread.length - 1] : -1;
    const maze = `${m.seed} ${m.rows} ${m.cols}`;
    // Stepping a maze's growth (the board stays busy between Steps).
    const growing = m.scene !== 'blank' && m.scene !== 'still' && m.scene !== 'search' && m.scene !== 'robot';
    if (!this.on || this.open || !growing || this.controls.state !== 'stepping' || m.steps < STEPS_BEFORE_ASKING || from < 0 || this.askedRoomFor === maze) {
      return go();
    }
    this.askedRoomFor = maze;
    const answers = WAYS.filter((way) => this.next(from, way) >= 0).map((way) => {
      const b = button(WAY_NAMES[way], { 'aria-label': `The room ${way === 'up' || way === 'down' ? `${way === 'up' ? 'above' : 'below'}` : `to the ${way}`}` });
      b.addEventListener('click', () => this.open?.answer(this.next(from, way)));
      return b;
    });
    this.ask('room', 'Which room will the thread go into next? Click it on the maze, or choose:', answers, (value) => {
      this.pending = { kind: 'room', guess: value as number | null, from, steps: m.steps };
      void go();
    });
    return undefined;
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
    return WAYS.find((way) => this.next(a, way) === b) ?? null;
  }

  /** After each change: has the board shown the answer yet? */
  private check(): void {
    const p = this.pending;
    const m = this.model;
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
      const now = m.thread.length > 0 ? m.thread[m.thread.length - 1] : -1;
      const way = this.wayBetween(p.from, now);
      const went = way ? `The thread went into the room ${way === 'up' ? 'above' : way === 'down' ? 'below' : `to the ${way}`}.` : 'The thread went back: no room next to it was new.';
      this.say(`${went}${yours(p.guess === now, p.guess !== null)}`);
    }
  }

  private say(text: string): void {
    this.pending = null;
    this.said.textContent = text;
  }

  /** The board moved on: a question not yet answered goes, and so does waiting for an answer that will not come. */
  moved(state: BoardControls['state']): void {
    if (this.pending && (state === 'growing' || state === 'stepping')) this.pending.started = true;
    if (state === 'idle' || state === 'playing') {
      this.open?.drop();
      this.pending = null;
    }
    if (state === 'done') this.check();
  }
}
