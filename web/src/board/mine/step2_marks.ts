// step2_marks.ts: marks drawn over the Step 2 board's maze: the openings that close a loop, and the rooms cut off from the top left room.
import { INK } from '../state/palette';
import type { BoardView } from '../draw/view';

const SVG = 'http://www.w3.org/2000/svg';

export class Step2Marks {
  readonly #view: BoardView;
  readonly #svg: SVGSVGElement;
  #rows = 0;
  #cols = 0;
  #loops: [number, number][] = [];
  #cutOff: number[] = [];

  constructor(view: BoardView) {
    this.#view = view;
    this.#svg = document.createElementNS(SVG, 'svg');
    this.#svg.classList.add('board-marks');
    this.#svg.setAttribute('aria-hidden', 'true');
    // Over the canvas, and never in the way of dragging or clicking it.
    Object.assign(this.#svg.style, { position: 'absolute', pointerEvents: 'none', left: '0', top: '0' });
    view.stage.append(this.#svg);
    new ResizeObserver(() => this.draw()).observe(view.canvas);
  }

  /** Mark these openings (pairs of rooms) and rooms on a maze of rows × cols rooms. */
  set(rows: number, cols: number, loops: [number, number][], cutOff: number[]): void {
    this.#rows = rows;
    this.#cols = cols;
    this.#loops = loops;
    this.#cutOff = cutOff;
    this.draw();
  }

  draw(): void {
    const svg = this.#svg;
    const view = this.#view;
    const canvas = view.canvas;
    // The family tree and the pixel view draw rooms elsewhere: the marks would be in the wrong places.
    const shown = view.tree !== 'family' && view.mode === 'rooms' && this.#rows > 0 && (this.#loops.length > 0 || this.#cutOff.length > 0);
    svg.style.display = shown ? '' : 'none';
    if (!shown) return svg.replaceChildren();
    const W = canvas.width;
    const H = canvas.height;
    Object.assign(svg.style, { left: `${canvas.offsetLeft}px`, top: `${canvas.offsetTop}px`, width: canvas.style.width, height: canvas.style.height });
    svg.setAttribute('viewBox', `0 0 ${W} ${H}`);
    // Where the view puts the rooms (BoardView's geometry for the square).
    const dpr = view.dpr;
    const pad = 4 * dpr;
    const rows = this.#rows;
    const cols = this.#cols;
    const s = Math.max(1, Math.floor(Math.min((W - 2 * pad) / cols, (H - 2 * pad) / rows)));
    const ox = Math.floor((W - s * cols) / 2);
    const oy = Math.floor((H - s * rows) / 2);
    const parts: SVGElement[] = [];
    const el = (tag: string, attrs: Record<string, string | number>): SVGElement => {
      const node = document.createElementNS(SVG, tag);
      for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
      return node;
    };
    for (const room of this.#cutOff) {
      const r = Math.floor(room / cols);
      const c = room % cols;
      parts.push(
        el('circle', {
          'data-mark': 'cut-off', 'data-room': room, cx: ox + c * s + s / 2, cy: oy + r * s + s / 2, r: s * 0.3,
          fill: 'none', stroke: INK.refused, 'stroke-width': Math.max(2 * dpr, s * 0.07), 'stroke-dasharray': `${s * 0.12} ${s * 0.08}`,
        }),
      );
    }
    const thick = Math.max(5 * dpr, s * 0.22);
    for (const [a, b] of this.#loops) {
      const r = Math.floor(a / cols);
      const c = a % cols;
      const across = b === a + 1; // the wall between a and the room to its right stands upright
      const x = across ? ox + (c + 1) * s - thick / 2 : ox + c * s + s * 0.15;
      const y = across ? oy + r * s + s * 0.15 : oy + (r + 1) * s - thick / 2;
      parts.push(
        el('rect', {
          'data-mark': 'loop', 'data-rooms': `${a} ${b}`, x, y, width: across ? thick : s * 0.7, height: across ? s * 0.7 : thick,
          rx: thick / 3, fill: INK.refused, stroke: '#ffffff', 'stroke-width': Math.max(1, dpr),
        }),
      );
    }
    svg.replaceChildren(...parts);
  }
}
