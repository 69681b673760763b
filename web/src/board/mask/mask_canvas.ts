// mask_canvas.ts: drawing a mask on the board: a canvas over the maze where a click or a drag takes rooms away and puts them back, and the arrows and Space do the same from the keyboard.
import { el } from '../panel/dom';
import { ROOM, isRoom, setRoom, type MaskLines } from '../state/mask';
import { FILL, INK } from '../state/palette';

/** Where the cursor is, what is under it, and how many rooms there are: said after each key. */
function placeLine(lines: MaskLines, row: number, col: number): string {
  return `Row ${row + 1}, column ${col + 1}: ${isRoom(lines, row, col) ? 'a room' : 'no room'}.`;
}

/**
 * The mask drawn over the board, one square a place: rooms light, places with no room dark.
 * A press on a place flips it; dragging on paints every place it crosses the same way. The
 * keyboard: the arrows move the cursor, Space or Enter flips the place under it.
 */
export class MaskCanvas {
  readonly canvas: HTMLCanvasElement;
  readonly #say: HTMLElement;
  #lines: string[];
  #row = 0;
  #col = 0;
  /** While dragging: what each place crossed becomes (a room or not). */
  #paint: boolean | null = null;
  readonly #changed: (lines: MaskLines) => void;
  readonly #stage: HTMLElement;

  constructor(stage: HTMLElement, lines: MaskLines, changed: (lines: MaskLines) => void) {
    this.#stage = stage;
    this.#lines = [...lines];
    this.#changed = changed;
    this.canvas = el('canvas', {
      class: 'mask-canvas',
      tabindex: 0,
      role: 'application',
      'aria-roledescription': 'mask',
      'aria-label': 'Draw the mask: click or drag to take rooms away and put them back. Arrows move, Space flips a room.',
    });
    this.#say = el('p', { class: 'mask-said', 'aria-live': 'polite' });
    stage.append(this.canvas, this.#say);
    // The board's own drag, wheel and arrow keys (zoom and pan) stay out of the drawing.
    const own = (e: Event): void => e.stopPropagation();
    this.canvas.addEventListener('pointerdown', (e) => (own(e), this.#press(e)));
    this.canvas.addEventListener('pointermove', (e) => (own(e), this.#drag(e)));
    for (const end of ['pointerup', 'pointercancel', 'lostpointercapture'] as const) this.canvas.addEventListener(end, (e) => (own(e), (this.#paint = null)));
    this.canvas.addEventListener('wheel', own);
    this.canvas.addEventListener('keydown', (e) => this.#key(e));
    this.canvas.addEventListener('focus', () => this.#draw());
    this.canvas.addEventListener('blur', () => this.#draw());
    new ResizeObserver(() => this.#draw()).observe(stage);
    this.#draw();
  }

  get lines(): MaskLines {
    return this.#lines;
  }

  remove(): void {
    this.canvas.remove();
    this.#say.remove();
  }

  /** The place under a pointer, or null outside the mask. */
  #placeAt(e: PointerEvent): [number, number] | null {
    const box = this.canvas.getBoundingClientRect();
    const { k, ox, oy } = this.#fit(box.width, box.height);
    const col = Math.floor((e.clientX - box.left - ox) / k);
    const row = Math.floor((e.clientY - box.top - oy) / k);
    return row >= 0 && col >= 0 && row < this.#lines.length && col < this.#lines[0].length ? [row, col] : null;
  }

  #press(e: PointerEvent): void {
    const at = this.#placeAt(e);
    if (!at) return;
    this.canvas.setPointerCapture(e.pointerId);
    this.#paint = !isRoom(this.#lines, at[0], at[1]);
    [this.#row, this.#col] = at;
    this.#set(at[0], at[1], this.#paint);
  }

  #drag(e: PointerEvent): void {
    if (this.#paint === null) return;
    const at = this.#placeAt(e);
    if (at && isRoom(this.#lines, at[0], at[1]) !== this.#paint) this.#set(at[0], at[1], this.#paint);
  }

  #key(e: KeyboardEvent): void {
    const move: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    if (move[e.key]) {
      e.preventDefault();
      e.stopPropagation();
      this.#row = Math.min(this.#lines.length - 1, Math.max(0, this.#row + move[e.key][0]));
      this.#col = Math.min(this.#lines[0].length - 1, Math.max(0, this.#col + move[e.key][1]));
      this.#say.textContent = placeLine(this.#lines, this.#row, this.#col);
      this.#draw();
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      e.stopPropagation();
      this.#set(this.#row, this.#col, !isRoom(this.#lines, this.#row, this.#col));
    }
  }

  #set(row: number, col: number, room: boolean): void {
    this.#lines = setRoom(this.#lines, row, col, room);
    this.#say.textContent = placeLine(this.#lines, row, col);
    this.#draw();
    this.#changed(this.#lines);
  }

  /** A place's size and where the mask starts, in CSS pixels, for a w x h canvas. */
  #fit(w: number, h: number): { k: number; ox: number; oy: number } {
    const rows = this.#lines.length, cols = this.#lines[0].length;
    const pad = 6;
    const k = Math.max(1, Math.min((w - 2 * pad) / cols, (h - 2 * pad) / rows));
    return { k, ox: (w - k * cols) / 2, oy: (h - k * rows) / 2 };
  }

  #draw(): void {
    const under = this.#stage.querySelector<HTMLCanvasElement>('canvas.board-canvas');
    const w = under?.clientWidth || this.#stage.clientWidth;
    const h = under?.clientHeight || Math.round(w * 0.6);
    const dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    if (this.canvas.width !== Math.round(w * dpr) || this.canvas.height !== Math.round(h * dpr)) {
      this.canvas.width = Math.round(w * dpr);
      this.canvas.height = Math.round(h * dpr);
    }
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#e6e9ee';
    ctx.fillRect(0, 0, w, h);
    const { k, ox, oy } = this.#fit(w, h);
    this.#lines.forEach((line, r) => {
      for (let c = 0; c < line.length; c++) {
        ctx.fillStyle = line[c] === ROOM ? FILL.floor : INK.wall;
        ctx.fillRect(ox + c * k, oy + r * k, k, k);
      }
    });
    // The grid, faint, so each place can be seen.
    if (k >= 6) {
      ctx.strokeStyle = 'rgba(0, 0, 0, 0.15)';
      ctx.lineWidth = 1;
      ctx.beginPath();
      for (let r = 0; r <= this.#lines.length; r++) ctx.moveTo(ox, oy + r * k), ctx.lineTo(ox + k * this.#lines[0].length, oy + r * k);
      for (let c = 0; c <= this.#lines[0].length; c++) ctx.moveTo(ox + c * k, oy), ctx.lineTo(ox + c * k, oy + k * this.#lines.length);
      ctx.stroke();
    }
    // The keyboard's cursor, while the canvas has the focus.
    if (document.activeElement === this.canvas) {
      ctx.strokeStyle = INK.route;
      ctx.lineWidth = Math.max(2, k * 0.15);
      ctx.strokeRect(ox + this.#col * k + 1, oy + this.#row * k + 1, k - 2, k - 2);
    }
  }
}
