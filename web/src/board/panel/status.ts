// status.ts: the board's status line, the Pieces counter, the way-out sentence and the progress bar, kept up to date from the model.
import type { Report } from '../mine/mine';
import { METHOD_TABLE, SEARCH } from '../state/methods';
import type { BoardModel } from '../state/model';
import { ROBOT, robotWords } from '../state/robot';
import type { Panel } from './panel';

const number = (n: number): string => n.toLocaleString('en');

/** The words for the model's current step, or for the end of its job; null when there is nothing to say. */
export function stepWords(m: BoardModel, describeSteps: boolean): string | null {
  if (m.scene === 'blank' || m.scene === 'still') return null;
  const cols = m.cols;
  const rings = m.layout?.ringStart;
  // A room by row and column; in a circle, by ring and place in the ring (counter-clockwise from the right).
  const at = (room: number): string => {
    if (!rings || rings.length === 0) return `(${Math.floor(room / cols)}, ${room % cols})`;
    let ring = 0;
    while (room >= rings[ring + 1]) ring++;
    return `(ring ${ring}, room ${room - rings[ring]})`;
  };
  const words = m.scene === 'search' ? SEARCH : m.scene === 'robot' ? ROBOT : METHOD_TABLE[m.scene];
  let step = m.last && describeSteps ? words.step(m.last, at) : '';
  // A circle's first room is in its inner ring, not at a top left corner.
  if (rings && rings.length > 0)
    step = step.replace('the top left room', 'the first room of the inner ring').replace('on the left side', 'in the inner ring').replace('on the right side', 'in the outer ring');
  if (!m.busy && m.steps > 0 && m.steps === m.length) return [step, words.done(m.steps, m.rooms, m.rooms - m.pieces)].filter((w) => w).join(' ');
  if (step) return step;
  return m.steps === 0 ? '' : null;
}

/** The sentence under the board once the search has ended. */
export function wayOutWords(m: BoardModel): string {
  if (m.scene === 'robot') return robotWords(m.robot, m.found);
  if (m.scene !== 'search' || m.busy || m.found === null) return '';
  const n = m.found;
  return n > 0 ? `The way out goes through ${n} room${n === 1 ? '' : 's'}` : 'There is no way out: the way out cannot be reached from the way in.';
}

export class Status {
  readonly #ui: Panel;
  /** The message line shows a step's words (replaced or cleared as the steps move on), or a note (kept until something else is said). */
  #stepShown = false;
  #shownPieces = -1;
  #piecesAt = 0;
  #progressAt = 0;
  #describe: () => boolean;
  #growing: () => boolean;

  constructor(ui: Panel, model: BoardModel, describe: () => boolean, growing: () => boolean) {
    this.#ui = ui;
    this.#describe = describe;
    this.#growing = growing;
    model.subscribe((m) => this.#show(m));
  }

  #show(m: BoardModel): void {
    const words = stepWords(m, this.#describe());
    if (words !== null && (words !== '' || this.#stepShown)) {
      this.say(words);
      this.#stepShown = true;
    } else if (this.#stepShown && words === null) {
      this.say(''); // a step's words no longer say what the board shows
    }
    const way = wayOutWords(m);
    if (this.#ui.wayOutText.textContent !== way) this.#ui.wayOutText.textContent = way;
    this.#counter(m);
    this.#progress(m);
  }

  #counter(m: BoardModel): void {
    const now = performance.now();
    // While animating fast, say the count a few times a second at most (it is read aloud).
    if (m.pieces !== this.#shownPieces && (!m.busy || !this.#growing() || now - this.#piecesAt > 250)) {
      this.#ui.pieces.textContent = `Pieces: ${m.pieces}`;
      this.#shownPieces = m.pieces;
      this.#piecesAt = now;
    }
  }

  #progress(m: BoardModel): void {
    const running = m.busy && m.rooms > 10_000 && m.scene !== 'blank' && m.scene !== 'still';
    this.#ui.progress.hidden = !running;
    const now = performance.now();
    // The bar moves a few times a second: each change costs the browser a little work.
    if (running && now - this.#progressAt > 200) {
      this.#progressAt = now;
      const pct = Math.floor(m.progress * 100);
      this.#ui.progressLabel.textContent = m.scene === 'search' ? 'Finding the way out' : 'Growing the maze';
      this.#ui.progressBar.value = pct;
      this.#ui.progressText.textContent = `${pct}%`;
    }
  }

  /** The message line, and under it what make_maze gave back (a problem) or a note; anything said later clears them. */
  say(text: string, more: Report | string | null = null, kept = false): void {
    this.#stepShown = false;
    if (this.#ui.message.textContent !== text) this.#ui.message.textContent = text;
    this.#report(more, kept);
  }

  #report(more: Report | string | null, kept: boolean): void {
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
      if (kept) parts.push(line('problem-kept', 'The board still shows the maze it had before.'));
      box.replaceChildren(...parts);
    }
    box.hidden = false;
  }

  /** The seed a new maze grows from, so it can be made again. */
  seed(seed: string, typed: string): void {
    this.#ui.seedUsed.textContent =
      seed === '' ? '' : typed === '' ? `This maze's seed: ${seed}. Type it in Seed to make this maze again.` : `This maze's seed: ${seed}`;
  }
}

export { number };
