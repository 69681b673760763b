// worksheet.ts: Print worksheet: K mazes like the board's, each with its seed, its address and a QR code of it, then the answers; a print view that is printed alone.
// The teacher's desk prints a class's worksheets with it: each student's own, their answers after them all.
import './worksheet.css';
import { create as qrCode } from 'qrcode';
import { type Engine, type Method, SHAPE_FACTS, type Shape, loadEngine, LIMITS } from 'maze-engine/engine';
import { keptStudent, ownSeed } from '../../student/kept';
import { METHOD_TABLE } from '../state/methods';
import { COLUMN_WIDTH, ROOM_WORDS } from '../state/shapes';
import { type Field, el } from '../panel/dom';
import { freshSeed } from '../state/settings';
import { type MaskLines, encodeMask, maskRooms } from '../state/mask';
import { reshapeMask } from '../run/mask_session';

export const MOST_MAZES = 12;
/** Bigger mazes have walls too fine to draw with a pencil on paper. */
export const WORKSHEET_ROOMS = LIMITS.worksheetRooms;

export interface WorksheetAsk {
  shape: Shape;
  rows: number;
  cols: number;
  method: Method;
  /** The first maze's seed; the others count on from it. */
  seed: string;
  count: number;
  /** The lesson's address, without a hash (the page's own by default): each maze's link starts with it. */
  home?: string;
  /** Whose worksheet it is, for its heading (none: the heading is plain). */
  student?: string;
  /** The mask, for the shape "mask"; and the word it was made of, if any ("your name as a maze"). */
  mask?: MaskLines | null;
  maskWord?: string;
}

export interface WorksheetMaze {
  seed: string;
  /** The full address that rebuilds this maze on the board: the lesson's address and its hash. */
  link: string;
  maze: string;
  answer: string;
  route: number;
}

/** The board's seed, then the next whole numbers: each one printed, so any maze can be made again. */
export function worksheetSeeds(first: string, count: number): string[] {
  const start = BigInt(first.trim());
  return Array.from({ length: count }, (_, i) => String(start + BigInt(i)));
}

/** Mazes a page: 6 up to 12 rooms across, 4 up to 20, then 1 (a circle is two rings across each ring). */
export function perPage(shape: Shape, rows: number, cols: number): 1 | 4 | 6 {
  const across = SHAPE_FACTS[shape].sized === 'rings' ? 2 * rows : Math.max(rows, Math.ceil(cols * COLUMN_WIDTH[shape]));
  return across <= 12 ? 6 : across <= 20 ? 4 : 1;
}

/** Pages printed: the mazes' pages, then as many answer pages. */
export function pageCount(ask: WorksheetAsk): number {
  return 2 * Math.ceil(ask.count / perPage(ask.shape, ask.rows, ask.cols));
}

/** A problem with the ask in words, or null. */
export function worksheetProblem(ask: WorksheetAsk, rooms: number): string | null {
  if (!Number.isInteger(ask.count) || ask.count < 1 || ask.count > MOST_MAZES) return `Mazes must be a whole number from 1 to ${MOST_MAZES}.`;
  if (rooms > WORKSHEET_ROOMS)
    return `A worksheet is for mazes up to ${WORKSHEET_ROOMS.toLocaleString('en')} rooms (like 100 × 100): this one has ${rooms.toLocaleString('en')}, too small to draw on paper.`;
  return null;
}

/** Grows one maze as the board does (same seed, same maze), finds its way out, and draws both. */
function makeMaze(engine: Engine, ask: WorksheetAsk, seed: string): WorksheetMaze {
  const session = engine.newSession(1, 1, '0');
  try {
    if (SHAPE_FACTS[ask.shape].walls) session.resize(ask.rows, ask.cols);
    else if (isMask(ask)) reshapeMask(session, ask.mask!);
    else session.reshape(ask.shape, ask.rows, ask.cols);
    session.reseed(seed);
    session.grow({ method: ask.method });
    session.finish();
    const maze = session.svg(false);
    session.solve();
    session.finish();
    const home = ask.home ?? `${location.origin}${location.pathname}`;
    const mask = isMask(ask) ? `&mask=${encodeMask(ask.mask!)}` : '';
    const link = `${home}#rows=${ask.rows}&cols=${ask.cols}&seed=${seed}&method=${ask.method}&shape=${ask.shape}${mask}`;
    return { seed, link, maze, answer: session.svg(true), route: session.route().length };
  } finally {
    session.dispose();
  }
}

/** The mazes, or a problem in words. */
export async function makeWorksheet(ask: WorksheetAsk): Promise<WorksheetMaze[] | string> {
  const engine = await loadEngine();
  const rooms = SHAPE_FACTS[ask.shape].walls ? ask.rows * ask.cols : isMask(ask) ? maskRooms(ask.mask!) : engine.countRooms(ask.shape, ask.rows, ask.cols);
  return worksheetProblem(ask, rooms) ?? worksheetSeeds(ask.seed, ask.count).map((seed) => makeMaze(engine, ask, seed));
}

/** A worksheet of mazes on a mask (that has its mask). */
const isMask = (ask: WorksheetAsk): boolean => SHAPE_FACTS[ask.shape].sized === 'drawing' && !!ask.mask;

function sizeWords(ask: WorksheetAsk): string {
  if (isMask(ask)) return ask.maskWord ? `the letters of “${ask.maskWord}”` : `a mask of ${ask.rows} × ${ask.cols} places (${maskRooms(ask.mask!)} rooms)`;
  if (SHAPE_FACTS[ask.shape].sized === 'rings') return `${ask.rows} rings (${ask.cols} rooms in the inner ring)`;
  return `${ask.rows} × ${ask.cols} ${ROOM_WORDS[ask.shape]}`;
}

const SVG = 'http://www.w3.org/2000/svg';

/** A QR code of `text` (made here by the qrcode package, drawn as one path): a phone's camera opens the address. */
export function qrPicture(text: string, label: string): SVGSVGElement {
  const { modules } = qrCode(text, { errorCorrectionLevel: 'M' });
  const size = modules.size;
  const quiet = 4; // the blank border a reader needs
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', `0 0 ${size + 2 * quiet} ${size + 2 * quiet}`);
  svg.setAttribute('class', 'worksheet-qr');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.dataset.modules = String(size);
  const back = document.createElementNS(SVG, 'rect');
  back.setAttribute('width', '100%');
  back.setAttribute('height', '100%');
  back.setAttribute('fill', '#fff');
  let d = '';
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (modules.get(r, c)) d += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  const dark = document.createElementNS(SVG, 'path');
  dark.setAttribute('d', d);
  dark.setAttribute('fill', '#000');
  svg.append(back, dark);
  return svg;
}

function figure(n: number, m: WorksheetMaze, answer: boolean): HTMLElement {
  const f = el('figure', { class: 'worksheet-maze' });
  f.dataset.seed = m.seed;
  const picture = el('div', { class: 'worksheet-picture' });
  picture.innerHTML = answer ? m.answer : m.maze; // the engine's own SVG
  picture.querySelector('svg')?.setAttribute('role', 'img');
  const caption = el('figcaption', { text: `Maze ${n} · seed ${m.seed}` });
  if (answer) {
    caption.append(` · the way out goes through ${m.route} rooms`);
    f.append(picture, caption);
    return f;
  }
  caption.append(el('span', { class: 'worksheet-link', text: ` · make it again: ${m.link}` }));
  // The address and its QR code side by side, under the maze.
  const foot = el('div', { class: 'worksheet-foot' });
  foot.append(qrPicture(m.link, `QR code of maze ${n}'s address`), caption);
  f.append(picture, foot);
  return f;
}

function sheets(ask: WorksheetAsk, mazes: WorksheetMaze[], answer: boolean): HTMLElement[] {
  const per = perPage(ask.shape, ask.rows, ask.cols);
  const out: HTMLElement[] = [];
  for (let first = 0; first < mazes.length; first += per) {
    const sheet = el('section', { class: `worksheet-sheet worksheet-per-${per}` });
    sheet.dataset.kind = answer ? 'answers' : 'mazes';
    if (first === 0 && !answer) {
      const title = isMask(ask) && ask.maskWord ? `“${ask.maskWord}” as a maze` : 'Maze worksheet';
      sheet.append(el('h1', { text: ask.student ? `${title} for ${ask.student}` : title }));
      const many = mazes.length === 1 ? '1 maze' : `${mazes.length} mazes`;
      const answers = ask.student ? 'The answers are on pages of their own, at the end.' : `The answers are on the last ${mazes.length > per ? 'pages' : 'page'}.`;
      sheet.append(el('p', { class: 'worksheet-about', text: `${many} of ${sizeWords(ask)}, grown by ${METHOD_TABLE[ask.method].title}. Start at the ring and find the way out to the dot. ${answers}` }));
    }
    if (first === 0 && answer) sheet.append(el('h2', { text: ask.student ? `Answers for ${ask.student}` : 'Answers' }));
    const grid = el('div', { class: 'worksheet-grid' });
    mazes.slice(first, first + per).forEach((m, i) => grid.append(figure(first + i + 1, m, answer)));
    sheet.append(grid);
    out.push(sheet);
  }
  return out;
}

/** The print view: on screen over the page with Print and Back to the board; printed alone, without them. */
export class WorksheetView {
  #view: HTMLElement | null = null;
  #quieted: HTMLElement[] = [];
  #opener: HTMLElement | null = null;

  get open(): boolean {
    return this.#view !== null;
  }

  show(ask: WorksheetAsk, mazes: WorksheetMaze[], opener: HTMLElement): void {
    this.showMany([{ ask, mazes }], opener);
  }

  /** Several worksheets (a class's): each one's maze pages in turn, then all their answer pages. */
  showMany(worksheets: { ask: WorksheetAsk; mazes: WorksheetMaze[] }[], opener: HTMLElement, backLabel = 'Back to the board'): void {
    this.close();
    this.#opener = opener;
    const view = el('div', { class: 'worksheet' });
    view.setAttribute('role', 'dialog');
    view.setAttribute('aria-modal', 'true');
    view.setAttribute('aria-label', 'Maze worksheet');
    const print = el('button', { class: 'primary', text: 'Print' });
    print.type = 'button';
    const back = el('button', { text: backLabel });
    back.type = 'button';
    const pages = worksheets.reduce((sum, w) => sum + pageCount(w.ask), 0);
    const bar = el('div', { class: 'worksheet-bar' });
    bar.append(print, back, el('p', { text: `Press Print to print it on ${pages} pages: the mazes, then the answers. Each seed makes its maze again on the board.` }));
    view.append(
      bar,
      ...worksheets.flatMap((w) => sheets(w.ask, w.mazes, false)),
      ...worksheets.flatMap((w) => sheets(w.ask, w.mazes, true)),
    );
    print.addEventListener('click', () => window.print());
    back.addEventListener('click', () => this.close());
    view.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') this.close();
    });
    // Only the worksheet can be reached or printed while it is open.
    for (const child of Array.from(document.body.children))
      if (child instanceof HTMLElement && !child.inert) {
        child.inert = true;
        this.#quieted.push(child);
      }
    document.body.append(view);
    document.body.classList.add('worksheet-open');
    this.#view = view;
    print.focus();
  }

  close(): void {
    if (!this.#view) return;
    this.#view.remove();
    this.#view = null;
    document.body.classList.remove('worksheet-open');
    for (const child of this.#quieted) child.inert = false;
    this.#quieted = [];
    this.#opener?.focus();
  }
}

export interface WorksheetParts {
  worksheet: HTMLButtonElement;
  mazeCount: Field;
  homeNote: HTMLElement;
}

/** Print worksheet: makes the mazes like the board's (its seed or the one typed; a fresh one when none) and opens the view; its Print button prints. */
export function wireWorksheet(parts: WorksheetParts, board: () => Omit<WorksheetAsk, 'count'> | null): void {
  const view = new WorksheetView();
  const count = parts.mazeCount;
  const say = (field: string, note: string): void => {
    count.message.textContent = field;
    count.input.setAttribute('aria-invalid', String(field !== ''));
    parts.homeNote.textContent = note;
  };
  parts.worksheet.addEventListener('click', async () => {
    const base = board();
    if (!base) return say('', 'Fix the box marked in red first.');
    // Seed empty: a student who gave their name gets their own mazes, the board's first ones.
    const own = base.seed ? null : ownSeed();
    const ask: WorksheetAsk = { ...base, seed: base.seed || own || freshSeed(), count: Number(count.input.value.trim() || 'NaN'), student: own ? keptStudent()?.name : undefined };
    try {
      const mazes = await makeWorksheet(ask);
      if (typeof mazes === 'string') return mazes.startsWith('Mazes') ? (say(mazes, ''), count.input.focus()) : say('', mazes);
      say('', '');
      view.show(ask, mazes, parts.worksheet);
    } catch (error) {
      say('', `The worksheet could not be made: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
}
