// panel.ts: the board's markup: settings, buttons, the timeline, counters, the canvas stage, the legend and the maze as text.
import type { Method, Shape } from '../engine/engine';
import { BOARD_METHOD_LIST, FIRST_METHOD, SEARCH } from './methods';

/** Speeds, in steps a second; the last is "as fast as it goes". */
export const SPEEDS = [2, 5, 10, 25, 60, 250, 1000, 10_000, Number.POSITIVE_INFINITY];
export const DEFAULT_SPEED = 3;
export const INSTANT = SPEEDS.length - 1;

export const speedText = (i: number): string =>
  SPEEDS[i] === Number.POSITIVE_INFINITY ? 'Instant' : `${SPEEDS[i].toLocaleString('en')} steps a second`;

type Attrs = Record<string, string | boolean | number>;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false) continue;
    if (name === 'text') node.textContent = String(value);
    else node.setAttribute(name, value === true ? '' : String(value));
  }
  node.append(...children);
  return node;
}

let idCount = 0;
const uid = (name: string): string => `board-${name}-${++idCount}`;

export interface Field {
  wrap: HTMLElement;
  input: HTMLInputElement;
  message: HTMLElement;
}

function field(label: string, input: HTMLInputElement, hint = ''): Field {
  const id = uid(label.toLowerCase());
  input.id = id;
  const message = el('p', { class: 'board-field-message', id: `${id}-message` });
  const describedBy = [message.id];
  const wrap = el('div', { class: 'board-field' }, el('label', { for: id, text: label }), input);
  if (hint) {
    const h = el('p', { class: 'board-field-hint', id: `${id}-hint`, text: hint });
    wrap.append(h);
    describedBy.push(h.id);
  }
  wrap.append(message);
  input.setAttribute('aria-describedby', describedBy.join(' '));
  return { wrap, input, message };
}

function sizeInput(value: number): HTMLInputElement {
  return el('input', { type: 'number', min: 1, max: 4000, step: 1, value, inputmode: 'numeric', autocomplete: 'off' });
}

function swatch(kind: string): HTMLElement {
  return el('span', { class: `board-swatch board-swatch-${kind}`, 'aria-hidden': 'true' });
}

/** The Shape radios, as the board names them. */
export const SHAPE_TITLES: readonly [Shape, string][] = [
  ['square', 'Square'],
  ['hex', 'Hexagons'],
  ['triangle', 'Triangles'],
  ['circle', 'Circle'],
];

export interface Panel {
  root: HTMLElement;
  rows: Field;
  cols: Field;
  seed: Field;
  seedUsed: HTMLElement;
  methods: Map<Method, HTMLInputElement>;
  shapes: Map<Shape, HTMLInputElement>;
  shapeHint: HTMLElement;
  mine: HTMLInputElement;
  speed: HTMLInputElement;
  speedOut: HTMLOutputElement;
  step: HTMLButtonElement;
  back: HTMLButtonElement;
  timeline: HTMLInputElement;
  timelineOut: HTMLOutputElement;
  distance: HTMLButtonElement;
  grow: HTMLButtonElement;
  randomWalls: HTMLButtonElement;
  wayOut: HTMLButtonElement;
  tree: HTMLButtonElement;
  treeMode: HTMLElement;
  text: HTMLButtonElement;
  pause: HTMLButtonElement;
  pieces: HTMLElement;
  message: HTMLElement;
  report: HTMLElement;
  wayOutText: HTMLElement;
  progress: HTMLElement;
  progressBar: HTMLProgressElement;
  progressLabel: HTMLElement;
  progressText: HTMLElement;
  stage: HTMLElement;
  zoom: HTMLElement;
  zoomIn: HTMLButtonElement;
  zoomOut: HTMLButtonElement;
  zoomFit: HTMLButtonElement;
  textPanel: HTMLElement;
  pre: HTMLPreElement;
  copy: HTMLButtonElement;
  copied: HTMLElement;
  textNote: HTMLElement;
  copyLink: HTMLButtonElement;
  linkNote: HTMLElement;
  /** Take the maze home: Download SVG, Download PNG, and the worksheet's count and button. */
  svgButton: HTMLButtonElement;
  pngButton: HTMLButtonElement;
  mazeCount: Field;
  worksheet: HTMLButtonElement;
  homeNote: HTMLElement;
}

export function buildPanel(): Panel {
  const rows = field('Rows', sizeInput(10));
  const cols = field('Columns', sizeInput(10));
  const seed = field('Seed', el('input', { type: 'text', inputmode: 'numeric', autocomplete: 'off', spellcheck: 'false', placeholder: 'new each time' }));
  const seedUsed = el('p', { class: 'board-seed-used', 'aria-live': 'polite' });
  seed.wrap.append(seedUsed);

  const methods = new Map<Method, HTMLInputElement>();
  const legendId = uid('method');
  const methodGroup = el('fieldset', { class: 'board-methods', role: 'radiogroup', 'aria-labelledby': legendId }, el('legend', { id: legendId, text: 'Method' }));
  for (const { method, title } of BOARD_METHOD_LIST) {
    const input = el('input', { type: 'radio', name: legendId, value: method });
    if (method === FIRST_METHOD) input.checked = true;
    methods.set(method, input);
    methodGroup.append(el('label', { class: 'board-method' }, input, el('span', { text: title })));
  }

  // The shape of the rooms: the names a student would say.
  const shapes = new Map<Shape, HTMLInputElement>();
  const shapeId = uid('shape');
  const shapeHint = el('p', { class: 'board-shape-hint', id: uid('shape-hint'), 'aria-live': 'polite' });
  const shapeGroup = el('fieldset', { class: 'board-methods board-shapes', role: 'radiogroup', 'aria-labelledby': shapeId, 'aria-describedby': shapeHint.id }, el('legend', { id: shapeId, text: 'Shape' }));
  for (const [shape, title] of SHAPE_TITLES) {
    const input = el('input', { type: 'radio', name: shapeId, value: shape });
    if (shape === 'square') input.checked = true;
    shapes.set(shape, input);
    shapeGroup.append(el('label', { class: 'board-method' }, input, el('span', { text: title })));
  }
  shapeGroup.append(shapeHint);

  // Grow a maze can ask the student's own make_maze instead of the engine's walk.
  const mine = el('input', { type: 'checkbox', role: 'switch', class: 'board-switch-input' });
  const mineHint = el('p', { class: 'board-mine-hint', id: uid('mine-hint') });
  mineHint.append('When on, Grow a maze calls make_maze(Rows, Columns) from your program in ', el('a', { href: '#step-2', text: 'Step 2' }), ' and checks the maze it gives back.');
  mine.setAttribute('aria-describedby', mineHint.id);
  const mineRow = el(
    'div',
    { class: 'board-mine' },
    el('label', { class: 'board-switch' }, mine, el('span', { text: 'Use my make_maze' })),
    mineHint,
  );

  const speed = el('input', { type: 'range', min: 0, max: SPEEDS.length - 1, step: 1, value: DEFAULT_SPEED });
  const speedField = field('Speed', speed);
  const speedOut = el('output', { class: 'board-speed-out', for: speed.id, text: speedText(DEFAULT_SPEED) });
  speed.setAttribute('aria-valuetext', speedText(DEFAULT_SPEED));
  speedField.wrap.insertBefore(speedOut, speedField.message);
  speedField.wrap.classList.add('board-speed');

  const step = el('button', { type: 'button', text: 'Step' });
  const back = el('button', { type: 'button', disabled: true, text: 'Step back' });
  // The timeline: its value is the number of steps taken, from 0 to the steps so far.
  const timeline = el('input', { type: 'range', min: 0, max: 0, step: 1, value: 0, disabled: true });
  const timelineField = field('Timeline', timeline);
  const timelineOut = el('output', { class: 'board-timeline-out', for: timeline.id, text: 'Step 0 of 0' });
  timelineField.wrap.insertBefore(timelineOut, timelineField.message);
  timelineField.wrap.classList.add('board-timeline');
  const distance = el('button', { type: 'button', 'aria-pressed': 'false', text: 'Distance' });
  const grow = el('button', { type: 'button', class: 'primary', text: 'Grow a maze' });
  const randomWalls = el('button', { type: 'button', class: 'primary', text: 'Random walls' });
  const wayOut = el('button', { type: 'button', text: 'Way out' });
  const tree = el('button', { type: 'button', 'aria-pressed': 'false', text: 'Tree' });
  const treeMode = el('span', { class: 'board-tree-mode', 'aria-live': 'polite' });
  const text = el('button', { type: 'button', 'aria-expanded': 'false', text: 'Show as text' });
  const pause = el('button', { type: 'button', class: 'board-pause', disabled: true, text: 'Pause' });
  const copyLink = el('button', { type: 'button', text: 'Copy link' });
  const linkNote = el('span', { class: 'board-link-note', 'aria-live': 'polite' });

  const pieces = el('p', { class: 'board-pieces', role: 'status', 'aria-live': 'polite', text: 'Pieces: 100' });
  const wayOutText = el('p', { class: 'board-wayout', 'aria-live': 'polite' });
  const message = el('p', { class: 'board-message', 'aria-live': 'polite' });
  const report = el('div', { class: 'board-report', 'aria-live': 'polite', hidden: true });

  const progressLabel = el('span', { class: 'board-progress-label', id: uid('progress'), text: 'Growing the maze' });
  const progressBar = el('progress', { max: 100, value: 0, 'aria-labelledby': progressLabel.id });
  const progressText = el('span', { class: 'board-progress-text', text: '0%' });
  const progress = el('div', { class: 'board-progress', hidden: true }, progressLabel, progressBar, progressText);

  const stage = el('div', { class: 'board-stage' });
  const zoomIn = el('button', { type: 'button', text: 'Zoom in' });
  const zoomOut = el('button', { type: 'button', text: 'Zoom out' });
  const zoomFit = el('button', { type: 'button', text: 'Whole maze' });
  const zoom = el(
    'div',
    { class: 'board-zoom', hidden: true },
    zoomIn,
    zoomOut,
    zoomFit,
    el('span', { class: 'board-zoom-hint', text: 'Drag the maze to look around, or click it and use the arrow keys, + and −.' }),
  );

  // Each method's lines once, in the table's order, then the search's and the Distance view's.
  const legend = el('ul', { class: 'board-legend', 'aria-label': 'What the colours mean' });
  const seen = new Set<string>();
  for (const { swatch: kind, words } of [...BOARD_METHOD_LIST.flatMap((m) => m.legend), ...SEARCH.legend]) {
    if (seen.has(kind)) continue;
    seen.add(kind);
    legend.append(el('li', {}, swatch(kind), words));
  }
  legend.append(el('li', {}, swatch('distance'), 'Distance: steps from the way in, dark (near) to yellow (far)'));

  // A focusable, scrollable block needs a role that may carry a name: a pre alone may not.
  const pre = el('pre', { class: 'board-text-pre', role: 'region', 'aria-label': 'Maze as text', tabindex: 0 });
  const copy = el('button', { type: 'button', text: 'Copy' });
  const copied = el('span', { class: 'board-copied', 'aria-live': 'polite' });
  const textNote = el('p', { class: 'board-text-note' });
  const textPanel = el(
    'div',
    { class: 'board-text', id: uid('text'), hidden: true },
    el('div', { class: 'board-text-bar' }, copy, copied),
    textNote,
    pre,
  );
  text.setAttribute('aria-controls', textPanel.id);

  const svgButton = el('button', { type: 'button', text: 'Download SVG' });
  const pngButton = el('button', { type: 'button', text: 'Download PNG' });
  const mazeCount = field('Mazes', el('input', { type: 'number', min: 1, max: 12, step: 1, value: 4, inputmode: 'numeric', autocomplete: 'off' }), 'How many Print worksheet makes: 1 to 12.');
  const worksheet = el('button', { type: 'button', text: 'Print worksheet' });
  const homeNote = el('p', { class: 'board-home-note', 'aria-live': 'polite' });
  const home = el('div', { class: 'board-home' }, svgButton, pngButton, mazeCount.wrap, worksheet, homeNote);

  const root = el(
    'div',
    { class: 'board' },
    el('div', { class: 'board-settings' }, rows.wrap, cols.wrap, seed.wrap, methodGroup, shapeGroup, speedField.wrap),
    el('div', { class: 'board-actions' }, step, grow, randomWalls, pause, wayOut, el('span', { class: 'board-tree' }, tree, treeMode), distance, text, el('span', { class: 'board-link' }, copyLink, linkNote)),
    el('div', { class: 'board-time' }, back, timelineField.wrap),
    el('div', { class: 'board-status' }, pieces, wayOutText, message, report),
    progress,
    mineRow,
    stage,
    zoom,
    home,
    legend,
    textPanel,
  );

  return {
    root, rows, cols, seed, seedUsed, methods, shapes, shapeHint, mine, speed, speedOut, step, back, timeline, timelineOut, distance, grow, randomWalls, wayOut, tree, treeMode, text, pause,
    pieces, message, report, wayOutText, progress, progressBar, progressLabel, progressText, stage, zoom, zoomIn, zoomOut, zoomFit,
    textPanel, pre, copy, copied, textNote, copyLink, linkNote, svgButton, pngButton, mazeCount, worksheet, homeNote,
  };
}
