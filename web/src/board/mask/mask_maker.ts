// mask_maker.ts: the three ways to make a mask, under Shape in Maze settings while Mask is chosen: a word (the student's name first), drawing on the board, a picture.
import { type Engine, SHAPE_FACTS, loadEngine, LIMITS } from 'maze-engine/engine';
import { count } from '../../common/numbers';
import { button, el, field, uid } from '../panel/dom';
import { type MaskLines, ROOM, fullMask, maskRooms, maskSize } from '../state/mask';
import { pictureWords } from '../state/mask_picture';
import { type Settings, maskSettings } from '../state/settings';
import { MaskCanvas } from './mask_canvas';
import { pictureMask } from './picture';
import { firstWord, wordMask } from './word_mask';
import './mask.css';

/** The mask with another size: places cut off, or new places added as rooms. */
function resized(lines: MaskLines, rows: number, cols: number): string[] {
  return Array.from({ length: rows }, (_, r) => (lines[r] ?? '').slice(0, cols).padEnd(cols, ROOM));
}

/** What the line under the controls says of a mask. */
const maskWords = (lines: MaskLines): string => {
  const { rows, cols } = maskSize(lines);
  return `A mask of ${rows} × ${cols} places: ${count(maskRooms(lines))} rooms. Press Grow a maze.`;
};

export class MaskMaker {
  readonly root: HTMLElement;
  readonly #settings: Settings;
  readonly #stage: HTMLElement;
  readonly #word: HTMLInputElement;
  readonly #draw: HTMLButtonElement;
  readonly #said: HTMLElement;
  #drawing: MaskCanvas | null = null;

  constructor(settings: Settings, stage: HTMLElement) {
    this.#settings = settings;
    this.#stage = stage;
    const word = field('Word', el('input', { type: 'text', autocomplete: 'off', spellcheck: 'false', value: firstWord() }), 'Letters, digits and spaces: each letter becomes rooms.');
    this.#word = word.input;
    const make = button('Make the mask');
    this.#draw = button('Draw on the board', { 'aria-pressed': 'false' });
    const every = button('Every room');
    const pictureId = uid('mask-picture');
    const picture = el('input', { type: 'file', id: pictureId, accept: 'image/*', class: 'mask-file' });
    this.#said = el('p', { class: 'mask-said-here', 'aria-live': 'polite' });
    const heading = uid('mask-heading');
    this.root = el(
      'fieldset',
      { class: 'mask-maker', 'aria-labelledby': heading },
      el('legend', { id: heading, text: 'Make the mask' }),
      el('p', { class: 'board-field-hint', text: 'A mask is a grid with some rooms left out. The maze grows in the rooms that are left.' }),
      el('div', { class: 'mask-row' }, word.wrap, make),
      el('div', { class: 'mask-row' }, every, this.#draw),
      el('div', { class: 'mask-row' }, el('label', { for: pictureId, text: 'Load a picture (dark is no room)' }), picture),
      this.#said,
    );
    make.addEventListener('click', () => void this.makeWord());
    // A fresh start for a drawing: every place of Rows x Columns a room.
    every.addEventListener('click', () => {
      const { rows, cols } = this.#settings.value;
      if (rows * cols <= LIMITS.drawnRooms) this.#use(fullMask(rows, cols), maskWords);
      else this.#tell(`A mask can have at most ${count(LIMITS.drawnRooms)} places: make Rows or Columns smaller.`, true);
    });
    this.#word.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        void this.makeWord();
      }
    });
    this.#draw.addEventListener('click', () => (this.#drawing ? this.#doneDrawing() : this.#startDrawing()));
    picture.addEventListener('change', () => {
      const file = picture.files?.[0];
      if (file) void this.#loadPicture(file);
      picture.value = '';
    });
    settings.subscribe((_value, changed) => this.#show(changed));
    this.#show(new Set(['shape']));
  }

  /** Shown while Mask is chosen; a mask is made from the word when there is none yet; Rows and Columns resize it. */
  #show(changed: ReadonlySet<string>): void {
    const v = this.#settings.value;
    const on = SHAPE_FACTS[v.shape].sized === 'drawing';
    this.root.hidden = !on;
    if (!on) {
      if (this.#drawing) this.#doneDrawing();
      return;
    }
    if (!v.mask) {
      if (changed.has('shape')) void this.makeWord();
      return;
    }
    const size = maskSize(v.mask);
    if ((changed.has('rows') || changed.has('cols')) && (size.rows !== v.rows || size.cols !== v.cols) && v.rows * v.cols <= LIMITS.drawnRooms)
      this.#use(resized(v.mask, v.rows, v.cols), maskWords, '');
  }

  #use(lines: MaskLines, words: (lines: MaskLines) => string, word = ''): void {
    this.#settings.replace(maskSettings(lines, word));
    this.#tell(words(lines), false);
  }

  #tell(text: string, problem: boolean): void {
    this.#said.textContent = text;
    this.#said.classList.toggle('is-problem', problem);
  }

  /** The mask of the word in the box, in the engine's font. */
  async makeWord(): Promise<void> {
    let engine: Engine;
    try {
      engine = await loadEngine();
    } catch {
      return this.#tell('The maze engine could not start, so there is no mask yet.', true);
    }
    try {
      const word = this.#word.value.trim();
      this.#use(wordMask(engine, word), maskWords, word);
    } catch (error) {
      this.#tell(error instanceof Error ? error.message : String(error), true);
    }
  }

  #startDrawing(): void {
    const v = this.#settings.value;
    const start = v.mask ?? fullMask(Math.min(v.rows, 20), Math.min(v.cols, 20));
    this.#drawing = new MaskCanvas(this.#stage, start, () => undefined);
    this.#drawing.canvas.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        this.#doneDrawing();
        this.#draw.focus();
      }
    });
    this.#draw.textContent = 'Done drawing';
    this.#draw.setAttribute('aria-pressed', 'true');
    this.#tell('Click or drag on the board to take rooms away and put them back. From the keyboard: the arrows move, Space flips a room. Press Done drawing when it is ready.', false);
    this.#drawing.canvas.focus();
  }

  #doneDrawing(): void {
    const drawing = this.#drawing;
    if (!drawing) return;
    this.#drawing = null;
    drawing.remove();
    this.#draw.textContent = 'Draw on the board';
    this.#draw.setAttribute('aria-pressed', 'false');
    if (!drawing.lines.some((line) => line.includes(ROOM))) return this.#tell('That mask has no rooms left, so the board kept the one before.', true);
    if (SHAPE_FACTS[this.#settings.value.shape].sized === 'drawing') this.#use(drawing.lines, maskWords);
  }

  async #loadPicture(file: File): Promise<void> {
    try {
      const got = await pictureMask(file, LIMITS.drawnRooms, LIMITS.side);
      if (!got.lines.some((line) => line.includes(ROOM))) return this.#tell(`${file.name} is dark all over: a mask needs light places for its rooms.`, true);
      this.#use(got.lines, (lines) => `${pictureWords(file.name, got, maskRooms(lines))} Press Grow a maze.`);
    } catch (error) {
      this.#tell(error instanceof Error ? error.message : String(error), true);
    }
  }
}
