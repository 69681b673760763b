// answer_picture.ts: a failing test's maze on a small picture, with what was expected drawn on it (and, for a known mistake, what it
// gave, where that is rooms), a legend for those, and it all said beside it in words. What is drawn is the challenge's own
// (its row's picture).
import './help.css';
import { CHALLENGES, type ChallengeName } from '../challenge_table';
import type { TestMaze } from '../test_mazes';
import type { Drawn, Layer } from './drawn';
import type { Room } from './marks';

const NS = 'http://www.w3.org/2000/svg';

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>): SVGElementTagNameMap[K] {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, String(value));
  return node;
}

/** What to draw for this challenge's right answer; `mistake` adds what that mistake gave, where it is rooms. */
export function drawnFor(name: ChallengeName, test: TestMaze, got: string, mistake = ''): Drawn {
  const gave = got ? `Your function gave back ${got}.` : 'Your function gave back no answer.';
  return CHALLENGES[name].picture(test, gave, mistake);
}

const points = (way: Room[]): string => way.map(([r, c]) => `${c + 0.5},${r + 0.5}`).join(' ');

/** The picture's legend: each named style, drawn small beside its name. */
function legend(layers: Layer[]): HTMLElement | null {
  const named = layers.filter((layer) => layer.legend);
  if (named.length === 0) return null;
  const list = document.createElement('ul');
  list.className = 'answer-legend';
  for (const layer of named) {
    const item = document.createElement('li');
    const swatch = svg('svg', { viewBox: '0 0 3 2', 'aria-hidden': 'true', class: 'answer-swatch' });
    swatch.append(
      svg('polyline', { points: '0.2,1 2.8,1', class: layer.wayClass }),
      svg('circle', { cx: 1.5, cy: 1, r: layer.ringClass === 'mark-given' ? 0.45 : 0.75, class: layer.ringClass }),
    );
    item.append(swatch, layer.legend!);
    list.append(item);
  }
  return list;
}

/** The picture and its words, in one figure. */
export function answerPicture(name: ChallengeName, test: TestMaze, got: string, mistake = ''): HTMLElement {
  const drawn = drawnFor(name, test, got, mistake);
  const rows = test.picture.length;
  const cols = test.picture[0].length;
  const figure = document.createElement('figure');
  figure.className = 'answer-picture';
  // The words under it say what is drawn; the picture itself is not read out square by square.
  const picture = svg('svg', { viewBox: `0 0 ${cols} ${rows}`, 'aria-hidden': 'true' });
  // 16 px a square, so a small maze stays small, but never under 12rem, so the rings of a maze of 2 x 2 rooms can be told apart;
  // a big one fits the column.
  picture.style.width = `min(100%, max(${cols * 16}px, 12rem))`;
  picture.append(svg('rect', { x: 0, y: 0, width: cols, height: rows, class: 'answer-floor' }));
  // Walls edge to edge, with no seams between their squares.
  const walls = svg('g', { 'shape-rendering': 'crispEdges' });
  picture.append(walls);
  test.picture.forEach((line, r) => {
    [...line].forEach((square, c) => {
      if (square === '#') walls.append(svg('rect', { x: c, y: r, width: 1, height: 1, class: 'answer-wall' }));
    });
  });
  for (const [r, c] of drawn.shaded) picture.append(svg('rect', { x: c, y: r, width: 1, height: 1, class: 'answer-cut-off' }));
  for (const layer of drawn.layers) {
    if (layer.way.length > 1) picture.append(svg('polyline', { points: points(layer.way), class: layer.wayClass }));
  }
  // Rings last, over every way; yours smaller, so a room ringed twice shows both.
  for (const layer of drawn.layers) {
    const r = layer.ringClass === 'mark-given' ? 0.45 : 0.75;
    for (const [row, c] of layer.rings) picture.append(svg('circle', { cx: c + 0.5, cy: row + 0.5, r, class: layer.ringClass }));
  }
  const caption = document.createElement('figcaption');
  caption.textContent = drawn.words;
  figure.append(picture);
  const key = legend(drawn.layers);
  if (key) figure.append(key);
  figure.append(caption);
  return figure;
}
