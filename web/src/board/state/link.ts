// link.ts: the board in the address: reads and writes hashes like #rows=10&cols=10&seed=2083&method=walk&shape=square, to and from the settings and views.
import { FIRST_SHAPE, type Method, type Pick as GrowPick, SHAPE_FACTS, type Shape, TAKES_PICK, TITLES, LIMITS } from 'maze-engine/engine';
import { SHAPE_TITLE } from './shapes';
import { BOARD_METHOD_LIST, FIRST_METHOD, isMethod } from './methods';
import { type BoardSettings, seedProblem, sideProblem } from './settings';
import { type MaskLines, decodeMask, encodeMask, maskSize } from './mask';
import type { BoardViews, TreeMode } from './views';

/** The shapes a link may name: every shape of the engine's table, by its title. */
export const LINK_SHAPES = SHAPE_TITLE;
export type LinkShape = Shape;

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
  /** The pick of a method that takes one (`pick=`, only when not the newest). */
  pick?: GrowPick;
  /** Loops: the share of dead ends opened (`loops=`, only when above 0). */
  braid?: number;
  /** The mask, for the shape "mask" (`mask=`, see state/mask.ts); rows and cols are its size. */
  mask?: MaskLines;
}

/** A hash read: not about the board at all (an anchor like #step-2), or a link, with what was wrong in it. */
export type ReadLink = { kind: 'none' } | { kind: 'link'; link: BoardLink | null; problem: string };

const DEFAULT = { rows: 10, cols: 10, method: FIRST_METHOD, shape: FIRST_SHAPE };
const KEYS = ['rows', 'cols', 'seed', 'method', 'shape', 'view', 'route', 'pick', 'loops', 'mask'] as const;
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
    else problems.push(`${shown(key, value)} is not a whole number from 1 to ${LIMITS.side}, so the board used ${DEFAULT[key]}.`);
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

  // A mask travels whole in the link; its size is the maze's rows and columns.
  const mask = got.get('mask');
  if (SHAPE_FACTS[link.shape].sized === 'drawing') {
    const read = mask === undefined ? { problem: 'It has no mask.' } : decodeMask(mask, LIMITS.drawnRooms);
    if ('lines' in read) Object.assign(link, { mask: read.lines }, maskSize(read.lines));
    else {
      problems.push(`${read.problem} So the board made a ${DEFAULT.shape} maze.`);
      link.shape = DEFAULT.shape;
    }
  } else if (mask !== undefined) problems.push(`${shown('mask', mask)} is for mazes of the shape mask, and this link is not for one, so it was left out.`);

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

  const pick = got.get('pick');
  if (pick !== undefined) {
    const pickers = TAKES_PICK.map((m) => TITLES[m].toLowerCase()).join(' and ');
    if (!TAKES_PICK.includes(link.method)) problems.push(`${shown('pick', pick)} is how ${pickers} picks its rooms, and this link is not for ${pickers}, so it was left out.`);
    else if (/^(newest|random|oldest|mix:(100|[1-9]?\d))$/.test(pick)) link.pick = pick as GrowPick;
    else problems.push(`${shown('pick', pick)} is not a pick (newest, random, oldest or mix:P), so the board used newest.`);
  }
  const loops = got.get('loops');
  if (loops !== undefined) {
    if (/^\d{1,3}$/.test(loops) && Number(loops) <= 100) {
      if (Number(loops) > 0) link.braid = Number(loops);
    } else problems.push(`${shown('loops', loops)} is not a share of dead ends from 0 to 100, so the board made a perfect maze.`);
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
  if (TAKES_PICK.includes(link.method) && link.pick && link.pick !== 'newest') parts.push(`pick=${link.pick}`);
  if (link.braid) parts.push(`loops=${link.braid}`);
  if (SHAPE_FACTS[link.shape].sized === 'drawing' && link.mask) parts.push(`mask=${encodeMask(link.mask)}`);
  const views: View[] = [];
  if (link.tree !== 'off') views.push(link.tree === 'family' ? 'family' : 'tree');
  if (link.distance) views.push('distance');
  if (link.text) views.push('text');
  if (views.length) parts.push(`view=${views.join(',')}`);
  if (link.route) parts.push('route=1');
  return parts.join('&');
}

/** A link of what the board shows: its settings, its views, and whether the way out is found. */
export function linkOf(settings: LinkSettings, views: BoardViews, route: boolean): BoardLink | null {
  if (!isLinkShape(settings.shape)) return null;
  const { rows, cols, seed, method, shape } = settings;
  const link: BoardLink = { rows, cols, seed, method, shape, tree: views.tree, distance: views.distance, text: views.text, route };
  if (TAKES_PICK.includes(method) && settings.pick && settings.pick !== 'newest') link.pick = settings.pick;
  if (settings.braid) link.braid = settings.braid;
  if (SHAPE_FACTS[shape].sized === 'drawing') {
    if (!settings.mask) return null;
    link.mask = settings.mask;
  }
  return link;
}

/** What a link says of the settings: the maze it makes. */
export type LinkSettings = Pick<BoardSettings, 'rows' | 'cols' | 'seed' | 'method' | 'shape'> & Partial<Pick<BoardSettings, 'pick' | 'braid' | 'mask'>>;

/** The settings a link asks for (the rest stay as they are). */
export function settingsOf(link: BoardLink): Required<Omit<LinkSettings, 'mask'>> & Pick<LinkSettings, 'mask'> {
  const made = { rows: link.rows, cols: link.cols, seed: link.seed, method: link.method, shape: link.shape, pick: link.pick ?? 'newest', braid: link.braid ?? 0 };
  return link.mask ? { ...made, mask: link.mask } : made;
}

/** The views a link asks for. */
export function viewsOf(link: BoardLink): BoardViews {
  return { tree: link.tree, distance: link.distance, text: link.text };
}

/** The usual board, for a link that does not say which maze. */
export const DEFAULT_LINK: BoardLink = { ...DEFAULT, seed: '', tree: 'off', distance: false, text: false, route: false };
