// text_view.ts: Show as text: the maze's picture in a pre labelled "Maze as text", following the model, with a Copy button.
import type { BoardModel } from '../state/model';
import type { Panel } from './panel';
import { number } from './status';

/** Show as text writes pictures up to this many rooms (a 250 x 250 maze is a quarter of a million characters). */
export const TEXT_ROOMS = 62_500;

export class TextView {
  readonly #ui: Panel;
  readonly #model: BoardModel;
  readonly #picture: () => Promise<string[]>;
  #textAt = 0;
  #timer = 0;
  #copiedTimer = 0;

  /** `picture` asks the driver for the picture of the maze as it is now. */
  constructor(ui: Panel, model: BoardModel, picture: () => Promise<string[]>) {
    this.#ui = ui;
    this.#model = model;
    this.#picture = picture;
    model.subscribe(() => {
      if (!ui.textPanel.hidden) this.#refreshSoon();
    });
    ui.text.addEventListener('click', () => this.toggle());
    ui.copy.addEventListener('click', () => void this.copy());
  }

  toggle(): void {
    const panel = this.#ui.textPanel;
    panel.hidden = !panel.hidden;
    this.#ui.text.setAttribute('aria-expanded', String(!panel.hidden));
    if (!panel.hidden) void this.refresh();
  }

  // While a maze grows, the text follows a few times a second at most. Until it has caught up,
  // the text is marked aria-busy: what it shows is about to change.
  #refreshSoon(): void {
    if (this.#timer) return;
    this.#ui.pre.setAttribute('aria-busy', 'true');
    const wait = Math.max(0, 200 - (performance.now() - this.#textAt));
    this.#timer = window.setTimeout(() => {
      this.#timer = 0;
      void this.refresh();
    }, wait);
  }

  async refresh(): Promise<void> {
    this.#ui.pre.setAttribute('aria-busy', 'true');
    try {
      await this.#write();
    } finally {
      if (!this.#timer) this.#ui.pre.removeAttribute('aria-busy');
    }
  }

  async #write(): Promise<void> {
    this.#textAt = performance.now();
    const ui = this.#ui;
    const rooms = this.#model.rooms;
    if (this.#model.shape !== 'square') {
      ui.pre.textContent = '';
      ui.textNote.textContent = 'Show as text is for square mazes: the lesson draws them with # and . squares, and hexagons, triangles and circles do not fit in squares. Choose Square under Shape to see one.';
      ui.copy.disabled = true;
      return;
    }
    if (rooms > TEXT_ROOMS) {
      ui.pre.textContent = '';
      ui.textNote.textContent = `This maze is too big to show as text (${number(rooms)} rooms). Show as text works up to ${number(TEXT_ROOMS)} rooms, like 250 × 250.`;
      ui.copy.disabled = true;
      return;
    }
    const picture = await this.#picture();
    ui.textNote.textContent = picture.length
      ? `${picture.length} lines of ${picture[0].length} squares: # is rock, . is floor; rooms are at odd rows and odd columns.`
      : '';
    ui.pre.textContent = picture.join('\n');
    ui.copy.disabled = picture.length === 0;
  }

  async copy(): Promise<void> {
    const ui = this.#ui;
    const text = ui.pre.textContent ?? '';
    let ok = false;
    try {
      await navigator.clipboard.writeText(text);
      ok = true;
    } catch {
      // No clipboard permission (or an older browser): copy the selected text the old way.
      const range = document.createRange();
      range.selectNodeContents(ui.pre);
      const selection = getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      try {
        ok = document.execCommand('copy');
      } catch {
        ok = false;
      }
    }
    ui.copied.textContent = ok ? 'Copied' : 'Select the text and press Ctrl+C (or ⌘C) to copy it.';
    clearTimeout(this.#copiedTimer);
    this.#copiedTimer = window.setTimeout(() => (ui.copied.textContent = ''), ok ? 2500 : 8000);
  }
}
