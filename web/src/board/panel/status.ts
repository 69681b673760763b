// status.ts: the board's one status area: Pieces, the current step's words, the way out's sentence, a problem box and the progress bar, kept up to date from the model.
import type { BoardModel } from '../state/model';
import { count } from '../state/numbers';
import { stepWords, wayOutWords } from '../state/words';
import { el, uid } from './dom';

/** A problem told in parts (what make_maze gave back, say): the same look as a program's problem box. */
export interface Report {
  title: string;
  advice?: string;
  code?: string;
  gave?: string;
  python?: string;
}

export class Status {
  readonly root: HTMLElement;
  /** "This maze's seed: 2083": placed beside the Seed box by a board that has one. */
  readonly seedUsed = el('p', { class: 'board-seed-used', 'aria-live': 'polite' });
  readonly #pieces = el('p', { class: 'board-pieces', role: 'status', 'aria-live': 'polite', text: 'Pieces: 100' });
  readonly #wayOut = el('p', { class: 'board-wayout', 'aria-live': 'polite' });
  readonly #message = el('p', { class: 'board-message', 'aria-live': 'polite' });
  readonly #box = el('div', { class: 'board-report', 'aria-live': 'polite', hidden: true });
  readonly #progressLabel = el('span', { class: 'board-progress-label', id: uid('progress'), text: 'Growing the maze' });
  readonly #progressBar = el('progress', { max: 100, value: 0, 'aria-labelledby': this.#progressLabel.id });
  readonly #progressText = el('span', { class: 'board-progress-text', text: '0%' });
  readonly #bar = el('div', { class: 'board-progress', hidden: true }, this.#progressLabel, this.#progressBar, this.#progressText);
  /** The message line shows a step's words (replaced or cleared as the steps move on), or a note (kept until something else is said). */
  #stepShown = false;
  #shownPieces = -1;
  #piecesAt = 0;
  #progressAt = 0;
  #describe: () => boolean;
  #growing: () => boolean;

  constructor(model: BoardModel, describe: () => boolean, growing: () => boolean) {
    this.root = el('div', { class: 'board-status' }, this.#pieces, this.#wayOut, this.#message, this.#box, this.#bar);
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
    if (this.#wayOut.textContent !== way) this.#wayOut.textContent = way;
    this.#counter(m);
    this.#progress(m);
  }

  #counter(m: BoardModel): void {
    const now = performance.now();
    // While animating fast, say the count a few times a second at most (it is read aloud).
    if (m.pieces !== this.#shownPieces && (!m.busy || !this.#growing() || now - this.#piecesAt > 250)) {
      this.#pieces.textContent = `Pieces: ${count(m.pieces)}`;
      this.#shownPieces = m.pieces;
      this.#piecesAt = now;
    }
  }

  #progress(m: BoardModel): void {
    const running = m.busy && m.rooms > 10_000 && m.scene !== 'blank' && m.scene !== 'still';
    this.#bar.hidden = !running;
    const now = performance.now();
    // The bar moves a few times a second: each change costs the browser a little work.
    if (running && now - this.#progressAt > 200) {
      this.#progressAt = now;
      const pct = Math.floor(m.progress * 100);
      this.#progressLabel.textContent = m.scene === 'search' ? 'Finding the way out' : 'Growing the maze';
      this.#progressBar.value = pct;
      this.#progressText.textContent = `${pct}%`;
    }
  }

  /** The message line, and under it what make_maze gave back (a problem) or a note; anything said later clears them. */
  say(text: string, more: Report | string | null = null, kept = false): void {
    this.#stepShown = false;
    if (this.#message.textContent !== text) this.#message.textContent = text;
    this.#report(more, kept);
  }

  #report(more: Report | string | null, kept: boolean): void {
    const box = this.#box;
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
    this.seedUsed.textContent =
      seed === '' ? '' : typed === '' ? `This maze's seed: ${seed}. Type it in Seed to make this maze again.` : `This maze's seed: ${seed}`;
  }
}

