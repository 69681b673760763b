// draw.ts: a ten-print board as SVG: a line a square, and the channels that get through filled in.
import { Slant } from './maker';

const SVG = 'http://www.w3.org/2000/svg';

function svgElement<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/** The diagonal of square (r, c): ╱ from its bottom left corner, ╲ from its top left. */
function line(slant: number, r: number, c: number): string {
  return slant === Slant.Rising ? `M${c} ${r + 1}l1-1` : slant === Slant.Falling ? `M${c} ${r}l1 1` : '';
}

/** A half square as a triangle: upper (the top edge's side of the diagonal) or lower. */
function half(slant: number, r: number, c: number, upper: boolean): string {
  if (slant === Slant.Rising) return upper ? `M${c} ${r}h1L${c} ${r + 1}z` : `M${c + 1} ${r}v1h-1z`;
  return upper ? `M${c} ${r}h1v1z` : `M${c} ${r}v1h1z`;
}

export class BoardPicture {
  readonly svg: SVGSVGElement;
  #lines = svgElement('path', { class: 'tp-lines' });
  #through = svgElement('path', { class: 'tp-through' });
  #paper = svgElement('rect', { class: 'tp-paper', x: 0, y: 0 });
  #frame = svgElement('rect', { class: 'tp-frame', x: 0, y: 0 });
  #rows = 0;
  #cols = 0;
  #path = '';
  #drawn = 0;

  constructor() {
    this.svg = svgElement('svg', { class: 'tp-board', role: 'img' });
    this.svg.append(this.#paper, this.#through, this.#lines, this.#frame);
  }

  /** A new blank board of rows x cols squares. */
  reset(rows: number, cols: number): void {
    this.#rows = rows;
    this.#cols = cols;
    this.#path = '';
    this.#drawn = 0;
    const pad = 0.15;
    this.svg.setAttribute('viewBox', `${-pad} ${-pad} ${cols + 2 * pad} ${rows + 2 * pad}`);
    // Squares of at most 28 px, the whole board no wider than its column.
    this.svg.style.maxWidth = `${Math.min(cols * 28, 1400)}px`;
    for (const r of [this.#paper, this.#frame]) {
      r.setAttribute('width', String(cols));
      r.setAttribute('height', String(rows));
    }
    this.#lines.setAttribute('d', '');
    this.#through.setAttribute('d', '');
  }

  /** Draws the squares placed since the last call (squares are placed row by row). */
  update(slants: Uint8Array, placed: number): void {
    if (placed < this.#drawn) this.reset(this.#rows, this.#cols);
    const parts: string[] = [];
    for (let s = this.#drawn; s < placed; ++s) parts.push(line(slants[s], Math.floor(s / this.#cols), s % this.#cols));
    this.#path += parts.join('');
    this.#drawn = placed;
    this.#lines.setAttribute('d', this.#path);
  }

  /** Fills the halves whose channel is a way through (from waysThrough()); null clears them. */
  showThrough(slants: Uint8Array, halves: Uint8Array | null): void {
    const parts: string[] = [];
    if (halves)
      for (let h = 0; h < halves.length; ++h)
        if (halves[h]) {
          const s = h >> 1;
          parts.push(half(slants[s], Math.floor(s / this.#cols), s % this.#cols, (h & 1) === 0));
        }
    this.#through.setAttribute('d', parts.join(''));
  }

  describe(text: string): void {
    this.svg.setAttribute('aria-label', text);
  }
}
