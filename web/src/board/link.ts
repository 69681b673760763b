// link.ts: the board in the address: reads and writes hashes like #rows=10&cols=10&seed=2083&method=walk&shape=square, and keeps the board and its hash in step.
import { type Method, loadEngine } from '../engine/engine';
import type { BoardControls } from './controls';
import { BOARD_METHOD_LIST, FIRST_METHOD, isMethod } from './methods';
import type { BoardModel } from './model';
import { INSTANT, type Panel } from './panel';
import type { Status } from './status';
import { MAX_SIDE, seedProblem, sideProblem } from './typed';
import type { TreeMode } from './view';

/** The shapes a link may name (a shape the board learns to draw gets its line here). */
export const LINK_SHAPES = {
  square: 'Square',
  hex: 'Hexagons',
  triangle: 'Triangles',
  circle: 'Circle',
} as const;
export type LinkShape = keyof typeof LINK_SHAPES;
export const FIRST_SHAPE: LinkShape = 'square';

export function isLinkShape(name: string): name is LinkShape {
  return Object.hasOwn(LINK_SHAPES, name);
}

/** What `view=` may list: the tree (over the maze, or as a family tree), Distance, and Show as text. */
const VIEWS = ['tree', 'family', 'distance', 'text'] as const;
type View = (typeof VIEWS)[number];

export interface BoardLink {
  rows: number;
  cols: number;
  /** '' in a link that left it out: the board picks one. */
  seed: string;
  method: Method;
  shape: LinkShape;
  tree: TreeMode;
  distance: boolean;
  text: boolean;
  /** The way out is shown. */
  route: boolean;
}

/** A hash read: not about the board at all (an anchor like #step-2), or a link, with what was wrong in it. */
export type ReadLink = { kind: 'none' } | { kind: 'link'; link: BoardLink | null; problem: string };

const DEFAULT = { rows: 10, cols: 10, method: FIRST_METHOD, shape: FIRST_SHAPE };
const KEYS = ['rows', 'cols', 'seed', 'method', 'shape', 'view', 'route'] as const;
type Key = (typeof KEYS)[number];

/** A hash is about the board when it has key=value parts; the page's own anchors (#step-2) have none. */
export function isBoardHash(hash: string): boolean {
  return hash.replace(/^#/, '').includes('=');
}

/** A value shown in a message: short, whatever the link held. */
const shown = (key: string, value: string): string => `"${key}=${value.length > 20 ? `${value.slice(0, 20)}…` : value}"`;

function list(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** Read a hash. Anything wrong or missing falls back to the usual setting, and the problem says so in a few words. */
export function parseLink(hash: string): ReadLink {
  const text = hash.replace(/^#/, '');
  if (!isBoardHash(text)) return { kind: 'none' };
  const got = new Map<Key, string>();
  const problems: string[] = [];
  for (const part of text.split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const key = at < 0 ? part : part.slice(0, at);
    let value = at < 0 ? '' : part.slice(at + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      problems.push(`${shown(key, value)} could not be read, so it was left out.`);
      continue;
    }
    if (!(KEYS as readonly string[]).includes(key)) problems.push(`${shown(key, value)} is not part of a board link, so it was left out.`);
    else if (!got.has(key as Key)) got.set(key as Key, value);
  }
  if (!got.has('rows') && !got.has('cols') && !got.has('seed') && !got.has('method')) {
    return { kind: 'link', link: null, problem: 'This link does not say which maze to show, so the board starts as usual.' };
  }

  const left: string[] = [];
  const used: string[] = [];
  const side = (key: 'rows' | 'cols', name: string): number => {
    const value = got.get(key);
    if (value === undefined) {
      left.push(key);
      used.push(`${key}=${DEFAULT[key]}`);
    } else if (sideProblem(name, value) === null) return Number(value.trim());
    else problems.push(`${shown(key, value)} is not a whole number from 1 to ${MAX_SIDE}, so the board used ${DEFAULT[key]}.`);
    return DEFAULT[key];
  };
  const link: BoardLink = {
    rows: side('rows', 'Rows'),
    cols: side('cols', 'Columns'),
    seed: '',
    method: DEFAULT.method,
    shape: DEFAULT.shape,
    tree: 'off',
    distance: false,
    text: false,
    route: false,
  };

  const seed = got.get('seed');
  if (seed === undefined) {
    left.push('seed');
    used.push('a new seed');
  } else if (seed.trim() === '' || seedProblem(seed) !== null) problems.push(`${shown('seed', seed)} is not a whole number, so the board picked a new seed.`);
  else link.seed = seed.trim();

  const method = got.get('method');
  if (method === undefined) {
    left.push('method');
    used.push(`method=${DEFAULT.method}`);
  } else if (isMethod(method)) link.method = method;
  else problems.push(`${shown('method', method)} is not a method the board knows (${BOARD_METHOD_LIST.map((m) => m.method).join(', ')}), so it used ${DEFAULT.method}.`);

  const shape = got.get('shape');
  if (shape === undefined) {
    left.push('shape');
    used.push(`shape=${DEFAULT.shape}`);
  } else if (isLinkShape(shape)) link.shape = shape;
  else problems.push(`${shown('shape', shape)} is not a shape the board can draw (${Object.keys(LINK_SHAPES).join(', ')}), so it used ${DEFAULT.shape}.`);

  const views = got.get('view');
  for (const view of views === undefined || views === '' ? [] : views.split(',')) {
    if (!(VIEWS as readonly string[]).includes(view)) {
      problems.push(`${shown('view', view)} is not a view (${VIEWS.join(', ')}), so it was left out.`);
      continue;
    }
    const v = view as View;
    if (v === 'tree' && link.tree === 'off') link.tree = 'over';
    else if (v === 'family') link.tree = 'family';
    else if (v === 'distance') link.distance = true;
    else if (v === 'text') link.text = true;
  }

  const route = got.get('route');
  if (route === '1') link.route = true;
  else if (route !== undefined && route !== '0') problems.push(`${shown('route', route)} should be route=1 (show the way out) or route=0.`);

  if (left.length) problems.unshift(`It left out ${list(left)}, so the board used ${list(used)}.`);
  return { kind: 'link', link, problem: problems.length ? `This link was not quite right. ${problems.join(' ')}` : '' };
}

/** The hash for a maze on the board (without the #); views and route only when shown. */
export function formatLink(link: BoardLink): string {
  const parts = [`rows=${link.rows}`, `cols=${link.cols}`, `seed=${link.seed}`, `method=${link.method}`, `shape=${link.shape}`];
  const views: View[] = [];
  if (link.tree !== 'off') views.push(link.tree === 'family' ? 'family' : 'tree');
  if (link.distance) views.push('distance');
  if (link.text) views.push('text');
  if (views.length) parts.push(`view=${views.join(',')}`);
  if (link.route) parts.push('route=1');
  return parts.join('&');
}

/** What the link keeper needs of the board. */
export interface LinkedBoard {
  ui: Panel;
  controls: BoardControls;
  model: BoardModel;
  status: Status;
  tree(): TreeMode;
}

/**
 * Keeps the address in step with the board (replaceState, so no history entry a step) and
 * rebuilds the board, finished, from a link opened or typed into the address.
 */
export class BoardLinks {
  readonly #b: LinkedBoard;
  /** Bumped by every rebuild, so an older one stops when a newer link comes. */
  #generation = 0;
  #building = false;
  #speedBefore: number | null = null;
  #noteTimer = 0;

  constructor(board: LinkedBoard) {
    this.#b = board;
    board.model.subscribe(() => this.#write());
    // After the button's own handler: Tree, Distance and Show as text change the link's views.
    board.ui.root.addEventListener('click', () => queueMicrotask(() => this.#write()));
    board.ui.copyLink.addEventListener('click', () => void this.copy());
    window.addEventListener('hashchange', () => void this.open(location.hash));
    void this.open(location.hash);
  }

  /** The board as a link, or null when it shows no maze grown from a seed (or one of a shape a link cannot hold yet). */
  current(): BoardLink | null {
    const { ui, controls } = this.#b;
    const grown = controls.grown;
    const shape = (grown as { shape?: string } | null)?.shape ?? FIRST_SHAPE;
    if (!grown || !isLinkShape(shape)) return null;
    return {
      rows: grown.rows,
      cols: grown.cols,
      seed: grown.seed,
      method: grown.method,
      shape,
      tree: this.#b.tree(),
      distance: ui.distance.getAttribute('aria-pressed') === 'true',
      text: !ui.textPanel.hidden,
      route: controls.searched,
    };
  }

  #address(link: BoardLink | null): string {
    return `${location.pathname}${location.search}${link ? `#${formatLink(link)}` : ''}`;
  }

  #write(): void {
    if (this.#building) return;
    const link = this.current();
    const hash = link ? `#${formatLink(link)}` : '';
    // With no maze, a board hash goes; the page's own anchors stay.
    if (location.hash === hash || (!link && !isBoardHash(location.hash))) return;
    history.replaceState(history.state, '', this.#address(link));
  }

  async copy(): Promise<void> {
    const note = this.#b.ui.linkNote;
    const link = this.current();
    let words: string;
    if (!link && this.#b.controls.grown) words = `Links hold mazes of these shapes so far: ${Object.values(LINK_SHAPES).join(', ')}.`;
    else if (!link) words = 'Grow a maze first: its link says how to make it again.';
    else {
      const url = `${location.origin}${this.#address(link)}`;
      try {
        await navigator.clipboard.writeText(url);
        words = 'Link copied';
      } catch {
        words = `Copy this link: ${url}`;
      }
    }
    note.textContent = words;
    clearTimeout(this.#noteTimer);
    this.#noteTimer = window.setTimeout(() => (note.textContent = ''), words === 'Link copied' ? 2500 : 15_000);
  }

  /** Rebuild the board from a hash: the maze grown to the end at once, then its way out and views. */
  async open(hash: string): Promise<void> {
    const read = parseLink(hash);
    if (read.kind === 'none') return;
    const generation = ++this.#generation;
    const { ui, controls } = this.#b;
    this.#building = true;
    try {
      const link = read.link ?? { ...DEFAULT, seed: '' };
      ui.rows.input.value = String(link.rows);
      ui.cols.input.value = String(link.cols);
      ui.seed.input.value = link.seed;
      ui.methods.get(link.method)!.checked = true;
      // The Shape radios, where the board has them.
      const shape = (ui as { shapes?: Map<string, HTMLInputElement> }).shapes?.get(link.shape);
      if (shape && !shape.checked) {
        shape.checked = true;
        shape.dispatchEvent(new Event('change'));
      }
      // The boxes' own handlers check them and start a fresh board of that size.
      ui.seed.input.dispatchEvent(new Event('input'));
      ui.rows.input.dispatchEvent(new Event('input'));
      if (read.link) await this.#build(read.link, generation);
      // The board starts afresh once the engine is ready: the problem is said after that.
      else await loadEngine().catch(() => undefined);
      if (generation === this.#generation && read.problem) this.#b.status.say(read.problem);
    } finally {
      if (generation === this.#generation) {
        if (this.#speedBefore !== null) controls.setSpeed(this.#speedBefore);
        this.#speedBefore = null;
        this.#building = false;
        this.#write();
      }
    }
  }

  async #build(link: BoardLink, generation: number): Promise<void> {
    const { ui, controls } = this.#b;
    this.#speedBefore ??= Number(ui.speed.value);
    controls.setSpeed(INSTANT);
    await controls.grow(link.method);
    if (!(await this.#finished(generation))) return;
    if (link.route) {
      await controls.wayOut();
      if (!(await this.#finished(generation))) return;
    }
    // The views through their own buttons (Tree goes off, over the maze, as a family tree).
    for (let i = 0; i < 3 && this.#b.tree() !== link.tree; i++) ui.tree.click();
    if ((ui.distance.getAttribute('aria-pressed') === 'true') !== link.distance) ui.distance.click();
    if (ui.textPanel.hidden === link.text) ui.text.click();
  }

  /** Resolves once the job on the board ends: true when it ran to the end, false when something else took over. */
  #finished(generation: number): Promise<boolean> {
    const { model, controls } = this.#b;
    return new Promise((resolve) => {
      let stop = (): void => undefined;
      const check = (): void => {
        const state = controls.state;
        if (generation === this.#generation && state === 'growing') return;
        stop();
        resolve(generation === this.#generation && state === 'done');
      };
      stop = model.subscribe(check);
      check();
    });
  }
}
