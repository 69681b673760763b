// lab.ts: the ten-print lab: hundreds of boards of each size from 4 x 4 to 256 x 256, in short slices, as a chart and a table.
import type { Engine } from 'maze-engine/engine';
import { TenPrintBoard } from './maker';

export const LAB_SIZES = [4, 8, 16, 32, 64, 128, 256];
/** Boards of each size: fewer of the big ones, which take longest. */
export const labBoards = (n: number): number => (n <= 32 ? 1000 : n === 64 ? 500 : n === 128 ? 300 : 200);
/** The longest stretch of work before the page gets the main thread back. */
const SLICE_MS = 8;

export interface LabRow {
  size: number;
  boards: number;
  through: number;
}

const SVG = 'http://www.w3.org/2000/svg';
const W = 600, H = 300, LEFT = 56, RIGHT = 20, TOP = 16, BOTTOM = 52;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, text?: string): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
export const shareText = (row: LabRow): string => (row.through / row.boards).toFixed(3);

export class Lab {
  readonly button: HTMLButtonElement;
  #status: HTMLElement;
  #chart: SVGSVGElement;
  #body: HTMLTableSectionElement;
  #rows: LabRow[] = [];
  #running = false;
  #stop = false;

  constructor(root: HTMLElement, private engine: () => Promise<Engine>, private seed: () => string) {
    this.button = document.createElement('button');
    this.button.type = 'button';
    this.button.className = 'primary';
    this.button.textContent = 'Run the lab';
    this.button.addEventListener('click', () => (this.#running ? (this.#stop = true) : void this.run()));
    this.#status = document.createElement('p');
    this.#status.className = 'tp-status';
    this.#status.setAttribute('aria-live', 'polite');
    this.#status.textContent = `Sizes ${LAB_SIZES.join(', ')}: press Run the lab.`;
    const tools = document.createElement('div');
    tools.className = 'toolbar';
    tools.append(this.button);

    this.#chart = svg('svg', { class: 'tp-chart', viewBox: `0 0 ${W} ${H}`, role: 'img' });
    this.#chart.setAttribute('aria-label', 'Chart of the share of boards with a way through against their size; the table below has the same figures.');
    const table = document.createElement('table');
    table.className = 'tp-table';
    table.innerHTML =
      '<caption>Boards with a way through, by size</caption>' +
      '<thead><tr><th scope="col">Size (squares a side)</th><th scope="col">Boards</th>' +
      '<th scope="col">With a way through</th><th scope="col">Share</th></tr></thead>';
    this.#body = table.createTBody();
    const figure = document.createElement('figure');
    figure.className = 'tp-figure';
    figure.append(this.#chart, table);
    root.append(tools, this.#status, figure);
    this.#draw();
  }

  get rows(): readonly LabRow[] {
    return this.#rows;
  }

  /** Every size in turn: random.seed(seed), then its boards one after another from that stream. */
  async run(): Promise<void> {
    this.#running = true;
    this.#stop = false;
    this.button.textContent = 'Stop the lab';
    this.#rows = [];
    this.#body.replaceChildren();
    this.#draw();
    let seed = this.seed();
    try {
      const engine = await this.engine();
      for (const size of LAB_SIZES) {
        const board = new TenPrintBoard(engine, size, size, seed);
        seed = board.seed; // a fresh seed, picked once, serves every size
        const boards = labBoards(size);
        // About 16,000 squares a call, so a call is well under a slice.
        const chunk = Math.max(1, Math.floor(16_384 / (size * size)));
        let done = 0, through = 0;
        try {
          while (done < boards && !this.#stop) {
            const start = performance.now();
            do {
              const k = Math.min(chunk, boards - done);
              through += board.countThrough(k);
              done += k;
            } while (done < boards && performance.now() - start < SLICE_MS);
            // Read by the page's tests: how long each slice kept the main thread.
            performance.measure('tenprint-lab-slice', { start });
            this.#status.textContent = `Growing ${size} × ${size} boards: ${done} of ${boards}…`;
            await nextTask();
          }
        } finally {
          board.dispose();
        }
        if (this.#stop) break;
        this.#rows.push({ size, boards, through });
        this.#addRow(this.#rows[this.#rows.length - 1]);
        this.#draw();
      }
      this.#status.textContent = this.#stop
        ? `Stopped after ${this.#rows.length} of ${LAB_SIZES.length} sizes.`
        : `Done: ${LAB_SIZES.length} sizes, seed ${seed}. The table under the chart has the figures.`;
    } catch (error) {
      this.#status.textContent = `The lab stopped: ${(error as Error).message}`;
    } finally {
      this.#running = false;
      this.button.textContent = 'Run the lab';
    }
  }

  #addRow(row: LabRow): void {
    const tr = this.#body.insertRow();
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = `${row.size} × ${row.size}`;
    tr.append(th);
    for (const value of [row.boards.toLocaleString('en'), row.through.toLocaleString('en'), shareText(row)])
      tr.insertCell().textContent = value;
  }

  /** Axes for every size and shares 0 to 0.5 (more if a share is higher), then the points measured so far. */
  #draw(): void {
    const top = Math.max(0.5, Math.ceil(Math.max(0, ...this.#rows.map((r) => r.through / r.boards)) * 10) / 10);
    const x = (i: number): number => LEFT + ((W - LEFT - RIGHT) * (i + 0.5)) / LAB_SIZES.length;
    const y = (share: number): number => TOP + (H - TOP - BOTTOM) * (1 - share / top);
    const parts: SVGElement[] = [];
    for (let tick = 0; tick <= top + 1e-9; tick += 0.1) {
      parts.push(svg('line', { class: 'tp-grid', x1: LEFT, x2: W - RIGHT, y1: y(tick), y2: y(tick) }));
      parts.push(svg('text', { class: 'tp-tick', x: LEFT - 8, y: y(tick) + 5, 'text-anchor': 'end' }, tick.toFixed(1)));
    }
    LAB_SIZES.forEach((size, i) =>
      parts.push(svg('text', { class: 'tp-tick', x: x(i), y: H - BOTTOM + 20, 'text-anchor': 'middle' }, String(size))),
    );
    parts.push(svg('text', { class: 'tp-axis', x: (LEFT + W - RIGHT) / 2, y: H - 8, 'text-anchor': 'middle' }, 'Size of the board (squares a side)'));
    parts.push(
      svg('text', { class: 'tp-axis', x: 14, y: (TOP + H - BOTTOM) / 2, 'text-anchor': 'middle', transform: `rotate(-90 14 ${(TOP + H - BOTTOM) / 2})` }, 'Share with a way through'),
    );
    const points = this.#rows.map((r, i) => `${x(i)},${y(r.through / r.boards)}`);
    if (points.length > 1) parts.push(svg('polyline', { class: 'tp-trend', points: points.join(' ') }));
    this.#rows.forEach((r, i) => parts.push(svg('circle', { class: 'tp-point', cx: x(i), cy: y(r.through / r.boards), r: 5 })));
    this.#chart.replaceChildren(...parts);
  }
}
