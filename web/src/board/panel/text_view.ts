// text_view.ts: Show as text: the maze's picture in a pre labelled "Maze as text", following the model, with a Copy button.
import { SHAPE_FACTS, LIMITS } from 'maze-engine/engine';
import type { BoardModel } from '../state/model';
import { count } from '../../common/numbers';
import type { Store } from '../state/store';
import type { BoardViews } from '../state/views';
import { button, el, uid } from './dom';

/** Show as text writes pictures up to this many rooms (a 250 x 250 maze is a quarter of a million characters). */
export const TEXT_ROOMS = LIMITS.textRooms;

export class TextView {
  /** The Show as text button, and the panel it opens (placed by the board). */
  readonly toggleButton = button('Show as text', { 'aria-expanded': 'false' });
  readonly panel: HTMLElement;
  // A focusable, scrollable block needs a role that may carry a name: a pre alone may not.
  readonly #pre = el('pre', { class: 'board-text-pre', role: 'region', 'aria-label': 'Maze as text', tabindex: 0 });
  readonly #copy = button('Copy');
  readonly #copied = el('span', { class: 'board-copied', 'aria-live': 'polite' });
  readonly #note = el('p', { class: 'board-text-note' });
  readonly #model: BoardModel;
  readonly #picture: () => Promise<string[]>;
  #textAt = 0;
  #timer = 0;
  #copiedTimer = 0;

  /** `picture` asks the driver for the picture of the maze as it is now; `views.text` opens and closes the panel. */
  constructor(model: BoardModel, views: Store<BoardViews>, picture: () => Promise<string[]>) {
    this.#model = model;
    this.#picture = picture;
    this.panel = el('div', { class: 'board-text', id: uid('text'), hidden: true }, el('div', { class: 'board-text-bar' }, this.#copy, this.#copied), this.#note, this.#pre);
    this.toggleButton.setAttribute('aria-controls', this.panel.id);
    model.subscribe(() => {
      if (!this.panel.hidden) this.#refreshSoon();
    });
    this.toggleButton.addEventListener('click', () => views.set({ text: !views.value.text }));
    views.subscribe((v, changed) => {
      if (changed.has('text')) this.#show(v.text);
    });
    this.#copy.addEventListener('click', () => void this.copy());
  }

  #show(open: boolean): void {
    this.panel.hidden = !open;
    this.toggleButton.setAttribute('aria-expanded', String(open));
    if (open) void this.refresh();
  }

  // While a maze grows, the text follows a few times a second at most. Until it has caught up,
  // the text is marked aria-busy: what it shows is about to change.
  #refreshSoon(): void {
    if (this.#timer) return;
    this.#pre.setAttribute('aria-busy', 'true');
    const wait = Math.max(0, 200 - (performance.now() - this.#textAt));
    this.#timer = window.setTimeout(() => {
      this.#timer = 0;
      void this.refresh();
    }, wait);
  }

  async refresh(): Promise<void> {
    this.#pre.setAttribute('aria-busy', 'true');
    try {
      await this.#write();
    } finally {
      if (!this.#timer) this.#pre.removeAttribute('aria-busy');
    }
  }

  async #write(): Promise<void> {
    this.#textAt = performance.now();
    const rooms = this.#model.rooms;
    if (!SHAPE_FACTS[this.#model.shape].lesson) {
      this.#pre.textContent = '';
      this.#note.textContent = 'Show as text is for square mazes: the lesson draws them with # and . squares, and hexagons, triangles and circles do not fit in squares. Choose Square under Shape to see one.';
      this.#copy.disabled = true;
      return;
    }
    if (rooms > TEXT_ROOMS) {
      this.#pre.textContent = '';
      this.#note.textContent = `This maze is too big to show as text (${count(rooms)} rooms). Show as text works up to ${count(TEXT_ROOMS)} rooms, like 250 × 250.`;
      this.#copy.disabled = true;
      return;
    }
    const picture = await this.#picture();
    this.#note.textContent = picture.length
      ? `${count(picture.length)} lines of ${count(picture[0].length)} squares: # is rock, . is floor; rooms are at odd rows and odd columns.`
      : '';
    this.#pre.textContent = picture.join('\n');
    this.#copy.disabled = picture.length === 0;
  }

  async copy(): Promise<void> {
    const text = this.#pre.textContent ?? '';
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      // No clipboard permission (or an older browser): copy the selected text the old way.
      const range = document.createRange();
      range.selectNodeContents(this.#pre);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      try {
        ok = document.execCommand('copy');
      } catch {
        ok = false;
      }
    }
    this.#copied.textContent = ok ? 'Copied' : 'Select the text and press Ctrl+C (or ⌘C) to copy it.';
    clearTimeout(this.#copiedTimer);
    this.#copiedTimer = window.setTimeout(() => (this.#copied.textContent = ''), ok ? 2500 : 8000);
  }
}
